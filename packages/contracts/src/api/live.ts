import { z } from 'zod';
import { deliveryOrderCard } from './delivery';
import { orderTimeline, riderView } from './orders';

/**
 * Live events on `GET /api/events` (server-sent events; ADR 0011). Each event is
 *
 *   id: <live_events.id>        (absent on rider.location, which is not kept)
 *   event: <type>
 *   data: <JSON payload below>
 *
 * The stream only carries events of the caller's channels. A client keeps the last id it applied,
 * sends it as `Last-Event-ID` when it reconnects and applies an id at most once (SECURITY 32).
 */
export const LIVE_EVENT_TYPES = [
  /** An order changed status (placed, accepted, rider assigned, picked up, delivered, cancelled …). */
  'order.status',
  /** The kitchen changed its preparation time: eta_at moved. */
  'order.eta',
  /** A delivery order's food is ready at the counter (the status stays until the rider picks it up). */
  'order.ready',
  /** A line was left out, a replacement proposed or answered (issue 36): lines and bill changed, read the order again. */
  'order.substitution',
  /** A new delivery order riders of the store may accept (channel offers:store:{id}). */
  'order.offer',
  /** An offer is gone: accepted by a rider or cancelled. */
  'order.offer_closed',
  /** A notification for the user (channel user:{id}): the alerts list and its unread badge refetch. */
  'notification.new',
  /** The rider's position (not stored in the outbox, no id). */
  'rider.location',
  /** Too much was missed to replay: refetch what the screen shows. */
  'stream.resync',
  /**
   * Whether this stream may miss other servers' events for now (their shared link is down): while
   * `degraded`, a screen refetches every `refetch_ms` as well; false again when all is back (issue 35).
   */
  'stream.degraded',
  /** An admin raised the settings or cache version (channel everyone): open apps check it at once (SPEC §4). */
  'app.version',
] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/** order.status, order.eta and order.ready: enough to update a running-order page or a dashboard card. */
export const liveOrderEvent = z.object({
  unique_order_id: z.string(),
  store_id: z.number().int(),
  delivery_type: z.enum(['DELIVERY', 'SELFPICKUP']),
  status_id: z.number().int(),
  status: z.string(),
  /** The status before this move (same as status_id for order.eta / order.ready). */
  previous_status_id: z.number().int().nullable(),
  ...orderTimeline,
  rider: riderView.nullable(),
  /** Who did it: customer, store, delivery, admin or system. */
  by: z.string(),
  note: z.string().nullable(),
  /** When it happened (ISO 8601). */
  at: z.string(),
});
export type LiveOrderEvent = z.infer<typeof liveOrderEvent>;

/** order.offer: the card riders see before accepting (no customer details, SECURITY 14). */
export const liveOfferEvent = z.object({ unique_order_id: z.string(), store_id: z.number().int(), offer: deliveryOrderCard });
export type LiveOfferEvent = z.infer<typeof liveOfferEvent>;

export const liveOfferClosedEvent = z.object({ unique_order_id: z.string(), store_id: z.number().int() });
export type LiveOfferClosedEvent = z.infer<typeof liveOfferClosedEvent>;

export const liveRiderLocationEvent = z.object({
  unique_order_id: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  heading: z.number().nullable(),
  speed: z.number().nullable(),
  at: z.string(),
});
export type LiveRiderLocationEvent = z.infer<typeof liveRiderLocationEvent>;

/**
 * A text as translation keys with their values (packages/contracts/src/i18n/local-text.ts): the client
 * says it with its own translations.
 */
export const localText = z.array(z.object({ key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])).optional() }));

/**
 * A notification for the user, as stored (get-user-notifications lists it). `title`/`message` are in
 * English; `title_text`/`message_text` (absent on notifications from before issue 9) say them in the
 * reader's language, with `title`/`message` as the fallback for a key the client does not have.
 */
export const liveNotificationEvent = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  title_text: localText.optional(),
  message_text: localText.optional(),
  click_action: z.string().nullable(),
});
export type LiveNotificationEvent = z.infer<typeof liveNotificationEvent>;

export const liveResyncEvent = z.object({ reason: z.string() });
export const liveDegradedEvent = z.object({ degraded: z.boolean(), refetch_ms: z.number().int().positive().nullable() });
export type LiveDegradedEvent = z.infer<typeof liveDegradedEvent>;
export type LiveResyncEvent = z.infer<typeof liveResyncEvent>;

/** The versions of /version.json, as an admin just raised one (channel everyone). */
export const liveAppVersionEvent = z.object({ forceNewSettingsVersion: z.string(), forceCacheClearVersion: z.string() });
export type LiveAppVersionEvent = z.infer<typeof liveAppVersionEvent>;

/** What a client receives, by `event:` type (the web imports these as types only). */
export type LiveEvent =
  | { readonly id: number; readonly type: 'order.status' | 'order.eta' | 'order.ready' | 'order.substitution'; readonly data: LiveOrderEvent }
  | { readonly id: number; readonly type: 'order.offer'; readonly data: LiveOfferEvent }
  | { readonly id: number; readonly type: 'order.offer_closed'; readonly data: LiveOfferClosedEvent }
  | { readonly id: number; readonly type: 'notification.new'; readonly data: LiveNotificationEvent }
  | { readonly id: null; readonly type: 'rider.location'; readonly data: LiveRiderLocationEvent }
  | { readonly id: null; readonly type: 'stream.resync'; readonly data: LiveResyncEvent }
  | { readonly id: null; readonly type: 'stream.degraded'; readonly data: LiveDegradedEvent }
  | { readonly id: null; readonly type: 'app.version'; readonly data: LiveAppVersionEvent };

/** Server hints on the stream: reconnect delay and heartbeat period. */
export const LIVE_RETRY_MS = 3000;
export const LIVE_HEARTBEAT_MS = 15_000;
