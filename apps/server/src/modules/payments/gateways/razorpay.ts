import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import Razorpay from 'razorpay';
import {
  header,
  WebhookRejected,
  type Headers,
  type PaymentGateway,
  type ProviderPayment,
  type SignedDelivery,
  type VerifiedEvent,
  type WebhookFacts,
  type WebhookScheme,
} from '../gateway';

/**
 * Razorpay (issue 33): an Orders API order per attempt through the official `razorpay` library, the
 * customer pays on Razorpay's Hosted Checkout (a form post), the page posts back a payment signature,
 * and webhooks are signed with the webhook secret. Amounts are paise on both sides.
 */
export interface RazorpayConfig {
  readonly keyId: string;
  readonly keySecret: string;
  readonly webhookSecret: string;
}

/** Where Razorpay's hosted checkout takes its form post (CSP form-action). */
export const RAZORPAY_BROWSER_HOSTS: readonly string[] = ['api.razorpay.com'];

/** Razorpay's Hosted Checkout: the browser posts the order's fields here. */
const HOSTED_CHECKOUT_URL = 'https://api.razorpay.com/v1/checkout/embedded';

/** Razorpay ids go into the library's URL paths unescaped: only their documented shape is let through. */
const ORDER_ID = /^order_[A-Za-z0-9]{1,40}$/;
const PAYMENT_ID = /^pay_[A-Za-z0-9]{1,40}$/;

/** The library sets no timeout of its own; a hung call must not hold a request forever. */
const TIMEOUT_MS = 20_000;

/** Razorpay's refund `receipt` takes at most 40 characters; longer keys go in the notes only. */
const RECEIPT_MAX = 40;

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hmacHex(secret: string, message: string | Buffer): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/**
 * The check `Razorpay.validateWebhookSignature` and `validatePaymentVerification` make (hex
 * HMAC-SHA256), but compared in constant time: the library compares the strings with `===`.
 */
function hmacMatches(secret: string, message: string | Buffer, signature: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(signature)) return false;
  return timingSafeEqual(Buffer.from(hmacHex(secret, message), 'hex'), Buffer.from(signature, 'hex'));
}

/** The fields of a Razorpay payment entity the adapter reads (webhook payload or API). */
interface PaymentEntity {
  readonly id: string;
  readonly amount: number;
  readonly currency: string;
  readonly status: string;
  readonly orderId: string | null;
  readonly captured: boolean;
}

function readPaymentEntity(value: unknown): PaymentEntity | null {
  if (!isRecord(value)) return null;
  const { id, amount, currency, status, order_id: orderId, captured } = value;
  if (typeof id !== 'string' || typeof currency !== 'string' || typeof status !== 'string') return null;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 0) return null;
  if (orderId !== null && orderId !== undefined && typeof orderId !== 'string') return null;
  return { id, amount, currency: currency.toUpperCase(), status, orderId: orderId ?? null, captured: captured === true };
}

/** Captured money stays captured after a refund (status 'refunded', captured true): the attempt was paid. */
function isCaptured(payment: PaymentEntity): boolean {
  return payment.status === 'captured' || payment.captured;
}

/** A synthetic but well-formed payment id for a signed delivery about a payment that has none yet. */
function paymentIdFor(seed: string): string {
  return `pay_${createHash('sha256').update(seed).digest('base64url').replace(/[-_]/g, '').slice(0, 14)}`;
}

/**
 * Razorpay's webhook scheme: `X-Razorpay-Signature` is the hex HMAC-SHA256 of the raw body with the
 * webhook secret, `x-razorpay-event-id` names the event (Razorpay sends the same id on every retry).
 *
 * No age check: Razorpay signs no delivery timestamp and retries a delivery for up to a day, and an
 * old replay can do no harm here — its event id is already stored, a stale `payment.captured` only
 * states money that really was captured, and `payment.failed` never ends an attempt (see below).
 */
export const razorpayWebhook: WebhookScheme = {
  verify(raw: Buffer, headers: Headers, secret: string): WebhookFacts {
    const signature = header(headers, 'x-razorpay-signature');
    if (!signature) throw new WebhookRejected('Razorpay webhook without an X-Razorpay-Signature header');
    if (!hmacMatches(secret, raw, signature)) throw new WebhookRejected('Razorpay webhook signature does not match');
    const eventId = header(headers, 'x-razorpay-event-id');
    if (!eventId || eventId.length > 200) throw new WebhookRejected('Razorpay webhook without an x-razorpay-event-id header');
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new WebhookRejected('Razorpay webhook body is not JSON');
    }
    if (!isRecord(body) || body.entity !== 'event' || typeof body.event !== 'string') throw new WebhookRejected('Razorpay webhook body is not a Razorpay event');
    const status = body.event === 'payment.captured' || body.event === 'order.paid' ? 'PAID' : body.event === 'payment.failed' ? 'PENDING' : null;
    // Events the app does not act on (refunds, disputes, payment.authorized, …) are still recorded.
    if (status === null) return { eventId, payment: null };
    const payload = isRecord(body.payload) ? body.payload : null;
    const entity = readPaymentEntity(payload && isRecord(payload.payment) ? payload.payment.entity : undefined);
    if (!entity) throw new WebhookRejected(`Razorpay ${body.event} event without a payment entity`);
    // A payment made outside an order (a payment link, a QR code) is no attempt of ours.
    if (!entity.orderId) return { eventId, payment: null };
    return {
      eventId,
      payment: {
        gatewayRef: entity.orderId,
        // payment.failed says one attempt on the order failed; the order itself stays payable (the
        // customer can retry on the same checkout), so the attempt is still PENDING, never FAILED.
        status,
        amountPaise: entity.amount,
        currency: entity.currency,
        providerPaymentId: entity.id,
      },
    };
  },

  sign(secret, { eventId, payment }, now): SignedDelivery {
    const createdAt = Math.floor(now.getTime() / 1000);
    const paid = payment.status === 'PAID';
    const failed = payment.status === 'FAILED';
    // A PENDING payment is sent as an authorization: an event the app records but does not act on.
    const event = paid ? 'payment.captured' : failed ? 'payment.failed' : 'payment.authorized';
    const entity = {
      id: payment.providerPaymentId ?? paymentIdFor(eventId),
      entity: 'payment',
      amount: payment.amountPaise,
      currency: payment.currency,
      status: paid ? 'captured' : failed ? 'failed' : 'authorized',
      order_id: payment.gatewayRef,
      invoice_id: null,
      international: false,
      method: 'upi',
      amount_refunded: 0,
      refund_status: null,
      captured: paid,
      description: null,
      vpa: paid ? 'success@razorpay' : 'failure@razorpay',
      notes: [],
      error_code: failed ? 'BAD_REQUEST_ERROR' : null,
      error_description: failed ? 'Payment failed' : null,
      error_reason: failed ? 'payment_failed' : null,
      created_at: createdAt,
    };
    const body = JSON.stringify({ entity: 'event', account_id: 'acc_KekaDev0000001', event, contains: ['payment'], payload: { payment: { entity } }, created_at: createdAt });
    return { body, headers: { 'x-razorpay-signature': hmacHex(secret, body), 'x-razorpay-event-id': eventId, 'content-type': 'application/json' } };
  },
};

/**
 * The library builds its axios client on https://api.razorpay.com and has no option for another
 * host; the client is reachable as `instance.api.rq` (not in its types), whose `baseURL` points it
 * at a stand-in (tests' fake) and whose `timeout` bounds each call.
 */
function configureClient(client: Razorpay, apiBase: string | undefined): void {
  const api: unknown = client.api;
  const rq: unknown = isRecord(api) ? api.rq : undefined;
  // An axios instance is a function with properties.
  const defaults: unknown = typeof rq === 'function' || isRecord(rq) ? (rq as { readonly defaults?: unknown }).defaults : undefined;
  if (!isRecord(defaults)) {
    if (apiBase) throw new Error('The razorpay library has no axios client at api.rq: cannot point it at apiBase');
    return;
  }
  defaults.timeout = TIMEOUT_MS;
  if (apiBase) defaults.baseURL = apiBase.replace(/\/+$/, '');
}

/**
 * The library rejects with `{ statusCode, error: { code, description } }` for an API error, or a
 * TypeError when no response came; either way the message names the call and Razorpay's words only.
 */
function describeFailure(what: string, failure: unknown): string {
  if (isRecord(failure) && (typeof failure.statusCode === 'number' || typeof failure.statusCode === 'string')) {
    const error = isRecord(failure.error) ? failure.error : {};
    const code = typeof error.code === 'string' ? error.code : 'ERROR';
    const description = typeof error.description === 'string' ? error.description : 'no description';
    return `Razorpay ${what} failed: HTTP ${failure.statusCode} ${code}: ${description}`;
  }
  if (failure instanceof Error && /^`\w+` is mandatory$/.test(failure.message)) return `Razorpay ${what} failed: ${failure.message}`;
  return `Razorpay ${what} failed: no answer from Razorpay`;
}

/** Errors may be logged and shown to admins: no key or secret ever appears in a message. */
function redact(message: string, secrets: readonly string[]): string {
  return secrets.reduce((text, secret) => (secret.length >= 4 ? text.split(secret).join('[redacted]') : text), message);
}

/** Text a browser posted, made safe for an error message. */
function posted(value: string | undefined, fallback: string): string {
  const text = (value ?? '').replace(/[\p{Cc}]/gu, ' ').trim().slice(0, 200);
  return text || fallback;
}

export function createRazorpayGateway(config: RazorpayConfig, options: { readonly apiBase?: string } = {}): PaymentGateway {
  const client = new Razorpay({ key_id: config.keyId, key_secret: config.keySecret });
  configureClient(client, options.apiBase);
  const secrets = [config.keySecret, config.webhookSecret, config.keyId];

  async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (failure) {
      // No `cause`: what the library rejects with may one day be axios's error, whose config holds the key secret.
      // eslint-disable-next-line preserve-caught-error
      throw new Error(redact(describeFailure(what, failure), secrets));
    }
  }

  function paymentFromApi(value: unknown, what: string): PaymentEntity {
    const payment = readPaymentEntity(value);
    if (!payment) throw new Error(`Razorpay ${what}: the answer is not a payment`);
    return payment;
  }

  /** PAID once any payment on the order is captured; otherwise PENDING (the app decides expiry, not Razorpay). */
  async function fetchOrder(gatewayRef: string): Promise<ProviderPayment> {
    if (!ORDER_ID.test(gatewayRef)) throw new Error('Razorpay fetch: not a Razorpay order id');
    const [order, list] = await Promise.all([call('order fetch', () => client.orders.fetch(gatewayRef)), call('order payments fetch', () => client.orders.fetchPayments(gatewayRef))]);
    const orderJson: unknown = order;
    const listJson: unknown = list;
    if (!isRecord(orderJson) || orderJson.id !== gatewayRef) throw new Error('Razorpay order fetch: the answer is not this order');
    const items = isRecord(listJson) && Array.isArray(listJson.items) ? listJson.items : null;
    if (!items) throw new Error('Razorpay order payments fetch: the answer is not a list');
    const payments = items.map((item) => paymentFromApi(item, 'order payments fetch'));
    const captured = payments.find(isCaptured);
    if (captured) return { gatewayRef, status: 'PAID', amountPaise: captured.amount, currency: captured.currency, providerPaymentId: captured.id };
    const amount = orderJson.status === 'paid' ? orderJson.amount_paid : orderJson.amount;
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || typeof orderJson.currency !== 'string') throw new Error('Razorpay order fetch: the order has no amount');
    return { gatewayRef, status: orderJson.status === 'paid' ? 'PAID' : 'PENDING', amountPaise: amount, currency: orderJson.currency.toUpperCase(), providerPaymentId: null };
  }

  return {
    code: 'RAZORPAY',
    name: 'Razorpay',
    test: false,
    browserHosts: RAZORPAY_BROWSER_HOSTS,

    async start(request) {
      const order: unknown = await call('order create', () =>
        client.orders.create({
          amount: request.amountPaise,
          currency: request.currency,
          receipt: request.reference,
          notes: { reference: request.reference, order: request.orderRef },
        }),
      );
      const id = isRecord(order) ? order.id : undefined;
      if (typeof id !== 'string' || !ORDER_ID.test(id)) throw new Error('Razorpay order create: the answer has no order id');
      const fields: Record<string, string> = {
        key_id: config.keyId,
        order_id: id,
        amount: String(request.amountPaise),
        currency: request.currency,
        name: 'Keka',
        description: request.description,
      };
      if (request.customer.name) fields['prefill[name]'] = request.customer.name;
      if (request.customer.email) fields['prefill[email]'] = request.customer.email;
      if (request.customer.phone) fields['prefill[contact]'] = request.customer.phone;
      fields.callback_url = request.callbackUrl;
      fields.cancel_url = request.cancelUrl;
      return { gatewayRef: id, step: { kind: 'form', url: HOSTED_CHECKOUT_URL, fields } };
    },

    async verifyWebhook(raw, headers, now): Promise<VerifiedEvent> {
      const facts = razorpayWebhook.verify(raw, headers, config.webhookSecret, now);
      // Razorpay's deliveries carry the payment itself; the scheme never answers with a lookup.
      return 'lookup' in facts ? { eventId: facts.eventId, payment: await fetchOrder(facts.lookup) } : facts;
    },

    /**
     * Hosted Checkout posts `razorpay_payment_id`, `razorpay_order_id` and `razorpay_signature`
     * (HMAC-SHA256 of `order_id|payment_id` with the key secret) on success, `error[…]` fields on
     * failure. The signature only proves which payment it was: its state and amount come from the API.
     */
    async verifyCallback(fields): Promise<ProviderPayment> {
      if (fields['error[code]'] !== undefined || fields['error[description]'] !== undefined) {
        throw new WebhookRejected(`Razorpay payment failed: ${posted(fields['error[description]'], 'no description')} (${posted(fields['error[code]'], 'no code')})`);
      }
      const paymentId = fields.razorpay_payment_id;
      const orderId = fields.razorpay_order_id;
      const signature = fields.razorpay_signature;
      if (!paymentId || !orderId || !signature) throw new WebhookRejected('Razorpay callback without razorpay_payment_id, razorpay_order_id and razorpay_signature');
      if (!hmacMatches(config.keySecret, `${orderId}|${paymentId}`, signature)) throw new WebhookRejected('Razorpay payment signature does not match');
      if (!PAYMENT_ID.test(paymentId) || !ORDER_ID.test(orderId)) throw new WebhookRejected('Razorpay callback ids are not Razorpay ids');
      const payment = paymentFromApi(await call('payment fetch', () => client.payments.fetch(paymentId)), 'payment fetch');
      if (payment.id !== paymentId || payment.orderId !== orderId) throw new Error('Razorpay payment fetch: the payment belongs to another order');
      return {
        gatewayRef: orderId,
        // authorized: not yet captured; failed: this try failed but the order can still be paid.
        status: isCaptured(payment) ? 'PAID' : 'PENDING',
        amountPaise: payment.amount,
        currency: payment.currency,
        providerPaymentId: payment.id,
      };
    },

    fetch: fetchOrder,

    async refund({ providerPaymentId, amountPaise, refundKey }) {
      if (!providerPaymentId || !PAYMENT_ID.test(providerPaymentId)) throw new Error('Razorpay refund: the attempt has no Razorpay payment id');
      const refund: unknown = await call('refund', () =>
        client.payments.refund(providerPaymentId, {
          amount: amountPaise,
          ...(refundKey.length <= RECEIPT_MAX ? { receipt: refundKey } : {}),
          notes: { key: refundKey },
        }),
      );
      const id = isRecord(refund) ? refund.id : undefined;
      if (typeof id !== 'string' || !id) throw new Error('Razorpay refund: the answer has no refund id');
      return { refundRef: id };
    },
  };
}
