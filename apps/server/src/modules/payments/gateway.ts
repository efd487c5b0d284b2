/**
 * The payment port (issue 33): what the server asks of an online payment provider, whatever the
 * provider. One adapter per provider (gateways/*.ts) implements it on the provider's official library or
 * documented HTTP API; the development gateway (dev-gateway.ts) implements it for a provider without
 * keys, with that provider's own webhook format and signature.
 *
 * Amounts are integer minor units (paise, centavos) everywhere in this file: an adapter converts to and
 * from the provider's own form (Paytm's and Mercado Pago's decimal strings) at its edge.
 */

export const ONLINE_GATEWAYS = ['STRIPE', 'RAZORPAY', 'PAYTM', 'PAYMONGO', 'MERCADOPAGO'] as const;
export type OnlineGateway = (typeof ONLINE_GATEWAYS)[number];

export function isOnlineGateway(code: string): code is OnlineGateway {
  return (ONLINE_GATEWAYS as readonly string[]).includes(code);
}

/** One payment of one order's online part, as the server asks a provider for it. */
export interface PaymentRequest {
  /** Ours, unique per attempt (`{unique order id}-{payment id}`), at most 40 characters of [A-Za-z0-9_-]: a receipt, an order id or an external reference at the provider. */
  readonly reference: string;
  readonly orderRef: string;
  readonly amountPaise: number;
  /** ISO 4217, upper case ('INR'). */
  readonly currency: string;
  /** What the customer reads on the provider's page ("Keka order …"). */
  readonly description: string;
  readonly customer: { readonly id: number; readonly name: string; readonly email: string | null; readonly phone: string | null };
  /** Absolute URL the customer's browser comes back to (GET) when the provider is done. */
  readonly returnUrl: string;
  /** Absolute URL for a customer who gave up on the provider's page. */
  readonly cancelUrl: string;
  /** Absolute URL of this gateway's browser callback (POST): Razorpay's and Paytm's hosted pages post their result here. */
  readonly callbackUrl: string;
  /** Absolute URL of this gateway's webhook, for providers that take it per payment (Mercado Pago's notification_url). */
  readonly webhookUrl: string;
}

/** What the customer's browser does next to pay. */
export type BrowserStep =
  /** Go to the provider's hosted page (Stripe Checkout, PayMongo checkout, Mercado Pago init_point, the development page). */
  | { readonly kind: 'redirect'; readonly url: string }
  /** Post these fields to the provider's page (Razorpay hosted checkout, Paytm's payment page). */
  | { readonly kind: 'form'; readonly url: string; readonly fields: Readonly<Record<string, string>> };

export interface StartedPayment {
  /** The provider's id for this attempt (a Checkout Session, a Razorpay order), or `reference` where the provider echoes that back. Unique per gateway. */
  readonly gatewayRef: string;
  readonly step: BrowserStep;
}

/** A payment's state as the provider states it (from a verified webhook, a verified return, or the provider's API). */
export interface ProviderPayment {
  /** The attempt it belongs to: StartedPayment.gatewayRef. */
  readonly gatewayRef: string;
  /** PAID: captured, the money is ours. FAILED: this attempt can no longer be paid. PENDING: anything else. */
  readonly status: 'PAID' | 'FAILED' | 'PENDING';
  readonly amountPaise: number;
  readonly currency: string;
  /** The provider's id of the money movement itself (PaymentIntent, Razorpay payment, Paytm TXNID, …): what a refund names. */
  readonly providerPaymentId: string | null;
}

/** A webhook delivery whose signature held. */
export interface VerifiedEvent {
  /** The provider's event id: stored once per gateway; a replay of it changes nothing. */
  readonly eventId: string;
  /** The payment it speaks of; null for an event of a kind the app does not act on (it is still recorded). */
  readonly payment: ProviderPayment | null;
}

/** A delivery whose signature, age or shape does not hold: answered 400 and changes nothing. */
export class WebhookRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookRejected';
  }
}

export type Headers = Readonly<Record<string, string | string[] | undefined>>;

export function header(headers: Headers, name: string): string | null {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
}

export interface RefundRequest {
  readonly gatewayRef: string;
  readonly providerPaymentId: string | null;
  readonly amountPaise: number;
  readonly currency: string;
  /** Ours and stable for this refund: a retried refund must not refund twice (where the provider takes a key or a refund id). */
  readonly refundKey: string;
}

export interface PaymentGateway {
  readonly code: OnlineGateway;
  /** The provider's name as customers know it. */
  readonly name: string;
  /** True for the development gateway: no money moves, and the app says so. */
  readonly test: boolean;
  /** Hosts the customer's browser is sent to or posts to (the page's CSP `form-action` lets it go there). */
  readonly browserHosts: readonly string[];
  /** Creates the attempt at the provider and says what the browser does next. */
  start(request: PaymentRequest): Promise<StartedPayment>;
  /** Checks a webhook delivery by the provider's documented scheme (raw body as received, and its headers); throws WebhookRejected. */
  verifyWebhook(raw: Buffer, headers: Headers, now: Date): Promise<VerifiedEvent>;
  /**
   * Checks what the provider's page posted back to `callbackUrl` (Razorpay's payment signature, Paytm's
   * checksum); throws WebhookRejected. Absent for providers whose page comes back by a plain GET.
   */
  verifyCallback?(fields: Readonly<Record<string, string>>): Promise<ProviderPayment>;
  /** Asks the provider for the attempt's state now (the server never takes a browser's word for it). */
  fetch(gatewayRef: string): Promise<ProviderPayment>;
  /** Refunds part or all of a paid attempt; resolves once the provider accepted the refund. */
  refund(request: RefundRequest): Promise<{ readonly refundRef: string }>;
}

/**
 * What the development gateway needs of a provider's adapter module besides the adapter: a webhook
 * delivery in the provider's own format, signed with `secret` by the provider's scheme, that the
 * adapter's `verifyWebhook` (built with the same secret) accepts.
 */
export interface SignedDelivery {
  readonly body: string;
  readonly headers: Readonly<Record<string, string>>;
}

/** What a webhook delivery says once its signature held. */
export type WebhookFacts =
  /** The delivery carries the payment's state itself (Stripe, Razorpay, Paytm, PayMongo). */
  | { readonly eventId: string; readonly payment: ProviderPayment | null }
  /** The delivery only names the payment: its state is asked of the provider's API (Mercado Pago). */
  | { readonly eventId: string; readonly lookup: string };

/**
 * A provider's webhook format and signature scheme, apart from its HTTP API: the real adapter checks
 * deliveries with it (its `verifyWebhook` is `verify`, plus a `fetch` for a `lookup`), and the
 * development gateway signs the deliveries it sends with `sign` and checks them with the same `verify`.
 */
export interface WebhookScheme {
  /** Throws WebhookRejected for a missing or wrong signature, a stale timestamp (as the provider documents: Stripe 300 s) or a body that is not the provider's. */
  verify(raw: Buffer, headers: Headers, secret: string, now: Date): WebhookFacts;
  /**
   * A delivery as the provider would send it about `payment` (its event for PAID or FAILED), signed
   * with `secret` at `now`. `lookup`-style providers put `payment.gatewayRef`'s payment id in it.
   */
  sign(secret: string, v: { readonly eventId: string; readonly payment: ProviderPayment }, now: Date): SignedDelivery;
}
