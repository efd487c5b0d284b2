/**
 * Mercado Pago adapter (Checkout Pro) on the official `mercadopago` library: a preference per attempt,
 * the customer pays on Mercado Pago's page (init_point), and a webhook only names the payment, whose
 * state is then read from the API (the port's `lookup`).
 *
 * The library always calls its static `AppConfig.BASE_URL` (dist/utils/config, read on every request;
 * no config option changes it). `options.apiBase` overrides that static so tests reach a local fake:
 * it is process-wide, so one process may point all its Mercado Pago gateways at one base only.
 */
import { createHmac, randomUUID } from 'node:crypto';
import {
  InvalidWebhookSignatureError,
  MercadoPagoConfig,
  Payment,
  PaymentRefund,
  Preference,
  WebhookSignatureValidator,
} from 'mercadopago';
import { AppConfig } from 'mercadopago/dist/utils/config/index.js';
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

export interface MercadoPagoSettings {
  readonly accessToken: string;
  /** The application's "secret signature" for webhooks (Your integrations → Webhooks). */
  readonly webhookSecret: string;
}

/**
 * How far a delivery's `ts` may be from `now`, either way. Mercado Pago documents the timestamp but
 * no window; 300 s is Stripe's and PayMongo's. A replay could only make us read the payment's real
 * state again, so the window is a cheap guard, not the line of defence; a delivery refused here is
 * caught up by `fetch` when the customer comes back.
 */
export const MERCADO_PAGO_TOLERANCE_SECONDS = 300;

/** The checkout hosts of the countries Mercado Pago runs in (init_point is on the seller's country's). */
export const MERCADOPAGO_BROWSER_HOSTS: readonly string[] = [
  'www.mercadopago.com',
  'www.mercadopago.com.ar',
  'www.mercadopago.com.br',
  'www.mercadopago.com.mx',
  'www.mercadopago.cl',
  'www.mercadopago.com.co',
  'www.mercadopago.com.pe',
  'www.mercadopago.com.uy',
  'www.mercadolibre.com',
] as const;

/** A request's wait before the library gives up, and one retry on 429/5xx (same idempotency key). */
const REQUEST_OPTIONS = { timeout: 10_000, maxRetries: 1 } as const;

// ---------------------------------------------------------------------------------------------------
// The library's base URL

const LIBRARY_BASE = AppConfig.BASE_URL;
let claimedBase: string | null = null;

/** Points the library at `base`, refusing a second, different base in the same process (it is one static). */
function pointLibraryAt(base: string): void {
  if (claimedBase !== null && claimedBase !== base) {
    throw new Error(`Mercado Pago: this process already sends the library to ${claimedBase}; it cannot also use ${base}`);
  }
  claimedBase = base;
  if (AppConfig.BASE_URL !== base) Object.defineProperty(AppConfig, 'BASE_URL', { value: base });
}

// ---------------------------------------------------------------------------------------------------
// Amounts: Mercado Pago speaks decimal major units (JSON numbers); the port speaks integer minor units.

/** ISO 4217 currencies without minor units (Chile's and Paraguay's pesos among Mercado Pago's). */
const ZERO_DECIMAL = new Set(['BIF', 'CLP', 'DJF', 'GNF', 'ISK', 'JPY', 'KMF', 'KRW', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF']);
const THREE_DECIMAL = new Set(['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND']);

function exponentOf(currency: string): number {
  return ZERO_DECIMAL.has(currency) ? 0 : THREE_DECIMAL.has(currency) ? 3 : 2;
}

/**
 * Above this many minor units a double's spacing nears a cent and the decimal could not go out exactly
 * (10^13 centavos is a hundred billion reais: no order comes close).
 */
const MAX_MINOR = 10 ** 13;

/**
 * 435 BRL centavos → 4.35, built from the integer's digits (no division): JSON.stringify then prints
 * exactly those digits, a double's shortest round-trip form being that decimal below MAX_MINOR.
 */
function toMajorUnits(minor: number, currency: string): number {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new Error(`Mercado Pago: amount ${minor} is not a whole number of minor units`);
  if (minor > MAX_MINOR) throw new Error(`Mercado Pago: amount ${minor} is too large to send exactly`);
  const exponent = exponentOf(currency);
  if (exponent === 0) return minor;
  const digits = String(minor).padStart(exponent + 1, '0');
  return Number(`${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`);
}

/** 4.35 (or "4.35") → 435, by its decimal digits, never `x * 100` (4.35 * 100 is 434.99999999999994). */
function toMinorUnits(major: unknown, currency: string): number {
  const text = typeof major === 'number' && Number.isFinite(major) ? String(major) : typeof major === 'string' ? major.trim() : '';
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  const whole = match?.[1];
  if (whole === undefined) throw new Error(`Mercado Pago answered an amount that is not a decimal: ${JSON.stringify(major)}`);
  const fraction = match?.[2] ?? '';
  const exponent = exponentOf(currency);
  if (/[^0]/.test(fraction.slice(exponent))) throw new Error(`Mercado Pago answered ${text} ${currency}, finer than its minor unit`);
  const minor = Number(whole + fraction.slice(0, exponent).padEnd(exponent, '0'));
  if (!Number.isSafeInteger(minor)) throw new Error(`Mercado Pago answered an amount too large: ${text}`);
  return minor;
}

// ---------------------------------------------------------------------------------------------------
// Reading the library's answers (plain JSON, typed loosely by the library: read, never trusted)


/** A non-empty string, or an id Mercado Pago sends as a number. */
function idText(value: unknown): string | null {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return null;
}

function unexpected(what: string): Error {
  return new Error(`Mercado Pago answered ${what} in an unexpected shape`);
}

/**
 * The attempt's state from one payment's status. A rejected or cancelled payment does not end the
 * attempt: the preference stays payable and the customer may try another card or method on the same
 * page, so only money that came back (refunded, charged back) is FAILED; abandoned attempts are the
 * lifecycle's timeout to close.
 */
function attemptStatus(status: unknown): ProviderPayment['status'] {
  switch (status) {
    case 'approved':
      return 'PAID';
    case 'refunded':
    case 'charged_back':
      return 'FAILED';
    default:
      // pending, authorized, in_process, in_mediation, rejected, cancelled
      return 'PENDING';
  }
}

/** A payment resource as the port's payment; null for a payment that is none of ours (no external_reference). */
function providerPayment(payment: unknown): ProviderPayment | null {
  const gatewayRef = idText(field(payment, 'external_reference'));
  if (gatewayRef === null) return null;
  const id = idText(field(payment, 'id'));
  const currency = field(payment, 'currency_id');
  if (id === null || typeof currency !== 'string' || currency === '') throw unexpected('a payment');
  return {
    gatewayRef,
    status: attemptStatus(field(payment, 'status')),
    amountPaise: toMinorUnits(field(payment, 'transaction_amount'), currency),
    currency,
    providerPaymentId: id,
  };
}

function createdAt(payment: unknown): number {
  const value = field(payment, 'date_created');
  const time = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? 0 : time;
}

// ---------------------------------------------------------------------------------------------------
// Errors: status and Mercado Pago's own message, never a credential

function redact(message: string, secrets: readonly string[]): string {
  return secrets.reduce((text, secret) => (secret === '' ? text : text.split(secret).join('[redacted]')), message);
}

function providerError(what: string, error: unknown, secrets: readonly string[]): Error {
  const status = field(error, 'status');
  const message = error instanceof Error ? error.message : String(error);
  const code = field(error, 'error');
  const detail = typeof code === 'string' && code !== '' && code !== message ? `${message} (${code})` : message;
  const answered = typeof status === 'number' && status > 0 ? `HTTP ${status}` : 'no answer';
  return new Error(redact(`Mercado Pago: ${what} failed: ${answered}: ${detail}`, secrets));
}

// ---------------------------------------------------------------------------------------------------
// Webhooks

/** Mercado Pago signs `data.id` in lower case when it is alphanumeric (its documented rule). */
function signedDataId(dataId: string): string {
  return /^[a-z0-9]+$/i.test(dataId) ? dataId.toLowerCase() : dataId;
}

function manifestOf(dataId: string | null, requestId: string | null, ts: string): string {
  return `${dataId === null ? '' : `id:${signedDataId(dataId)};`}${requestId === null ? '' : `request-id:${requestId};`}ts:${ts};`;
}

/** `ts` in seconds (as documented) or milliseconds (as some deliveries carry): 12+ digits can only be ms. */
function sentAtMs(ts: string): number {
  return ts.length >= 12 ? Number(ts) : Number(ts) * 1000;
}

/**
 * The header's one `ts`. Two are refused: the library signs over the last, and checking the age of
 * another would let an old signature through with a fresh `ts` in front of it.
 */
function timestampOf(signature: string): string | null {
  const values = signature
    .split(',')
    .map((part) => part.split('='))
    .filter(([key]) => key?.trim().toLowerCase() === 'ts')
    .map(([, value]) => value?.trim() ?? '');
  const [ts] = values;
  return values.length === 1 && ts !== undefined && /^\d+$/.test(ts) ? ts : null;
}

export const mercadoPagoWebhook: WebhookScheme = {
  verify(raw, headers, secret, now): WebhookFacts {
    if (secret === '') throw new WebhookRejected('Mercado Pago: no webhook secret is configured');
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new WebhookRejected('Mercado Pago: the body is not JSON');
    }
    if (!isObject(body)) throw new WebhookRejected('Mercado Pago: the body is not a notification');
    const dataId = idText(field(body.data, 'id'));
    const signature = header(headers, 'x-signature');
    const requestId = header(headers, 'x-request-id');
    try {
      // Parses `ts=…,v1=…`, rebuilds the manifest (leaving out absent parts, as documented) and
      // compares the HMAC in constant time. Its own tolerance takes `ts` as seconds only: ours is below.
      WebhookSignatureValidator.validate({ xSignature: signature, xRequestId: requestId, dataId: dataId === null ? null : signedDataId(dataId), secret });
    } catch (error) {
      if (error instanceof InvalidWebhookSignatureError) throw new WebhookRejected(`Mercado Pago: ${error.reason}`);
      throw error;
    }
    const ts = timestampOf(signature ?? '');
    if (ts === null) throw new WebhookRejected('Mercado Pago: MalformedSignatureHeader');
    if (Math.abs(now.getTime() - sentAtMs(ts)) > MERCADO_PAGO_TOLERANCE_SECONDS * 1000) {
      throw new WebhookRejected('Mercado Pago: the signature timestamp is outside the tolerance');
    }

    const type = typeof body.type === 'string' ? body.type : typeof body.topic === 'string' ? body.topic : '';
    const action = typeof body.action === 'string' ? body.action : '';
    // The body's `id` is Mercado Pago's id of the notification itself (not the payment's `data.id`).
    // Without one, the fallback adds the signed request id: two updates of one payment must not
    // collapse into one event, and a retry counted twice only makes us read the payment's state again.
    const eventId = idText(body.id) ?? `${type}:${action}:${dataId ?? ''}:${requestId ?? ts}`;
    if (type !== 'payment') return { eventId, payment: null };
    if (dataId === null) throw new WebhookRejected('Mercado Pago: a payment notification without data.id');
    return { eventId, lookup: dataId };
  },

  sign(secret, { eventId, payment }, now) {
    if (payment.providerPaymentId === null) throw new Error('Mercado Pago: a notification names its payment (providerPaymentId)');
    const numericId = /^[1-9]\d{0,14}$/.test(eventId) ? Number(eventId) : eventId;
    const body = JSON.stringify({
      id: numericId,
      live_mode: false,
      type: 'payment',
      date_created: now.toISOString(),
      api_version: 'v1',
      action: 'payment.updated',
      data: { id: payment.providerPaymentId },
    });
    const requestId = randomUUID();
    const ts = String(Math.floor(now.getTime() / 1000));
    const v1 = createHmac('sha256', secret).update(manifestOf(payment.providerPaymentId, requestId, ts)).digest('hex');
    return { body, headers: { 'content-type': 'application/json', 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId } };
  },
};

// ---------------------------------------------------------------------------------------------------
// The gateway

export function createMercadoPagoGateway(config: MercadoPagoSettings, options: { readonly apiBase?: string } = {}): PaymentGateway {
  if (config.accessToken === '' || config.webhookSecret === '') throw new Error('Mercado Pago needs an access token and a webhook secret');
  pointLibraryAt((options.apiBase ?? LIBRARY_BASE).replace(/\/+$/, ''));
  const secrets = [config.accessToken, config.webhookSecret];

  /** A fresh library config per call: the library's clients write per-call options into the config they hold. */
  const library = (idempotencyKey?: string) =>
    new MercadoPagoConfig({ accessToken: config.accessToken, options: { ...REQUEST_OPTIONS, ...(idempotencyKey === undefined ? {} : { idempotencyKey }) } });

  async function call(what: string, run: () => Promise<unknown>): Promise<unknown> {
    try {
      return await run();
    } catch (error) {
      throw providerError(what, error, secrets);
    }
  }

  async function readPayment(id: string): Promise<ProviderPayment | null> {
    const answer = await call(`reading payment ${id}`, () => new Payment(library()).get({ id }));
    return providerPayment(answer);
  }

  return {
    code: 'MERCADOPAGO',
    name: 'Mercado Pago',
    test: false,
    browserHosts: MERCADOPAGO_BROWSER_HOSTS,

    async start(request: PaymentRequest) {
      const body = {
        items: [
          {
            id: request.orderRef,
            title: request.description,
            quantity: 1,
            currency_id: request.currency,
            unit_price: toMajorUnits(request.amountPaise, request.currency),
          },
        ],
        external_reference: request.reference,
        back_urls: { success: request.returnUrl, failure: request.returnUrl, pending: request.returnUrl },
        auto_return: 'approved',
        notification_url: request.webhookUrl,
        metadata: { reference: request.reference, order: request.orderRef },
        ...(request.customer.email === null ? {} : { payer: { email: request.customer.email } }),
      };
      const answer = await call('creating the preference', () => new Preference(library(`start-${request.reference}`)).create({ body }));
      const initPoint = field(answer, 'init_point');
      if (typeof initPoint !== 'string' || !URL.canParse(initPoint) || new URL(initPoint).protocol !== 'https:') throw unexpected('the preference');
      // The payments of this preference carry `external_reference`: our reference is the attempt's id.
      return { gatewayRef: request.reference, step: { kind: 'redirect', url: initPoint } };
    },

    async verifyWebhook(raw, headers, now) {
      const facts = mercadoPagoWebhook.verify(raw, headers, config.webhookSecret, now);
      if (!('lookup' in facts)) return facts;
      return { eventId: facts.eventId, payment: await readPayment(facts.lookup) };
    },

    async fetch(gatewayRef: string) {
      const answer = await call(`searching the payments of ${gatewayRef}`, () =>
        new Payment(library()).search({ options: { external_reference: gatewayRef, sort: 'date_created', criteria: 'desc' } }),
      );
      const found = field(answer, 'results');
      if (!Array.isArray(found)) throw unexpected('a payment search');
      const results: readonly unknown[] = found;
      const payments = results
        .filter((payment) => idText(field(payment, 'external_reference')) === gatewayRef)
        .sort((a, b) => createdAt(b) - createdAt(a));
      // One approved payment is the money, whatever came after it; otherwise the newest one says where
      // the attempt stands (a rejected one leaves it PENDING: see attemptStatus).
      const chosen = payments.find((payment) => field(payment, 'status') === 'approved') ?? payments[0];
      const state = chosen === undefined ? null : providerPayment(chosen);
      // No payment yet: Mercado Pago states no amount, so none is reported.
      return state ?? { gatewayRef, status: 'PENDING', amountPaise: 0, currency: '', providerPaymentId: null };
    },

    async refund(request: RefundRequest) {
      const paymentId = request.providerPaymentId;
      if (paymentId === null) throw new Error(`Mercado Pago: refunding ${request.gatewayRef} needs its payment id`);
      const answer = await call(`refunding payment ${paymentId}`, () =>
        new PaymentRefund(library(request.refundKey)).create({
          payment_id: paymentId,
          body: { amount: toMajorUnits(request.amountPaise, request.currency) },
        }),
      );
      const refundRef = idText(field(answer, 'id'));
      if (refundRef === null) throw unexpected('the refund');
      return { refundRef };
    },
  };
}
