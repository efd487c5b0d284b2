import { createHmac } from 'node:crypto';
import Razorpay from 'razorpay';
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WebhookRejected, type PaymentRequest, type ProviderPayment } from '../gateway';
import { asRecord } from './loopback.fake';
import { createRazorpayGateway, razorpayWebhook, type RazorpayConfig } from './razorpay';
import { startRazorpayFake, type RazorpayFake } from './razorpay.fake';

const config: RazorpayConfig = { keyId: 'rzp_test_KekaKey0001', keySecret: 'keka-key-secret-0001', webhookSecret: 'keka-webhook-secret-0001' };
const now = new Date('2026-03-01T10:00:00Z');

const request = (over: Partial<PaymentRequest> = {}): PaymentRequest => ({
  reference: 'ord7Hq2-pay41',
  orderRef: 'KEKA-000123',
  amountPaise: 12345,
  currency: 'INR',
  description: 'Keka order KEKA-000123',
  customer: { id: 7, name: 'Asha Rao', email: 'asha@example.test', phone: '+919876500001' },
  returnUrl: 'https://keka.test/orders/123',
  cancelUrl: 'https://keka.test/checkout',
  callbackUrl: 'https://keka.test/api/payments/razorpay/callback',
  webhookUrl: 'https://keka.test/api/payments/razorpay/webhook',
  ...over,
});

/** What Hosted Checkout posts to callback_url after a successful payment. */
const callbackFields = (orderId: string, paymentId: string, secret = config.keySecret) => ({
  razorpay_payment_id: paymentId,
  razorpay_order_id: orderId,
  razorpay_signature: createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex'),
});

describe('Razorpay gateway against a fake Razorpay API', () => {
  let fake: RazorpayFake;
  beforeAll(async () => {
    fake = await startRazorpayFake(config.keyId, config.keySecret);
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
  });
  const gateway = () => createRazorpayGateway(config, { apiBase: fake.url });

  it('names itself and the one host the browser posts to', () => {
    const g = gateway();
    expect([g.code, g.name, g.test, g.browserHosts]).toEqual(['RAZORPAY', 'Razorpay', false, ['api.razorpay.com']]);
  });

  it('creates an order with basic auth and sends the browser to Hosted Checkout with its fields', async () => {
    const started = await gateway().start(request());
    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0];
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe('/v1/orders');
    expect(sent?.headers.authorization).toBe(`Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`);
    expect(sent?.json).toEqual({ amount: 12345, currency: 'INR', receipt: 'ord7Hq2-pay41', notes: { reference: 'ord7Hq2-pay41', order: 'KEKA-000123' } });
    expect(started.gatewayRef).toMatch(/^order_/);
    expect(fake.orders.get(started.gatewayRef)?.amount).toBe(12345);
    expect(started.step).toEqual({
      kind: 'form',
      url: 'https://api.razorpay.com/v1/checkout/embedded',
      fields: {
        key_id: config.keyId,
        order_id: started.gatewayRef,
        amount: '12345',
        currency: 'INR',
        name: 'Keka',
        description: 'Keka order KEKA-000123',
        'prefill[name]': 'Asha Rao',
        'prefill[email]': 'asha@example.test',
        'prefill[contact]': '+919876500001',
        callback_url: 'https://keka.test/api/payments/razorpay/callback',
        cancel_url: 'https://keka.test/checkout',
      },
    });
  });

  it('leaves out the prefill fields the customer has no value for', async () => {
    const started = await gateway().start(request({ customer: { id: 8, name: 'Ravi', email: null, phone: null } }));
    const fields = started.step.kind === 'form' ? started.step.fields : {};
    expect(fields['prefill[name]']).toBe('Ravi');
    expect(Object.keys(fields)).not.toContain('prefill[email]');
    expect(Object.keys(fields)).not.toContain('prefill[contact]');
  });

  it("rejects with Razorpay's error, and never with a secret in the message", async () => {
    await expect(gateway().start(request({ amountPaise: 50 }))).rejects.toThrow('HTTP 400 BAD_REQUEST_ERROR: Order amount less than minimum amount allowed');
    fake.failNext(500, 'SERVER_ERROR', 'The server encountered an error.');
    await expect(gateway().start(request())).rejects.toThrow('HTTP 500 SERVER_ERROR');
    const wrongKey = createRazorpayGateway({ ...config, keySecret: 'not-the-key-secret' }, { apiBase: fake.url });
    const failure = await wrongKey.start(request()).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toContain('HTTP 401 BAD_REQUEST_ERROR: Authentication failed');
    expect((failure as Error).message).not.toContain('not-the-key-secret');
  });

  it('rejects when nothing answers, naming no secret', async () => {
    const closed = createRazorpayGateway(config, { apiBase: 'http://127.0.0.1:9' });
    const failure = await closed.start(request()).catch((e: unknown) => e);
    expect((failure as Error).message).toBe('Razorpay order create failed: no answer from Razorpay');
  });

  describe('fetch', () => {
    it('is PENDING with the order amount while nothing is captured, even after a failed attempt', async () => {
      const { gatewayRef } = await gateway().start(request());
      fake.requests.length = 0;
      await expect(gateway().fetch(gatewayRef)).resolves.toEqual({ gatewayRef, status: 'PENDING', amountPaise: 12345, currency: 'INR', providerPaymentId: null });
      expect(fake.requests.map((r) => `${r.method} ${r.path}`).sort()).toEqual([`GET /v1/orders/${gatewayRef}`, `GET /v1/orders/${gatewayRef}/payments`]);
      fake.attempt(gatewayRef, 'failed');
      fake.attempt(gatewayRef, 'authorized');
      await expect(gateway().fetch(gatewayRef)).resolves.toMatchObject({ status: 'PENDING', providerPaymentId: null });
    });

    it("is PAID with the captured payment's id, amount and currency", async () => {
      const { gatewayRef } = await gateway().start(request());
      fake.attempt(gatewayRef, 'failed');
      const captured = fake.attempt(gatewayRef, 'captured', 12340);
      await expect(gateway().fetch(gatewayRef)).resolves.toEqual({ gatewayRef, status: 'PAID', amountPaise: 12340, currency: 'INR', providerPaymentId: captured.id });
    });

    it('rejects an unknown order and a ref that is no Razorpay order id (without asking)', async () => {
      await expect(gateway().fetch('order_Missing0000001')).rejects.toThrow('The id provided does not exist');
      fake.requests.length = 0;
      await expect(gateway().fetch('../payments/pay_x')).rejects.toThrow('not a Razorpay order id');
      expect(fake.requests).toHaveLength(0);
    });
  });

  describe('refund', () => {
    it('refunds the payment with the amount, the refund key as receipt and note', async () => {
      const { gatewayRef } = await gateway().start(request());
      const payment = fake.attempt(gatewayRef, 'captured');
      fake.requests.length = 0;
      const result = await gateway().refund({ gatewayRef, providerPaymentId: payment.id, amountPaise: 2345, currency: 'INR', refundKey: 'refund-41-1' });
      expect(result.refundRef).toMatch(/^rfnd_/);
      expect(fake.requests.map((r) => [r.method, r.path, r.json])).toEqual([['POST', `/v1/payments/${payment.id}/refund`, { amount: 2345, receipt: 'refund-41-1', notes: { key: 'refund-41-1' } }]]);
      expect(fake.payments.get(payment.id)?.amount_refunded).toBe(2345);
    });

    it('keeps a refund key too long for a receipt in the notes only', async () => {
      const { gatewayRef } = await gateway().start(request());
      const payment = fake.attempt(gatewayRef, 'captured');
      fake.requests.length = 0;
      const refundKey = `refund-${'x'.repeat(40)}`;
      await gateway().refund({ gatewayRef, providerPaymentId: payment.id, amountPaise: 100, currency: 'INR', refundKey });
      expect(fake.requests[0]?.json).toEqual({ amount: 100, notes: { key: refundKey } });
    });

    it("rejects Razorpay's refusal and an attempt without a payment id", async () => {
      const { gatewayRef } = await gateway().start(request());
      const payment = fake.attempt(gatewayRef, 'captured');
      await expect(gateway().refund({ gatewayRef, providerPaymentId: payment.id, amountPaise: 99999, currency: 'INR', refundKey: 'r1' })).rejects.toThrow('greater than amount captured');
      await expect(gateway().refund({ gatewayRef, providerPaymentId: null, amountPaise: 100, currency: 'INR', refundKey: 'r2' })).rejects.toThrow('no Razorpay payment id');
    });
  });

  describe('verifyCallback', () => {
    it("accepts a good signature and answers with the API's state and amount", async () => {
      const { gatewayRef } = await gateway().start(request());
      const payment = fake.attempt(gatewayRef, 'captured', 12345);
      fake.requests.length = 0;
      const fields = callbackFields(gatewayRef, payment.id);
      // The signature is the one the official library checks.
      expect(validatePaymentVerification({ order_id: gatewayRef, payment_id: payment.id }, fields.razorpay_signature, config.keySecret)).toBe(true);
      await expect(gateway().verifyCallback?.(fields)).resolves.toEqual({ gatewayRef, status: 'PAID', amountPaise: 12345, currency: 'INR', providerPaymentId: payment.id });
      expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`GET /v1/payments/${payment.id}`]);
    });

    it('answers PENDING for an authorized or a failed payment (the order can still be paid)', async () => {
      const { gatewayRef } = await gateway().start(request());
      const authorized = fake.attempt(gatewayRef, 'authorized');
      await expect(gateway().verifyCallback?.(callbackFields(gatewayRef, authorized.id))).resolves.toMatchObject({ status: 'PENDING', providerPaymentId: authorized.id });
      const failed = fake.attempt(gatewayRef, 'failed');
      await expect(gateway().verifyCallback?.(callbackFields(gatewayRef, failed.id))).resolves.toMatchObject({ status: 'PENDING' });
    });

    it('rejects a tampered payment id or order id, a wrong secret and missing fields, asking nothing', async () => {
      const { gatewayRef } = await gateway().start(request());
      const cheap = fake.attempt(gatewayRef, 'failed', 100);
      const paid = fake.attempt(gatewayRef, 'captured');
      const other = await gateway().start(request({ reference: 'other-1' }));
      fake.requests.length = 0;
      const good = callbackFields(gatewayRef, cheap.id);
      const attempts: Record<string, string>[] = [
        { ...good, razorpay_payment_id: paid.id },
        { ...good, razorpay_order_id: other.gatewayRef },
        callbackFields(gatewayRef, paid.id, 'some-other-secret'),
        { ...good, razorpay_signature: good.razorpay_signature.toUpperCase() },
        { razorpay_payment_id: paid.id, razorpay_order_id: gatewayRef },
        {},
      ];
      for (const fields of attempts) await expect(gateway().verifyCallback?.(fields)).rejects.toBeInstanceOf(WebhookRejected);
      expect(fake.requests).toHaveLength(0);
    });

    it("rejects a failure post with Razorpay's reason", async () => {
      const fields = { 'error[code]': 'BAD_REQUEST_ERROR', 'error[description]': 'Payment failed due to insufficient balance', 'error[source]': 'customer', 'error[reason]': 'payment_failed' };
      const failure = await gateway().verifyCallback?.(fields).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(WebhookRejected);
      expect((failure as Error).message).toBe('Razorpay payment failed: Payment failed due to insufficient balance (BAD_REQUEST_ERROR)');
    });

    it("rejects when the signed payment's order differs from what the API says", async () => {
      const { gatewayRef } = await gateway().start(request());
      const other = await gateway().start(request({ reference: 'other-2' }));
      const payment = fake.attempt(other.gatewayRef, 'captured');
      await expect(gateway().verifyCallback?.(callbackFields(gatewayRef, payment.id))).rejects.toThrow('belongs to another order');
    });
  });

  describe('verifyWebhook', () => {
    const paid: ProviderPayment = { gatewayRef: 'order_Abc123XYZ00001', status: 'PAID', amountPaise: 12345, currency: 'INR', providerPaymentId: 'pay_Abc123XYZ00001' };

    it('accepts a delivery signed with the webhook secret', async () => {
      const delivery = razorpayWebhook.sign(config.webhookSecret, { eventId: 'evt_1', payment: paid }, now);
      await expect(gateway().verifyWebhook(Buffer.from(delivery.body), delivery.headers, now)).resolves.toEqual({ eventId: 'evt_1', payment: paid });
      expect(fake.requests).toHaveLength(0);
    });

    it('rejects a delivery signed with the key secret instead of the webhook secret', async () => {
      const delivery = razorpayWebhook.sign(config.keySecret, { eventId: 'evt_2', payment: paid }, now);
      await expect(gateway().verifyWebhook(Buffer.from(delivery.body), delivery.headers, now)).rejects.toBeInstanceOf(WebhookRejected);
    });
  });
});

describe('razorpayWebhook', () => {
  const secret = 'whsec-razorpay-0001';
  const paid: ProviderPayment = { gatewayRef: 'order_Abc123XYZ00001', status: 'PAID', amountPaise: 12345, currency: 'INR', providerPaymentId: 'pay_Abc123XYZ00001' };
  const signed = (body: string) => ({ 'x-razorpay-signature': createHmac('sha256', secret).update(body).digest('hex'), 'x-razorpay-event-id': 'evt_hand', 'content-type': 'application/json' });
  const event = (name: string, entity: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    JSON.stringify({ entity: 'event', account_id: 'acc_1', event: name, contains: ['payment'], payload: { payment: { entity }, ...extra }, created_at: 1767261600 });
  const entity = { id: 'pay_Abc123XYZ00002', entity: 'payment', amount: 5000, currency: 'INR', status: 'captured', order_id: 'order_Abc123XYZ00002', method: 'card', captured: true };

  it('signs a realistic payment.captured event the library verifies, and reads it back', () => {
    const delivery = razorpayWebhook.sign(secret, { eventId: 'evt_1', payment: paid }, now);
    expect(Razorpay.validateWebhookSignature(delivery.body, delivery.headers['x-razorpay-signature'] ?? '', secret)).toBe(true);
    expect(delivery.headers['x-razorpay-event-id']).toBe('evt_1');
    expect(delivery.headers['content-type']).toBe('application/json');
    const body = asRecord(JSON.parse(delivery.body));
    expect(body).toMatchObject({ entity: 'event', event: 'payment.captured', created_at: Math.floor(now.getTime() / 1000) });
    expect(asRecord(asRecord(asRecord(body?.payload)?.payment)?.entity)).toMatchObject({ id: paid.providerPaymentId, entity: 'payment', amount: 12345, currency: 'INR', status: 'captured', order_id: paid.gatewayRef, method: 'upi', captured: true });
    expect(razorpayWebhook.verify(Buffer.from(delivery.body), delivery.headers, secret, now)).toEqual({ eventId: 'evt_1', payment: paid });
  });

  it('reads payment.failed as PENDING: the order takes another attempt', () => {
    const failed: ProviderPayment = { ...paid, status: 'FAILED' };
    const delivery = razorpayWebhook.sign(secret, { eventId: 'evt_f', payment: failed }, now);
    expect(asRecord(JSON.parse(delivery.body))?.event).toBe('payment.failed');
    expect(razorpayWebhook.verify(Buffer.from(delivery.body), delivery.headers, secret, now)).toEqual({ eventId: 'evt_f', payment: { ...paid, status: 'PENDING' } });
  });

  it('reads order.paid as PAID from its payment entity', () => {
    const body = event('order.paid', entity, { order: { entity: { id: 'order_Abc123XYZ00002', entity: 'order', amount: 5000, amount_paid: 5000, status: 'paid' } } });
    expect(razorpayWebhook.verify(Buffer.from(body), signed(body), secret, now)).toEqual({
      eventId: 'evt_hand',
      payment: { gatewayRef: 'order_Abc123XYZ00002', status: 'PAID', amountPaise: 5000, currency: 'INR', providerPaymentId: 'pay_Abc123XYZ00002' },
    });
  });

  it('records an event the app does not act on with no payment', () => {
    const body = JSON.stringify({ entity: 'event', event: 'refund.processed', contains: ['refund', 'payment'], payload: { refund: { entity: { id: 'rfnd_1' } } }, created_at: 1 });
    expect(razorpayWebhook.verify(Buffer.from(body), signed(body), secret, now)).toEqual({ eventId: 'evt_hand', payment: null });
    const authorized = event('payment.authorized', { ...entity, status: 'authorized', captured: false });
    expect(razorpayWebhook.verify(Buffer.from(authorized), signed(authorized), secret, now).eventId).toBe('evt_hand');
    const noOrder = event('payment.captured', { ...entity, order_id: null });
    expect(razorpayWebhook.verify(Buffer.from(noOrder), signed(noOrder), secret, now)).toEqual({ eventId: 'evt_hand', payment: null });
  });

  it('rejects a wrong secret, a tampered body and missing headers', () => {
    const delivery = razorpayWebhook.sign(secret, { eventId: 'evt_1', payment: paid }, now);
    const raw = Buffer.from(delivery.body);
    const verify = (body: Buffer, headers: Record<string, string>, key = secret) => () => razorpayWebhook.verify(body, headers, key, now);
    expect(verify(raw, delivery.headers, 'another-secret')).toThrow(WebhookRejected);
    expect(verify(Buffer.from(delivery.body.replace('"amount":12345', '"amount":12346')), delivery.headers)).toThrow('signature does not match');
    const { 'x-razorpay-signature': _signature, ...unsigned } = delivery.headers;
    expect(verify(raw, unsigned)).toThrow('X-Razorpay-Signature');
    const { 'x-razorpay-event-id': _eventId, ...anonymous } = delivery.headers;
    expect(verify(raw, anonymous)).toThrow('x-razorpay-event-id');
    expect(verify(raw, { ...delivery.headers, 'x-razorpay-signature': 'abc' })).toThrow(WebhookRejected);
  });

  it('rejects a signed body that is not a Razorpay event', () => {
    for (const body of ['not json', '{"event":"payment.captured"}', event('payment.captured', { ...entity, amount: '50.00' })]) {
      expect(() => razorpayWebhook.verify(Buffer.from(body), signed(body), secret, now)).toThrow(WebhookRejected);
    }
  });
});
