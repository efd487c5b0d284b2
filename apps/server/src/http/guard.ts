import type { FastifyRequest } from 'fastify';
import type { Actor, UserRole } from '../lib/actor';
import { fail } from '../lib/errors';

/** The bearer token: `Authorization: Bearer …`, else `token` / `auth_token` in the body (the spec's payloads carry it). */
export function readToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header === 'string' && /^Bearer\s+/i.test(header)) {
    const token = header.replace(/^Bearer\s+/i, '').trim();
    return token.length > 0 && token.length <= 200 ? token : null;
  }
  const body = request.body;
  if (body && typeof body === 'object') {
    const { token, auth_token: authToken } = body as { token?: unknown; auth_token?: unknown };
    const candidate = typeof token === 'string' && token ? token : authToken;
    if (typeof candidate === 'string' && candidate.length > 0 && candidate.length <= 200) return candidate;
  }
  return null;
}

export interface Guard {
  optionalUser(request: FastifyRequest): Promise<Actor | null>;
  /** 401 without a live session; 403 when the user's role is not one of `roles` (SECURITY 17). */
  requireUser(request: FastifyRequest, ...roles: UserRole[]): Promise<Actor>;
}

export function createGuard(authenticate: (token: string) => Promise<Actor | null>): Guard {
  // One session lookup per request: the per-user rate limit asks before the handler does.
  const seen = new WeakMap<FastifyRequest, Promise<Actor | null>>();
  const optionalUser = (request: FastifyRequest) => {
    let user = seen.get(request);
    if (!user) {
      const token = readToken(request);
      user = token ? authenticate(token) : Promise.resolve(null);
      seen.set(request, user);
    }
    return user;
  };
  return {
    optionalUser,
    async requireUser(request, ...roles) {
      const user = await optionalUser(request);
      if (!user) fail('UNAUTHENTICATED', 'Please log in to continue.');
      if (roles.length > 0 && !roles.includes(user.role)) fail('FORBIDDEN', 'You do not have access to this.');
      return user;
    },
  };
}
