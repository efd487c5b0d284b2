import type { UserData } from '@keka/contracts';
import { callApi } from '../../lib/api';
import { createPersistedStore } from '../../lib/persisted-store';
import { isRecord, STORAGE_KEYS } from '../../lib/storage';
import { clearQueryCache } from '../../lib/use-query';

/** What the store area keeps of its owner: the session token and a name to greet. */
export interface StoreSession {
  readonly id: number;
  readonly name: string;
  readonly auth_token: string;
}

const isSession = (v: unknown): v is StoreSession => isRecord(v) && typeof v.id === 'number' && typeof v.name === 'string' && typeof v.auth_token === 'string';

export const useStoreSessionStore = createPersistedStore<{ session: StoreSession | null }, StoreSession>({
  key: STORAGE_KEYS.storeUser,
  initial: { session: null },
  isValid: isSession,
  toStored: (s) => s.session,
  fromStored: (session) => ({ session }),
});

export function useStoreSession(): StoreSession | null {
  return useStoreSessionStore((s) => s.session);
}

export function startStoreSession(user: UserData): void {
  useStoreSessionStore.setState({ session: { id: user.id, name: user.name, auth_token: user.auth_token } });
}

/** Logs out on the server too (the token is revoked), and forgets every cached answer of this owner. */
export async function endStoreSession(): Promise<void> {
  const token = useStoreSessionStore.getState().session?.auth_token;
  useStoreSessionStore.setState({ session: null });
  clearQueryCache();
  if (token) await callApi('logout', {}, { token }).catch(() => undefined);
}
