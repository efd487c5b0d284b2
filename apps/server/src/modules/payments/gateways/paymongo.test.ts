import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WebhookRejected, type PaymentGateway, type PaymentRequest, type ProviderPayment } from '../gateway';
import { createPayMongoGateway, payMongoWebhook } from './paymongo';
import { startFakeProvider, type FakeProvider } from './provider.fake';

const SECRET_KEY = 'sk_test_hzq8Gs6n8yB2kVMcXxF4tWa1';
const WEBHOOK_SECRET = 'whsk_test_Vv3kP9Qw2rT5yU8iO1pA';
const NOW = new Date('2026-03-01T12:00:00Z');
const NOW_S = Math.floor(NOW.getTime() / 1000);
const BASIC = `Basic ${Buffer.from(`${SECRET_KEY}:`).toString('base64')}`;

let fake: FakeProvider;
let gateway: PaymentGateway;

beforeAll(async () => {
  fake = await startFakeProvider();
  gateway = createPayMongoGateway({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET }, { apiBase: fake.base });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const request = (over: Partial<PaymentRequest> = {}): PaymentRequest => ({
  reference: 'KK7Q2-41',
  orderRef: 'KK7Q2',
  amountPaise: 45_050,
  currency: 'PHP',
  description: 'Keka order KK7Q2',
  customer: { id: 7, name: 'Juan dela Cruz', email: 'juan@example.com', phone: '+639171234567' },
  returnUrl: 'https://keka.example/pay/return/41',
  cancelUrl: 'https://keka.example/pay/cancel/41',
  callbackUrl: 'https://keka.example/pay/callback/PAYMONGO',
  webhookUrl: 'https://keka.example/webhooks/PAYMONGO',
  ...over,
});

const SESSION_ID = 'cs_Yc3f4rWkE1uVbA9mN2pQ7xZs';
const PAYMENT_ID = 'pay_Xb7LqW2sE9rT4yU1iO6pA3sD';

const payment = (status: string, over: Record<string, unknown> = {}) => ({
  id: PAYMENT_ID,
  type: 'payment',
  attributes: { amount: 45_050, currency: 'PHP', status, livemode: false, fee: 1126, net_amount: 43_924, source: { id: 'src_1', type: 'gcash' }, ...over },
});

/** A checkout session resource as PayMongo answers it. */
const session = (status: 'active' | 'expired', payments: unknown[] = []) => ({
  data: {
    id: SESSION_ID,
    type: 'checkout_session',
    attributes: {
      billing: { name: 'Juan dela Cruz', email: 'juan@example.com', phone: '+639171234567', address: null },
      cancel_url: 'https://keka.example/pay/cancel/41',
      checkout_url: `https://checkout.paymongo.com/${SESSION_ID}#cGtfdGVzdF9xd2VydHk=`,
      client_key: `${SESSION_ID}_client_ABC`,
      description: 'Keka order KK7Q2',
      line_items: [{ amount: 45_050, currency: 'PHP', description: null, images: [], name: 'Keka order KK7Q2', quantity: 1 }],
      livemode: false,
      merchant: 'Keka',
      payments,
      payment_intent: { id: 'pi_1', type: 'payment_intent', attributes: { amount: 45_050, currency: 'PHP', status: 'awaiting_payment_method' } },
      payment_method_types: ['card', 'gcash', 'paymaya', 'grab_pay'],
      reference_number: 'KK7Q2-41',
      send_email_receipt: false,
      show_description: true,
      show_line_items: true,
      status,
      success_url: 'https://keka.example/pay/return/41',
      created_at: NOW_S - 60,
      updated_at: NOW_S - 30,
      metadata: { reference: 'KK7Q2-41', order: 'KK7Q2' },
    },
  },
});

describe('start', () => {
  it('creates a checkout session and redirects to its checkout_url', async () => {
    fake.on('POST', '/v1/checkout_sessions', { json: session('active') });
    const started = await gateway.start(request());

    expect(started).toEqual({ gatewayRef: SESSION_ID, step: { kind: 'redirect', url: `https://checkout.paymongo.com/${SESSION_ID}#cGtfdGVzdF9xd2VydHk=` } });
    expect(gateway.browserHosts).toEqual(['checkout.paymongo.com']);
    const [sent] = fake.requests;
    expect(sent?.method).toBe('POST');
    expect(sent?.headers.authorization).toBe(BASIC);
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(sent?.json).toEqual({
      data: {
        attributes: {
          line_items: [{ name: 'Keka order KK7Q2', quantity: 1, amount: 45_050, currency: 'PHP' }],
          payment_method_types: ['card', 'gcash', 'paymaya', 'grab_pay'],
          success_url: 'https://keka.example/pay/return/41',
          cancel_url: 'https://keka.example/pay/cancel/41',
          reference_number: 'KK7Q2-41',
          description: 'Keka order KK7Q2',
          metadata: { reference: 'KK7Q2-41', order: 'KK7Q2' },
          send_email_receipt: false,
          billing: { name: 'Juan dela Cruz', email: 'juan@example.com', phone: '+639171234567' },
        },
      },
    });
  });

  it('leaves billing out without an email, and the phone out without one', async () => {
    fake.on('POST', '/v1/checkout_sessions', { json: session('active') });
    await gateway.start(request({ customer: { id: 7, name: 'Juan', email: null, phone: '+639171234567' } }));
    await gateway.start(request({ customer: { id: 7, name: 'Juan', email: 'juan@example.com', phone: null } }));
    expect(fake.requests[0]?.json).not.toHaveProperty('data.attributes.billing');
    expect(fake.requests[1]?.json).toHaveProperty('data.attributes.billing', { name: 'Juan', email: 'juan@example.com' });
  });

  it('refuses an amount that is not whole centavos, before calling', async () => {
    await expect(gateway.start(request({ amountPaise: 450.5 }))).rejects.toThrow(/whole number of centavos/);
    await expect(gateway.start(request({ amountPaise: 0 }))).rejects.toThrow(/whole number of centavos/);
    expect(fake.requests).toHaveLength(0);
  });

  it("rejects with the status and PayMongo's errors, never the key", async () => {
    fake.on('POST', '/v1/checkout_sessions', {
      status: 400,
      json: { errors: [{ code: 'parameter_below_minimum', detail: 'The value for line_items.amount cannot be less than 2000.', source: { pointer: 'line_items.amount', attribute: 'amount' } }] },
    });
    await expect(gateway.start(request())).rejects.toThrow(
      'PayMongo: creating the checkout session failed: HTTP 400: parameter_below_minimum: The value for line_items.amount cannot be less than 2000.',
    );

    fake.on('POST', '/v1/checkout_sessions', { status: 401, json: { errors: [{ code: 'api_key_invalid', detail: `API key ${SECRET_KEY} is invalid.` }] } });
    const error = await gateway.start(request()).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/HTTP 401: api_key_invalid/);
    expect((error as Error).message).not.toContain(SECRET_KEY);
  });

  it('rejects a 5xx without a JSON body', async () => {
    fake.on('POST', '/v1/checkout_sessions', { status: 502, raw: '<html>Bad gateway</html>' });
    await expect(gateway.start(request())).rejects.toThrow(/creating the checkout session failed: HTTP 502: Bad Gateway/);
  });

  it('rejects an unreachable API with a clear error', async () => {
    const closed = await startFakeProvider();
    const base = closed.base;
    await closed.close();
    const offline = createPayMongoGateway({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET }, { apiBase: base });
    const error = await offline.start(request()).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/^PayMongo: creating the checkout session failed: no answer: /);
    expect((error as Error).message).not.toContain(SECRET_KEY);
  });
});

describe('fetch', () => {
  it('reads the checkout session', async () => {
    fake.on('GET', `/v1/checkout_sessions/${SESSION_ID}`, { json: session('active') });
    await gateway.fetch(SESSION_ID);
    expect(fake.requests.map((r) => `${r.method} ${r.path} ${r.headers.authorization}`)).toEqual([`GET /v1/checkout_sessions/${SESSION_ID} ${BASIC}`]);
  });

  it('is PAID with a paid payment', async () => {
    fake.on('GET', `/v1/checkout_sessions/${SESSION_ID}`, { json: session('active', [payment('failed', { amount: 45_050 }), { ...payment('paid'), id: 'pay_paid' }]) });
    expect(await gateway.fetch(SESSION_ID)).toEqual<ProviderPayment>({
      gatewayRef: SESSION_ID,
      status: 'PAID',
      amountPaise: 45_050,
      currency: 'PHP',
      providerPaymentId: 'pay_paid',
    });
  });

  it('is PENDING while active, even after a failed payment', async () => {
    fake.on('GET', `/v1/checkout_sessions/${SESSION_ID}`, { json: session('active', [payment('failed')]) });
    expect(await gateway.fetch(SESSION_ID)).toEqual({ gatewayRef: SESSION_ID, status: 'PENDING', amountPaise: 45_050, currency: 'PHP', providerPaymentId: null });
  });

  it('is FAILED once expired', async () => {
    fake.on('GET', `/v1/checkout_sessions/${SESSION_ID}`, { json: session('expired') });
    expect((await gateway.fetch(SESSION_ID)).status).toBe('FAILED');
  });

  it('rejects a provider error', async () => {
    fake.on('GET', '/v1/checkout_sessions/cs_missing', { status: 404, json: { errors: [{ code: 'resource_not_found', detail: 'No such checkout_session with id cs_missing.' }] } });
    await expect(gateway.fetch('cs_missing')).rejects.toThrow('PayMongo: reading checkout session cs_missing failed: HTTP 404: resource_not_found: No such checkout_session with id cs_missing.');
  });
});

describe('refund', () => {
  it('refunds the payment, with our refund key in the notes', async () => {
    fake.on('POST', '/v1/refunds', {
      json: { data: { id: 'ref_vPSqdAPD2pmtKj6Ac5SRfXjs', type: 'refund', attributes: { amount: 10_000, currency: 'PHP', payment_id: PAYMENT_ID, status: 'pending', reason: 'requested_by_customer', notes: 'refund-41-1' } } },
    });
    const refunded = await gateway.refund({ gatewayRef: SESSION_ID, providerPaymentId: PAYMENT_ID, amountPaise: 10_000, currency: 'PHP', refundKey: 'refund-41-1' });

    expect(refunded).toEqual({ refundRef: 'ref_vPSqdAPD2pmtKj6Ac5SRfXjs' });
    const [sent] = fake.requests;
    expect(sent?.method).toBe('POST');
    expect(sent?.headers.authorization).toBe(BASIC);
    expect(sent?.json).toEqual({ data: { attributes: { amount: 10_000, payment_id: PAYMENT_ID, reason: 'requested_by_customer', notes: 'refund-41-1' } } });
  });

  it('needs the payment id', async () => {
    await expect(gateway.refund({ gatewayRef: SESSION_ID, providerPaymentId: null, amountPaise: 100, currency: 'PHP', refundKey: 'k' })).rejects.toThrow(/payment id/);
    expect(fake.requests).toHaveLength(0);
  });

  it('rejects a refused refund', async () => {
    fake.on('POST', '/v1/refunds', { status: 400, json: { errors: [{ code: 'allowed_refund_amount_exceeded', detail: 'The refund amount exceeds the allowed refund amount.' }] } });
    await expect(gateway.refund({ gatewayRef: SESSION_ID, providerPaymentId: PAYMENT_ID, amountPaise: 99_999, currency: 'PHP', refundKey: 'k' })).rejects.toThrow(
      /HTTP 400: allowed_refund_amount_exceeded/,
    );
  });
});

describe('webhooks', () => {
  const paid: ProviderPayment = { gatewayRef: SESSION_ID, status: 'PAID', amountPaise: 45_050, currency: 'PHP', providerPaymentId: PAYMENT_ID };
  const signed = (now = NOW, p: ProviderPayment = paid) => payMongoWebhook.sign(WEBHOOK_SECRET, { eventId: 'evt_9Xb2QkLm4Nz7', payment: p }, now);
  const verify = (body: string, headers: Record<string, string>, now = NOW) => payMongoWebhook.verify(Buffer.from(body), headers, WEBHOOK_SECRET, now);

  /** Signs by PayMongo's documented scheme, independently of the adapter. */
  const byHand = (body: string, t: number, live: boolean, secret = WEBHOOK_SECRET) => {
    const signature = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
    return { 'paymongo-signature': live ? `t=${t},te=,li=${signature}` : `t=${t},te=${signature},li=`, 'content-type': 'application/json' };
  };
  const event = (type: string, livemode: boolean, data: unknown) =>
    JSON.stringify({ data: { id: 'evt_live_1', type: 'event', attributes: { type, livemode, data, previous_data: {}, created_at: NOW_S, updated_at: NOW_S } } });

  it('signs a checkout_session.payment.paid event that it accepts as PAID', () => {
    const { body, headers } = signed();
    expect(JSON.parse(body)).toMatchObject({ data: { id: 'evt_9Xb2QkLm4Nz7', type: 'event', attributes: { type: 'checkout_session.payment.paid', livemode: false, data: { id: SESSION_ID } } } });
    expect(headers['paymongo-signature']).toMatch(new RegExp(`^t=${NOW_S},te=[0-9a-f]{64},li=$`));
    expect(verify(body, headers)).toEqual({ eventId: 'evt_9Xb2QkLm4Nz7', payment: paid });
  });

  it('checks a live event against li and a test one against te', () => {
    const live = event('checkout_session.payment.paid', true, { ...session('active', [payment('paid', { livemode: true })]).data });
    expect(verify(live, byHand(live, NOW_S, true))).toEqual({ eventId: 'evt_live_1', payment: paid });
    expect(() => verify(live, byHand(live, NOW_S, false))).toThrow(WebhookRejected);
    const test = event('checkout_session.payment.paid', false, { ...session('active', [payment('paid')]).data });
    expect(verify(test, byHand(test, NOW_S, false))).toMatchObject({ payment: paid });
    expect(() => verify(test, byHand(test, NOW_S, true))).toThrow(WebhookRejected);
  });

  it('takes the amount from the line items when the event lists no payment', () => {
    const body = event('checkout_session.payment.paid', false, { ...session('active').data });
    expect(verify(body, byHand(body, NOW_S, false))).toMatchObject({ payment: { status: 'PAID', amountPaise: 45_050, currency: 'PHP', providerPaymentId: null } });
  });

  it('rejects a wrong secret', () => {
    const { body, headers } = signed();
    expect(() => payMongoWebhook.verify(Buffer.from(body), headers, 'whsk_another', NOW)).toThrow(/does not match/);
  });

  it('rejects a tampered body', () => {
    const { body, headers } = signed();
    expect(() => verify(body.replace('45050', '4505'), headers)).toThrow(/does not match/);
    expect(() => verify(`${body} `, headers)).toThrow(/does not match/);
  });

  it('rejects a missing or garbled signature header', () => {
    const { body, headers } = signed();
    const signature = headers['paymongo-signature'] ?? '';
    expect(() => verify(body, { 'content-type': 'application/json' })).toThrow(/no Paymongo-Signature/);
    expect(() => verify(body, { 'paymongo-signature': 'garbage' })).toThrow(/malformed/);
    expect(() => verify(body, { 'paymongo-signature': signature.replace(`t=${NOW_S}`, 't=soon') })).toThrow(/malformed/);
    expect(() => verify(body, { 'paymongo-signature': signature.replace(/,li=$/, '') })).toThrow(/malformed/);
    expect(() => verify(body, { 'paymongo-signature': `${signature},t=${NOW_S}` })).toThrow(/malformed/);
    expect(() => verify(body, { 'paymongo-signature': signature.replace(`t=${NOW_S}`, `t=${NOW_S + 1}`) })).toThrow(/does not match/);
    expect(() => verify(body, { 'paymongo-signature': `t=${NOW_S},te=,li=` })).toThrow(/does not match/);
  });

  it('rejects a body that is not JSON', () => {
    expect(() => verify('nope', byHand('nope', NOW_S, false))).toThrow(/not JSON/);
  });

  it('rejects a timestamp more than 300 s away, either way', () => {
    const { body, headers } = signed(new Date(NOW.getTime() - 299_000));
    expect(verify(body, headers)).toMatchObject({ payment: paid });
    const stale = signed(new Date(NOW.getTime() - 301_000));
    expect(() => verify(stale.body, stale.headers)).toThrow(/tolerance/);
    const future = signed(new Date(NOW.getTime() + 301_000));
    expect(() => verify(future.body, future.headers)).toThrow(/tolerance/);
  });

  it('records payment.failed and other events without a payment', () => {
    const failed = signed(NOW, { ...paid, status: 'FAILED' });
    expect(JSON.parse(failed.body)).toMatchObject({ data: { attributes: { type: 'payment.failed', data: { id: PAYMENT_ID, type: 'payment' } } } });
    expect(verify(failed.body, failed.headers)).toEqual({ eventId: 'evt_9Xb2QkLm4Nz7', payment: null });
    const other = event('payment.paid', false, payment('paid'));
    expect(verify(other, byHand(other, NOW_S, false))).toEqual({ eventId: 'evt_live_1', payment: null });
  });

  it('rejects a signed body that is not an event', () => {
    const body = JSON.stringify({ data: { id: 'x', type: 'payment', attributes: { type: 'payment.paid', livemode: false } } });
    expect(() => verify(body, byHand(body, NOW_S, false))).toThrow(/not an event/);
  });

  it('verifies through the gateway without calling the API', async () => {
    const { body, headers } = signed();
    expect(await gateway.verifyWebhook(Buffer.from(body), headers, NOW)).toEqual({ eventId: 'evt_9Xb2QkLm4Nz7', payment: paid });
    await expect(gateway.verifyWebhook(Buffer.from(body.replace('45050', '1')), headers, NOW)).rejects.toBeInstanceOf(WebhookRejected);
    expect(fake.requests).toHaveLength(0);
  });
});
