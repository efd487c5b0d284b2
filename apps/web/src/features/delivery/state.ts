import { createPersistedStore } from '../../lib/persisted-store';
import { isRecord } from '../../lib/storage';

/** The partner's session on this device; apart from the customer's, so both can be signed in. */
export interface RiderSession {
  readonly id: number;
  readonly name: string;
  readonly token: string;
}

const isSession = (v: unknown): v is RiderSession => isRecord(v) && typeof v.id === 'number' && typeof v.name === 'string' && typeof v.token === 'string';

export const RIDER_STORAGE_KEY = 'deliveryUser';

export const useRiderStore = createPersistedStore<{ session: RiderSession | null }, RiderSession>({
  key: RIDER_STORAGE_KEY,
  initial: { session: null },
  isValid: isSession,
  toStored: (s) => s.session,
  fromStored: (session) => ({ session }),
});

export function setRiderSession(session: RiderSession | null): void {
  useRiderStore.setState({ session });
}

export function useRiderSession(): RiderSession | null {
  return useRiderStore((s) => s.session);
}
