import { create, type StoreApi, type UseBoundStore } from 'zustand';
import type { FirstScreenData } from '@keka/contracts/first-screens';
import { drawnSnapshot } from './drawn-state';
import { whenIdle } from './idle';
import { readJson, writeJson } from './storage';

export interface PersistOptions<S extends object, V> {
  /** localStorage key; the value is plain JSON in the shape the spec names. */
  readonly key: string;
  readonly initial: S;
  readonly isValid: (value: unknown) => value is V;
  /** What to store; null removes the key. */
  readonly toStored: (state: S) => V | null;
  readonly fromStored: (value: V) => S;
  /**
   * Write when the browser is next idle (the last state wins) rather than at once: for big values such
   * as the translations (~55 KB), whose synchronous write cost a cheap phone ~20 ms in the middle of
   * drawing the first screen. A tab closed before then stores nothing; the next start fetches again.
   */
  readonly writeWhenIdle?: boolean;
  /**
   * What a server-rendered first screen drew for this store (lib/drawn-state.ts): its state from the
   * page's data, 'device' for the device's own (a store whose state the server cannot know and that
   * draws the same unless the device differs, such as its fetched texts), or by default `initial`
   * (the server knows no user, cart or choice of this device).
   */
  readonly drawn?: 'device' | ((data: FirstScreenData) => S);
}

const dueWrites = new Map<string, () => unknown>();

/**
 * Writes a key when the browser is next idle: one write per key however often it is asked for, with
 * the value the last call gives (read at write time). null removes the key.
 */
export function writeJsonWhenIdle(key: string, value: () => unknown): void {
  const due = dueWrites.has(key);
  dueWrites.set(key, value);
  if (due) return;
  whenIdle(() => {
    const latest = dueWrites.get(key);
    dueWrites.delete(key);
    if (latest) writeJson(key, latest());
  });
}

/**
 * A zustand store mirrored to localStorage under one key, following writes from other tabs.
 * Actions live next to each store as plain functions calling setState.
 */
export function createPersistedStore<S extends object, V>(options: PersistOptions<S, V>): UseBoundStore<StoreApi<S>> {
  const { key, initial, isValid, toStored, fromStored } = options;
  const load = (): S => {
    const stored = readJson(key, isValid);
    return stored === null ? initial : fromStored(stored);
  };
  const store = create<S>((_set, _get, api) => {
    if (options.drawn !== 'device') api.getInitialState = drawnSnapshot(initial, options.drawn, api);
    return load();
  });
  // The server's renderer sets stores for its pages (app/server-render.tsx): there is no storage there.
  if (typeof window === 'undefined') return store;
  let syncing = false;
  store.subscribe((state) => {
    if (syncing) return;
    if (options.writeWhenIdle) writeJsonWhenIdle(key, () => toStored(store.getState()));
    else writeJson(key, toStored(state));
  });
  {
    window.addEventListener('storage', (event) => {
      if (event.key !== key && event.key !== null) return;
      syncing = true;
      store.setState(load(), true);
      syncing = false;
    });
  }
  return store;
}
