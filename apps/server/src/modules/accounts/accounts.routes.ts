import { authResponse, emptyRequest, okResponse, registerRequest, updateUserInfoRequest } from '@keka/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readToken, type Guard } from '../../http/guard';
import { postRoute } from '../../http/route';
import type { AuthService, RequestMeta } from './auth.service';
import { registerLoginRoute } from './login-route';

const meta = (request: FastifyRequest): RequestMeta => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

export function registerAccountRoutes(app: FastifyInstance, deps: { auth: AuthService; guard: Guard }): void {
  const tag = 'accounts';
  registerLoginRoute(app, 'login', deps, { tag, summary: 'Log in with e-mail or phone and password' });

  postRoute(app, 'register', { body: registerRequest, response: authResponse, tag, summary: 'Create a customer account', rateLimit: 'register' }, async (body, request) => ({
    success: true as const,
    data: await deps.auth.register(body, meta(request)),
  }));

  postRoute(app, 'logout', { body: emptyRequest, response: okResponse, tag, summary: 'Revoke the current session' }, async (_body, request) => {
    await deps.guard.requireUser(request);
    const token = readToken(request);
    if (token) await deps.auth.logout(token);
    return { success: true as const };
  });

  postRoute(app, 'update-user-info', { body: updateUserInfoRequest, response: authResponse, tag, summary: "The session user's current data (rewards, wallet, default address)" }, async (_body, request) => {
    const user = await deps.guard.requireUser(request);
    const token = readToken(request) ?? '';
    return { success: true as const, data: await deps.auth.describeActor(user, token) };
  });
}
