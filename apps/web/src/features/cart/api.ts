import { callApi } from '../../lib/api';
import { useQuery } from '../../lib/use-query';

/**
 * SPEC §7 check-first-order: whether the user has no earlier order (free first delivery, §9).
 * Guests preview as a first order; if the call fails the bill assumes an earlier order exists and
 * the server's answer at checkout wins (it reports PRICE_CHANGED when it differs).
 */
export function useIsFirstOrder(token: string | null, userId: number | null): boolean {
  const query = useQuery(token && userId !== null ? `check-first-order:${userId}` : null, (signal) =>
    callApi<{ firstOrder?: boolean }>('check-first-order', { user_id: userId }, { token, signal }),
  );
  if (!token) return true;
  return query.data?.firstOrder === true;
}
