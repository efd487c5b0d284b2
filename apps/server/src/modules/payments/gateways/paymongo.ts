/**
 * PayMongo adapter (hosted Checkout Sessions) on PayMongo's documented REST API with Node's `fetch`:
 * PayMongo publishes no Node library. A Checkout Session per attempt; the customer pays on
 * checkout.paymongo.com; the signed `checkout_session.payment.paid` event carries the payment itself.
 *
 * Amounts are integer centavos on both sides: no conversion.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  header,
  WebhookRejected,
  type PaymentGateway,
  type PaymentRequest,
  type ProviderPayment,
  type RefundRequest,
  type WebhookFacts,
  type WebhookScheme,
} from '../gateway';
import { field, isObject } from './json';

/** Where PayMongo's hosted checkout is (CSP form-action). */
export const PAYMONGO_BROWSER_HOSTS: readonly string[] = ['checkout.paymongo.com'];

export interface PayMongoConfig {
  /** sk_live_… or sk_test_…: the HTTP basic user, with an empty password. */
  readonly secretKey: string;
  /** The webhook resource's secret_key (whsk_…). */
  readonly webhookSecret: string;
}

/**
 * How far `t` in Paymongo-Signature may be from `now`, either way. PayMongo sends the timestamp so that
 * replays can be refused but names no window; 300 s is Stripe's. A delivery refused as stale is
 * answered 400; the attempt's state is still caught up by `fetch` when the customer comes back.
 */
export const PAYMONGO_TOLERANCE_SECONDS = 300;

const DEFAULT_API_BASE = 'https://api.paymongo.com';
const PAYMENT_METHODS = ['card', 'gcash', 'paymaya', 'grab_pay'] as const;
const TIMEOUT_MS = 10_000;

// ---------------------------------------------------------------------------------------------------
// Reading PayMongo's JSON:API-style answers ({ data: { id, type, attributes } })


function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function centavos(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
}

/** The paid payment of a checkout session, else its first (PayMongo lists the session's payments). */
function paymentOf(session: unknown, paidOnly: boolean): unknown {
  const payments = field(field(session, 'attributes'), 'payments');
  if (!Array.isArray(payments)) return undefined;
  const paid: unknown = payments.find((payment) => field(field(payment, 'attributes'), 'status') === 'paid');
  return paid ?? (paidOnly ? undefined : (payments[0] as unknown));
}

/** What the session's line items add up to, and their currency. */
function lineTotal(session: unknown): { amount: number; currency: string } | null {
  const items = field(field(session, 'attributes'), 'line_items');
  if (!Array.isArray(items) || items.length === 0) return null;
  let amount = 0;
  let currency: string | null = null;
  for (const item of items) {
    const each = centavos(field(item, 'amount'));
    const quantity = centavos(field(item, 'quantity'));
    currency ??= text(field(item, 'currency'));
    if (each === null || quantity === null) return null;
    amount += each * quantity;
  }
  return currency === null || !Number.isSafeInteger(amount) ? null : { amount, currency };
}

/** The port's payment for a checkout session; null when the session does not say enough. */
function sessionPayment(session: unknown, status: ProviderPayment['status'], payment: unknown): ProviderPayment | null {
  const gatewayRef = text(field(session, 'id'));
  if (gatewayRef === null) return null;
  const paymentAttributes = field(payment, 'attributes');
  const paymentAmount = centavos(field(paymentAttributes, 'amount'));
  const paymentCurrency = text(field(paymentAttributes, 'currency'));
  const total = lineTotal(session);
  const amountPaise = paymentAmount ?? total?.amount ?? null;
  const currency = paymentCurrency ?? total?.currency ?? null;
  if (amountPaise === null || currency === null) return null;
  return { gatewayRef, status, amountPaise, currency, providerPaymentId: text(field(payment, 'id')) };
}

// ---------------------------------------------------------------------------------------------------
// Webhooks

function hmacHex(secret: string, t: string, raw: Buffer): string {
  return createHmac('sha256', secret).update(`${t}.`).update(raw).digest('hex');
}

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** `t=…,te=…,li=…`, each part once; an empty `te` or `li` is how PayMongo sends the other mode's. */
function signatureParts(value: string): { t: string; te: string; li: string } | null {
  const parts = new Map<string, string>();
  for (const part of value.split(',')) {
    const at = part.indexOf('=');
    if (at < 0) return null;
    const key = part.slice(0, at).trim();
    if (parts.has(key)) return null;
    parts.set(key, part.slice(at + 1).trim());
  }
  const t = parts.get('t');
  const te = parts.get('te');
  const li = parts.get('li');
  if (t === undefined || !/^\d+$/.test(t) || te === undefined || li === undefined) return null;
  return { t, te, li };
}

export const payMongoWebhook: WebhookScheme = {
  verify(raw, headers, secret, now): WebhookFacts {
    if (secret === '') throw new WebhookRejected('PayMongo: no webhook secret is configured');
    const signature = header(headers, 'paymongo-signature');
    if (signature === null) throw new WebhookRejected('PayMongo: no Paymongo-Signature header');
    const parts = signatureParts(signature);
    if (parts === null) throw new WebhookRejected('PayMongo: a malformed Paymongo-Signature header');
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new WebhookRejected('PayMongo: the body is not JSON');
    }
    const event = field(body, 'data');
    const attributes = field(event, 'attributes');
    // Compared with `li` for a live event, `te` for a test one: the mode is the body's, which the
    // signature covers, and each webhook (live or test) has its own secret.
    const expected = field(attributes, 'livemode') === true ? parts.li : parts.te;
    if (expected === '' || !sameHex(hmacHex(secret, parts.t, raw), expected.toLowerCase())) {
      throw new WebhookRejected('PayMongo: the signature does not match');
    }
    if (Math.abs(now.getTime() - Number(parts.t) * 1000) > PAYMONGO_TOLERANCE_SECONDS * 1000) {
      throw new WebhookRejected('PayMongo: the signature timestamp is outside the tolerance');
    }
    const eventId = text(field(event, 'id'));
    const type = text(field(attributes, 'type'));
    if (eventId === null || type === null || field(event, 'type') !== 'event') throw new WebhookRejected('PayMongo: the body is not an event');

    // payment.failed names a payment (pay_…), not the session, and the customer may still pay the
    // session with another card or wallet: it ends nothing, so it is recorded and not acted on.
    if (type !== 'checkout_session.payment.paid') return { eventId, payment: null };
    const session = field(attributes, 'data');
    const payment = sessionPayment(session, 'PAID', paymentOf(session, false));
    if (payment === null) throw new WebhookRejected('PayMongo: a paid event without its checkout session');
    return { eventId, payment };
  },

  sign(secret, { eventId, payment }, now) {
    const t = Math.floor(now.getTime() / 1000);
    const paid = payment.status === 'PAID';
    if (paid && payment.providerPaymentId === null) throw new Error('PayMongo: a paid event names its payment (providerPaymentId)');
    const paymentResource = {
      id: payment.providerPaymentId ?? `pay_${randomBytes(12).toString('hex')}`,
      type: 'payment',
      attributes: {
        amount: payment.amountPaise,
        currency: payment.currency,
        livemode: false,
        status: paid ? 'paid' : 'failed',
        source: { id: `src_${randomBytes(12).toString('hex')}`, type: 'gcash' },
        created_at: t,
        updated_at: t,
        ...(paid ? { paid_at: t } : {}),
      },
    };
    const data = paid
      ? {
          id: payment.gatewayRef,
          type: 'checkout_session',
          attributes: {
            billing: null,
            checkout_url: `https://checkout.paymongo.com/${payment.gatewayRef}`,
            line_items: [{ amount: payment.amountPaise, currency: payment.currency, name: 'Order', quantity: 1 }],
            livemode: false,
            payment_method_types: PAYMENT_METHODS,
            payment_method_used: 'gcash',
            payments: [paymentResource],
            status: 'active',
            created_at: t,
            updated_at: t,
            paid_at: t,
          },
        }
      : paymentResource;
    const body = JSON.stringify({
      data: {
        id: eventId,
        type: 'event',
        attributes: {
          type: paid ? 'checkout_session.payment.paid' : 'payment.failed',
          livemode: false,
          data,
          previous_data: {},
          created_at: t,
          updated_at: t,
        },
      },
    });
    const te = hmacHex(secret, String(t), Buffer.from(body, 'utf8'));
    return { body, headers: { 'content-type': 'application/json', 'paymongo-signature': `t=${t},te=${te},li=` } };
  },
};

// ---------------------------------------------------------------------------------------------------
// The gateway

/** An answer's JSON; null for an empty or non-JSON body (a proxy's HTML error page). */
function jsonOrNull(body: string): unknown {
  try {
    return body === '' ? null : (JSON.parse(body) as unknown);
  } catch {
    return null;
  }
}

function redact(message: string, secrets: readonly string[]): string {
  return secrets.reduce((t, secret) => (secret === '' ? t : t.split(secret).join('[redacted]')), message);
}

/** PayMongo's `{ errors: [{ code, detail }] }`, as one line. */
function errorsOf(answer: unknown): string {
  const errors = field(answer, 'errors');
  if (!Array.isArray(errors)) return '';
  return errors
    .map((error) => [text(field(error, 'code')), text(field(error, 'detail'))].filter((s) => s !== null).join(': '))
    .filter((s) => s !== '')
    .join('; ');
}

export function createPayMongoGateway(config: PayMongoConfig, options: { readonly apiBase?: string } = {}): PaymentGateway {
  if (config.secretKey === '' || config.webhookSecret === '') throw new Error('PayMongo needs a secret key and a webhook secret');
  const base = (options.apiBase ?? DEFAULT_API_BASE).replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${config.secretKey}:`).toString('base64')}`;
  const secrets = [config.secretKey, config.webhookSecret, authorization];

  /** One call to PayMongo: its `data` on 2xx; otherwise an Error with the status and PayMongo's words. */
  async function call(what: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const fail = (why: string) => new Error(redact(`PayMongo: ${what} failed: ${why}`, secrets));
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: { authorization, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      const cause = field(error, 'cause');
      const reason = error instanceof Error ? error.message : String(error);
      throw fail(`no answer: ${reason}${cause instanceof Error ? ` (${cause.message})` : ''}`);
    }
    const answer = jsonOrNull(await response.text());
    if (!response.ok) throw fail(`HTTP ${response.status}: ${errorsOf(answer) || response.statusText || 'no message'}`);
    const data = field(answer, 'data');
    if (!isObject(data)) throw fail(`HTTP ${response.status} without data`);
    return data;
  }

  async function fetchSession(gatewayRef: string): Promise<ProviderPayment> {
    const session = await call(`reading checkout session ${gatewayRef}`, 'GET', `/v1/checkout_sessions/${encodeURIComponent(gatewayRef)}`);
    const paid = paymentOf(session, true);
    // An expired session can no longer be paid; an active one can, whatever payments failed on it.
    const status = paid !== undefined ? 'PAID' : field(field(session, 'attributes'), 'status') === 'expired' ? 'FAILED' : 'PENDING';
    const payment = sessionPayment(session, status, paid);
    if (payment === null || payment.gatewayRef !== gatewayRef) throw new Error('PayMongo answered the checkout session in an unexpected shape');
    return payment;
  }

  return {
    code: 'PAYMONGO',
    name: 'PayMongo',
    test: false,
    browserHosts: PAYMONGO_BROWSER_HOSTS,

    async start(request: PaymentRequest) {
      if (!Number.isSafeInteger(request.amountPaise) || request.amountPaise <= 0) throw new Error(`PayMongo: amount ${request.amountPaise} is not a whole number of centavos`);
      const { customer } = request;
      const attributes = {
        line_items: [{ name: request.description, quantity: 1, amount: request.amountPaise, currency: request.currency }],
        payment_method_types: PAYMENT_METHODS,
        success_url: request.returnUrl,
        cancel_url: request.cancelUrl,
        reference_number: request.reference,
        description: request.description,
        metadata: { reference: request.reference, order: request.orderRef },
        send_email_receipt: false,
        ...(customer.email === null
          ? {}
          : { billing: { name: customer.name, email: customer.email, ...(customer.phone === null ? {} : { phone: customer.phone }) } }),
      };
      const session = await call('creating the checkout session', 'POST', '/v1/checkout_sessions', { data: { attributes } });
      const id = text(field(session, 'id'));
      const url = text(field(field(session, 'attributes'), 'checkout_url'));
      if (id === null || url === null || !URL.canParse(url) || new URL(url).protocol !== 'https:') {
        throw new Error('PayMongo answered the checkout session in an unexpected shape');
      }
      return { gatewayRef: id, step: { kind: 'redirect', url } };
    },

    async verifyWebhook(raw, headers, now) {
      const facts = payMongoWebhook.verify(raw, headers, config.webhookSecret, now);
      // PayMongo's events carry the payment (the scheme never asks for a lookup).
      return 'lookup' in facts ? { eventId: facts.eventId, payment: await fetchSession(facts.lookup) } : facts;
    },

    fetch: fetchSession,

    /**
     * PayMongo takes no idempotency key for refunds: a retry after a lost answer can refund twice.
     * The caller stores the refund (refundKey) before calling and never calls again for a refund
     * whose outcome is unknown without first listing the payment's refunds (notes = refundKey).
     */
    async refund(request: RefundRequest) {
      const paymentId = request.providerPaymentId;
      if (paymentId === null) throw new Error(`PayMongo: refunding ${request.gatewayRef} needs its payment id`);
      const refund = await call(`refunding payment ${paymentId}`, 'POST', '/v1/refunds', {
        data: { attributes: { amount: request.amountPaise, payment_id: paymentId, reason: 'requested_by_customer', notes: request.refundKey } },
      });
      const refundRef = text(field(refund, 'id'));
      if (refundRef === null) throw new Error('PayMongo answered the refund in an unexpected shape');
      return { refundRef };
    },
  };
}
