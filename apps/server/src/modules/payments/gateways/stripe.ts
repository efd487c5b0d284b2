import Stripe from 'stripe';
import { z } from 'zod';
import {
  header,
  WebhookRejected,
  type Headers,
  type PaymentGateway,
  type PaymentRequest,
  type ProviderPayment,
  type RefundRequest,
  type SignedDelivery,
  type StartedPayment,
  type VerifiedEvent,
  type WebhookFacts,
  type WebhookScheme,
} from '../gateway';

/**
 * The Stripe adapter (issue 33) on the official `stripe` library: one Checkout Session per attempt (the
 * customer pays on checkout.stripe.com and comes back by GET), its state from signed webhooks or from
 * the API, refunds against the session's PaymentIntent. Stripe's amounts are already integer minor
 * units, so paise pass through unchanged.
 */

export interface StripeConfig {
  /** sk_live_… / sk_test_…: server side only, never logged or put in an error message. */
  readonly secretKey: string;
  /** whsec_…: the webhook endpoint's signing secret. */
  readonly webhookSecret: string;
  /** pk_…: not used by the server (Checkout is a redirect); kept so the config names all of Stripe's keys. */
  readonly publishableKey?: string | null;
}

/** Where Stripe's hosted Checkout page is (CSP form-action). */
export const STRIPE_BROWSER_HOSTS: readonly string[] = ['checkout.stripe.com'];

/** Stripe's documented tolerance for a webhook's signed timestamp. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The facts of a Checkout Session the port needs, whether from the API's types or a parsed webhook. */
interface SessionFacts {
  readonly id: string;
  readonly amount_total: number | null;
  readonly currency: string | null;
  readonly status: string | null;
  readonly payment_status: string;
  readonly payment_intent: string | { readonly id: string; readonly status?: string } | null;
}

function paymentIntentId(session: SessionFacts): string | null {
  const intent = session.payment_intent;
  return typeof intent === 'string' ? intent : (intent?.id ?? null);
}

/** Throws a plain Error (the caller turns it into WebhookRejected where it came from a delivery). */
function toProviderPayment(session: SessionFacts, status: ProviderPayment['status']): ProviderPayment {
  if (session.amount_total === null || !Number.isSafeInteger(session.amount_total) || !session.currency) {
    throw new Error(`Stripe session ${session.id} has no amount_total or currency`);
  }
  return {
    gatewayRef: session.id,
    status,
    amountPaise: session.amount_total,
    currency: session.currency.toUpperCase(),
    providerPaymentId: paymentIntentId(session),
  };
}

// ---------------------------------------------------------------------------------------------------
// Webhooks

/** What a checkout.session.* event must carry for us to act on it; anything else is not Stripe's. */
const checkoutSessionSchema = z.object({
  object: z.literal('checkout.session'),
  id: z.string().min(1),
  amount_total: z.number().int().nonnegative().nullable(),
  currency: z.string().min(1).nullable(),
  status: z.string().nullable(),
  payment_status: z.string(),
  payment_intent: z.union([z.string(), z.object({ id: z.string() }), z.null()]),
});

const eventSchema = z.object({
  object: z.literal('event'),
  id: z.string().min(1),
  type: z.string().min(1),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

/**
 * The state a checkout.session.* event states. `completed` with payment_status 'unpaid' is an async
 * method (bank debit) still on its way: PENDING until async_payment_succeeded / _failed.
 */
function statusOfEvent(type: string, session: z.infer<typeof checkoutSessionSchema>): ProviderPayment['status'] | null {
  switch (type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return session.payment_status === 'paid' ? 'PAID' : 'PENDING';
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return 'FAILED';
    default:
      return null;
  }
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message.split('\n')[0] || error.name : 'unreadable';
}

export const stripeWebhook: WebhookScheme = {
  verify(raw: Buffer, headers: Headers, secret: string, now: Date): WebhookFacts {
    const signature = header(headers, 'stripe-signature');
    if (!signature) throw new WebhookRejected('Stripe webhook without a Stripe-Signature header');
    let parsed: unknown;
    try {
      // receivedAt (ms) makes the 300 s check run against our clock, not the library's Date.now().
      parsed = Stripe.webhooks.constructEvent(raw, signature, secret, WEBHOOK_TOLERANCE_SECONDS, undefined, now.getTime());
    } catch (error) {
      // A bad signature, a stale timestamp, or a signed body that is not JSON.
      throw new WebhookRejected(`Stripe webhook rejected: ${reasonOf(error)}`);
    }
    const event = eventSchema.safeParse(parsed);
    if (!event.success) throw new WebhookRejected('Stripe webhook body is not a Stripe event');
    const { id: eventId, type, data } = event.data;
    if (!type.startsWith('checkout.session.')) return { eventId, payment: null };
    const session = checkoutSessionSchema.safeParse(data.object);
    if (!session.success) throw new WebhookRejected(`Stripe ${type} event ${eventId} does not carry a checkout session`);
    const status = statusOfEvent(type, session.data);
    if (status === null) return { eventId, payment: null };
    try {
      return { eventId, payment: toProviderPayment(session.data, status) };
    } catch (error) {
      throw new WebhookRejected(reasonOf(error));
    }
  },

  /** The event Stripe sends about `payment` (completed/paid, completed/unpaid, or expired), signed as Stripe signs. */
  sign(secret: string, { eventId, payment }: { readonly eventId: string; readonly payment: ProviderPayment }, now: Date): SignedDelivery {
    const created = Math.floor(now.getTime() / 1000);
    const paid = payment.status === 'PAID';
    const expired = payment.status === 'FAILED';
    const session = {
      id: payment.gatewayRef,
      object: 'checkout.session',
      mode: 'payment',
      livemode: false,
      amount_subtotal: payment.amountPaise,
      amount_total: payment.amountPaise,
      currency: payment.currency.toLowerCase(),
      status: expired ? 'expired' : 'complete',
      payment_status: paid ? 'paid' : 'unpaid',
      payment_intent: payment.providerPaymentId,
      url: null,
    };
    const event = {
      id: eventId,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created,
      data: { object: session },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: expired ? 'checkout.session.expired' : 'checkout.session.completed',
    };
    const body = JSON.stringify(event, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp: created });
    return { body, headers: { 'stripe-signature': signature, 'content-type': 'application/json' } };
  },
};

// ---------------------------------------------------------------------------------------------------
// The gateway

/**
 * Rethrows a library error as a plain Error naming the call, Stripe's status, code and request id. The
 * original is not kept as `cause`: its message and raw body come from the network, and the secret key
 * must not reach a log through them.
 */
function describeFailure(operation: string, error: unknown, secretKey: string): Error {
  const redact = (text: string) => (secretKey ? text.split(secretKey).join('[redacted]') : text);
  if (error instanceof Stripe.errors.StripeError) {
    const facts = [error.statusCode, error.code, error.requestId].filter((fact) => fact !== undefined && fact !== null).join(' ');
    return new Error(redact(`Stripe ${operation} failed${facts ? ` (${facts})` : ''}: ${error.message}`));
  }
  return new Error(redact(`Stripe ${operation} failed: ${reasonOf(error)}`));
}

function requireMinorUnits(amountPaise: number, what: string): void {
  if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0) {
    throw new Error(`Stripe ${what} needs a positive integer amount in minor units, got ${amountPaise}`);
  }
}

/** A session whose (async) payment failed is complete and unpaid for good: its PaymentIntent says so. */
const FAILED_INTENT_STATUSES: readonly string[] = ['requires_payment_method', 'canceled'];

function statusOfSession(session: Stripe.Checkout.Session): ProviderPayment['status'] {
  if (session.payment_status === 'paid') return 'PAID';
  if (session.status === 'expired') return 'FAILED';
  const intent = session.payment_intent;
  if (session.status === 'complete' && typeof intent === 'object' && intent !== null && FAILED_INTENT_STATUSES.includes(intent.status)) return 'FAILED';
  return 'PENDING';
}

/**
 * `options` points the library elsewhere than api.stripe.com (tests' loopback fake); production passes
 * none.
 */
export function createStripeGateway(config: StripeConfig, options: { host?: string; port?: number; protocol?: 'http' | 'https' } = {}): PaymentGateway {
  const stripe = new Stripe(config.secretKey, {
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
    // One retry for a dropped connection or a 5xx, under the same idempotency key.
    maxNetworkRetries: 1,
    timeout: 10_000,
  });

  async function call<T>(operation: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw describeFailure(operation, error, config.secretKey);
    }
  }

  return {
    code: 'STRIPE',
    name: 'Stripe',
    test: false,
    browserHosts: STRIPE_BROWSER_HOSTS,

    async start(request: PaymentRequest): Promise<StartedPayment> {
      requireMinorUnits(request.amountPaise, 'payment');
      const metadata = { reference: request.reference, order: request.orderRef };
      const session = await call('checkout.sessions.create', () =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: { currency: request.currency.toLowerCase(), unit_amount: request.amountPaise, product_data: { name: request.description } },
              },
            ],
            client_reference_id: request.reference,
            metadata,
            payment_intent_data: { metadata },
            success_url: request.returnUrl,
            cancel_url: request.cancelUrl,
            ...(request.customer.email ? { customer_email: request.customer.email } : {}),
          },
          // A retried start (ours or the library's) gets the same session back instead of a second one.
          { idempotencyKey: `start-${request.reference}` },
        ),
      );
      if (!session.url) throw new Error(`Stripe session ${session.id} came back without a url`);
      return { gatewayRef: session.id, step: { kind: 'redirect', url: session.url } };
    },

    async verifyWebhook(raw: Buffer, headers: Headers, now: Date): Promise<VerifiedEvent> {
      const facts = stripeWebhook.verify(raw, headers, config.webhookSecret, now);
      // Stripe's deliveries carry the session itself; `lookup` is Mercado Pago's style only.
      if ('lookup' in facts) throw new WebhookRejected('Stripe webhook without a payment');
      return facts;
    },

    async fetch(gatewayRef: string): Promise<ProviderPayment> {
      // The PaymentIntent is expanded to tell a failed async payment from one still on its way.
      const session = await call('checkout.sessions.retrieve', () => stripe.checkout.sessions.retrieve(gatewayRef, { expand: ['payment_intent'] }));
      return toProviderPayment(session, statusOfSession(session));
    },

    async refund(request: RefundRequest): Promise<{ readonly refundRef: string }> {
      if (request.providerPaymentId === null) {
        throw new Error(`Stripe refund of ${request.gatewayRef} needs the session's PaymentIntent id, and it has none (never paid?)`);
      }
      requireMinorUnits(request.amountPaise, 'refund');
      const paymentIntent = request.providerPaymentId;
      const refund = await call('refunds.create', () =>
        stripe.refunds.create({ payment_intent: paymentIntent, amount: request.amountPaise }, { idempotencyKey: request.refundKey }),
      );
      // 'pending' and 'succeeded' are accepted; a refund Stripe already failed did not happen.
      if (refund.status === 'failed' || refund.status === 'canceled') {
        throw new Error(`Stripe refund ${refund.id} of ${paymentIntent} is ${refund.status}`);
      }
      return { refundRef: refund.id };
    },
  };
}
