import { createHash, timingSafeEqual } from 'node:crypto';
import type { DeliveryOrderCard, GetDeliveryOrdersResponse } from '@keka/contracts';
import { canTransition, isOpenOffer, isOrderStatusId, MAX_PIN_ATTEMPTS, ORDER_STATUS, tapTime } from '@keka/domain';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { startOfLocalDay, type Clock } from '../../lib/clock';
import { AppError, fail, notFound } from '../../lib/errors';
import type { SettingsService } from '../settings/settings.service';
import { amountToCollect, presentDeliveryCard } from './order-cards.presenter';
import { orderLifeRepository as repo, type OrderFacts } from './order-life.repository';
import { invalidTransition, type OrderMoves } from './order-moves';
import { customerNotices } from './order-notices';
import type { OrderAccess } from './orders.access';
import type { OrderRow } from './orders.repository';

const S = ORDER_STATUS;
const LIST_LIMIT = 20;
const COMPLETED_LIMIT = 50;

function alreadyAccepted(): never {
  return fail('ALREADY_ACCEPTED', 'This order was already accepted by another delivery partner');
}

function pinLocked(): never {
  return fail('PIN_LOCKED', 'Too many wrong PINs. Call the store: they will check with the customer and unlock the order for you.');
}

/** A tap from the phone (issue 8 "dead zone"): its Idempotency-Key and when it really happened. */
export interface RiderTap {
  readonly key: string | null;
  readonly happenedAt: Date | null;
}

export const NOW_TAP: RiderTap = { key: null, happenedAt: null };

/**
 * What a delivery writes for the partner (the delivery module's ledger). `prepare` reads what it needs
 * (settings, the partner's rate) before the transaction; the writer it returns runs inside it.
 */
export interface RiderLedger {
  prepare(riderId: number): Promise<(tx: Tx, v: { order: OrderRow; cashPaise: number; at: Date }) => Promise<void>>;
}

/** Both are 4 digits (contracts deliverOrderRequest); compared in constant time all the same. */
function samePin(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The delivery partner's side of an order's life (SPEC §7 delivery calls): offers, first-wins accept,
 * pickup and the PIN-checked hand-over. A partner touching an order that is not his gets 404 (SECURITY 14).
 */
export function createDeliveryOrdersService(deps: { db: Db; clock: Clock; access: OrderAccess; moves: OrderMoves; settings: SettingsService; ledger?: RiderLedger }) {
  const { db, clock, access, moves } = deps;

  /**
   * Runs a tap once per Idempotency-Key: a key already seen (the outbox replayed a tap whose answer was
   * lost) answers the order as it is now and changes nothing; a key reused for another order is 422.
   * The key is claimed inside the move's transaction, so a refused move does not use it up.
   */
  async function once(actor: Actor, route: string, uniqueOrderId: string, tap: RiderTap, run: (claim: (tx: Tx) => Promise<void>) => Promise<DeliveryOrderCard>): Promise<DeliveryOrderCard> {
    if (!tap.key) return run(async () => undefined);
    const ref = { userId: actor.id, route, key: tap.key };
    const requestHash = createHash('sha256').update(`${route}\n${uniqueOrderId}`).digest('hex');
    const seen = async (): Promise<boolean> => {
      const row = await repo.findTapKey(db, ref);
      if (row && row.requestHash !== requestHash) fail('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for another order.');
      return row !== undefined;
    };
    const current = async () => {
      const { order } = await access.require(actor, uniqueOrderId, ['rider']);
      return card(order.id, 'rider');
    };
    if (await seen()) return current();
    try {
      return await run(async (tx) => {
        // A parallel replay of the same key got there first: roll back, then answer as a replay.
        if (!(await repo.claimTapKey(tx, { ...ref, requestHash, at: clock.now() }))) fail('IDEMPOTENCY_IN_PROGRESS', 'This tap is being sent already.');
      });
    } catch (error) {
      if (error instanceof AppError && (error.code === 'INVALID_TRANSITION' || error.code === 'IDEMPOTENCY_IN_PROGRESS') && (await seen())) return current();
      throw error;
    }
  }

  async function card(orderId: number, viewer: 'offer' | 'rider' | 'admin'): Promise<DeliveryOrderCard> {
    const [found] = await repo.loadCards(db, { kind: 'order', orderId }, 1);
    if (!found) notFound('We could not find this order.');
    return presentDeliveryCard(found, viewer);
  }

  async function startOfToday(): Promise<Date> {
    return startOfLocalDay(clock.now(), await deps.settings.get('timezone', 'Asia/Kolkata'));
  }

  /** The offer this partner may take, or the refusal a partner of the store should hear. */
  async function offerFor(actor: Actor, uniqueOrderId: string): Promise<OrderFacts & { mine: boolean }> {
    const found = await access.find(actor, uniqueOrderId);
    if (found?.relation === 'rider') return { ...found, mine: true };
    if (found?.relation === 'offer') return { ...found, mine: false };
    // A partner of the store saw the offer: tell him why it went, never who has it.
    if (found?.servesStore && found.order.deliveryType === 'DELIVERY') {
      if (found.order.deliveryUserId !== null) alreadyAccepted();
      if (found.order.orderStatusId === S.CANCELLED) invalidTransition(found.order);
    }
    return notFound('We could not find this order.');
  }

  async function checkPin(order: OrderRow, pin: string): Promise<void> {
    if (order.pinAttempts >= MAX_PIN_ATTEMPTS) pinLocked();
    // The try is taken before comparing, in its own statement: it counts even though the call fails.
    const attempts = await repo.takePinAttempt(db, { orderId: order.id, status: S.PICKED_UP, max: MAX_PIN_ATTEMPTS });
    if (attempts === null) {
      // A second tap while the first delivered it is told so, not that the PIN is locked.
      const now = await repo.pinState(db, order.id);
      if (now && now.orderStatusId !== S.PICKED_UP) invalidTransition(now);
      pinLocked();
    }
    if (samePin(pin, order.deliveryPin)) return;
    const left = MAX_PIN_ATTEMPTS - attempts;
    if (left <= 0) pinLocked();
    fail('PIN_INVALID', `That PIN is not right. Ask the customer to read it from the app. ${left} ${left === 1 ? 'try' : 'tries'} left.`, { attempts_left: left });
  }

  return {
    async getOrder(actor: Actor, uniqueOrderId: string): Promise<DeliveryOrderCard> {
      const { order, relation } = await access.require(actor, uniqueOrderId, ['rider', 'offer']);
      return card(order.id, relation === 'offer' ? 'offer' : 'rider');
    },

    /** get-delivery-orders: open offers (when the partner may take them), his accepted, picked-up and today's delivered. */
    async lists(actor: Actor, opts: { offers: boolean }): Promise<GetDeliveryOrdersResponse['data']> {
      const since = await startOfToday();
      const storeIds = opts.offers ? await access.servedStoreIds(actor) : [];
      const mine = (status: number, deliveredSince?: Date) =>
        repo.loadCards(db, { kind: 'rider', riderId: actor.id, status, ...(deliveredSince ? { deliveredSince } : {}) }, deliveredSince ? COMPLETED_LIMIT : LIST_LIMIT);
      const [offers, accepted, pickedUp, completed] = await Promise.all([
        storeIds.length ? repo.loadCards(db, { kind: 'offers', storeIds, status: S.PREPARING }, LIST_LIMIT) : [],
        mine(S.DELIVERY_ASSIGNED),
        mine(S.PICKED_UP),
        mine(S.DELIVERED, since),
      ]);
      return {
        new_orders: offers.map((c) => presentDeliveryCard(c, 'offer')),
        accepted: accepted.map((c) => presentDeliveryCard(c, 'rider')),
        picked_up: pickedUp.map((c) => presentDeliveryCard(c, 'rider')),
        completed_today: completed.map((c) => presentDeliveryCard(c, 'rider')),
      };
    },

    /** accept-to-deliver: first wins, atomically (a conditional UPDATE where no rider is set yet). */
    async accept(actor: Actor, uniqueOrderId: string): Promise<DeliveryOrderCard> {
      const facts = await offerFor(actor, uniqueOrderId);
      if (facts.mine) return card(facts.order.id, 'rider');
      const now = clock.now();
      const moved = await moves.move(actor, facts, {
        to: S.DELIVERY_ASSIGNED,
        set: { deliveryUserId: actor.id },
        onlyUnassigned: true,
        event: 'order.status',
        lost: (current) => (current?.deliveryUserId ? alreadyAccepted() : invalidTransition(current ?? facts.order)),
        alsoInTx: (tx, o) => repo.insertAssignment(tx, { orderId: o.id, deliveryUserId: actor.id, at: now }),
        notice: () => customerNotices.riderAssigned(facts.store.name, actor.name),
      });
      return card(moved.id, 'rider');
    },

    async pickedUp(actor: Actor, uniqueOrderId: string, tap: RiderTap = NOW_TAP): Promise<DeliveryOrderCard> {
      return once(actor, 'delivery/pickedup-order', uniqueOrderId, tap, async (claim) => {
        const facts = await access.require(actor, uniqueOrderId, ['rider']);
        // Never before the order's last change, so the customer's timeline stays in order.
        const at = tapTime(tap.happenedAt, clock.now(), facts.order.updatedAt);
        const moved = await moves.move(actor, facts, {
          to: S.PICKED_UP,
          at,
          set: { pickedUpAt: at, readyAt: facts.order.readyAt ?? at },
          event: 'order.status',
          alsoInTx: async (tx, o) => {
            await claim(tx);
            await repo.updateAssignment(tx, o.id, { status: 'PICKED_UP', pickedUpAt: at, updatedAt: clock.now() });
          },
          notice: () => customerNotices.pickedUp(actor.name),
        });
        return card(moved.id, 'rider');
      });
    },

    /** deliver-order: only with the customer's PIN; after 5 wrong tries the store or an admin must unlock it. */
    async deliver(actor: Actor, uniqueOrderId: string, pin: string, tap: RiderTap = NOW_TAP): Promise<DeliveryOrderCard> {
      return once(actor, 'delivery/deliver-order', uniqueOrderId, tap, async (claim) => {
        const facts = await access.require(actor, uniqueOrderId, ['rider']);
        const { order } = facts;
        if (!isOrderStatusId(order.orderStatusId) || !canTransition(order.orderStatusId, S.DELIVERED, 'delivery', order.deliveryType)) invalidTransition(order);
        await checkPin(order, pin);
        const at = tapTime(tap.happenedAt, clock.now(), order.pickedUpAt ?? order.updatedAt);
        const cash = amountToCollect(order);
        const record = await deps.ledger?.prepare(actor.id);
        const moved = await moves.move(actor, facts, {
          to: S.DELIVERED,
          at,
          set: { deliveredAt: at, ...(order.paymentMethod === 'COD' ? { paymentStatus: 'PAID' as const } : {}) },
          event: 'order.status',
          alsoInTx: async (tx, o) => {
            await claim(tx);
            await repo.updateAssignment(tx, o.id, { status: 'DELIVERED', deliveredAt: at, cashCollectedPaise: cash, updatedAt: clock.now() });
            await record?.(tx, { order: o, cashPaise: cash, at });
          },
          notice: () => customerNotices.delivered(facts.store.name),
        });
        return card(moved.id, 'rider');
      });
    },

    /** Internal ids of orders by their public ids (unknown ones are left out). */
    async orderIdsOf(uniqueOrderIds: readonly string[]): Promise<Map<string, number>> {
      const rows = await repo.idsOfUniqueIds(db, uniqueOrderIds);
      return new Map(rows.map((r) => [r.uniqueOrderId, r.id]));
    },

    async isAssignedTo(orderId: number, riderId: number): Promise<boolean> {
      return (await repo.orderHead(db, orderId))?.deliveryUserId === riderId;
    },

    async isOpenOffer(orderId: number): Promise<boolean> {
      const head = await repo.orderHead(db, orderId);
      return !!head && isOrderStatusId(head.status) && isOpenOffer(head.status, head.deliveryType, head.deliveryUserId !== null);
    },

    /** The offer card of an open order, read in the caller's transaction (dispatch announces it). */
    async offerCardInTx(tx: Tx, orderId: number): Promise<DeliveryOrderCard | null> {
      const [found] = await repo.loadCards(tx, { kind: 'order', orderId }, 1);
      return found ? presentDeliveryCard(found, 'offer') : null;
    },

    /** Orders the partner is on (accepted or picked up): GPS is only taken for these. */
    async activeOrders(actor: Actor) {
      return repo.activeOrdersOfRider(db, actor.id, [S.DELIVERY_ASSIGNED, S.PICKED_UP]);
    },

    async todayTotals(actor: Actor) {
      return repo.riderTotalsSince(db, actor.id, await startOfToday());
    },
  };
}

export type DeliveryOrdersService = ReturnType<typeof createDeliveryOrdersService>;
