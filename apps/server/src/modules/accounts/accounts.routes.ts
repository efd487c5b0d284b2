import { authResponse, emptyRequest, loginRequest, okResponse, registerRequest, updateUserInfoRequest } from '@keka/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readToken, type Guard } from '../../http/guard';
import { failureLimit } from '../../http/rate-limit';
import { postRoute } from '../../http/route';
import { AppError } from '../../lib/errors';
import type { AuthService, RequestMeta } from './auth.service';

const meta = (request: FastifyRequest): RequestMeta => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

export function registerAccountRoutes(app: FastifyInstance, deps: { auth: AuthService; guard: Guard }): void {
  const tag = 'accounts';
  const failedLogins = failureLimit(app, 'failed-login');

  postRoute(app, 'login', { body: loginRequest, response: authResponse, tag, summary: 'Log in with e-mail or phone and password', rateLimit: 'login' }, async (body, request, reply) => {
    await failedLogins.refuseWhenSpent(request, reply);
    try {
      return { success: true as const, data: await deps.auth.login(body, meta(request)) };
    } catch (error) {
      if (error instanceof AppError && error.code === 'INVALID_CREDENTIALS') await failedLogins.record(request);
      throw error;
    }
  });

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
