import type { UserNotifications } from '@keka/contracts';
import { callApi } from '../../lib/api';
import { setQueryData, useQuery, type QueryState } from '../../lib/use-query';

export interface Session {
  readonly token: string;
  readonly userId: number;
}

/** A minute: the badge catches up with alerts made while no alerts screen listens live. */
const BADGE_REFRESH_MS = 60_000;

function fetchNotifications(session: Session, signal?: AbortSignal): Promise<UserNotifications> {
  return callApi<UserNotifications>('get-user-notifications', { token: session.token, user_id: session.userId }, { token: session.token, ...(signal ? { signal } : {}) });
}

const badgeKey = (session: Session) => `get-user-notifications:${session.userId}`;

/** Only a path inside this app is followed; anything else stays where it is (no open redirect). */
export function appPath(clickAction: string | null): string | null {
  if (!clickAction) return null;
  return clickAction.startsWith('/') && !clickAction.startsWith('//') && !clickAction.includes('\\') ? clickAction : null;
}

/** A new alert arrived: the badge reads the server's count again at once (not at its next minute). */
export async function refreshUnreadCount(session: Session): Promise<void> {
  setQueryData(badgeKey(session), await fetchNotifications(session));
}

/** SPEC §6/§9: notifications only for logged-in users; unread means is_read = 0 (the server counts). */
export function useUnreadAlertCount(session: Session | null): number {
  const query = useQuery(session ? badgeKey(session) : null, (signal) => (session ? fetchNotifications(session, signal) : Promise.reject(new Error('no session'))), {
    intervalMs: BADGE_REFRESH_MS,
  });
  return session ? (query.data?.unread_count ?? 0) : 0;
}

/** The alerts screen's list (the newest first, as the server sends it). */
export function useNotifications(session: Session): QueryState<UserNotifications> {
  return useQuery(`alerts:${session.userId}`, (signal) => fetchNotifications(session, signal));
}

export function markAllRead(session: Session): Promise<{ unread_count: number }> {
  return callApi('mark-all-notifications-read', { user_id: session.userId }, { token: session.token });
}

export function markOneRead(session: Session, notificationId: number): Promise<{ unread_count: number }> {
  return callApi('mark-one-notification-read', { user_id: session.userId, notification_id: notificationId }, { token: session.token });
}
