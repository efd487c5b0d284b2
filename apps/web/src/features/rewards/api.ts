import type { GetRewardsResponse, ScratchRewardResponse } from '@keka/contracts';
import { callApi } from '../../lib/api';

/** get-rewards: the customer's scratch cards, newest first (a new card says nothing of its content). */
export function fetchRewards(token: string, signal?: AbortSignal): Promise<GetRewardsResponse> {
  return callApi<GetRewardsResponse>('get-rewards', {}, { token, ...(signal ? { signal } : {}) });
}

/** scratch-reward: reveals the card; credited once on the server, a repeat answers `already: true`. */
export function scratchReward(token: string, id: number): Promise<ScratchRewardResponse> {
  return callApi<ScratchRewardResponse>('scratch-reward', { id }, { token });
}

/** mark-rewards-seen: the home modal has shown these cards. */
export function markRewardsSeen(token: string, ids: readonly number[]): Promise<{ success: true; marked: number }> {
  return callApi('mark-rewards-seen', { ids }, { token });
}

export const rewardsKey = (token: string) => `rewards:${token}`;
