import type { GetReferralsResponse } from '@keka/contracts';
import { callApi } from '../../lib/api';

/** get-referrals: the session customer's code, the reward amounts and the friends who joined with it. */
export function fetchReferrals(token: string, signal?: AbortSignal): Promise<GetReferralsResponse> {
  return callApi<GetReferralsResponse>('get-referrals', {}, { token, ...(signal ? { signal } : {}) });
}
