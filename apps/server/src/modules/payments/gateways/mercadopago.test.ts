import { createHmac } from 'node:crypto';
import { AppConfig } from 'mercadopago/dist/utils/config/index.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WebhookRejected, type PaymentGateway, type PaymentRequest, type ProviderPayment } from '../gateway';
import { createMercadoPagoGateway, mercadoPagoWebhook } from './mercadopago';
import { startFakeProvider, type FakeProvider } from './provider.fake';

const ACCESS_TOKEN = 'APP_USR-1234567890-test-access-token';
const SECRET = 'mp-webhook-secret';
const NOW = new Date('2026-03-01T12:00:00Z');
const NOW_S = Math.floor(NOW.getTime() / 1000);

let fake: FakeProvider;
let gateway: PaymentGateway;

beforeAll(async () => {
  fake = await startFakeProvider();
  gateway = createMercadoPagoGateway({ accessToken: ACCESS_TOKEN, webhookSecret: SECRET }, { apiBase: fake.base });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const request = (over: Partial<PaymentRequest> = {}): PaymentRequest => ({
  reference: 'KK7Q2-41',
  orderRef: 'KK7Q2',
  amountPaise: 435,
  currency: 'BRL',
  description: 'Keka order KK7Q2',
  customer: { id: 7, name: 'Ana Souza', email: 'ana@example.com', phone: null },
  returnUrl: 'https://keka.example/pay/return/41',
  cancelUrl: 'https://keka.example/pay/cancel/41',
  callbackUrl: 'https://keka.example/pay/callback/MERCADOPAGO',
  webhookUrl: 'https://keka.example/webhooks/MERCADOPAGO',
  ...over,
});

const preferenceAnswer = {
  id: '202809963-920c288b-4ebb-40be-966f-700250fa5370',
  init_point: 'https://www.mercadopago.com.br/checkout/v1/redirect?pref_id=202809963-920c288b-4ebb-40be-966f-700250fa5370',
  sandbox_init_point: 'https://sandbox.mercadopago.com.br/checkout/v1/redirect?pref_id=202809963-920c288b-4ebb-40be-966f-700250fa5370',
  external_reference: 'KK7Q2-41',
  date_created: '2026-03-01T09:00:00.000-03:00',
};

/** A payment as GET /v1/payments/{id} and the search answer it (the fields the adapter reads, and some it does not). */
const mpPayment = (over: Record<string, unknown> = {}) => ({
  id: 1316781203,
  date_created: '2026-03-01T09:01:00.000-03:00',
  date_approved: '2026-03-01T09:01:05.000-03:00',
  status: 'approved',
  status_detail: 'accredited',
  currency_id: 'BRL',
  transaction_amount: 4.35,
  external_reference: 'KK7Q2-41',
  payment_method_id: 'pix',
  live_mode: false,
  ...over,
});

const searchAnswer = (results: unknown[]) => ({ paging: { total: results.length, limit: 30, offset: 0 }, results });

describe('the library', () => {
  it('sends every request to the fake, never to api.mercadopago.com', () => {
    expect(AppConfig.BASE_URL).toBe(fake.base);
  });

  it('cannot be pointed at a second base in the same process', () => {
    expect(() => createMercadoPagoGateway({ accessToken: ACCESS_TOKEN, webhookSecret: SECRET })).toThrow(/already sends the library/);
    expect(AppConfig.BASE_URL).toBe(fake.base);
  });
});

describe('start', () => {
  it('creates a Checkout Pro preference and redirects to its init_point', async () => {
    fake.on('POST', '/checkout/preferences/', { status: 201, json: preferenceAnswer });
    const started = await gateway.start(request());

    expect(started).toEqual({ gatewayRef: 'KK7Q2-41', step: { kind: 'redirect', url: preferenceAnswer.init_point } });
    expect(gateway.browserHosts).toContain(new URL(preferenceAnswer.init_point).host);
    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent?.method).toBe('POST');
    expect(sent?.headers.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
    expect(sent?.headers['x-idempotency-key']).toBe('start-KK7Q2-41');
    expect(sent?.json).toEqual({
      items: [{ id: 'KK7Q2', title: 'Keka order KK7Q2', quantity: 1, currency_id: 'BRL', unit_price: 4.35 }],
      external_reference: 'KK7Q2-41',
      back_urls: {
        success: 'https://keka.example/pay/return/41',
        failure: 'https://keka.example/pay/return/41',
        pending: 'https://keka.example/pay/return/41',
      },
      auto_return: 'approved',
      notification_url: 'https://keka.example/webhooks/MERCADOPAGO',
      metadata: { reference: 'KK7Q2-41', order: 'KK7Q2' },
      payer: { email: 'ana@example.com' },
    });
    // The decimal goes out as written, not as 4.3500000001 or 434.99999999999994 / 100.
    expect(sent?.body).toContain('"unit_price":4.35}');
  });

  it.each([
    [1, 'BRL', '0.01'],
    [29, 'BRL', '0.29'],
    [100, 'BRL', '1'],
    [1050, 'ARS', '10.5'],
    [12345, 'MXN', '123.45'],
    [9_999_999_999_999, 'BRL', '99999999999.99'],
    [1500, 'CLP', '1500'],
  ])('sends %i minor units of %s as %s', async (amountPaise, currency, decimal) => {
    fake.on('POST', '/checkout/preferences/', { status: 201, json: preferenceAnswer });
    await gateway.start(request({ amountPaise, currency }));
    expect(fake.requests[0]?.body).toContain(`"unit_price":${decimal}}`);
  });

  it('leaves the payer out without an email', async () => {
    fake.on('POST', '/checkout/preferences/', { status: 201, json: preferenceAnswer });
    await gateway.start(request({ customer: { id: 7, name: 'Ana', email: null, phone: null } }));
    expect(fake.requests[0]?.json).not.toHaveProperty('payer');
  });

  it('refuses an amount that is not whole minor units, before calling', async () => {
    await expect(gateway.start(request({ amountPaise: 4.5 }))).rejects.toThrow(/not a whole number/);
    await expect(gateway.start(request({ amountPaise: -100 }))).rejects.toThrow(/not a whole number/);
    await expect(gateway.start(request({ amountPaise: 10 ** 13 + 1 }))).rejects.toThrow(/too large/);
    expect(fake.requests).toHaveLength(0);
  });

  it("rejects with the status and Mercado Pago's message, never the token", async () => {
    fake.on('POST', '/checkout/preferences/', {
      status: 400,
      json: { message: 'items.unit_price must be a number', error: 'bad_request', status: 400, cause: [] },
    });
    await expect(gateway.start(request())).rejects.toThrow('Mercado Pago: creating the preference failed: HTTP 400: items.unit_price must be a number (bad_request)');

    fake.on('POST', '/checkout/preferences/', { status: 401, json: { message: `invalid access token ${ACCESS_TOKEN}`, error: 'unauthorized', status: 401 } });
    const error = await gateway.start(request()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/HTTP 401/);
    expect((error as Error).message).not.toContain(ACCESS_TOKEN);
  });

  it('retries a 503 once, with the same idempotency key, then rejects', async () => {
    fake.on('POST', '/checkout/preferences/', { status: 503, json: { message: 'service unavailable', status: 503 } });
    await expect(gateway.start(request())).rejects.toThrow(/HTTP 503: service unavailable/);
    expect(fake.requests.map((r) => r.headers['x-idempotency-key'])).toEqual(['start-KK7Q2-41', 'start-KK7Q2-41']);
  });

  it('rejects an answer without an https init_point', async () => {
    fake.on('POST', '/checkout/preferences/', { status: 201, json: { id: 'p1' } });
    await expect(gateway.start(request())).rejects.toThrow(/unexpected shape/);
  });
});

describe('fetch', () => {
  const searchWith = (results: unknown[]) => fake.on('GET', '/v1/payments/search', { json: searchAnswer(results) });

  it('searches by external_reference, newest first', async () => {
    searchWith([]);
    await gateway.fetch('KK7Q2-41');
    const [sent] = fake.requests;
    expect(sent?.method).toBe('GET');
    expect(sent?.headers.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
    expect(Object.fromEntries(sent?.query ?? [])).toEqual({ external_reference: 'KK7Q2-41', sort: 'date_created', criteria: 'desc' });
  });

  it('is PAID by an approved payment, even behind a newer rejected one', async () => {
    searchWith([
      mpPayment({ id: 2, status: 'rejected', date_created: '2026-03-01T09:05:00.000-03:00', transaction_amount: 4.35 }),
      mpPayment({ id: 1, status: 'approved', date_created: '2026-03-01T09:01:00.000-03:00' }),
    ]);
    expect(await gateway.fetch('KK7Q2-41')).toEqual<ProviderPayment>({
      gatewayRef: 'KK7Q2-41',
      status: 'PAID',
      amountPaise: 435,
      currency: 'BRL',
      providerPaymentId: '1',
    });
  });

  it('stays PENDING after a rejected or cancelled payment: the preference takes another attempt', async () => {
    searchWith([mpPayment({ id: 5, status: 'rejected', status_detail: 'cc_rejected_insufficient_amount' })]);
    expect((await gateway.fetch('KK7Q2-41')).status).toBe('PENDING');
    searchWith([mpPayment({ id: 5, status: 'cancelled' })]);
    expect((await gateway.fetch('KK7Q2-41')).status).toBe('PENDING');
  });

  it.each([
    ['in_process', 'PENDING'],
    ['pending', 'PENDING'],
    ['authorized', 'PENDING'],
    ['refunded', 'FAILED'],
    ['charged_back', 'FAILED'],
  ])('maps the newest payment %s to %s', async (status, expected) => {
    searchWith([mpPayment({ status })]);
    expect((await gateway.fetch('KK7Q2-41')).status).toBe(expected);
  });

  it('orders by date_created itself and ignores payments of other references', async () => {
    searchWith([
      mpPayment({ id: 1, status: 'rejected', date_created: '2026-03-01T09:01:00.000-03:00' }),
      mpPayment({ id: 2, status: 'refunded', date_created: '2026-03-01T09:09:00.000-03:00' }),
      mpPayment({ id: 3, status: 'approved', external_reference: 'OTHER-1' }),
    ]);
    expect(await gateway.fetch('KK7Q2-41')).toMatchObject({ status: 'FAILED', providerPaymentId: '2' });
  });

  it('is PENDING without any payment yet', async () => {
    searchWith([]);
    expect(await gateway.fetch('KK7Q2-41')).toEqual({ gatewayRef: 'KK7Q2-41', status: 'PENDING', amountPaise: 0, currency: '', providerPaymentId: null });
  });

  it.each([
    ['4.35', 'BRL', 435],
    ['0.29', 'BRL', 29],
    ['1.005e3', 'BRL', 100500],
    ['1234.5', 'BRL', 123450],
    ['19.90', 'BRL', 1990],
    ['"19.99"', 'BRL', 1999],
    ['25000', 'CLP', 25000],
  ])('reads transaction_amount %s %s as %i minor units exactly', async (amount, currency, minor) => {
    const json = JSON.stringify(searchAnswer([mpPayment({ currency_id: currency })])).replace('"transaction_amount":4.35', `"transaction_amount":${amount}`);
    fake.on('GET', '/v1/payments/search', { raw: json });
    expect((await gateway.fetch('KK7Q2-41')).amountPaise).toBe(minor);
  });

  it('rejects an amount finer than the currency allows', async () => {
    searchWith([mpPayment({ transaction_amount: 4.355 })]);
    await expect(gateway.fetch('KK7Q2-41')).rejects.toThrow(/finer than its minor unit/);
  });

  it('rejects a provider error with its status', async () => {
    fake.on('GET', '/v1/payments/search', { status: 401, json: { message: 'invalid_token', error: 'unauthorized', status: 401 } });
    await expect(gateway.fetch('KK7Q2-41')).rejects.toThrow('Mercado Pago: searching the payments of KK7Q2-41 failed: HTTP 401: invalid_token (unauthorized)');
  });
});

describe('refund', () => {
  it('refunds the amount in major units with our refund key as the idempotency key', async () => {
    fake.on('POST', '/v1/payments/1316781203/refunds', { status: 201, json: { id: 987654321, payment_id: 1316781203, amount: 2.5, status: 'approved' } });
    const refunded = await gateway.refund({ gatewayRef: 'KK7Q2-41', providerPaymentId: '1316781203', amountPaise: 250, currency: 'BRL', refundKey: 'refund-41-1' });

    expect(refunded).toEqual({ refundRef: '987654321' });
    const [sent] = fake.requests;
    expect(sent?.method).toBe('POST');
    expect(sent?.headers.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
    expect(sent?.headers['x-idempotency-key']).toBe('refund-41-1');
    expect(sent?.json).toEqual({ amount: 2.5 });
  });

  it('needs the payment id', async () => {
    await expect(gateway.refund({ gatewayRef: 'KK7Q2-41', providerPaymentId: null, amountPaise: 250, currency: 'BRL', refundKey: 'r' })).rejects.toThrow(/payment id/);
    expect(fake.requests).toHaveLength(0);
  });

  it('rejects a refused refund', async () => {
    fake.on('POST', '/v1/payments/1/refunds', { status: 400, json: { message: 'Invalid refund amount', error: 'bad_request', status: 400 } });
    await expect(gateway.refund({ gatewayRef: 'r', providerPaymentId: '1', amountPaise: 99_999, currency: 'BRL', refundKey: 'k' })).rejects.toThrow(/HTTP 400: Invalid refund amount/);
  });
});

describe('webhooks', () => {
  const paid: ProviderPayment = { gatewayRef: 'KK7Q2-41', status: 'PAID', amountPaise: 435, currency: 'BRL', providerPaymentId: '1316781203' };
  const signed = () => mercadoPagoWebhook.sign(SECRET, { eventId: '112233445566', payment: paid }, NOW);
  const verify = (body: string, headers: Record<string, string>, now = NOW) => mercadoPagoWebhook.verify(Buffer.from(body), headers, SECRET, now);

  /** Signs by Mercado Pago's documented manifest, independently of the adapter. */
  const signByHand = (dataId: string, requestId: string, ts: string, secret = SECRET) =>
    `ts=${ts},v1=${createHmac('sha256', secret).update(`id:${dataId};request-id:${requestId};ts:${ts};`).digest('hex')}`;
  const delivery = (body: Record<string, unknown>, dataIdInManifest: string, ts = String(NOW_S)) => ({
    body: JSON.stringify(body),
    headers: { 'x-signature': signByHand(dataIdInManifest, 'req-1', ts), 'x-request-id': 'req-1', 'content-type': 'application/json' },
  });
  const notification = { id: 112233445566, live_mode: true, type: 'payment', action: 'payment.updated', data: { id: '1316781203' } };

  it('signs a realistic notification that it accepts, naming the payment to look up', () => {
    const { body, headers } = signed();
    expect(JSON.parse(body)).toMatchObject({ id: 112233445566, live_mode: false, type: 'payment', action: 'payment.updated', data: { id: '1316781203' } });
    expect(headers['x-signature']).toMatch(new RegExp(`^ts=${NOW_S},v1=[0-9a-f]{64}$`));
    expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers['content-type']).toBe('application/json');
    expect(verify(body, headers)).toEqual({ eventId: '112233445566', lookup: '1316781203' });
  });

  it("accepts a notification signed by Mercado Pago's documented manifest", () => {
    const { body, headers } = delivery(notification, '1316781203');
    expect(verify(body, headers)).toEqual({ eventId: '112233445566', lookup: '1316781203' });
  });

  it('signs an alphanumeric data.id in lower case', () => {
    const { body, headers } = delivery({ ...notification, data: { id: 'ABC123xyz' } }, 'abc123xyz');
    expect(verify(body, headers)).toEqual({ eventId: '112233445566', lookup: 'ABC123xyz' });
    const upper = delivery({ ...notification, data: { id: 'ABC123xyz' } }, 'ABC123xyz');
    expect(() => verify(upper.body, upper.headers)).toThrow(WebhookRejected);
  });

  it('accepts ts in milliseconds as well as seconds', () => {
    const { body, headers } = delivery(notification, '1316781203', String(NOW.getTime() - 20_000));
    expect(verify(body, headers)).toMatchObject({ lookup: '1316781203' });
  });

  it('rejects a wrong secret', () => {
    const { body, headers } = signed();
    expect(() => mercadoPagoWebhook.verify(Buffer.from(body), headers, 'another-secret', NOW)).toThrow(WebhookRejected);
    const other = mercadoPagoWebhook.sign('another-secret', { eventId: '1', payment: paid }, NOW);
    expect(() => verify(other.body, other.headers)).toThrow(/SignatureMismatch/);
  });

  it('rejects a tampered data.id or request id', () => {
    const { body, headers } = signed();
    expect(() => verify(body.replace('1316781203', '1316781204'), headers)).toThrow(/SignatureMismatch/);
    expect(() => verify(body, { ...headers, 'x-request-id': 'another-request' })).toThrow(/SignatureMismatch/);
  });

  it('rejects a missing, garbled or doubled signature header', () => {
    const { body, headers } = signed();
    const { 'x-signature': signature = '', ...unsigned } = headers;
    expect(() => verify(body, unsigned)).toThrow(/MissingSignatureHeader/);
    expect(() => verify(body, { ...headers, 'x-signature': 'garbage' })).toThrow(WebhookRejected);
    expect(() => verify(body, { ...headers, 'x-signature': `ts=abc,${signature.split(',')[1] ?? ''}` })).toThrow(WebhookRejected);
    expect(() => verify(body, { ...headers, 'x-signature': signature.split(',')[0] ?? '' })).toThrow(/MissingHash/);
    expect(() => verify(body, { ...headers, 'x-signature': `ts=${NOW_S},v1=${'0'.repeat(64)}` })).toThrow(/SignatureMismatch/);
    // A fresh ts put in front of an old signature's own.
    const old = mercadoPagoWebhook.sign(SECRET, { eventId: '1', payment: paid }, new Date(NOW.getTime() - 3_600_000));
    expect(() => verify(old.body, { ...old.headers, 'x-signature': `ts=${NOW_S},${old.headers['x-signature'] ?? ''}` })).toThrow(WebhookRejected);
  });

  it('rejects a body that is not JSON', () => {
    const { headers } = signed();
    expect(() => verify('not json', headers)).toThrow(WebhookRejected);
  });

  it('rejects a timestamp more than 300 s away, either way', () => {
    const at = (offsetMs: number) => {
      const { body, headers } = mercadoPagoWebhook.sign(SECRET, { eventId: '1', payment: paid }, new Date(NOW.getTime() + offsetMs));
      return () => verify(body, headers);
    };
    expect(at(-299_000)).not.toThrow();
    expect(at(-301_000)).toThrow(/tolerance/);
    expect(at(301_000)).toThrow(/tolerance/);
    const ms = delivery(notification, '1316781203', String(NOW.getTime() - 301_000));
    expect(() => verify(ms.body, ms.headers)).toThrow(/tolerance/);
  });

  it('records other notification types without a lookup', () => {
    const { body, headers } = delivery({ id: 5551, type: 'merchant_order', action: 'merchant_order.updated', data: { id: '777' } }, '777');
    expect(verify(body, headers)).toEqual({ eventId: '5551', payment: null });
  });

  it('builds an event id from the signed parts when the body has none', () => {
    const { body, headers } = delivery({ type: 'payment', action: 'payment.created', data: { id: '1316781203' } }, '1316781203');
    expect(verify(body, headers)).toEqual({ eventId: 'payment:payment.created:1316781203:req-1', lookup: '1316781203' });
  });

  it('rejects a payment notification without data.id', () => {
    const body = JSON.stringify({ id: 9, type: 'payment', action: 'payment.updated', data: {} });
    const headers = { 'x-signature': `ts=${NOW_S},v1=${createHmac('sha256', SECRET).update(`request-id:req-1;ts:${NOW_S};`).digest('hex')}`, 'x-request-id': 'req-1' };
    expect(() => verify(body, headers)).toThrow(/without data.id/);
  });

  describe('through the gateway', () => {
    it('looks the payment up and reports its state', async () => {
      fake.on('GET', '/v1/payments/1316781203', { json: mpPayment() });
      const { body, headers } = signed();
      expect(await gateway.verifyWebhook(Buffer.from(body), headers, NOW)).toEqual({ eventId: '112233445566', payment: paid });
      expect(fake.requests.map((r) => `${r.method} ${r.path} ${r.headers.authorization}`)).toEqual([`GET /v1/payments/1316781203 Bearer ${ACCESS_TOKEN}`]);
    });

    it('reports a refunded payment FAILED and a rejected one PENDING', async () => {
      const { body, headers } = signed();
      fake.on('GET', '/v1/payments/1316781203', { json: mpPayment({ status: 'refunded' }) });
      expect((await gateway.verifyWebhook(Buffer.from(body), headers, NOW)).payment?.status).toBe('FAILED');
      fake.on('GET', '/v1/payments/1316781203', { json: mpPayment({ status: 'rejected' }) });
      expect((await gateway.verifyWebhook(Buffer.from(body), headers, NOW)).payment?.status).toBe('PENDING');
    });

    it('reports no payment for one that is none of ours', async () => {
      fake.on('GET', '/v1/payments/1316781203', { json: mpPayment({ external_reference: null }) });
      const { body, headers } = signed();
      expect(await gateway.verifyWebhook(Buffer.from(body), headers, NOW)).toEqual({ eventId: '112233445566', payment: null });
    });

    it('rejects before any lookup when the signature does not hold', async () => {
      const { body, headers } = mercadoPagoWebhook.sign('wrong', { eventId: '1', payment: paid }, NOW);
      await expect(gateway.verifyWebhook(Buffer.from(body), headers, NOW)).rejects.toBeInstanceOf(WebhookRejected);
      expect(fake.requests).toHaveLength(0);
    });

    it('does not look up other types', async () => {
      const { body, headers } = delivery({ id: 5551, type: 'merchant_order', action: 'merchant_order.updated', data: { id: '777' } }, '777');
      expect(await gateway.verifyWebhook(Buffer.from(body), headers, NOW)).toEqual({ eventId: '5551', payment: null });
      expect(fake.requests).toHaveLength(0);
    });

    it('rejects (for a retry) when the lookup fails', async () => {
      fake.on('GET', '/v1/payments/1316781203', { status: 404, json: { message: 'Payment not found', error: 'not_found', status: 404 } });
      const { body, headers } = signed();
      const error = await gateway.verifyWebhook(Buffer.from(body), headers, NOW).catch((e: unknown) => e);
      expect(error).not.toBeInstanceOf(WebhookRejected);
      expect((error as Error).message).toBe('Mercado Pago: reading payment 1316781203 failed: HTTP 404: Payment not found (not_found)');
    });
  });
});
