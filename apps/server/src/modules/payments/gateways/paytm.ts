import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { header, WebhookRejected, type Headers, type PaymentGateway, type ProviderPayment, type SignedDelivery, type VerifiedEvent, type WebhookScheme } from '../gateway';

/**
 * Paytm (issue 33) through its documented JS Checkout REST API called with `fetch`, signed with the
 * official `paytmchecksum` library: initiateTransaction gives a txnToken, the browser posts it to
 * Paytm's payment page, Paytm posts the result (CHECKSUMHASH-signed) to callbackUrl and to the
 * configured webhook, and the Transaction Status API is the only word the adapter takes on money.
 */
export interface PaytmConfig {
  readonly merchantId: string;
  readonly merchantKey: string;
  /** 'DEFAULT' in production, 'WEBSTAGING' on staging. */
  readonly website: string;
}

export const PAYTM_PRODUCTION = 'https://securegw.paytm.in';
export const PAYTM_STAGING = 'https://securegw-stage.paytm.in';

/** The library ships no types; these are the functions it exports (PaytmChecksum.js, v1.5.1). */
interface PaytmChecksumLibrary {
  /** Async only because of its random salt; params as an object (values joined in key order) or a JSON string. */
  generateSignature(params: Readonly<Record<string, string>> | string, key: string): Promise<string>;
  /** Synchronous for an object or a string; deletes CHECKSUMHASH from an object it is given. */
  verifySignature(params: Record<string, string> | string, key: string, checksum: string): boolean;
  getStringByParams(params: Readonly<Record<string, string>>): string;
  calculateChecksum(params: string, key: string, salt: string): string;
}

// A CommonJS module without types: required, and typed above, rather than declared globally.
const PaytmChecksum = createRequire(import.meta.url)('paytmchecksum') as PaytmChecksumLibrary;

/** Paytm's orderId: letters, digits and @ - _ . (at most 50); our reference always fits. */
const ORDER_ID = /^[A-Za-z0-9@._-]{1,50}$/;

const TIMEOUT_MS = 20_000;

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Integer paise to Paytm's rupee string: 12345 → '123.45', 7 → '0.07'. No floating point. */
export function paiseToDecimal(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new Error(`Not a whole, non-negative number of paise: ${paise}`);
  const digits = String(paise).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** Paytm's rupee string to integer paise, exactly ('123.45' → 12345, '1' → 100); null if it is not an amount in paise. */
export function decimalToPaise(value: string): number | null {
  const match = /^(\d{1,13})(?:\.(\d{1,6}))?$/.exec(value.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (/[1-9]/.test(fraction.slice(2))) return null; // finer than a paisa
  return Number(match[1]) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
}

/** The library's AES-128 needs a 16-byte key; say so plainly (without the key) instead of "Invalid key length". */
function assertKey(key: string): void {
  if (Buffer.byteLength(key, 'utf8') !== 16) throw new Error('The Paytm merchant key must be 16 bytes long');
}

/**
 * A CHECKSUMHASH is base64 of AES-128-CBC blocks. Anything else is rejected before the library sees
 * it (its decrypt logs a stack to the console for input it cannot decrypt).
 */
function looksLikeChecksum(checksum: string): boolean {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(checksum) || checksum.length % 4 !== 0) return false;
  const bytes = Buffer.from(checksum, 'base64').length;
  return bytes > 0 && bytes % 16 === 0;
}

/** The library's check; it throws for input it cannot decrypt, which is a checksum that does not hold. */
function checksumHolds(params: Record<string, string> | string, key: string, checksum: string): boolean {
  try {
    return PaytmChecksum.verifySignature(params, key, checksum) === true;
  } catch {
    return false;
  }
}

/**
 * Checks the CHECKSUMHASH of what Paytm posted (callback or webhook) over all the other fields, as
 * `PaytmChecksum.verifySignature(fields without CHECKSUMHASH, key, CHECKSUMHASH)` does; answers the
 * signed fields. Throws WebhookRejected when it is missing or does not hold.
 */
function verifyFields(fields: Readonly<Record<string, string>>, key: string): Record<string, string> {
  const { CHECKSUMHASH: checksum, ...signed } = fields;
  if (!checksum) throw new WebhookRejected('Paytm post without a CHECKSUMHASH');
  assertKey(key);
  if (!looksLikeChecksum(checksum)) throw new WebhookRejected('Paytm CHECKSUMHASH is not a Paytm checksum');
  if (Object.values(signed).some((value) => typeof value !== 'string')) throw new WebhookRejected('Paytm post with a field that is not text');
  if (!checksumHolds({ ...signed }, key, checksum)) throw new WebhookRejected('Paytm CHECKSUMHASH does not match');
  return signed;
}

/**
 * The library's own checksum, made synchronously: `generateSignature` is async only for its 4-character
 * salt (3 random bytes in base64), while a WebhookScheme signs synchronously.
 */
function checksumNow(params: Readonly<Record<string, string>>, key: string): string {
  assertKey(key);
  return PaytmChecksum.calculateChecksum(PaytmChecksum.getStringByParams(params), key, randomBytes(3).toString('base64'));
}

/**
 * A delivery's fields: Paytm documents its server-to-server payment notification as
 * application/x-www-form-urlencoded key/value pairs (the same fields as the callback); a JSON object
 * of the same string fields is taken too, by content type or by its first character.
 */
function readDelivery(raw: Buffer, headers: Headers): Record<string, string> {
  const body = raw.toString('utf8');
  const type = (header(headers, 'content-type') ?? '').toLowerCase();
  if (type.includes('json') || (!type.includes('form') && body.trimStart().startsWith('{'))) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      throw new WebhookRejected('Paytm webhook body is not JSON');
    }
    if (!isRecord(parsed) || Object.values(parsed).some((value) => typeof value !== 'string')) throw new WebhookRejected('Paytm webhook body is not an object of text fields');
    return parsed as Record<string, string>;
  }
  const params = new URLSearchParams(body);
  const fields: Record<string, string> = {};
  for (const [name, value] of params) {
    if (Object.hasOwn(fields, name)) throw new WebhookRejected(`Paytm webhook repeats the field ${name}`);
    fields[name] = value;
  }
  return fields;
}

function paymentFromFields(fields: Readonly<Record<string, string>>): ProviderPayment {
  const orderId = fields.ORDERID;
  const status = fields.STATUS;
  if (!orderId || !status) throw new WebhookRejected('Paytm post without ORDERID and STATUS');
  const amount = decimalToPaise(fields.TXNAMOUNT ?? '');
  if (status === 'TXN_SUCCESS' && amount === null) throw new WebhookRejected('Paytm TXN_SUCCESS without a TXNAMOUNT');
  return {
    gatewayRef: orderId,
    status: status === 'TXN_SUCCESS' ? 'PAID' : status === 'TXN_FAILURE' ? 'FAILED' : 'PENDING',
    // Paytm posts the amount on failures too, but not always: 0 stands for "not stated".
    amountPaise: amount ?? 0,
    currency: fields.CURRENCY || 'INR',
    providerPaymentId: fields.TXNID || null,
  };
}

function verifyDelivery(raw: Buffer, headers: Headers, key: string): { readonly fields: Record<string, string>; readonly facts: { readonly eventId: string; readonly payment: ProviderPayment } } {
  const fields = verifyFields(readDelivery(raw, headers), key);
  const payment = paymentFromFields(fields);
  // Paytm's notification carries no event id. ORDERID:TXNID:STATUS names one state of one transaction:
  // a redelivery of the same state is the same event (a replay), a later state (PENDING, then
  // TXN_SUCCESS) is a new one.
  return { fields, facts: { eventId: `${payment.gatewayRef}:${fields.TXNID ?? ''}:${fields.STATUS ?? ''}`, payment } };
}

/** Paytm's text for each state, as its notifications carry them. */
const STATE: Record<ProviderPayment['status'], { readonly STATUS: string; readonly RESPCODE: string; readonly RESPMSG: string }> = {
  PAID: { STATUS: 'TXN_SUCCESS', RESPCODE: '01', RESPMSG: 'Txn Success' },
  FAILED: { STATUS: 'TXN_FAILURE', RESPCODE: '227', RESPMSG: 'Your payment has been declined by your bank. Please try again or use a different method to complete the payment.' },
  PENDING: { STATUS: 'PENDING', RESPCODE: '402', RESPMSG: 'Looks like the payment is not complete. Please wait while we confirm the status with your bank.' },
};

/** Paytm's dates are India time, 'yyyy-MM-dd HH:mm:ss.S'. */
function paytmDate(now: Date): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().replace('T', ' ').slice(0, 19) + '.0';
}

/**
 * Paytm's payment notification: the callback's fields, signed with CHECKSUMHASH by the merchant key
 * (the scheme's secret). Paytm signs no timestamp, so there is no tolerance to check.
 */
export const paytmWebhook: WebhookScheme = {
  verify(raw, headers, secret) {
    return verifyDelivery(raw, headers, secret).facts;
  },

  /**
   * A form-encoded notification about `payment`. Paytm's carries the merchant's MID, which a scheme
   * does not know: it is left out (the gateway checks MID only when present). The event id the
   * delivery verifies to is derived from its fields (see verify), so `eventId` only seeds a TXNID
   * for a payment that has none.
   */
  sign(secret, { eventId, payment }, now): SignedDelivery {
    const digits = BigInt(`0x${createHash('sha256').update(eventId).digest('hex').slice(0, 24)}`).toString().padStart(29, '0').slice(0, 29);
    const txnId = payment.providerPaymentId ?? `${paytmDate(now).slice(0, 10).replace(/-/g, '')}${digits}`;
    const fields: Record<string, string> = {
      BANKNAME: 'State Bank of India',
      BANKTXNID: txnId.slice(-12),
      CURRENCY: payment.currency,
      GATEWAYNAME: 'PPBLC',
      ORDERID: payment.gatewayRef,
      PAYMENTMODE: 'UPI',
      ...STATE[payment.status],
      TXNAMOUNT: paiseToDecimal(payment.amountPaise),
      TXNDATE: paytmDate(now),
      TXNID: txnId,
    };
    const body = new URLSearchParams({ ...fields, CHECKSUMHASH: checksumNow(fields, secret) }).toString();
    return { body, headers: { 'content-type': 'application/x-www-form-urlencoded' } };
  },
};

interface ResultInfo {
  readonly resultStatus: string;
  readonly resultCode: string;
  readonly resultMsg: string;
}

function resultInfo(body: Json, what: string): ResultInfo {
  const info = isRecord(body.resultInfo) ? body.resultInfo : null;
  const resultStatus = text(info?.resultStatus);
  if (!info || !resultStatus) throw new Error(`Paytm ${what}: the answer has no resultInfo`);
  return { resultStatus, resultCode: text(info.resultCode) ?? '', resultMsg: text(info.resultMsg) ?? '' };
}

export function createPaytmGateway(config: PaytmConfig, options: { readonly apiBase?: string } = {}): PaymentGateway {
  assertKey(config.merchantKey);
  const apiBase = (options.apiBase ?? PAYTM_PRODUCTION).replace(/\/+$/, '');
  const mid = config.merchantId;
  const query = (orderId: string) => `mid=${encodeURIComponent(mid)}&orderId=${encodeURIComponent(orderId)}`;

  /** Errors may be logged and shown to admins: no key ever appears in a message. */
  const fail = (message: string) => new Error(message.split(config.merchantKey).join('[redacted]'));

  /**
   * One JSON call: `{ body, head: { signature } }` with the signature over the body's JSON exactly as
   * sent. Paytm signs its answers the same way (head.signature over the answer's body); a signature
   * that is present must hold.
   */
  async function call(path: string, body: Json, what: string): Promise<Json> {
    const bodyJson = JSON.stringify(body);
    const signature = await PaytmChecksum.generateSignature(bodyJson, config.merchantKey);
    let response: Response;
    try {
      response = await fetch(`${apiBase}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: `{"body":${bodyJson},"head":{"signature":${JSON.stringify(signature)}}}`,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw fail(`Paytm ${what} failed: no answer from Paytm (${error instanceof Error ? error.name : 'error'})`);
    }
    const answer = await response.text().catch(() => '');
    if (!response.ok) throw fail(`Paytm ${what} failed: HTTP ${response.status}`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(answer);
    } catch {
      throw fail(`Paytm ${what} failed: the answer is not JSON`);
    }
    if (!isRecord(parsed) || !isRecord(parsed.body)) throw fail(`Paytm ${what} failed: the answer has no body`);
    const responseSignature = isRecord(parsed.head) ? text(parsed.head.signature) : null;
    if (responseSignature !== null) {
      if (!looksLikeChecksum(responseSignature) || !checksumHolds(JSON.stringify(parsed.body), config.merchantKey, responseSignature)) {
        // Not to be acted on, but worth reading: with a wrong merchant key this is Paytm's "checksum invalid".
        const claim = isRecord(parsed.body.resultInfo) ? `${text(parsed.body.resultInfo.resultCode) ?? ''} ${text(parsed.body.resultInfo.resultMsg) ?? ''}`.trim() : '';
        throw fail(`Paytm ${what} failed: the answer's signature does not hold${claim ? ` (it says: ${claim.slice(0, 200)})` : ''}`);
      }
    }
    return parsed.body;
  }

  /** The Transaction Status API: the only source of an attempt's state and amount. */
  async function status(orderId: string): Promise<ProviderPayment> {
    if (!ORDER_ID.test(orderId)) throw new Error('Paytm status: not a Paytm order id');
    const body = await call('/v3/order/status', { mid, orderId }, 'order status');
    const info = resultInfo(body, 'order status');
    if (text(body.orderId) !== null && body.orderId !== orderId) throw new Error('Paytm order status: the answer is about another order');
    if (text(body.mid) !== null && body.mid !== mid) throw new Error('Paytm order status: the answer is about another merchant');
    const amount = decimalToPaise(text(body.txnAmount) ?? '');
    const txnId = text(body.txnId) || null;
    const payment = (state: ProviderPayment['status']): ProviderPayment => ({ gatewayRef: orderId, status: state, amountPaise: amount ?? 0, currency: 'INR', providerPaymentId: txnId });
    // 334 "Invalid Order Id": Paytm has no transaction for the order yet (the customer has not paid).
    if (info.resultCode === '334') return payment('PENDING');
    switch (info.resultStatus) {
      case 'TXN_SUCCESS':
        if (amount === null || !txnId) throw new Error('Paytm order status: TXN_SUCCESS without txnAmount and txnId');
        return payment('PAID');
      case 'TXN_FAILURE':
        return payment('FAILED');
      case 'PENDING':
        return payment('PENDING');
      default:
        throw fail(`Paytm order status failed: ${info.resultStatus} ${info.resultCode} ${info.resultMsg}`.trim());
    }
  }

  return {
    code: 'PAYTM',
    name: 'Paytm',
    test: false,
    browserHosts: [new URL(apiBase).host],

    async start(request) {
      if (request.currency !== 'INR') throw new Error(`Paytm takes INR only, not ${request.currency}`);
      const orderId = request.reference;
      if (!ORDER_ID.test(orderId)) throw new Error('Paytm initiateTransaction: the reference is not a Paytm order id');
      const body = await call(
        `/theia/api/v1/initiateTransaction?${query(orderId)}`,
        {
          requestType: 'Payment',
          mid,
          websiteName: config.website,
          orderId,
          callbackUrl: request.callbackUrl,
          txnAmount: { value: paiseToDecimal(request.amountPaise), currency: 'INR' },
          userInfo: { custId: String(request.customer.id) },
        },
        'initiateTransaction',
      );
      const info = resultInfo(body, 'initiateTransaction');
      const txnToken = text(body.txnToken);
      if (info.resultStatus !== 'S' || !txnToken) throw fail(`Paytm initiateTransaction refused: ${info.resultCode} ${info.resultMsg}`.trim());
      return {
        // Paytm's orderId is ours: the attempt's reference.
        gatewayRef: orderId,
        step: { kind: 'form', url: `${apiBase}/theia/api/v1/showPaymentPage?${query(orderId)}`, fields: { mid, orderId, txnToken } },
      };
    },

    async verifyWebhook(raw, headers): Promise<VerifiedEvent> {
      const { fields, facts } = verifyDelivery(raw, headers, config.merchantKey);
      if (fields.MID !== undefined && fields.MID !== mid) throw new WebhookRejected('Paytm webhook for another merchant');
      return facts;
    },

    /**
     * Paytm's page posts ORDERID, TXNID, TXNAMOUNT, STATUS, RESPCODE, … and CHECKSUMHASH. The checksum
     * must hold, but the posted STATUS and TXNAMOUNT are never taken: the status API answers.
     */
    async verifyCallback(fields) {
      const signed = verifyFields(fields, config.merchantKey);
      if (signed.MID !== undefined && signed.MID !== mid) throw new WebhookRejected('Paytm callback for another merchant');
      const orderId = signed.ORDERID;
      if (!orderId || !ORDER_ID.test(orderId)) throw new WebhookRejected('Paytm callback without an ORDERID');
      return status(orderId);
    },

    fetch: status,

    async refund({ gatewayRef, providerPaymentId, amountPaise, refundKey }) {
      if (!providerPaymentId) throw new Error('Paytm refund: the attempt has no Paytm TXNID');
      const body = await call(
        '/refund/apply',
        { mid, txnType: 'REFUND', orderId: gatewayRef, txnId: providerPaymentId, refId: refundKey, refundAmount: paiseToDecimal(amountPaise) },
        'refund',
      );
      const info = resultInfo(body, 'refund');
      const refundId = text(body.refundId);
      // Paytm accepts a refund as PENDING (601 "Refund request was raised") and settles it later.
      if ((info.resultStatus !== 'PENDING' && info.resultStatus !== 'TXN_SUCCESS') || !refundId) throw fail(`Paytm refund refused: ${info.resultStatus} ${info.resultCode} ${info.resultMsg}`.trim());
      return { refundRef: refundId };
    },
  };
}
