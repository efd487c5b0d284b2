import { DELIVERY_SETTING_DEFAULTS, type DeliveryOrderCard } from '@keka/contracts';
import {
  isEligibleForOffers,
  nextDispatchStep,
  offerRefusal,
  paise,
  parseDispatchMode,
  parseRupees,
  rankNearest,
  type DispatchMode,
  type OfferLimits,
  type OfferRefusal,
} from '@keka/domain';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { localText } from '../../lib/local-text';
import { channel } from '../../realtime/channels';
import type { LiveMessage } from '../../realtime/event-bus';
import type { LiveEvents } from '../../realtime/live-events';
import type { PushService } from '../push/push.service';
import type { SettingsService } from '../settings/settings.service';
import { partnerLedgerRepository as partners, storeNameOf, type PartnerLoadRow } from './delivery.repository';
import { dispatchRepository as repo } from './dispatch.repository';

const SWEEP_BATCH = 20;

interface OpenOrder {
  readonly id: number;
  readonly uniqueOrderId: string;
  readonly storeId: number;
  readonly storeName: string;
}

const asLoad = (p: PartnerLoadRow) => ({ isApproved: p.isApproved, isOnline: p.isOnline, cashInHandPaise: paise(p.cashInHandPaise), openOrders: p.openOrders });

/**
 * Who sees a delivery offer, and when (issue 8, setting `delivery_dispatch_mode`):
 * - `broadcast`: every eligible partner of the store; the first to accept wins (SPEC behaviour).
 * - `nearest`: the nearest eligible partner alone for `delivery_offer_seconds`, then the next one
 *   (each at most once, equal distances by whose turn is longest ago), and every eligible partner once
 *   all had their turn. A sweeper moves the turns on; several instances share the work (SKIP LOCKED).
 */
export function createDispatchService(deps: {
  db: Db;
  clock: Clock;
  settings: SettingsService;
  live: LiveEvents;
  push: PushService;
  offerCard: (tx: Tx, orderId: number) => Promise<DeliveryOrderCard | null>;
  onError: (error: unknown) => void;
}) {
  const { db, clock, settings, live } = deps;
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  const pending = new Set<Promise<void>>();

  async function mode(): Promise<DispatchMode> {
    return parseDispatchMode(await settings.get('delivery_dispatch_mode', DELIVERY_SETTING_DEFAULTS.delivery_dispatch_mode));
  }

  async function limits(): Promise<OfferLimits> {
    const [cash, max] = await Promise.all([
      settings.get('cash_limit', DELIVERY_SETTING_DEFAULTS.cash_limit),
      settings.get('max_accept_delivery_limit', DELIVERY_SETTING_DEFAULTS.max_accept_delivery_limit),
    ]);
    return { cashLimitPaise: safeRupees(cash), maxOpenOrders: Math.max(0, Math.trunc(Number(max) || 0)) };
  }

  async function eligibleOf(db: Db, storeId: number, rules: OfferLimits): Promise<PartnerLoadRow[]> {
    return (await partners.partnersOfStore(db, storeId)).filter((p) => isEligibleForOffers(asLoad(p), rules));
  }

  function pushOffer(userIds: readonly number[], order: OpenOrder): void {
    if (userIds.length === 0) return;
    deps.push.notifyUsers(userIds, {
      title: localText('push.rider.offer.title'),
      body: localText('push.rider.offer.body', { store: order.storeName }),
      url: `/delivery/orders/${order.uniqueOrderId}`,
      tag: `offer-${order.uniqueOrderId}`,
    });
  }

  async function offerMessage(tx: Tx, order: OpenOrder, channels: string[]): Promise<LiveMessage | null> {
    const offer = await deps.offerCard(tx, order.id);
    if (!offer) return null;
    return live.record(tx, { type: 'order.offer', channels, orderId: order.id, data: { unique_order_id: order.uniqueOrderId, store_id: order.storeId, offer } });
  }

  /** One pass of `nearest` dispatch over the open orders (or one of them); returns how many it moved on. */
  async function sweepOnce(onlyOrderId?: number): Promise<number> {
    if ((await mode()) !== 'nearest') return 0;
    const rules = await limits();
    const seconds = Number(await settings.get('delivery_offer_seconds', DELIVERY_SETTING_DEFAULTS.delivery_offer_seconds)) || 30;
    const pushes: { userIds: number[]; order: OpenOrder }[] = [];
    const { messages, moved } = await db.transaction(async (tx) => {
      const now = clock.now();
      const open = await repo.lockOpenOrders(tx, SWEEP_BATCH, onlyOrderId);
      const messages: LiveMessage[] = [];
      let moved = 0;
      for (const order of open) {
        const expired = await repo.expireTurns(tx, order.id, now);
        const turns = await repo.turnsOf(tx, order.id);
        const eligible = await eligibleOf(tx, order.storeId, rules);
        const ranked = rankNearest(
          order,
          eligible.map((p) => ({ userId: p.userId, position: p.lastLatitude === null || p.lastLongitude === null ? null : { latitude: p.lastLatitude, longitude: p.lastLongitude }, lastOfferedAt: p.lastOfferedAt })),
        );
        const step = nextDispatchStep({ now, turns: turns.map((t) => ({ userId: t.deliveryUserId, expiresAt: t.status === 'OPEN' ? t.expiresAt : now })), ranked, offerSeconds: seconds });
        if (step.kind === 'wait') continue;
        moved += 1;
        const closed = expired.map(channel.delivery);
        if (closed.length) messages.push(await live.record(tx, { type: 'order.offer_closed', channels: closed, orderId: order.id, data: { unique_order_id: order.uniqueOrderId, store_id: order.storeId } }));
        if (step.kind === 'offer') {
          const distanceKm = ranked.find((c) => c.userId === step.userId)?.distanceKm ?? null;
          await repo.giveTurn(tx, { orderId: order.id, userId: step.userId, distanceKm, at: now, expiresAt: step.expiresAt });
          const message = await offerMessage(tx, order, [channel.delivery(step.userId)]);
          if (message) messages.push(message);
          pushes.push({ userIds: [step.userId], order });
        } else {
          await repo.broadcast(tx, order.id, now);
          const message = await offerMessage(tx, order, [channel.offers(order.storeId)]);
          if (message) messages.push(message);
          pushes.push({ userIds: eligible.map((p) => p.userId), order });
        }
      }
      return { messages, moved };
    });
    await live.publish(messages);
    for (const p of pushes) pushOffer(p.userIds, p.order);
    return moved;
  }

  /** Sweeps never overlap within an instance (the timer and an opened offer may both ask). */
  function sweep(onlyOrderId?: number): Promise<number> {
    const next = running.then(() => sweepOnce(onlyOrderId));
    running = next.catch((error: unknown) => deps.onError(error));
    return next;
  }

  return {
    mode,
    limits,
    sweep,

    /** Why this partner gets no offers now (null: he does), with his load. */
    async refusalFor(userId: number): Promise<{ refusal: OfferRefusal | null; load: PartnerLoadRow | undefined; limits: OfferLimits }> {
      const [load, rules] = await Promise.all([partners.loadOf(db, userId), limits()]);
      const refusal = load ? offerRefusal(asLoad(load), rules) : 'NOT_APPROVED';
      return { refusal, load, limits: rules };
    },

    /** Of these open offers, those this partner may see and take now. */
    async visibleOffers(userId: number, orderIds: readonly number[]): Promise<Set<number> | 'all'> {
      if ((await mode()) === 'broadcast') return 'all';
      return repo.visibleTo(db, userId, orderIds, clock.now());
    },

    markAccepted: (orderId: number, userId: number) => repo.markAccepted(db, orderId, userId),

    /** After commit, when a store's move opened an offer: announce it (push; `nearest` gives the first turn). */
    offerOpened(order: { id: number; uniqueOrderId: string; storeId: number }): void {
      const work = async () => {
        if ((await mode()) === 'nearest') {
          await sweep(order.id);
          return;
        }
        const rules = await limits();
        const [eligible, store] = await Promise.all([eligibleOf(db, order.storeId, rules), storeNameOf(db, order.storeId)]);
        pushOffer(
          eligible.map((p) => p.userId),
          { ...order, storeName: store },
        );
      };
      const job = work().catch((error: unknown) => deps.onError(error));
      pending.add(job);
      void job.finally(() => pending.delete(job));
    },

    /** Resolves when every announcement and sweep started so far is done (tests, shutdown). */
    async idle(): Promise<void> {
      await Promise.all([...pending, running]);
    },

    /** Moves `nearest` turns on every `everyMs` (unref'd: it never keeps the process alive). */
    start(everyMs: number): void {
      if (everyMs <= 0 || timer) return;
      timer = setInterval(() => void sweep(), everyMs);
      timer.unref();
    },

    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await Promise.all([...pending, running]);
    },
  };
}

function safeRupees(text: string) {
  try {
    return parseRupees(text);
  } catch {
    return paise(0);
  }
}

export type DispatchService = ReturnType<typeof createDispatchService>;
