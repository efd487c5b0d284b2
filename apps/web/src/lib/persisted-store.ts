import { create, type StoreApi, type UseBoundStore } from 'zustand';
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
  const store = create<S>(() => load());
  let syncing = false;
  store.subscribe((state) => {
    if (syncing) return;
    if (options.writeWhenIdle) writeJsonWhenIdle(key, () => toStored(store.getState()));
    else writeJson(key, toStored(state));
  });
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== key && event.key !== null) return;
      syncing = true;
      store.setState(load(), true);
      syncing = false;
    });
  }
  return store;
}
