import type { UserNotifications } from '@keka/contracts';
import { callApi } from '../../lib/api';
import { useQuery } from '../../lib/use-query';

export interface Session {
  readonly token: string;
  readonly userId: number;
}

/** SPEC §6/§9: notifications only for logged-in users; unread means is_read = 0 (the server counts). */
export function useUnreadAlertCount(session: Session | null): number {
  const query = useQuery(session ? `get-user-notifications:${session.userId}` : null, (signal) =>
    callApi<UserNotifications>('get-user-notifications', { token: session?.token, user_id: session?.userId }, { token: session?.token, signal }),
  );
  return session ? (query.data?.unread_count ?? 0) : 0;
}
