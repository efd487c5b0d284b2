import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../lib/errors';
import { resilientStore } from './rate-limit-store';

/**
 * Request limits per route (SECURITY 20, 21), on @fastify/rate-limit: counts live in Redis when
 * REDIS_URL is set (every instance sees one count), else in this process; while Redis is unreachable
 * each instance counts on its own (rate-limit-store.ts), so a limit is never off.
 *
 * A route opts in through postRoute: `postRoute(app, 'apply-coupon', { …, rateLimit: 'apply-coupon' }, …)`.
 * Every limited route is counted per IP address (an IPv6 address per /64); the ones with `perUser`
 * are ALSO counted per logged-in user, so one account cannot use many addresses and one address
 * shared by a family (or a mobile carrier's NAT) is not held to one person's allowance.
 */
export type RouteLimitName = 'register' | 'login' | 'place-order' | 'coordinate-to-address' | 'apply-coupon' | 'send-code' | 'check-code' | 'check-account';
/** Counts of failures only, recorded by the route (see failureLimit). */
export type FailureLimitName = 'failed-login';
/** Counts of the requests a route picks by their content (see countedLimit). */
export type CountedLimitName = 'referral-sign-up';
export type LimitName = RouteLimitName | FailureLimitName | CountedLimitName;

export interface Limit {
  /** Requests allowed per IP address in one window. */
  readonly perIp: number;
  /** Requests allowed per logged-in user in one window (not counted for anonymous requests). */
  readonly perUser?: number;
  /** Failures allowed per account named in the request (failure limits only), from every address together. */
  readonly perAccount?: number;
  readonly windowMs: number;
}

const MINUTE = 60_000;

/**
 * Sized for real people behind one address: Indian mobile carriers put many phones behind one
 * public IP (CGNAT), and a family or an office orders over one Wi-Fi. Per-user numbers are where
 * the abuse limits bite.
 */
export const DEFAULT_LIMITS: { readonly [N in LimitName]: Limit } = {
  // A sign-up takes a person a minute; 20 an hour per address still stops scripted referral farming (SECURITY 10).
  register: { perIp: 20, windowMs: 60 * MINUTE },
  // Every attempt hashes with scrypt (CPU): cap bursts. Failed attempts have their own limits below
  // (per IP and per account typed; SECURITY 21).
  login: { perIp: 30, windowMs: 5 * MINUTE },
  // Wrong passwords from one address: guessing across accounts. Someone who mistypes never gets near it.
  // Per account (the e-mail or phone typed, whether or not it exists): guessing one person's password
  // from many addresses. Its owner still gets in by phone OTP or a password reset meanwhile.
  'failed-login': { perIp: 30, perAccount: 10, windowMs: 15 * MINUTE },
  // Sign-ups that carry a referral code, whichever sign-up route (ADR 0019): a family joining from one
  // Wi-Fi fits, a script creating referred accounts does not (SECURITY 10).
  'referral-sign-up': { perIp: 5, windowMs: 60 * MINUTE },
  // A customer places one or two orders; retries of one checkout count too, so leave room.
  'place-order': { perIp: 60, perUser: 10, windowMs: 10 * MINUTE },
  // The map pin asks after each move (debounced); with Google configured every call costs money.
  'coordinate-to-address': { perIp: 60, windowMs: MINUTE },
  // One-time codes by SMS or mail cost money and reach someone's phone: per address here, and at most
  // 3 per phone or e-mail in 15 minutes (one-time-codes.ts). SECURITY 20.
  'send-code': { perIp: 20, windowMs: 60 * MINUTE },
  // Each code allows 5 tries; this stops one address trying many phones' codes.
  'check-code': { perIp: 60, windowMs: 15 * MINUTE },
  // "Is this e-mail / phone free?" answers what a sign-up would: a person asks a few times, a script
  // walking a list of addresses is stopped here.
  'check-account': { perIp: 20, windowMs: 15 * MINUTE },
  // Trying coupon codes one after another is guessing (SECURITY 8).
  'apply-coupon': { perIp: 60, perUser: 20, windowMs: 10 * MINUTE },
};

const DEFAULT_REDIS_KEY_PREFIX = 'keka:rate:';

export interface RateLimitOptions {
  /** false: routes are not counted at all (API tests that register many users from one address). */
  readonly enabled?: boolean;
  /** Overrides of DEFAULT_LIMITS, by route (tests use small numbers and short windows). */
  readonly limits?: Partial<Record<LimitName, Limit>>;
  /** Prefix of the Redis keys; tests give each app group its own. */
  readonly redisKeyPrefix?: string;
}

interface RateLimitRuntime {
  readonly enabled: boolean;
  readonly limits: Record<LimitName, Limit>;
  readonly identify: (request: FastifyRequest) => Promise<number | null>;
}

const RUNTIME = 'kekaRateLimits';

declare module 'fastify' {
  interface FastifyInstance {
    kekaRateLimits: RateLimitRuntime;
  }
}

/**
 * Registers the plugin with no global limit; call before the routes. `identify` names the logged-in
 * user of a request (or null) for the per-user counts.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  deps: { redis: Redis | null; identify: (request: FastifyRequest) => Promise<number | null>; options?: RateLimitOptions },
): Promise<void> {
  const options = deps.options ?? {};
  await app.register(fastifyRateLimit, {
    global: false,
    ...(deps.redis ? { store: resilientStore(deps.redis, options.redisKeyPrefix ?? DEFAULT_REDIS_KEY_PREFIX) } : {}),
    errorResponseBuilder: (_request, context) => rateLimited(Math.ceil(context.ttl / 1000)),
  });
  app.decorate(RUNTIME, {
    enabled: options.enabled ?? true,
    limits: { ...DEFAULT_LIMITS, ...options.limits },
    identify: deps.identify,
  });
}

/**
 * The route options postRoute adds for `rateLimit: name`: the per-IP count, and the per-user one when
 * the limit has it. With `freeWhen`, both are counted after validation and skip the requests it picks.
 */
export function rateLimitRouteOptions(
  app: FastifyInstance,
  name: RouteLimitName,
  freeWhen?: (request: FastifyRequest) => Promise<boolean>,
): Pick<RouteOptions, 'config' | 'preHandler'> {
  const runtime = runtimeOf(app, name);
  if (!runtime.enabled) return {};
  const limit = runtime.limits[name];
  // The plugin's own key is request.ip: it follows TRUST_PROXY, so a forged X-Forwarded-For from a
  // client is ignored unless the server sits behind a proxy we trust (SECURITY 20).
  const free = freeWhen ? { hook: 'preHandler' as const, allowList: (request: FastifyRequest) => freeWhen(request) } : {};
  const config = { rateLimit: { max: limit.perIp, timeWindow: limit.windowMs, ...free } };
  if (limit.perUser === undefined) return { config };
  return { config, preHandler: perUserLimit(app, runtime, name, limit.perUser, limit.windowMs, freeWhen) };
}

export interface FailureLimit {
  /**
   * 429 RATE_LIMITED with retry-after once this address, or the account named by `accountKey`, has
   * used up its failures in the window.
   */
  refuseWhenSpent(request: FastifyRequest, reply: FastifyReply, accountKey?: string): Promise<void>;
  /** Counts one failure of this address (and of the account named by `accountKey`). */
  record(request: FastifyRequest, accountKey?: string): Promise<void>;
}

/**
 * Counts of the requests a route calls failures (wrong passwords), in the same store as the route
 * limits: per IP address and, when the limit has `perAccount` and the route names an account, per account.
 */
export function failureLimit(app: FastifyInstance, name: FailureLimitName): FailureLimit {
  const runtime = runtimeOf(app, name);
  if (!runtime.enabled) return { refuseWhenSpent: async () => undefined, record: async () => undefined };
  const limit = runtime.limits[name];
  const perIp = app.createRateLimit({ max: limit.perIp, timeWindow: limit.windowMs, keyGenerator: (request) => `${name}:${normalizeIP(request.ip)}` });
  // The account key rides on the request so the plugin's key generator can read it.
  const accountKeys = new WeakMap<FastifyRequest, string>();
  const perAccount =
    limit.perAccount === undefined
      ? null
      : app.createRateLimit({ max: limit.perAccount, timeWindow: limit.windowMs, keyGenerator: (request) => `${name}:account:${accountKeys.get(request) ?? ''}` });
  const spent = async (count: typeof perIp, request: FastifyRequest, reply: FastifyReply, what: string, then?: string) => {
    const state = await count(request, { increment: false });
    if (state.isAllowed || state.remaining > 0) return;
    reply.header('retry-after', state.ttlInSeconds);
    throw rateLimited(state.ttlInSeconds, what, then);
  };
  return {
    async refuseWhenSpent(request, reply, accountKey) {
      await spent(perIp, request, reply, 'Too many failed attempts.');
      if (perAccount && accountKey !== undefined) {
        accountKeys.set(request, accountKey);
        await spent(perAccount, request, reply, 'Too many failed attempts for this account.', 'Reset your password, or try again');
      }
    },
    async record(request, accountKey) {
      await perIp(request);
      if (perAccount && accountKey !== undefined) {
        accountKeys.set(request, accountKey);
        await perAccount(request);
      }
    },
  };
}

/**
 * A limit the route applies to some of its requests only (a sign-up with a referral code): `consume`
 * counts one for this address and refuses with 429 RATE_LIMITED once the window's allowance is spent.
 */
export function countedLimit(app: FastifyInstance, name: CountedLimitName, what: string): { consume(request: FastifyRequest, reply: FastifyReply): Promise<void> } {
  const runtime = runtimeOf(app, name);
  if (!runtime.enabled) return { consume: async () => undefined };
  const limit = runtime.limits[name];
  const perIp = app.createRateLimit({ max: limit.perIp, timeWindow: limit.windowMs, keyGenerator: (request) => `${name}:${normalizeIP(request.ip)}` });
  return {
    async consume(request, reply) {
      const result = await perIp(request);
      if (result.isAllowed || !result.isExceeded) return;
      reply.header('retry-after', result.ttlInSeconds);
      throw rateLimited(result.ttlInSeconds, what);
    },
  };
}

function runtimeOf(app: FastifyInstance, name: LimitName): RateLimitRuntime {
  if (!app.hasDecorator(RUNTIME)) throw new Error(`${name} wants a rate limit: call registerRateLimits before registering routes`);
  return app[RUNTIME];
}

function perUserLimit(
  app: FastifyInstance,
  runtime: RateLimitRuntime,
  name: RouteLimitName,
  max: number,
  windowMs: number,
  freeWhen?: (request: FastifyRequest) => Promise<boolean>,
): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: async (request) => `${name}:user:${(await runtime.identify(request)) ?? 'none'}`,
  });
  // After validation, so a token sent in the body counts too; the guard remembers the user for the handler.
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if ((await runtime.identify(request)) === null) return;
    if (freeWhen && (await freeWhen(request))) return;
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw rateLimited(result.ttlInSeconds);
  };
}

function rateLimited(retryAfterSeconds: number, what = 'Too many requests.', then = 'Please try again'): AppError {
  const wait = retryAfterSeconds <= 60 ? 'a minute' : `${Math.ceil(retryAfterSeconds / 60)} minutes`;
  return new AppError('RATE_LIMITED', `${what} ${then} in ${wait}.`);
}
