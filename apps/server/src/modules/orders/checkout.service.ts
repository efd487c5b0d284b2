import type { CheckAvailabilityResponse, GetPaymentGatewaysResponse, PlaceOrderResponse, placeOrderRequest } from '@keka/contracts';
import {
  addPaise,
  calculateBill,
  calculateLineTotal,
  ORDER_STATUS,
  paise,
  toBillInput,
  toRupeeString,
  type Bill,
  type Paise,
} from '@keka/domain';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { fail, notFound } from '../../lib/errors';
import { localText } from '../../lib/local-text';
import { newDeliveryPin, newUniqueOrderId, sha256, stableStringify } from '../../lib/tokens';
import type { CatalogService, CheckoutStore } from '../catalog/catalog.service';
import type { CouponsService } from '../coupons/coupons.service';
import { bucketCharge, type DeliveryChargeService } from '../delivery-charge/delivery-charge.service';
import type { SettingsService } from '../settings/settings.service';
import type { PushService } from '../push/push.service';
import type { SlotsService, SlotWindow } from '../slots/slots.service';
import { channel } from '../../realtime/channels';
import type { LiveMessage } from '../../realtime/event-bus';
import type { LiveEvents } from '../../realtime/live-events';
import { ringKitchen } from './kitchen-push';
import { presentLiveOrder } from './order-cards.presenter';
import { orderChannels } from './order-moves';
import { assertMinimumOrder, assertStoreTakesOrders, measureDelivery, tipFromRequest, type CheckoutSettings } from './checkout-rules';
import { presentOrder } from './order.presenter';
import { ordersRepository as repo, type CustomerRow } from './orders.repository';
import { cartStoreId, priceCartLines, toBillLines, toOrderLines, unavailableItemIds, type FoundItems, type PricedLine } from './price-lines';

type PlaceOrderBody = z.output<typeof placeOrderRequest>;
type AvailabilityLine = { id: number; selectedaddons: { addon_id: number }[] };
const ROUTE = 'place-order';

export interface CheckoutDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly settings: SettingsService;
  readonly catalog: CatalogService;
  readonly coupons: CouponsService;
  readonly slots: SlotsService;
  readonly deliveryCharge: DeliveryChargeService;
  readonly live: LiveEvents;
  readonly push: PushService;
  /** The online providers offered now (issue 33). */
  readonly onlineGateways: () => Promise<ReadonlySet<string>>;
  /** The online providers' entries of get-payment-gateways. */
  readonly onlineGatewayList: () => Promise<GetPaymentGatewaysResponse['gateways']>;
}

/** The money path: availability, payment options and place-order (ARCHITECTURE "The spine"). */
export function createCheckoutService(deps: CheckoutDeps) {
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

  /**
   * The road distance for the bill, measured BEFORE the transaction opens: the maps port is a network
   * call, and nothing slow may run while rows are locked. Null = use the straight line.
   */
  async function roadDistance(body: PlaceOrderBody): Promise<number | null> {
    if (body.delivery_type !== 'DELIVERY' || !body.location || !body.restaurant_id) return null;
    const row = await catalog.findStore({ id: body.restaurant_id }).catch(() => null);
    if (!row) return null;
    return deps.deliveryCharge.measure(row.store, { latitude: body.location.lat, longitude: body.location.lng });
  }

  /** total.totalPrice is the whole bill the cart showed (contracts placeOrderRequest; ADR 0006). */
  function priceNotices(lines: readonly PricedLine[], body: PlaceOrderBody, bill: Bill, s: CheckoutSettings): PlaceOrderResponse['notices'] {
    const clientTotal = body.total?.totalPrice;
    let shownTotal: number | null = null;
    if (typeof clientTotal === 'number') shownTotal = Math.round(clientTotal * 100);
    else if (typeof clientTotal === 'string' && /^\d+(\.\d{1,2})?$/.test(clientTotal)) shownTotal = Math.round(Number(clientTotal) * 100);
    const lineChanged = lines.some((l) => l.clientUnitPrice !== null && l.clientUnitPrice !== l.item.pricePaise);
    const totalChanged = shownTotal !== null && shownTotal !== bill.total;
    return lineChanged || totalChanged
      ? [{ code: 'PRICE_CHANGED', message: `Prices changed since you added these items. Your order total is ${s.currencySymbol}${toRupeeString(bill.total)}.` }]
      : [];
  }

  /** WALLET must cover the whole bill; cash and online payments may take a part of it from the wallet. */
  function payFromWallet(body: PlaceOrderBody, user: CustomerRow, bill: Bill, s: CheckoutSettings): Paise {
    if (body.method === 'WALLET') {
      if (user.walletBalancePaise < bill.total) {
        fail('WALLET_INSUFFICIENT', `Your wallet balance (${s.currencySymbol}${toRupeeString(paise(user.walletBalancePaise))}) does not cover this order.`);
      }
      return bill.total;
    }
    return body.partial_wallet ? paise(Math.min(user.walletBalancePaise, bill.total)) : paise(0);
  }

  /**
   * The cart's items and its store, read before the transaction opens (ADR 0021): plain reads that lock
   * nothing, so inside the transaction they would only hold the user's (and the coupon's) lock longer.
   * Only read here; every check on them runs inside the transaction, after an Idempotency-Key is claimed
   * (a replay answers its first order even if the menu changed since).
   */
  async function readCart(body: PlaceOrderBody): Promise<{ found: FoundItems; store: CheckoutStore | undefined }> {
    const ids = [...new Set(body.order.map((l) => l.id))];
    if (body.restaurant_id) {
      const [found, store] = await Promise.all([catalog.itemsForCheckout(ids), catalog.storeForCheckout(body.restaurant_id)]);
      return { found, store };
    }
    const found = await catalog.itemsForCheckout(ids);
    const storeId = cartStoreId(body.order, body.restaurant_id, found);
    return { found, store: storeId === undefined ? undefined : await catalog.storeForCheckout(storeId) };
  }

  /** What place-order reads before its transaction: nothing may read through `db` inside it (PGlite would hang). */
  interface Prepared {
    readonly s: CheckoutSettings;
    readonly cart: { readonly found: FoundItems; readonly store: CheckoutStore | undefined };
    readonly roadKm: number | null;
    readonly slotWindow: SlotWindow;
    /** Live events written in the transaction, published after commit (ADR 0011). */
    readonly outbox: LiveMessage[];
  }

  /** `keyRef`: the claimed Idempotency-Key, whose answer is stored by the order's own statement. */
  async function createOrder(
    tx: Tx,
    customer: Actor,
    body: PlaceOrderBody,
    { s, cart, roadKm, slotWindow, outbox }: Prepared,
    keyRef: { userId: number; route: string; key: string } | null,
  ): Promise<PlaceOrderResponse> {
    const user = (await repo.lockUser(tx, customer.id)) ?? notFound('No such user');
    // Accounts made through Google or Facebook have no phone until the checkout asks for one (issue 34).
    if (!user.phone) fail('PHONE_REQUIRED', 'Add your phone number so the store and the delivery partner can reach you.');
    const { found } = cart;
    const storeId = cartStoreId(body.order, body.restaurant_id, found);
    if (storeId === undefined) fail('ITEM_UNAVAILABLE', 'The items in your cart are not available any more.', { unavailable_ids: body.order.map((l) => l.id) });
    const storeRow = cart.store?.store.id === storeId ? cart.store : notFound('This store does not exist.');
    const { store } = storeRow;
    const now = clock.now();
    assertStoreTakesOrders(store, body.delivery_type, now, s);
    const lines = priceCartLines(body.order, store.id, found);
    const itemTotal = addPaise(...toBillLines(lines).map(calculateLineTotal));
    const straightKm = measureDelivery(store, body.delivery_type, body.location, s);
    const distance = straightKm === null ? null : (roadKm ?? straightKm);
    assertMinimumOrder(store, itemTotal, s);
    const orderLines = toOrderLines(lines);
    // After the user's row is locked: the answer holds until commit (a racing order of theirs waits).
    const { hasEarlierOrder, ...ids } = await repo.firstOrderAndIds(tx, user.id, orderLines.length, orderLines.reduce((n, l) => n + l.addons.length, 0));
    const isFirstOrder = !hasEarlierOrder;
    const coupon = body.coupon?.code ? await deps.coupons.useInOrder(tx, body.coupon.code, { userId: user.id, storeId: store.id, itemTotal, isFirstOrder, currencySymbol: s.currencySymbol }) : null;
    const booking = store.isFresh ? await deps.slots.bookInOrder(tx, slotWindow, store.id, body.slot_id, body.slot_date) : null;
    const bucket = body.delivery_type === 'DELIVERY' && distance !== null ? bucketCharge(storeRow.buckets, distance) : null;
    const billInput = toBillInput({
        lines: toBillLines(lines),
        store: catalog.presentCharges(storeRow),
        settings: s.bill,
        deliveryType: body.delivery_type,
        distanceKm: distance,
        coupon: coupon?.bill ?? null,
        tip: tipFromRequest(body),
        isFirstOrder,
        providerDeliveryCharge: bucket,
      });
    const bill = calculateBill(billInput);
    const walletPaid = payFromWallet(body, user, bill, s);
    // Paid online: the order waits for its money, its slot, coupon use and wallet part held (issue 33).
    const online = body.method !== 'COD' && body.method !== 'WALLET' && walletPaid < bill.total;
    const status = online ? ORDER_STATUS.AWAITING_PAYMENT : booking ? ORDER_STATUS.SCHEDULED : ORDER_STATUS.PLACED;
    const uniqueOrderId = newUniqueOrderId();
    const rows = repo.orderAsWritten(
      ids,
      {
        uniqueOrderId,
        userId: user.id,
        storeId: store.id,
        orderStatusId: status,
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
        billInput,
        substitutionDefault: body.substitution_default ?? 'BEST_MATCH',
        createdAt: now,
        updatedAt: now,
      },
      orderLines,
      { toStatusId: status, actorUserId: user.id, actorRole: 'customer', createdAt: now },
    );
    const { order } = rows;
    // The answer and the live event are built from the rows as they will be written (nothing is read
    // back), so both go in the order's own statement with the coupon's use and the wallet debit: the
    // store's dashboard hears of the new order (and the customer's other tabs), and with a key the
    // answer is stored for it (ADR 0011, 0021).
    const response: PlaceOrderResponse = { success: true, data: presentOrder({ order, store, lines: rows.lines, history: rows.history, substitutions: [], rider: null }), notices: priceNotices(lines, body, bill, s) };
    // An order that waits for its money is the customer's alone: the store hears of it once it is paid.
    const channels = online ? [channel.user(order.userId), channel.order(order.uniqueOrderId)] : orderChannels(order);
    const event = deps.live.recordAlong({ type: 'order.status', channels, orderId: order.id, data: presentLiveOrder(order, { rider: null, previousStatusId: null, by: 'customer', note: null, at: now }) });
    const written = await repo.insertOrder(tx, rows, {
      coupon: coupon ? deps.coupons.redemptionAlong({ couponId: coupon.couponId, userId: user.id, orderId: order.id, amountPaise: bill.couponDiscount }) : null,
      wallet: walletPaid > 0 ? repo.debitAlong({ userId: user.id, amountPaise: walletPaid, orderId: order.id, reason: localText('wallet.reason.order', { order: uniqueOrderId }) }) : null,
      event: event.along,
      answer: repo.answerAlong(keyRef ? { ...keyRef, statusCode: 200, response } : null),
    });
    // Rolls the whole order back: the balance is read under the user's lock, so this is a safety net.
    if (walletPaid > 0 && !written.walletDebited) fail('WALLET_INSUFFICIENT', 'Your wallet balance changed. Please review the payment and try again.');
    if (keyRef && !written.answered) throw new Error('place-order: the Idempotency-Key row is gone');
    outbox.push(event.message(written.eventId));
    return response;
  }

  /** A new order rings the store's owners even with the dashboard closed (web push); one paid online waits for its money. */
  function notifyKitchen(response: PlaceOrderResponse, currency: string): void {
    const order = response.data;
    if (order.orderstatus_id === ORDER_STATUS.AWAITING_PAYMENT) return;
    ringKitchen(deps.push, {
      storeId: order.restaurant.id,
      uniqueOrderId: order.unique_order_id,
      deliveryType: order.delivery_type,
      items: order.items.reduce((n, line) => n + line.quantity, 0),
      total: `${currency}${order.bill.total}`,
    });
  }

  return {
    /**
     * SPEC §7 place-order in ONE transaction (ARCHITECTURE "The spine"). With an Idempotency-Key the
     * first answer is stored and replayed; the same key with another body is refused (ADR 0007).
     */
    async placeOrder(user: Actor, body: PlaceOrderBody, idempotencyKey: string | null): Promise<PlaceOrderResponse> {
      if (body.method !== 'COD' && body.method !== 'WALLET' && !(await deps.onlineGateways()).has(body.method)) {
        fail('PAYMENT_METHOD_UNAVAILABLE', 'This payment method is not available. Please choose another one.');
      }
      const [s, roadKm, slotWindow, cart] = await Promise.all([checkoutSettings(), roadDistance(body), deps.slots.window(), readCart(body)]);
      const prepared: Prepared = { s, cart, roadKm, slotWindow, outbox: [] };
      const { token: _t, auth_token: _a, user: _u, ...request } = body;
      const requestHash = sha256(stableStringify(request));
      const response = await db.transaction(async (tx) => {
        if (!idempotencyKey) return createOrder(tx, user, body, prepared, null);
        const keyRef = { userId: user.id, route: ROUTE, key: idempotencyKey };
        if (!(await repo.claimIdempotencyKey(tx, { ...keyRef, requestHash }))) {
          const existing = await repo.findIdempotencyKey(tx, keyRef);
          if (!existing || existing.requestHash !== requestHash) fail('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different order.');
          if (existing.response === null) fail('IDEMPOTENCY_IN_PROGRESS', 'This order is still being placed. Please wait a moment.');
          return existing.response as PlaceOrderResponse;
        }
        // The answer is stored for the key inside createOrder, with the order's live event.
        return createOrder(tx, user, body, prepared, keyRef);
      });
      // Only after commit: a rolled-back order never announced itself.
      await deps.live.publish(prepared.outbox);
      if (prepared.outbox.length > 0) notifyKitchen(response, s.currencySymbol);
      return response;
    },

    /** Whether this customer's checkout under `key` already has its stored answer (a retry replays it). */
    async isAnswered(user: Actor, key: string): Promise<boolean> {
      const row = await repo.findAnsweredIdempotencyKey(db, { userId: user.id, route: ROUTE, key });
      return row !== undefined;
    },

    /**
     * SPEC §7 check-cart-items-availability: the ids of lines that cannot be ordered now (an empty list =
     * all fine), and with a slot whether it still takes orders. Guests may ask too.
     */
    async checkAvailability(input: { items: readonly AvailabilityLine[]; restaurantId: number | null | undefined; slotId?: number | null | undefined; slotDate?: string | null | undefined }): Promise<CheckAvailabilityResponse> {
      const found = await catalog.itemsForCheckout([...new Set(input.items.map((l) => l.id))]);
      const storeId = cartStoreId(input.items, input.restaurantId, found);
      const unavailable = unavailableItemIds(input.items, storeId, found);
      let slotAvailable: 0 | 1 | null = null;
      if (input.slotId && storeId !== undefined) {
        const date = input.slotDate ?? null;
        slotAvailable = date !== null && (await deps.slots.isBookable(storeId, input.slotId, date)) ? 1 : 0;
      }
      return { success: true, unavailable_ids: unavailable, slot_available: slotAvailable };
    },

    /** SPEC §7 get-payment-gateways: cash on delivery, the wallet when it covers something, partial wallet, the online providers offered. */
    async paymentOptions(actor: Actor): Promise<GetPaymentGatewaysResponse> {
      const [balance, symbol] = await Promise.all([repo.walletBalance(db, actor.id), deps.settings.get('currencyFormat', '₹')]);
      const gateways: GetPaymentGatewaysResponse['gateways'] = [{ code: 'COD', name: 'Cash on delivery', description: 'Pay in cash or UPI when your order arrives.' }];
      if (balance > 0) gateways.push({ code: 'WALLET', name: 'Keka Wallet', description: `Balance ${symbol}${toRupeeString(paise(balance))}` });
      gateways.push(...(await deps.onlineGatewayList()));
      return { success: true, gateways, wallet_balance: toRupeeString(paise(balance)), partial_wallet: balance > 0 ? 1 : 0 };
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
