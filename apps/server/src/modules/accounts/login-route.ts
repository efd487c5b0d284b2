import { authResponse, loginRequest } from '@keka/contracts';
import type { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { failureLimit } from '../../http/rate-limit';
import { postRoute } from '../../http/route';
import type { UserRole } from '../../lib/actor';
import { AppError, fail } from '../../lib/errors';
import { loginAccountKey, type AuthService, type RequestMeta } from './auth.service';
import { loginWithRole } from './role-login';
import type { SocialSignIn } from './social/social-sign-in.service';
import { signInAndLink } from './social/social-sign-in.routes';

const meta = (request: FastifyRequest): RequestMeta => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

/**
 * A password login route (`login`, `store/login`, `delivery/login`): every attempt counts against the
 * `login` limit, every wrong password against `failed-login` for the address and for the account typed
 * (SECURITY 21), whichever door it came through; an unknown account is counted and answered the same. With `role`, only that kind of account gets in.
 */
export function registerLoginRoute(
  app: FastifyInstance,
  name: string,
  /** With `social`, a provider's token in the body is linked to the account the password proves (issue 34). */
  deps: { auth: AuthService; social?: SocialSignIn },
  options: { tag: string; summary: string; role?: { role: UserRole; refusal: string }; body?: z.ZodType<z.output<typeof loginRequest>> },
): void {
  const failedLogins = failureLimit(app, 'failed-login');
  postRoute(app, name, { body: options.body ?? loginRequest, response: authResponse, tag: options.tag, summary: options.summary, rateLimit: 'login' }, async (raw, request, reply) => {
    const { password } = raw;
    if (password === undefined) {
      // SPEC §7: a provider's token alone signs in as social-login does (the customer's door only).
      if (!deps.social || !raw.accessToken || !raw.provider) fail('VALIDATION', 'Enter your password');
      return { success: true as const, data: await deps.social.signIn({ accessToken: raw.accessToken, provider: raw.provider }, meta(request)) };
    }
    const body = { ...raw, password };
    const account = loginAccountKey(body);
    await failedLogins.refuseWhenSpent(request, reply, account);
    try {
      const signIn = () => (options.role ? loginWithRole(deps.auth, body, meta(request), options.role.role, options.role.refusal) : deps.auth.login(body, meta(request)));
      const data = deps.social ? await signInAndLink(deps.social, body, signIn) : await signIn();
      return { success: true as const, data };
    } catch (error) {
      if (error instanceof AppError && error.code === 'INVALID_CREDENTIALS') await failedLogins.record(request, account);
      throw error;
    }
  });
}
