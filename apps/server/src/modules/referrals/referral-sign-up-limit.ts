import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { countedLimit } from '../../http/rate-limit';

type Check = (body: { refferal_code?: string | null | undefined }, request: FastifyRequest, reply: FastifyReply) => Promise<void>;
const perApp = new WeakMap<FastifyInstance, Check>();

/**
 * Sign-ups carrying a referral code, counted per address across every sign-up route together (ADR 0019,
 * SECURITY 10): one count per app, so register, register-otp-user and custom-otp-user share it (and
 * every instance shares it through Redis). A sign-up without a code is not counted here.
 */
export function referralSignUpLimit(app: FastifyInstance): Check {
  const known = perApp.get(app);
  if (known) return known;
  const limit = countedLimit(app, 'referral-sign-up', 'Too many sign-ups with a referral code from this network.');
  const check: Check = async (body, request, reply) => {
    if (body.refferal_code) await limit.consume(request, reply);
  };
  perApp.set(app, check);
  return check;
}
