import { canTransition, isOpenOffer, isOrderStatusId, type Actor as MachineActor, type OrderStatusId } from '@keka/domain';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { fail } from '../../lib/errors';
import { channel } from '../../realtime/channels';
import type { LiveMessage } from '../../realtime/event-bus';
import type { LiveEvents } from '../../realtime/live-events';
import type { NotificationsService } from '../notifications/notifications.service';
import type { PushNote, PushService } from '../push/push.service';
import { presentDeliveryCard, presentLiveOrder } from './order-cards.presenter';
import { orderLifeRepository as repo, type Contact, type OrderChanges, type OrderFacts } from './order-life.repository';
import type { CustomerNotice } from './order-notices';
import type { OrderRow } from './orders.repository';
import type { EtaEstimator } from './eta.service';

/** What other modules move orders with (payments, issue 33), without reaching into this module's repositories. */
export type { OrderFacts, OrderRow };

/** The state machine's name for who is acting (packages/domain order-status). */
export function machineActor(actor: Actor): MachineActor {
  switch (actor.role) {
    case 'customer':
      return 'customer';
    case 'store_owner':
      return 'store';
    case 'delivery':
      return 'delivery';
    case 'admin':
      return 'admin';
  }
}

const STATUS_WORDS: Record<number, string> = {
  1: 'placed',
  2: 'being prepared',
  3: 'with a delivery partner',
  4: 'picked up',
  5: 'delivered',
  6: 'cancelled',
  7: 'ready for pickup',
  8: 'awaiting payment',
  9: 'unpaid (payment failed)',
  10: 'scheduled',
  11: 'confirmed for its slot',
};

/** SECURITY 18: a move the machine does not allow, or one a racing move overtook. */
export function invalidTransition(order: Pick<OrderRow, 'orderStatusId'>): never {
  const words = STATUS_WORDS[order.orderStatusId] ?? 'in another state';
  return fail('INVALID_TRANSITION', `This order is ${words} now, so that cannot be done.`, { status_id: order.orderStatusId });
}

export interface MoveSpec {
  /** The status to move to; null for a change that keeps it (ready on a delivery order, a new preparation time). */
  readonly to: OrderStatusId | null;
  readonly set?: OrderChanges;
  /** Kept on the history row and sent with the event (a decline reason …); plain text. */
  readonly note?: string | null;
  readonly event: 'order.status' | 'order.eta' | 'order.ready' | 'order.substitution';
  readonly notice?: (moved: OrderRow, rider: Contact | null) => CustomerNotice | null;
  /** accept-to-deliver: only while no rider has it (first wins). */
  readonly onlyUnassigned?: boolean;
  /** An admin's reassignment: only while this partner still has it. */
  readonly onlyRiderWas?: number;
  /** More channels to tell (the partner an order was taken from). */
  readonly alsoChannels?: readonly string[];
  readonly onlyNotReady?: boolean;
  /** What a move that lost a race says (default: INVALID_TRANSITION with the status it found). */
  readonly lost?: (current: OrderRow | undefined) => never;
  /** More writes in the same transaction: refunds, assignment rows. */
  readonly alsoInTx?: (tx: Tx, moved: OrderRow) => Promise<void>;
  /** When the move really happened, when not now (a rider's tap replayed from the phone's outbox). */
  readonly at?: Date;
  /** A refund (a cancellation, an admin's): only while `refunded_paise` is still this amount, so a second click or a racing refund changes nothing. */
  readonly onlyRefundedWas?: number;
  /** A substitution's new bill: only while the bill is still the one it was made from (a racing change of another line loses and tries again). */
  readonly onlyBillWas?: { readonly totalPaise: number; readonly itemTotalPaise: number };
  /**
   * The promise (issue 36): `first` when the kitchen starts (the estimate becomes the promise, unless
   * one was made before), `extend` for the store's one extension (the promise moves to the estimate).
   */
  readonly promise?: 'first' | 'extend';
}

/**
 * Runs a move's transaction. By default its own; an admin's move runs inside the admin write's one,
 * so the audit row commits (or rolls back) with the move (issue 11).
 */
export type MoveTransaction = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;

/**
 * Something another module does inside every order move's transaction (issue 9: a scratch card earned on
 * delivery and taken back on cancellation, a referral credited on the first delivered paid order). It sees
 * the order before and after; what it returns is published / pushed after commit like the move's own.
 */
export type MoveFollower = (tx: Tx, v: { before: OrderRow; moved: OrderRow; at: Date }) => Promise<MoveFollowUp | void>;
export interface MoveFollowUp {
  readonly messages?: readonly LiveMessage[];
  /** Said in each device's language by the push service. */
  readonly pushes?: ReadonlyArray<{ readonly userIds: readonly number[] } & PushNote>;
}

/** The channels of an order's events: its customer, its store, its rider and the order itself (ADR 0011). */
export function orderChannels(order: Pick<OrderRow, 'userId' | 'storeId' | 'uniqueOrderId' | 'deliveryUserId'>): string[] {
  const names = [channel.user(order.userId), channel.store(order.storeId), channel.order(order.uniqueOrderId)];
  if (order.deliveryUserId !== null) names.push(channel.delivery(order.deliveryUserId));
  return names;
}

const isOffer = (o: OrderRow) => isOrderStatusId(o.orderStatusId) && isOpenOffer(o.orderStatusId, o.deliveryType, o.deliveryUserId !== null);

/**
 * Every order move, one transaction (ADR 0003): the machine's check, a conditional UPDATE of the status
 * (two racing moves cannot both win), the history row, the customer's notification and the outbox event;
 * the event is published on the bus after commit.
 */
export function createOrderMoves(deps: {
  db: Db;
  clock: Clock;
  live: LiveEvents;
  notifications: NotificationsService;
  push: PushService;
  /** After commit, when a move opened a delivery offer (the dispatcher announces it). */
  onOfferOpened?: (order: OrderRow) => void;
  /** After commit, every move (payments: a cancelled order paid online is refunded through its provider). */
  afterMove?: (v: { readonly before: OrderRow; readonly moved: OrderRow }) => void;
  /** Run in every move's transaction, in order (rewards, referrals). */
  followers?: readonly MoveFollower[];
  /** The live ETA, estimated again at every move (issue 36). */
  eta: EtaEstimator;
}) {
  const { db, clock, live } = deps;

  async function write(tx: Tx, order: OrderRow, spec: MoveSpec, now: Date): Promise<OrderRow> {
    const set = { ...spec.set, updatedAt: now };
    const moved =
      spec.to === null
        ? await repo.updateInPlace(tx, {
            orderId: order.id,
            status: order.orderStatusId,
            set,
            ...(spec.onlyNotReady ? { onlyNotReady: true } : {}),
            ...(spec.onlyRiderWas !== undefined ? { onlyRiderWas: spec.onlyRiderWas } : {}),
            ...(spec.onlyRefundedWas !== undefined ? { onlyRefundedWas: spec.onlyRefundedWas } : {}),
            ...(spec.onlyBillWas ? { onlyBillWas: spec.onlyBillWas } : {}),
          })
        : await repo.moveStatus(tx, {
            orderId: order.id,
            from: order.orderStatusId,
            to: spec.to,
            set,
            ...(spec.onlyUnassigned ? { onlyUnassigned: true } : {}),
            // A cancellation refunds: never twice.
            ...(spec.onlyRefundedWas !== undefined ? { onlyRefundedWas: spec.onlyRefundedWas } : spec.set?.cancelledAt ? { onlyRefundedWas: 0 } : {}),
          });
    if (moved) return moved;
    const [current] = await repo.loadCards(tx, { kind: 'order', orderId: order.id }, 1);
    return (spec.lost ?? ((c) => invalidTransition(c ?? order)))(current?.order);
  }

  /** The move's changes with the order's new estimate (and promise) as it will be after the move. */
  async function withEstimate(tx: Tx, facts: OrderFacts, spec: MoveSpec, now: Date): Promise<MoveSpec> {
    const { order } = facts;
    const projected: OrderRow = { ...order, ...spec.set, orderStatusId: spec.to ?? order.orderStatusId };
    const etaAt = await deps.eta.estimate(tx, projected, facts.store, now);
    const set: OrderChanges = { ...spec.set, etaAt };
    if (spec.promise === 'first') Object.assign(set, { promisedAt: order.promisedAt ?? etaAt, firstPromisedAt: order.firstPromisedAt ?? etaAt });
    if (spec.promise === 'extend' && etaAt) {
      const later = order.promisedAt && order.promisedAt > etaAt ? order.promisedAt : etaAt;
      Object.assign(set, { promisedAt: later, promiseExtendedAt: now });
    }
    return { ...spec, set };
  }

  async function offerEvents(tx: Tx, before: OrderRow, moved: OrderRow): Promise<LiveMessage[]> {
    const [was, is] = [isOffer(before), isOffer(moved)];
    if (was === is) return [];
    const channels = [channel.offers(moved.storeId)];
    const base = { unique_order_id: moved.uniqueOrderId, store_id: moved.storeId };
    if (!is) return [await live.record(tx, { type: 'order.offer_closed', channels, orderId: moved.id, data: base })];
    const [card] = await repo.loadCards(tx, { kind: 'order', orderId: moved.id }, 1);
    if (!card) return [];
    return [await live.record(tx, { type: 'order.offer', channels, orderId: moved.id, data: { ...base, offer: presentDeliveryCard(card, 'offer') } })];
  }

  return {
    /** `'system'`: the server's own move (a verified payment, an unpaid order's expiry), by no one's hand. */
    async move(actor: Actor | 'system', facts: OrderFacts, spec: MoveSpec, transaction: MoveTransaction = (work) => db.transaction(work)): Promise<OrderRow> {
      const { order } = facts;
      const by = actor === 'system' ? 'system' : machineActor(actor);
      const from = order.orderStatusId;
      if (spec.to !== null && !(isOrderStatusId(from) && canTransition(from, spec.to, by, order.deliveryType))) invalidTransition(order);
      const now = clock.now();
      const { moved, messages, notice, pushes } = await transaction(async (tx) => {
        const moved = await write(tx, order, await withEstimate(tx, facts, spec, now), now);
        const note = spec.note ?? null;
        const happened = spec.at ?? now;
        if (spec.to !== null) await repo.insertHistory(tx, { orderId: order.id, fromStatusId: from, toStatusId: spec.to, actorUserId: actor === 'system' ? null : actor.id, actorRole: by, note, createdAt: happened });
        await spec.alsoInTx?.(tx, moved);
        const rider = moved.deliveryUserId === null ? null : await repo.contactOf(tx, moved.deliveryUserId);
        const notice = spec.notice?.(moved, rider);
        const alert = notice ? await deps.notifications.addInTransaction(tx, { userId: moved.userId, title: notice.title, message: notice.message, clickAction: `/running-order/${moved.uniqueOrderId}`, at: now }) : null;
        const data = presentLiveOrder(moved, { rider, previousStatusId: from, by, note, at: happened });
        const messages = [await live.record(tx, { type: spec.event, channels: [...orderChannels(moved), ...(spec.alsoChannels ?? [])], orderId: moved.id, data }), ...(await offerEvents(tx, order, moved)), ...(alert ? [alert] : [])];
        const pushes: NonNullable<MoveFollowUp['pushes']>[number][] = [];
        for (const follow of deps.followers ?? []) {
          const more = await follow(tx, { before: order, moved, at: now });
          if (more?.messages) messages.push(...more.messages);
          if (more?.pushes) pushes.push(...more.pushes);
        }
        return { moved, messages, notice, pushes };
      });
      await live.publish(messages);
      if (isOffer(moved) && !isOffer(order)) deps.onOfferOpened?.(moved);
      deps.afterMove?.({ before: order, moved });
      // The same words reach a phone whose app is closed (web push), after commit.
      if (notice) deps.push.notifyUsers([moved.userId], { title: notice.title, body: notice.message, url: `/running-order/${moved.uniqueOrderId}`, tag: moved.uniqueOrderId });
      for (const { userIds, ...note } of pushes) deps.push.notifyUsers(userIds, note);
      return moved;
    },
  };
}

export type OrderMoves = ReturnType<typeof createOrderMoves>;
