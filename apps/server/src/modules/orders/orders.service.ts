import type { CheckRunningOrderResponse, PlaceOrderResponse, placeOrderRequest } from '@keka/contracts';
import {
  calculateBill,
  calculateLineTotal,
  addPaise,
  ORDER_STATUS,
  paise,
  toBillInput,
  toRupeeString,
  validateCoupon,
  type Bill,
  type BillCoupon,
  type Paise,
} from '@keka/domain';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { fail, notFound } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import { newDeliveryPin, newUniqueOrderId, sha256, stableStringify } from '../../lib/tokens';
import type { CatalogService, StoreRow } from '../catalog/catalog.service';
import type { SettingsService } from '../settings/settings.service';
import { assertMinimumOrder, assertStoreTakesOrders, measureDelivery, slotDateFor, tipFromRequest, type CheckoutSettings } from './checkout-rules';
import type { LiveMessage } from '../../realtime/event-bus';
import type { LiveEvents } from '../../realtime/live-events';
import { presentLiveOrder } from './order-cards.presenter';
import { orderChannels } from './order-moves';
import { presentOrder, statusName } from './order.presenter';
import { ordersRepository as repo, type CustomerRow, type SlotRow } from './orders.repository';
import { priceCartLines, toBillLines, toOrderLines, type PricedLine } from './price-lines';

type PlaceOrderBody = z.output<typeof placeOrderRequest>;
const ROUTE = 'place-order';
const FINISHED = [ORDER_STATUS.DELIVERED, ORDER_STATUS.CANCELLED, ORDER_STATUS.PAYMENT_FAILED];
export const COUPON_INVALID_MESSAGE = 'This coupon you applied is invalid or has expired';

interface CouponUse {
  readonly couponId: number;
  readonly code: string;
  readonly bill: BillCoupon;
}

export function createOrdersService(deps: { db: Db; clock: Clock; settings: SettingsService; catalog: CatalogService; live: LiveEvents }) {
  const { db, clock, catalog } = deps;

  async function checkoutSettings(): Promise<CheckoutSettings> {
    const s = await deps.settings.snapshot();
    const get = (key: string, fallback: string) => s.all.get(key) ?? fallback;
    return {
      timeZone: get('timezone', 'Asia/Kolkata'),
      currencySymbol: get('currencyFormat', '₹'),
      bill: { enDelChrRnd: s.all.get('enDelChrRnd'), taxApplicable: s.all.get('taxApplicable'), taxPercentage: s.all.get('taxPercentage') },
      notAcceptingOrdersMsg: get('notAcceptingOrdersMsg', 'Not accepting orders right now'),
      notOperationalMsg: get('cartRestaurantNotOperational', 'This store does not deliver to your location'),
      minOrderMsg: get('restaurantMinOrderMessage', 'Minimum order value is'),
    };
  }

  /** Locks and validates a coupon for this cart; throws COUPON_INVALID with the spec's messages. */
  async function useCoupon(tx: Tx, code: string, user: CustomerRow, store: StoreRow, itemTotal: Paise, isFirstOrder: boolean, s: CheckoutSettings): Promise<CouponUse> {
    const found = await repo.lockCouponByCode(tx, code.trim().toUpperCase());
    if (!found) fail('COUPON_INVALID', COUPON_INVALID_MESSAGE);
    const { coupon, storeIds } = found;
    const check = validateCoupon(
      {
        code: coupon.code,
        discountType: coupon.discountType,
        discountPercent: coupon.discountPercent,
        discountAmount: paise(coupon.discountAmountPaise),
        maxDiscount: paise(coupon.maxDiscountPaise),
        minSubtotal: paise(coupon.minSubtotalPaise),
        startsAt: coupon.startsAt,
        expiresAt: coupon.expiresAt,
        isActive: coupon.isActive,
        firstOrderOnly: coupon.firstOrderOnly,
        maxUsesTotal: coupon.maxUsesTotal,
        maxUsesPerUser: coupon.maxUsesPerUser,
        usedCount: coupon.usedCount,
        storeIds,
      },
      { now: clock.now(), storeId: store.id, itemTotal, isFirstOrder, usesByUser: await repo.countCouponUsesByUser(tx, coupon.id, user.id) },
    );
    if (!check.ok) {
      const message =
        check.refusal.code === 'MINSUBTOTAL'
          ? `Add items worth ${s.currencySymbol}${toRupeeString(check.refusal.minSubtotal)} or more to use ${coupon.code}`
          : COUPON_INVALID_MESSAGE;
      fail('COUPON_INVALID', message, { type: check.refusal.code === 'MINSUBTOTAL' ? 'MINSUBTOTAL' : check.refusal.code });
    }
    return { couponId: coupon.id, code: coupon.code, bill: check.coupon };
  }

  async function reserveSlot(tx: Tx, store: StoreRow, slotId: number | null | undefined, s: CheckoutSettings): Promise<{ slot: SlotRow; date: string } | null> {
    if (!store.isFresh) return null;
    if (!slotId) fail('SLOT_REQUIRED', 'Select Delivery Schedule');
    const slot = await repo.findSlot(tx, slotId, store.id);
    if (!slot) fail('SLOT_REQUIRED', 'This delivery slot is not available. Please choose another.');
    const date = slotDateFor(slot.startsAt, clock.now(), s.timeZone);
    if (!(await repo.bookSlot(tx, slot, date))) fail('SLOT_FULL', `${slot.name} is full. Please choose another slot.`);
    return { slot, date };
  }

  function priceNotices(lines: readonly PricedLine[], body: PlaceOrderBody, bill: Bill): PlaceOrderResponse['notices'] {
    const clientTotal = body.total?.totalPrice;
    let shownTotal: number | null = null;
    if (typeof clientTotal === 'number') shownTotal = Math.round(clientTotal * 100);
    else if (typeof clientTotal === 'string' && /^\d+(\.\d{1,2})?$/.test(clientTotal)) shownTotal = Math.round(Number(clientTotal) * 100);
    const lineChanged = lines.some((l) => l.clientUnitPrice !== null && l.clientUnitPrice !== l.item.pricePaise);
    // total.totalPrice is the bill total the customer was shown (contracts placeOrderRequest).
    const totalChanged = shownTotal !== null && shownTotal !== bill.total;
    return lineChanged || totalChanged
      ? [{ code: 'PRICE_CHANGED', message: `Prices changed since you added these items. Your order total is ₹${toRupeeString(bill.total)}.` }]
      : [];
  }

  async function createOrder(tx: Tx, customer: Actor, body: PlaceOrderBody, s: CheckoutSettings, outbox: LiveMessage[]): Promise<PlaceOrderResponse> {
    const user = (await repo.lockUser(tx, customer.id)) ?? notFound('No such user');
    const found = await catalog.itemsForCheckout(tx, [...new Set(body.order.map((l) => l.id))]);
    const storeId = body.restaurant_id ?? found.items.find((i) => i.id === body.order[0]?.id)?.storeId;
    if (storeId === undefined) fail('ITEM_UNAVAILABLE', 'The items in your cart are not available any more.', { unavailable_ids: body.order.map((l) => l.id) });
    const storeRow = (await catalog.storeForCheckout(tx, storeId)) ?? notFound('This store does not exist.');
    const { store } = storeRow;
    const now = clock.now();
    assertStoreTakesOrders(store, body.delivery_type, now, s);
    const lines = priceCartLines(body.order, store.id, found);
    const itemTotal = addPaise(...toBillLines(lines).map(calculateLineTotal));
    const distance = measureDelivery(store, body.delivery_type, body.location, s);
    assertMinimumOrder(store, itemTotal, s);
    const isFirstOrder = !(await repo.hasEarlierOrder(tx, user.id));
    const coupon = body.coupon?.code ? await useCoupon(tx, body.coupon.code, user, store, itemTotal, isFirstOrder, s) : null;
    const booking = await reserveSlot(tx, store, body.slot_id, s);
    const bill = calculateBill(
      toBillInput({
        lines: toBillLines(lines),
        store: catalog.presentCharges(storeRow),
        settings: s.bill,
        deliveryType: body.delivery_type,
        distanceKm: distance,
        coupon: coupon?.bill ?? null,
        tip: tipFromRequest(body),
        isFirstOrder,
        providerDeliveryCharge: null,
      }),
    );
    const walletPaid = payFromWallet(body, user, bill);
    const order = await repo.insertOrder(
      tx,
      {
        uniqueOrderId: newUniqueOrderId(),
        userId: user.id,
        storeId: store.id,
        orderStatusId: booking ? ORDER_STATUS.SCHEDULED : ORDER_STATUS.PLACED,
        deliveryType: body.delivery_type,
        paymentMethod: body.method,
        paymentStatus: walletPaid === bill.total ? 'PAID' : 'PENDING',
        address: body.location?.address ?? null,
        house: body.location?.house ?? null,
        tag: body.location?.tag ?? null,
        latitude: body.location?.lat ?? null,
        longitude: body.location?.lng ?? null,
        distanceKm: distance,
        orderComment: body.order_comment?.trim() || null,
        itemTotalPaise: bill.itemTotal,
        couponCode: coupon?.code ?? null,
        couponDiscountPaise: bill.couponDiscount,
        restaurantChargesPaise: bill.restaurantCharges,
        deliveryChargePaise: bill.deliveryCharge,
        deliveryRule: bill.deliveryRule,
        tipPaise: bill.tip,
        surchargePaise: bill.surcharge,
        distanceSurgePaise: bill.distanceSurge,
        citySurgePaise: bill.citySurge,
        storeTaxPaise: bill.storeTax,
        globalTaxPaise: bill.globalTax,
        totalPaise: bill.total,
        walletPaidPaise: walletPaid,
        payablePaise: bill.total - walletPaid,
        slotId: booking?.slot.id ?? null,
        slotDate: booking?.date ?? null,
        slotName: booking?.slot.name ?? null,
        deliveryPin: newDeliveryPin(),
        createdAt: now,
        updatedAt: now,
      },
      toOrderLines(lines),
      { fromStatusId: null, toStatusId: booking ? ORDER_STATUS.SCHEDULED : ORDER_STATUS.PLACED, actorUserId: user.id, actorRole: 'customer', createdAt: now },
    );
    if (coupon) await repo.redeemCoupon(tx, { couponId: coupon.couponId, userId: user.id, orderId: order.id, amountPaise: bill.couponDiscount });
    if (walletPaid > 0 && !(await repo.debitWallet(tx, { userId: user.id, amountPaise: walletPaid, orderId: order.id, reason: `Order ${order.uniqueOrderId}` }))) {
      fail('WALLET_INSUFFICIENT', 'Your wallet balance changed. Please review the payment and try again.');
    }
    // The store's dashboard hears of the new order (and the customer's other tabs): ADR 0011.
    const data = presentLiveOrder(order, { rider: null, previousStatusId: null, by: 'customer', note: null, at: now });
    outbox.push(await deps.live.record(tx, { type: 'order.status', channels: orderChannels(order), orderId: order.id, data }));
    const aggregate = (await repo.loadOrder(tx, { uniqueOrderId: order.uniqueOrderId })) ?? notFound();
    return { success: true, data: presentOrder(aggregate), notices: priceNotices(lines, body, bill) };
  }

  /** COD only takes a partial wallet payment; WALLET must cover the whole bill. */
  function payFromWallet(body: PlaceOrderBody, user: CustomerRow, bill: Bill): Paise {
    if (body.method === 'WALLET') {
      if (user.walletBalancePaise < bill.total) fail('WALLET_INSUFFICIENT', `Your wallet balance (₹${toRupeeString(paise(user.walletBalancePaise))}) does not cover this order.`);
      return bill.total;
    }
    if (body.method !== 'COD') fail('PAYMENT_METHOD_UNAVAILABLE', 'This payment method is not available yet. Please choose cash on delivery.');
    return body.partial_wallet ? paise(Math.min(user.walletBalancePaise, bill.total)) : paise(0);
  }

  return {
    /**
     * SPEC §7 place-order in ONE transaction (ARCHITECTURE "The spine"). With an Idempotency-Key the
     * first answer is stored and replayed; the same key with another body is refused.
     */
    async placeOrder(user: Actor, body: PlaceOrderBody, idempotencyKey: string | null): Promise<PlaceOrderResponse> {
      const s = await checkoutSettings();
      const { token: _t, auth_token: _a, user: _u, ...request } = body;
      const requestHash = sha256(stableStringify(request));
      const outbox: LiveMessage[] = [];
      const response = await db.transaction(async (tx) => {
        if (idempotencyKey) {
          const keyRef = { userId: user.id, route: ROUTE, key: idempotencyKey };
          if (!(await repo.claimIdempotencyKey(tx, { ...keyRef, requestHash }))) {
            const existing = await repo.findIdempotencyKey(tx, keyRef);
            if (!existing || existing.requestHash !== requestHash) fail('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different order.');
            if (existing.response === null) fail('IDEMPOTENCY_IN_PROGRESS', 'This order is still being placed. Please wait a moment.');
            return existing.response as PlaceOrderResponse;
          }
          const response = await createOrder(tx, user, body, s, outbox);
          await repo.saveIdempotentResponse(tx, { ...keyRef, statusCode: 200, response });
          return response;
        }
        return createOrder(tx, user, body, s, outbox);
      });
      // Only after commit: a rolled-back order never announced itself.
      await deps.live.publish(outbox);
      return response;
    },

    async isFirstOrder(user: Actor): Promise<boolean> {
      return !(await repo.hasEarlierOrder(db, user.id));
    },

    async runningOrders(user: Actor): Promise<CheckRunningOrderResponse> {
      const rows = await repo.listRunningOrders(db, user.id, FINISHED);
      return {
        success: true,
        has_running_order: rows.length > 0,
        orders: rows.map(({ order, storeName }) => ({
          unique_order_id: order.uniqueOrderId,
          orderstatus_id: order.orderStatusId,
          status: statusName(order.orderStatusId),
          restaurant_name: storeName,
          total: toRupeeString(paise(order.totalPaise)),
          created_at: order.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
