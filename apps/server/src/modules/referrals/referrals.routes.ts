import { getReferralsRequest, getReferralsResponse } from '@keka/contracts';
import type { FastifyInstance } from 'fastify';
import type { Guard } from '../../http/guard';
import { postRoute } from '../../http/route';
import type { ReferralsService } from './referrals.service';

/** SPEC §2 /refer-earn: the customer's own code, terms and friends (SECURITY 13: only their own). */
export function registerReferralRoutes(app: FastifyInstance, deps: { referrals: ReferralsService; guard: Guard }): void {
  postRoute(app, 'get-referrals', { access: (r) => deps.guard.requireUser(r, 'customer'), body: getReferralsRequest, response: getReferralsResponse, tag: 'referrals', summary: 'Your referral code, share link, the reward amounts and the friends who joined with it' }, async (_body, request) => ({
    success: true as const,
    data: await deps.referrals.overview(await deps.guard.requireUser(request, 'customer')),
  }));
}
