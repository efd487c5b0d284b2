import {
  deleteNotificationTokenRequest,
  okResponse,
  pushPublicKeyRequest,
  pushPublicKeyResponse,
  saveNotificationTokenRequest,
  saveNotificationTokenResponse,
} from '@keka/contracts';
import type { FastifyInstance } from 'fastify';
import type { Guard } from '../../http/guard';
import { postRoute } from '../../http/route';
import { fail } from '../../lib/errors';
import type { TextsService } from '../settings/texts.service';
import { isPushEndpoint, type PushService } from './push.service';

export function registerPushRoutes(app: FastifyInstance, deps: { push: PushService; guard: Guard; texts: TextsService }): void {
  const tag = 'notifications';

  postRoute(app, 'get-push-public-key', { body: pushPublicKeyRequest, response: pushPublicKeyResponse, tag, summary: 'The VAPID public key browsers subscribe with' }, async () => ({
    success: true as const,
    public_key: await deps.push.publicKey(),
  }));

  // Always the session user's device, whatever user_id the body names (SECURITY 13). Its pushes are
  // written in the request's language (Accept-Language); the app saves again when the user switches.
  postRoute(app, 'save-notification-token', { access: (r) => deps.guard.requireUser(r), body: saveNotificationTokenRequest, response: saveNotificationTokenResponse, tag, summary: "Keep this device's push subscription (and its language) for the session user" }, async (body, request) => {
    const user = await deps.guard.requireUser(request);
    const language = await deps.texts.languageOf(request.headers['accept-language']);
    if (body.subscription) {
      if (!isPushEndpoint(body.subscription.endpoint)) fail('VALIDATION', 'subscription.endpoint is not a browser push service.');
      await deps.push.subscribe(user, { endpoint: body.subscription.endpoint, p256dh: body.subscription.keys.p256dh, auth: body.subscription.keys.auth, language });
    } else if (body.push_token) {
      await deps.push.subscribe(user, { endpoint: `token:${body.push_token}`, p256dh: null, auth: null, language });
    }
    return { success: true as const };
  });

  postRoute(app, 'delete-notification-token', { access: (r) => deps.guard.requireUser(r), body: deleteNotificationTokenRequest, response: okResponse, tag, summary: 'Stop pushing to this device' }, async (body, request) => {
    await deps.push.unsubscribe(await deps.guard.requireUser(request), body.endpoint);
    return { success: true as const };
  });
}
