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
import { isPushEndpoint, type PushService } from './push.service';

export function registerPushRoutes(app: FastifyInstance, deps: { push: PushService; guard: Guard }): void {
  const tag = 'notifications';

  postRoute(app, 'get-push-public-key', { body: pushPublicKeyRequest, response: pushPublicKeyResponse, tag, summary: 'The VAPID public key browsers subscribe with' }, async () => ({
    success: true as const,
    public_key: await deps.push.publicKey(),
  }));

  // Always the session user's device, whatever user_id the body names (SECURITY 13).
  postRoute(app, 'save-notification-token', { body: saveNotificationTokenRequest, response: saveNotificationTokenResponse, tag, summary: "Keep this device's push subscription for the session user" }, async (body, request) => {
    const user = await deps.guard.requireUser(request);
    if (body.subscription) {
      if (!isPushEndpoint(body.subscription.endpoint)) fail('VALIDATION', 'subscription.endpoint is not a browser push service.');
      await deps.push.subscribe(user, { endpoint: body.subscription.endpoint, p256dh: body.subscription.keys.p256dh, auth: body.subscription.keys.auth });
    } else if (body.push_token) {
      await deps.push.subscribe(user, { endpoint: `token:${body.push_token}`, p256dh: null, auth: null });
    }
    return { success: true as const };
  });

  postRoute(app, 'delete-notification-token', { body: deleteNotificationTokenRequest, response: okResponse, tag, summary: 'Stop pushing to this device' }, async (body, request) => {
    await deps.push.unsubscribe(await deps.guard.requireUser(request), body.endpoint);
    return { success: true as const };
  });
}
