import { getRewardsRequest, getRewardsResponse, markRewardsSeenRequest, markRewardsSeenResponse, scratchRewardRequest, scratchRewardResponse } from '@keka/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Guard } from '../../http/guard';
import { postRoute } from '../../http/route';
import type { TextsService } from '../settings/texts.service';
import type { RewardsService } from './rewards.service';

/** SPEC §2 /account/rewards: customers only, their own cards (SECURITY 13, 17); titles in the request's language. */
export function registerRewardRoutes(app: FastifyInstance, deps: { rewards: RewardsService; guard: Guard; texts: TextsService }): void {
  const tag = 'rewards';
  const languageOf = (request: FastifyRequest) => deps.texts.languageOf(request.headers['accept-language']);
  postRoute(app, 'get-rewards', { access: (r) => deps.guard.requireUser(r, 'customer'), body: getRewardsRequest, response: getRewardsResponse, tag, summary: "The customer's scratch cards, newest first (what a card holds only once scratched)" }, async (_body, request) => ({
    success: true as const,
    data: await deps.rewards.list(await deps.guard.requireUser(request, 'customer'), await languageOf(request)),
  }));

  postRoute(app, 'scratch-reward', { access: (r) => deps.guard.requireUser(r, 'customer'), body: scratchRewardRequest, response: scratchRewardResponse, tag, summary: 'Scratch a card: reveals and credits it exactly once (a repeat answers already: true)' }, async (body, request) => {
    const { already, card } = await deps.rewards.scratch(await deps.guard.requireUser(request, 'customer'), body.id, await languageOf(request));
    return { success: true as const, already, data: card };
  });

  postRoute(app, 'mark-rewards-seen', { access: (r) => deps.guard.requireUser(r, 'customer'), body: markRewardsSeenRequest, response: markRewardsSeenResponse, tag, summary: "The home modal showed these cards ('Hurray!' once per new card)" }, async (body, request) => ({
    success: true as const,
    marked: await deps.rewards.markSeen(await deps.guard.requireUser(request, 'customer'), body.ids),
  }));
}
