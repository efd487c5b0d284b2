import { create } from 'zustand';
import { isApiError } from '../../lib/api';
import { useNetworkStore } from '../../lib/network';
import { createUuid } from '../../lib/uuid';
import { sendTap, type TapCall } from './api';

/**
 * Issue 8 "works through a dead zone": picked-up and delivered taps made without a connection wait
 * in IndexedDB (they survive a closed tab or a dead battery) and are replayed in order when the
 * connection returns, each with its own Idempotency-Key and the time it was really tapped, so a replay
 * the server has seen changes nothing and a refused one is shown to the partner.
 */
export interface OutboxItem extends TapCall {
  readonly orderLabel: string;
}

export interface OutboxNotice {
  readonly id: string;
  readonly kind: TapCall['kind'];
  readonly orderLabel: string;
  readonly outcome: 'sent' | 'refused';
  readonly message: string;
}

export const useOutboxStore = create<{ items: readonly OutboxItem[]; notices: readonly OutboxNotice[] }>(() => ({ items: [], notices: [] }));

const DB_NAME = 'keka-rider';
const STORE = 'outbox';
/** Without IndexedDB (private mode in some browsers, unit tests) the queue lives in memory. */
let memory: OutboxItem[] = [];

function openDb(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
  });
}

async function withStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T | null> {
  const db = await openDb();
  if (!db) return null;
  return new Promise((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    const request = run(tx.objectStore(STORE));
    tx.oncomplete = () => {
      db.close();
      resolve(request.result);
    };
    tx.onerror = () => {
      db.close();
      reject(tx.error ?? new Error('outbox write failed'));
    };
  });
}

async function readAll(): Promise<OutboxItem[]> {
  const rows = await withStore<OutboxItem[]>('readonly', (s) => s.getAll() as IDBRequest<OutboxItem[]>).catch(() => null);
  const items = rows ?? memory;
  return [...items].sort((a, b) => a.happenedAt.localeCompare(b.happenedAt));
}

async function put(item: OutboxItem): Promise<void> {
  const done = await withStore('readwrite', (s) => s.put(item)).catch(() => null);
  if (done === null) memory = [...memory.filter((m) => m.key !== item.key), item];
}

async function remove(key: string): Promise<void> {
  await withStore('readwrite', (s) => s.delete(key)).catch(() => null);
  memory = memory.filter((m) => m.key !== key);
}

export async function loadOutbox(): Promise<void> {
  useOutboxStore.setState({ items: await readAll() });
}

function notify(notice: OutboxNotice): void {
  useOutboxStore.setState((s) => ({ notices: [...s.notices.filter((n) => n.id !== notice.id), notice] }));
}

export function dismissNotice(id: string): void {
  useOutboxStore.setState((s) => ({ notices: s.notices.filter((n) => n.id !== id) }));
}

/** A failure that means "not reached the server, or it could not answer": keep the tap for later. */
const isTransient = (error: unknown) => !isApiError(error) || error.code === 'NETWORK' || error.status >= 500 || error.status === 429;

/** Sends a tap now, or keeps it in the outbox when there is no connection. */
export async function tapOrQueue(token: string, tap: Omit<OutboxItem, 'key' | 'happenedAt'>): Promise<{ queued: boolean }> {
  const item: OutboxItem = { ...tap, key: createUuid(), happenedAt: new Date().toISOString() };
  const queue = async () => {
    await put(item);
    await loadOutbox();
    return { queued: true };
  };
  if (useNetworkStore.getState().offline) return queue();
  try {
    await sendTap(token, item);
    return { queued: false };
  } catch (error) {
    // The same key goes out again later: if the server did get this one, the replay changes nothing.
    if (isTransient(error)) return queue();
    throw error;
  }
}

let replaying: Promise<number> | null = null;

/**
 * Replays the outbox once, oldest tap first; concurrent calls share one run, so each tap is sent once
 * per run. Stops at the first tap that still cannot reach the server. Returns how many were settled.
 */
export function replayOutbox(token: string): Promise<number> {
  replaying ??= (async () => {
    let settled = 0;
    for (const item of await readAll()) {
      try {
        await sendTap(token, item);
        notify({ id: item.key, kind: item.kind, orderLabel: item.orderLabel, outcome: 'sent', message: '' });
      } catch (error) {
        if (isTransient(error)) break;
        notify({ id: item.key, kind: item.kind, orderLabel: item.orderLabel, outcome: 'refused', message: isApiError(error) ? error.message : String(error) });
      }
      await remove(item.key);
      settled += 1;
    }
    await loadOutbox();
    return settled;
  })().finally(() => {
    replaying = null;
  });
  return replaying;
}
