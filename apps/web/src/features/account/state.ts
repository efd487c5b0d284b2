import type { UserData } from '@keka/contracts';
import { createPersistedStore } from '../../lib/persisted-store';
import { isRecord, STORAGE_KEYS } from '../../lib/storage';

const isUser = (v: unknown): v is UserData =>
  isRecord(v) && typeof v.id === 'number' && typeof v.name === 'string' && typeof v.auth_token === 'string';

export const useUserStore = createPersistedStore<{ user: UserData | null }, UserData>({
  key: STORAGE_KEYS.user,
  initial: { user: null },
  isValid: isUser,
  toStored: (s) => s.user,
  fromStored: (user) => ({ user }),
});

export function setUser(user: UserData | null): void {
  useUserStore.setState({ user });
}

export function useUser(): UserData | null {
  return useUserStore((s) => s.user);
}

export function useAuthToken(): string | null {
  return useUserStore((s) => s.user?.auth_token ?? null);
}
