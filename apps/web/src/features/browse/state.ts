import { create } from 'zustand';
import { drawnSnapshot } from '../../lib/drawn-state';
import { readString, STORAGE_KEYS, writeString } from '../../lib/storage';

/** SPEC §3 userSelected: how the customer gets the order. Stored as the bare word, as the spec names it. */
export type DeliveryMode = 'DELIVERY' | 'SELFPICKUP';

export function parseDeliveryMode(value: string | null): DeliveryMode {
  return value === 'SELFPICKUP' ? 'SELFPICKUP' : 'DELIVERY';
}

export const useDeliveryModeStore = create<{ mode: DeliveryMode }>((_set, _get, api) => {
  // The server knows no device's choice: its pages are drawn for delivery.
  api.getInitialState = drawnSnapshot<{ mode: DeliveryMode }>({ mode: 'DELIVERY' }, undefined, api);
  return { mode: parseDeliveryMode(typeof window === 'undefined' ? null : readString(STORAGE_KEYS.deliveryMode)) };
});

export function setDeliveryMode(mode: DeliveryMode): void {
  writeString(STORAGE_KEYS.deliveryMode, mode);
  useDeliveryModeStore.setState({ mode });
}

export function useDeliveryMode(): DeliveryMode {
  return useDeliveryModeStore((s) => s.mode);
}
