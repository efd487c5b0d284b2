import type { LiveEvent, LiveEventType } from '@keka/contracts';
import type { SseFrame } from './sse-parser';

/** Pieces of the live-event client (live-events.ts) that are plain functions: easy to test alone. */
const KNOWN: ReadonlySet<string> = new Set<LiveEventType>(['order.status', 'order.eta', 'order.ready', 'order.substitution', 'order.offer', 'order.offer_closed', 'notification.new', 'rider.location', 'stream.resync', 'stream.degraded', 'app.version']);
/** Ids remembered for de-duplication, as many as the server keeps per stream. */
export const SEEN_LIMIT = 1024;
export const DEFAULT_RETRY_MS = 3000;
const MAX_RETRY_MS = 30_000;

/** The last SEEN_LIMIT ids applied (a replay after reconnect repeats ids the client already has). */
export class SeenIds {
  private readonly set = new Set<number>();
  private readonly order: number[] = [];
  private readonly limit: number;
  constructor(limit = SEEN_LIMIT) {
    this.limit = limit;
  }
  /** True the first time an id is offered, false for a repeat. */
  add(id: number): boolean {
    if (this.set.has(id)) return false;
    this.set.add(id);
    this.order.push(id);
    if (this.order.length > this.limit) this.set.delete(this.order.shift() as number);
    return true;
  }
  clear(): void {
    this.set.clear();
    this.order.length = 0;
  }
}

/** A frame as the app's event type, or null for what the app does not know (or cannot read). */
export function toLiveEvent(frame: SseFrame): LiveEvent | null {
  if (!KNOWN.has(frame.event)) return null;
  let data: unknown;
  try {
    data = JSON.parse(frame.data);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const id = frame.id !== null && /^\d{1,15}$/.test(frame.id) ? Number(frame.id) : null;
  return { id, type: frame.event, data } as LiveEvent;
}

/** Wait before reconnect attempt n (1-based): the server's retry, doubling, at most 30 s, ±20 % so tabs do not stampede. */
export function backoffMs(attempt: number, retryMs: number, random: () => number): number {
  const base = Math.min(retryMs * 2 ** Math.max(0, attempt - 1), MAX_RETRY_MS);
  return Math.round(base * (0.8 + 0.4 * random()));
}
