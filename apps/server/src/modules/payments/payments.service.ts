import type { GetPaymentGatewaysResponse, PaymentAttempt, PaymentStateResponse, PaymentStep } from '@keka/contracts';
import { ORDER_STATUS, paise, toRupeeString } from '@keka/domain';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { AppError, fail, notFound } from '../../lib/errors';
import { localText } from '../../lib/local-text';
import { releaseHolds } from '../orders/order-cancel';
import { onlineGatewayOf, splitRefund } from '../orders/paid';
import type { OrderFacts, OrderMoves, OrderRow } from '../orders/order-moves';
import { customerNotices } from '../orders/order-notices';
import { ringKitchen } from '../orders/kitchen-push';
import type { PushService } from '../push/push.service';
import type { SettingsService } from '../settings/settings.service';
import { isOnlineGateway, WebhookRejected, type Headers, type OnlineGateway, type PaymentGateway, type ProviderPayment } from './gateway';
import type { GatewayRegistry } from './gateways';
import { paymentsRepository as repo, type PaymentRow } from './payments.repository';

const SWEEP_BATCH = 20;
/** An attempt started this recently without the provider's answer yet is still being started (a second tap waits). */
const STARTING_MS = 30_000;
/** An owed refund no one has tried for this long is tried again by the sweeper. */
const REFUND_RETRY_MS = 60_000;

/** A move that lost its race, or an event seen before: the transaction is rolled back and nothing changed. */
class Lost extends Error {}
class Replayed extends Error {}

export interface PaymentsDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly settings: SettingsService;
  readonly moves: OrderMoves;
  readonly push: PushService;
  /** The providers of this moment: keys from the environment or the console, or test gateways. */
  readonly gateways: GatewayRegistry;
  /** The app's public origin (http://localhost:3000): return and webhook URLs are built on it. */
  readonly publicUrl: string;
  readonly onError: (error: unknown, what: string) => void;
}

/** What a delivery or a check did: the HTTP answer of a webhook follows from it. */
export type Settled = 'moved' | 'unchanged' | 'refunded' | 'replayed';

/**
 * Online payments (issue 33): an order paid online waits for its money (AWAITING_PAYMENT, its slot,
 * coupon use and wallet part held) and reaches the store only once the server has verified the payment
 * (a webhook whose signature held, a provider's signed callback, or the server asking the provider),
 * never because a browser came back. An unpaid order expires after `paymentExpiryMinutes`.
 */
export function createPaymentsService(deps: PaymentsDeps) {
  const { db, clock, moves } = deps;
  let timer: NodeJS.Timeout | null = null;
  let sweeping: Promise<unknown> = Promise.resolve();
  const pending = new Set<Promise<unknown>>();

  const run = (what: string, work: () => Promise<unknown>) => {
    const job = work().catch((error: unknown) => deps.onError(error, what));
    pending.add(job);
    void job.finally(() => pending.delete(job));
  };

  async function expiryMinutes(): Promise<number> {
    const minutes = Math.trunc(Number(await deps.settings.get('paymentExpiryMinutes', '15')));
    return Number.isFinite(minutes) && minutes >= 1 ? Math.min(minutes, 24 * 60) : 15;
  }

  /** A provider customers may start a payment with now. */
  async function offeredGateway(code: string): Promise<PaymentGateway> {
    const gateway = isOnlineGateway(code) ? (await deps.gateways.offered()).get(code) : undefined;
    return gateway ?? fail('PAYMENT_METHOD_UNAVAILABLE', 'This payment method is not available. Please choose another one.');
  }

  /** A configured provider, enabled or not (its webhooks, callbacks and refunds of attempts it started). */
  async function gatewayOf(code: string): Promise<PaymentGateway> {
    const gateway = isOnlineGateway(code) ? await deps.gateways.get(code) : undefined;
    return gateway ?? fail('PAYMENT_METHOD_UNAVAILABLE', 'This payment method is not available. Please choose another one.');
  }

  async function factsOf(orderId: number): Promise<OrderFacts> {
    return (await repo.orderFacts(db, orderId)) ?? notFound('No such order');
  }

  async function ring(order: OrderRow): Promise<void> {
    const items = await repo.itemCount(db, order.id);
    const symbol = await deps.settings.get('currencyFormat', '₹');
    ringKitchen(deps.push, {
      storeId: order.storeId,
      uniqueOrderId: order.uniqueOrderId,
      deliveryType: order.deliveryType,
      items,
      total: `${symbol}${toRupeeString(paise(order.totalPaise))}`,
    });
  }

  function presentAttempt(a: PaymentRow | undefined): PaymentAttempt | null {
    if (!a || !isOnlineGateway(a.gateway)) return null;
    return { id: a.id, gateway: a.gateway, status: a.status, test: a.isTest, step: a.status === 'PENDING' ? ((a.step as PaymentStep | null) ?? null) : null };
  }

  async function answer(order: OrderRow, attempt: PaymentRow | undefined): Promise<PaymentStateResponse> {
    const waiting = order.orderStatusId === ORDER_STATUS.AWAITING_PAYMENT;
    const payBy = waiting ? new Date(order.createdAt.getTime() + (await expiryMinutes()) * 60_000).toISOString() : null;
    return { success: true, data: { orderstatus_id: order.orderStatusId, pay_by: payBy, amount: toRupeeString(paise(order.payablePaise)), attempt: presentAttempt(attempt) } };
  }

  /**
   * Pays what an attempt owes back through its provider (refund_due_paise not yet reached by
   * refunded_paise), once: the row is claimed first (another instance, or the sweeper, leaves it), and
   * the provider's idempotency key is the amount refunded before, so a retry after a lost answer is the
   * same refund. A failure leaves it owed; the sweeper tries again a minute later.
   */
  async function payOwed(attempt: PaymentRow): Promise<void> {
    const amount = attempt.refundDuePaise - attempt.refundedPaise;
    if (amount <= 0 || !attempt.gatewayRef || !isOnlineGateway(attempt.gateway)) return;
    const gateway = await deps.gateways.get(attempt.gateway);
    if (!gateway || gateway.test !== attempt.isTest) throw new Error(`No ${attempt.gateway} gateway to refund payment ${attempt.id} through`);
    if (!(await repo.claimRefund(db, attempt, clock.now()))) return;
    await gateway.refund({ gatewayRef: attempt.gatewayRef, providerPaymentId: attempt.providerPaymentId, amountPaise: amount, currency: attempt.currency, refundKey: `refund-${attempt.id}-${attempt.refundedPaise}` });
    await repo.addRefund(db, attempt.id, { amountPaise: amount, wasPaise: attempt.refundedPaise, at: clock.now() });
  }

  async function payOwedOf(orderId: number): Promise<void> {
    for (const attempt of await repo.attemptsOf(db, orderId)) if (attempt.refundDuePaise > attempt.refundedPaise) await payOwed(attempt);
  }

  /**
   * What the provider said about one attempt, acted on once: PAID moves the order that waits for it to
   * the store (placed, or scheduled for its slot); money for an order that no longer waits (expired,
   * cancelled, paid by another attempt) goes back. `eventId`: a webhook's, stored once.
   */
  async function settle(gateway: PaymentGateway, attempt: PaymentRow, paid: ProviderPayment, eventId: string | null): Promise<Settled> {
    const now = clock.now();
    const claim = async (tx: Tx, outcome: string) => {
      if (eventId !== null && !(await repo.claimEvent(tx, { gateway: gateway.code, eventId, paymentId: attempt.id, outcome, at: now }))) throw new Replayed();
    };
    try {
      if (paid.status !== 'PAID') {
        await db.transaction(async (tx) => {
          await claim(tx, paid.status);
          if (paid.status === 'FAILED') await repo.markFailed(tx, attempt.id, now);
        });
        return 'unchanged';
      }
      // The amount and currency verified must be the attempt's: the order's online part, in its currency.
      if (paid.amountPaise !== attempt.amountPaise || paid.currency.toUpperCase() !== attempt.currency.toUpperCase()) {
        fail('PAYMENT_MISMATCH', `The payment is ${paid.amountPaise} ${paid.currency}, not the order's ${attempt.amountPaise} ${attempt.currency}.`);
      }
      const facts = await factsOf(attempt.orderId);
      const { order } = facts;
      if (order.orderStatusId === ORDER_STATUS.AWAITING_PAYMENT && order.payablePaise === attempt.amountPaise) {
        try {
          const moved = await moves.move('system', facts, {
            to: order.slotId !== null ? ORDER_STATUS.SCHEDULED : ORDER_STATUS.PLACED,
            set: { paymentStatus: 'PAID', paymentMethod: gateway.code },
            note: `Paid by ${gateway.name}${gateway.test ? ' (test)' : ''}`,
            event: 'order.status',
            notice: () => customerNotices.paid(facts.store.name, attempt.amountPaise, gateway.name),
            lost: () => {
              throw new Lost();
            },
            alsoInTx: async (tx) => {
              await claim(tx, 'PAID');
              if (!(await repo.markPaid(tx, attempt.id, { providerPaymentId: paid.providerPaymentId, at: now, raw: null }))) throw new Lost();
            },
          });
          await ring(moved);
          return 'moved';
        } catch (error) {
          if (!(error instanceof Lost)) throw error;
          // Another delivery settled it first: what stands now is decided below.
        }
      }
      const late = await db.transaction(async (tx) => {
        await claim(tx, 'PAID');
        const row = await repo.markPaid(tx, attempt.id, { providerPaymentId: paid.providerPaymentId, at: now, raw: null });
        if (row) await repo.oweAll(tx, row.id, now);
        return row;
      });
      // Already paid by this very attempt (a second delivery of the news): nothing to do.
      if (!late) return 'unchanged';
      run(`refund of payment ${attempt.id}`, () => payOwedOf(late.orderId));
      return 'refunded';
    } catch (error) {
      if (error instanceof Replayed) return 'replayed';
      throw error;
    }
  }

  /** Asks the providers about the order's open attempts and settles what they say (a late webhook, a customer back from the page). */
  async function askProviders(orderId: number): Promise<void> {
    for (const attempt of await repo.attemptsOf(db, orderId)) {
      if (attempt.status !== 'PENDING' || !attempt.gatewayRef || !isOnlineGateway(attempt.gateway)) continue;
      const gateway = await deps.gateways.get(attempt.gateway);
      if (!gateway || gateway.test !== attempt.isTest) continue;
      const state = await gateway.fetch(attempt.gatewayRef).catch((error: unknown) => {
        deps.onError(error, `asking ${gateway.name} about payment ${attempt.id}`);
        return null;
      });
      if (state && state.gatewayRef === attempt.gatewayRef) await settle(gateway, attempt, state, null);
    }
  }

  async function customerOrder(user: Actor, uniqueOrderId: string): Promise<OrderFacts> {
    const facts = await repo.orderByUid(db, uniqueOrderId);
    if (!facts || facts.order.userId !== user.id) notFound('No such order');
    return facts;
  }

  async function expireOnce(): Promise<number> {
    const before = new Date(clock.now().getTime() - (await expiryMinutes()) * 60_000);
    let expired = 0;
    for (const due of await repo.unpaidBefore(db, before, SWEEP_BATCH)) {
      // The money may be there while its webhook is late: the providers are asked first.
      await askProviders(due.id);
      const facts = await factsOf(due.id);
      const { order } = facts;
      if (order.orderStatusId !== ORDER_STATUS.AWAITING_PAYMENT) continue;
      const now = clock.now();
      const refund = Math.max(0, order.walletPaidPaise - order.refundedPaise);
      try {
        await moves.move('system', facts, {
          to: ORDER_STATUS.PAYMENT_FAILED,
          set: { paymentStatus: 'FAILED', cancelledAt: now, cancelReason: 'Not paid in time', cancelledByRole: 'system', refundedPaise: order.refundedPaise + refund },
          onlyRefundedWas: order.refundedPaise,
          note: 'Not paid in time',
          event: 'order.status',
          notice: () => customerNotices.paymentExpired(facts.store.name, refund),
          lost: () => {
            throw new Lost();
          },
          alsoInTx: async (tx, moved) => {
            await releaseHolds(tx, moved, refund, now, localText('wallet.reason.unpaid', { order: moved.uniqueOrderId }));
            await repo.failOpenAttempts(tx, moved.id, now);
          },
        });
        expired += 1;
      } catch (error) {
        // Another instance (or a payment that just arrived) moved it first: exactly once.
        if (!(error instanceof Lost)) throw error;
      }
    }
    // Refunds a provider did not take (down, refused, an instance that stopped midway): tried again.
    for (const owed of await repo.refundsOwed(db, new Date(clock.now().getTime() - REFUND_RETRY_MS), SWEEP_BATCH)) {
      await payOwed(owed).catch((error: unknown) => deps.onError(error, `refund of payment ${owed.id}`));
    }
    return expired;
  }

  return {
    /** get-payment-gateways' online entries: each offered provider, a development one labelled as such. */
    async list(): Promise<GetPaymentGatewaysResponse['gateways']> {
      return [...(await deps.gateways.offered()).values()].map((g) => ({
        code: g.code,
        name: g.test ? `${g.name} (test)` : g.name,
        description: g.test ? 'Development gateway: no money moves.' : 'Cards, UPI, net banking and wallets.',
        test: g.test,
      }));
    },

    async offered(): Promise<ReadonlySet<string>> {
      return new Set((await deps.gateways.offered()).keys());
    },

    /**
     * pay-order: starts an attempt with this provider and says what the browser does (an open attempt of
     * the same provider is shown again: a second tap, a customer who came back, is one payment); COD
     * sends the order to the store to be paid in cash instead.
     */
    async pay(user: Actor, uniqueOrderId: string, method: 'COD' | OnlineGateway): Promise<PaymentStateResponse> {
      const facts = await customerOrder(user, uniqueOrderId);
      const { order } = facts;
      if (order.orderStatusId !== ORDER_STATUS.AWAITING_PAYMENT) fail('ORDER_NOT_PAYABLE', 'This order is not waiting for a payment any more.', { orderstatus_id: order.orderStatusId });
      if (method === 'COD') {
        // The money may have arrived meanwhile: never cash on top of a payment.
        await askProviders(order.id);
        const moved = await moves.move('system', await factsOf(order.id), {
          to: order.slotId !== null ? ORDER_STATUS.SCHEDULED : ORDER_STATUS.PLACED,
          set: { paymentMethod: 'COD' },
          note: 'To be paid in cash',
          event: 'order.status',
          lost: (current) => fail('ORDER_NOT_PAYABLE', 'This order is not waiting for a payment any more.', { orderstatus_id: current?.orderStatusId ?? null }),
          alsoInTx: (tx, moved) => repo.failOpenAttempts(tx, moved.id, clock.now()),
        });
        await ring(moved);
        return answer(moved, (await repo.attemptsOf(db, moved.id))[0]);
      }
      const gateway = await offeredGateway(method);
      const now = clock.now();
      // Read before the transaction: nothing may read through `db` inside it (PGlite has one connection).
      const currency = await deps.settings.get('currencyCode', 'INR');
      const { attempt, fresh } = await db.transaction(async (tx) => {
        const locked = await repo.lockOrder(tx, order.id);
        if (!locked || locked.orderStatusId !== ORDER_STATUS.AWAITING_PAYMENT) fail('ORDER_NOT_PAYABLE', 'This order is not waiting for a payment any more.', { orderstatus_id: locked?.orderStatusId ?? null });
        const open = (await repo.attemptsOf(tx, order.id)).find((a) => a.status === 'PENDING' && a.gateway === method && a.isTest === gateway.test);
        if (open?.step) return { attempt: open, fresh: false };
        if (open && now.getTime() - open.createdAt.getTime() < STARTING_MS) fail('PAYMENT_STARTING', 'Your payment is being started. Please wait a moment.');
        if (open) await repo.markFailed(tx, open.id, now);
        return { attempt: await repo.insertAttempt(tx, { orderId: order.id, gateway: method, amountPaise: locked.payablePaise, currency, isTest: gateway.test, at: now }), fresh: true };
      });
      if (!fresh) return answer(order, attempt);
      const contact = await repo.customerContact(db, order.userId);
      const base = deps.publicUrl.replace(/\/+$/, '');
      const back = `${base}/running-order/${order.uniqueOrderId}?payment=${attempt.id}`;
      try {
        const started = await gateway.start({
          reference: `${order.uniqueOrderId}-${attempt.id}`.slice(-40),
          orderRef: order.uniqueOrderId,
          amountPaise: attempt.amountPaise,
          currency: attempt.currency,
          description: `Keka order ${order.uniqueOrderId} from ${facts.store.name}`,
          customer: { id: order.userId, name: contact?.name ?? '', email: contact?.email ?? null, phone: contact?.phone ?? null },
          returnUrl: back,
          cancelUrl: `${back}&cancelled=1`,
          callbackUrl: `${base}/api/payments/callback/${gateway.code.toLowerCase()}/${attempt.id}`,
          webhookUrl: `${base}/api/payments/webhook/${gateway.code.toLowerCase()}`,
        });
        await repo.started(db, attempt.id, { gatewayRef: started.gatewayRef, step: started.step, at: clock.now() });
        return answer(order, { ...attempt, gatewayRef: started.gatewayRef, step: started.step });
      } catch (error) {
        await repo.failStart(db, attempt.id, clock.now());
        deps.onError(error, `starting a ${gateway.name} payment`);
        fail('PAYMENT_PROVIDER_UNAVAILABLE', `${gateway.name} could not start the payment. Try again, or pay another way.`);
      }
    },

    /** check-payment: the providers are asked about the open attempts, and the order's state is answered. */
    async check(user: Actor, uniqueOrderId: string): Promise<PaymentStateResponse> {
      const { order } = await customerOrder(user, uniqueOrderId);
      if (order.orderStatusId === ORDER_STATUS.AWAITING_PAYMENT) await askProviders(order.id);
      return answer((await repo.orderRow(db, order.id)) ?? order, (await repo.attemptsOf(db, order.id))[0]);
    },

    /** A provider's webhook delivery: checked by its scheme, stored once, acted on once. */
    async webhook(code: string, raw: Buffer, headers: Headers): Promise<Settled | 'ignored'> {
      const gateway = await gatewayOf(code.toUpperCase());
      let event;
      try {
        event = await gateway.verifyWebhook(raw, headers, clock.now());
      } catch (error) {
        if (error instanceof WebhookRejected) fail('WEBHOOK_REJECTED', error.message);
        throw error;
      }
      const payment = event.payment;
      const attempt = payment ? await repo.findAttempt(db, gateway.code, payment.gatewayRef) : undefined;
      if (!payment || !attempt || attempt.isTest !== gateway.test) {
        // An event about nothing of ours (another integration on the account, a kind not acted on): kept once, answered 200.
        const stored = await db.transaction((tx) => repo.claimEvent(tx, { gateway: gateway.code, eventId: event.eventId, paymentId: null, outcome: 'IGNORED', at: clock.now() }));
        if (!stored) fail('EVENT_REPLAYED', 'This event was received before.');
        return 'ignored';
      }
      const settled = await settle(gateway, attempt, payment, event.eventId);
      if (settled === 'replayed') fail('EVENT_REPLAYED', 'This event was received before.');
      return settled;
    },

    /**
     * What a provider's page posted back (Razorpay, Paytm): its signature checked, the state taken from
     * the provider, settled; answers the order page to send the browser to.
     */
    async callback(code: string, paymentId: number, fields: Readonly<Record<string, string>>): Promise<string> {
      const gateway = await gatewayOf(code.toUpperCase());
      const attempt = (await repo.findAttemptById(db, paymentId)) ?? notFound('No such payment');
      if (attempt.gateway !== gateway.code || !attempt.gatewayRef) notFound('No such payment');
      const { order } = await factsOf(attempt.orderId);
      const back = `/running-order/${order.uniqueOrderId}?payment=${attempt.id}`;
      if (!gateway.verifyCallback) return back;
      try {
        const state = await gateway.verifyCallback(fields);
        if (state.gatewayRef === attempt.gatewayRef) await settle(gateway, attempt, state, null);
      } catch (error) {
        // A failed or forged callback changes nothing; the page asks the provider itself.
        if (!(error instanceof WebhookRejected) && !(error instanceof AppError)) deps.onError(error, `${gateway.name} callback`);
      }
      return back;
    },

    /**
     * In every order move's transaction: a move that gives money back on an order paid online (a
     * cancellation, an admin's refund) owes its online part (paid.ts splitRefund) on the attempt that
     * paid it; the wallet part went back in the move itself. No attempt to owe it on rolls the move back.
     */
    async followMove(tx: Tx, { before, moved }: { readonly before: OrderRow; readonly moved: OrderRow; readonly at: Date }): Promise<void> {
      const more = moved.refundedPaise - before.refundedPaise;
      if (more <= 0) return;
      const { online, gateway } = splitRefund(before, more);
      if (online <= 0 || !gateway) return;
      if (!(await repo.oweRefund(tx, moved.id, gateway, online, clock.now()))) throw new Error(`Order ${moved.uniqueOrderId} has no ${gateway} payment to give ${online} paise back through`);
    },

    /** After every order move: what a move owes back through a provider is paid now, in the background. */
    afterMove({ before, moved }: { readonly before: OrderRow; readonly moved: OrderRow }): void {
      if (moved.refundedPaise <= before.refundedPaise || !onlineGatewayOf(before)) return;
      run(`refund of order ${moved.uniqueOrderId}`, () => payOwedOf(moved.id));
    },

    /** One pass of the unpaid orders' expiry; returns how many expired (several instances: each order once). */
    expireOnce(): Promise<number> {
      const next = sweeping.then(() => expireOnce());
      sweeping = next.catch((error: unknown) => deps.onError(error, 'payment expiry'));
      return next;
    },

    start(everyMs: number): void {
      if (everyMs <= 0 || timer) return;
      timer = setInterval(() => void this.expireOnce().catch(() => undefined), everyMs);
      timer.unref();
    },

    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await Promise.all([...pending, sweeping]);
    },

    async idle(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
      await sweeping;
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
