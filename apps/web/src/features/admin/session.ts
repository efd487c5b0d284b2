import type { UserData } from '@keka/contracts';
import { callApi } from '../../lib/api';
import { createPersistedStore } from '../../lib/persisted-store';
import { isRecord, STORAGE_KEYS } from '../../lib/storage';
import { clearQueryCache } from '../../lib/use-query';

/** What the console keeps of its admin: the session token and a name to show. */
export interface AdminSession {
  readonly id: number;
  readonly name: string;
  readonly auth_token: string;
}

const isSession = (v: unknown): v is AdminSession => isRecord(v) && typeof v.id === 'number' && typeof v.name === 'string' && typeof v.auth_token === 'string';

export const useAdminSessionStore = createPersistedStore<{ session: AdminSession | null }, AdminSession>({
  key: STORAGE_KEYS.adminUser,
  initial: { session: null },
  isValid: isSession,
  toStored: (s) => s.session,
  fromStored: (session) => ({ session }),
});

export function useAdminSession(): AdminSession | null {
  return useAdminSessionStore((s) => s.session);
}

export function startAdminSession(user: UserData): void {
  useAdminSessionStore.setState({ session: { id: user.id, name: user.name, auth_token: user.auth_token } });
}

/** Revokes the token on the server and forgets every cached answer of the console. */
export async function endAdminSession(): Promise<void> {
  const token = useAdminSessionStore.getState().session?.auth_token;
  useAdminSessionStore.setState({ session: null });
  clearQueryCache();
  if (token) await callApi('logout', {}, { token }).catch(() => undefined);
}
