import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WebhookRejected, type PaymentGateway, type PaymentRequest, type ProviderPayment } from '../gateway';
import { createStripeGateway, stripeWebhook } from './stripe';
import { startFakeStripe, type FakeStripe } from './stripe.fake';

const SECRET_KEY = 'sk_test_51Fake0000000000000000000000000000secret';
const WEBHOOK_SECRET = 'whsec_fake_signing_secret_0123456789';
/** Far from the real clock on purpose: a check against Date.now() instead of `now` fails these tests. */
const NOW = new Date('2021-03-04T05:06:07Z');

const request: PaymentRequest = {
  reference: 'ORD-7F3K2-41',
  orderRef: 'ORD-7F3K2',
  amountPaise: 123_45,
  currency: 'INR',
  description: 'Keka order ORD-7F3K2',
  customer: { id: 7, name: 'Asha', email: 'asha@example.test', phone: '+919876500001' },
  returnUrl: 'https://keka.test/orders/ORD-7F3K2?paid=1',
  cancelUrl: 'https://keka.test/checkout?cancelled=1',
  callbackUrl: 'https://keka.test/api/payments/STRIPE/callback',
  webhookUrl: 'https://keka.test/api/payments/STRIPE/webhook',
};

describe('createStripeGateway against a loopback Stripe', () => {
  let fake: FakeStripe;
  let gateway: PaymentGateway;
  beforeAll(async () => {
    fake = await startFakeStripe(SECRET_KEY);
    gateway = createStripeGateway({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET }, fake.options);
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  it('describes itself as the real Stripe, paying on checkout.stripe.com', () => {
    expect({ code: gateway.code, name: gateway.name, test: gateway.test, browserHosts: gateway.browserHosts, callback: 'verifyCallback' in gateway }).toEqual({
      code: 'STRIPE',
      name: 'Stripe',
      test: false,
      browserHosts: ['checkout.stripe.com'],
      callback: false,
    });
  });

  it('start creates a Checkout Session for the amount, with our reference, urls and a stable idempotency key', async () => {
    const started = await gateway.start(request);

    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0];
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      authorization: `Bearer ${SECRET_KEY}`,
      idempotencyKey: 'start-ORD-7F3K2-41',
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(sent?.form).toEqual({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'inr',
      'line_items[0][price_data][unit_amount]': '12345',
      'line_items[0][price_data][product_data][name]': 'Keka order ORD-7F3K2',
      client_reference_id: 'ORD-7F3K2-41',
      'metadata[reference]': 'ORD-7F3K2-41',
      'metadata[order]': 'ORD-7F3K2',
      'payment_intent_data[metadata][reference]': 'ORD-7F3K2-41',
      'payment_intent_data[metadata][order]': 'ORD-7F3K2',
      success_url: 'https://keka.test/orders/ORD-7F3K2?paid=1',
      cancel_url: 'https://keka.test/checkout?cancelled=1',
      customer_email: 'asha@example.test',
    });
    expect(started.gatewayRef).toMatch(/^cs_/);
    expect(started).toEqual({ gatewayRef: started.gatewayRef, step: { kind: 'redirect', url: `https://checkout.stripe.com/c/pay/${started.gatewayRef}` } });
    expect(fake.session(started.gatewayRef)).toMatchObject({ amount_total: 12345, currency: 'inr', status: 'open' });
  });

  it('start leaves customer_email out when the customer has none', async () => {
    await gateway.start({ ...request, customer: { ...request.customer, email: null } });
    expect(Object.keys(fake.requests[0]?.form ?? {})).not.toContain('customer_email');
  });

  it('a repeated start of the same attempt gets the same session (the idempotency key holds)', async () => {
    const first = await gateway.start(request);
    const again = await gateway.start(request);
    const other = await gateway.start({ ...request, reference: 'ORD-7F3K2-42' });
    expect(again.gatewayRef).toBe(first.gatewayRef);
    expect(other.gatewayRef).not.toBe(first.gatewayRef);
  });

  it('start refuses an amount that is not integer minor units before calling Stripe', async () => {
    await expect(gateway.start({ ...request, amountPaise: 123.45 })).rejects.toThrow(/integer amount/);
    expect(fake.requests).toHaveLength(0);
  });

  it('fetch states an open session PENDING, a paid one PAID with its PaymentIntent, an expired one FAILED', async () => {
    const { gatewayRef } = await gateway.start(request);
    const base = { gatewayRef, amountPaise: 12345, currency: 'INR' };

    expect(await gateway.fetch(gatewayRef)).toEqual({ ...base, status: 'PENDING', providerPaymentId: null });
    const get = fake.requests.at(-1);
    expect(get).toMatchObject({ method: 'GET', path: `/v1/checkout/sessions/${gatewayRef}`, authorization: `Bearer ${SECRET_KEY}` });
    expect(get?.query).toEqual({ 'expand[0]': 'payment_intent' });

    fake.putPaymentIntent({ id: 'pi_paid_1', object: 'payment_intent', amount: 12345, currency: 'inr', status: 'succeeded' });
    fake.updateSession(gatewayRef, { status: 'complete', payment_status: 'paid', payment_intent: 'pi_paid_1' });
    expect(await gateway.fetch(gatewayRef)).toEqual({ ...base, status: 'PAID', providerPaymentId: 'pi_paid_1' });

    const expired = await gateway.start({ ...request, reference: 'ORD-7F3K2-43' });
    fake.updateSession(expired.gatewayRef, { status: 'expired' });
    expect(await gateway.fetch(expired.gatewayRef)).toEqual({ ...base, gatewayRef: expired.gatewayRef, status: 'FAILED', providerPaymentId: null });
  });

  it('fetch tells a failed async payment (FAILED) from one still processing (PENDING)', async () => {
    const { gatewayRef } = await gateway.start(request);
    fake.updateSession(gatewayRef, { status: 'complete', payment_status: 'unpaid', payment_intent: 'pi_async_1' });

    fake.putPaymentIntent({ id: 'pi_async_1', object: 'payment_intent', amount: 12345, currency: 'inr', status: 'processing' });
    expect(await gateway.fetch(gatewayRef)).toMatchObject({ status: 'PENDING', providerPaymentId: 'pi_async_1' });

    fake.putPaymentIntent({ id: 'pi_async_1', object: 'payment_intent', amount: 12345, currency: 'inr', status: 'requires_payment_method' });
    expect(await gateway.fetch(gatewayRef)).toMatchObject({ status: 'FAILED', providerPaymentId: 'pi_async_1' });
  });

  it('fetch of a session Stripe does not know rejects', async () => {
    await expect(gateway.fetch('cs_test_unknown')).rejects.toThrow(/404.*No such checkout.session/);
  });

  it('refund names the PaymentIntent and the amount, under our refund key', async () => {
    fake.putPaymentIntent({ id: 'pi_paid_2', object: 'payment_intent', amount: 50000, currency: 'inr', status: 'succeeded' });
    const result = await gateway.refund({ gatewayRef: 'cs_test_x', providerPaymentId: 'pi_paid_2', amountPaise: 20000, currency: 'INR', refundKey: 'refund-77-1' });

    expect(result.refundRef).toMatch(/^re_/);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      path: '/v1/refunds',
      authorization: `Bearer ${SECRET_KEY}`,
      idempotencyKey: 'refund-77-1',
      form: { payment_intent: 'pi_paid_2', amount: '20000' },
    });
    // The same key again is the same refund, not a second one.
    const again = await gateway.refund({ gatewayRef: 'cs_test_x', providerPaymentId: 'pi_paid_2', amountPaise: 20000, currency: 'INR', refundKey: 'refund-77-1' });
    expect(again.refundRef).toBe(result.refundRef);
  });

  it('refund without a PaymentIntent id fails clearly without calling Stripe', async () => {
    await expect(gateway.refund({ gatewayRef: 'cs_test_x', providerPaymentId: null, amountPaise: 100, currency: 'INR', refundKey: 'r-1' })).rejects.toThrow(/PaymentIntent/);
    expect(fake.requests).toHaveLength(0);
  });

  it('a refund Stripe reports failed rejects', async () => {
    fake.putPaymentIntent({ id: 'pi_paid_3', object: 'payment_intent', amount: 500, currency: 'inr', status: 'succeeded' });
    fake.setRefundStatus('failed');
    await expect(gateway.refund({ gatewayRef: 'cs_test_x', providerPaymentId: 'pi_paid_3', amountPaise: 500, currency: 'INR', refundKey: 'r-2' })).rejects.toThrow(/failed/);
  });

  it('a 402 from Stripe rejects with Stripe\'s status and message, and is not retried', async () => {
    fake.failWith({ status: 402, type: 'invalid_request_error', code: 'amount_too_small', message: 'Amount must convert to at least 50 cents.' });
    await expect(gateway.start(request)).rejects.toThrow(/checkout\.sessions\.create failed \(402 amount_too_small req_fake1\): Amount must convert/);
    expect(fake.requests).toHaveLength(1);
  });

  it('a 500 from Stripe is retried once under the same idempotency key, then rejects', async () => {
    fake.failWith({ status: 500, type: 'api_error', message: 'Something went wrong on our end.' });
    fake.putPaymentIntent({ id: 'pi_paid_4', object: 'payment_intent', amount: 500, currency: 'inr', status: 'succeeded' });
    await expect(gateway.refund({ gatewayRef: 'cs_test_x', providerPaymentId: 'pi_paid_4', amountPaise: 500, currency: 'INR', refundKey: 'r-3' })).rejects.toThrow(/refunds\.create failed \(500/);
    expect(fake.requests.map((r) => r.idempotencyKey)).toEqual(['r-3', 'r-3']);
  });

  it('errors never carry the secret key, even when Stripe echoes it', async () => {
    fake.failWith({ status: 400, type: 'invalid_request_error', message: `Bad key ${SECRET_KEY} given` });
    const error = await gateway.fetch('cs_test_any').then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain('[redacted]');
    expect(JSON.stringify(error, Object.getOwnPropertyNames(error))).not.toContain(SECRET_KEY);
  });

  it('a wrong secret key is refused by Stripe and rejects', async () => {
    const wrong = createStripeGateway({ secretKey: 'sk_test_wrong_key_0000', webhookSecret: WEBHOOK_SECRET }, fake.options);
    await expect(wrong.start(request)).rejects.toThrow(/401.*Invalid API Key/);
  });

  it('verifyWebhook checks with the configured webhook secret', async () => {
    const payment: ProviderPayment = { gatewayRef: 'cs_test_w1', status: 'PAID', amountPaise: 12345, currency: 'INR', providerPaymentId: 'pi_w1' };
    const good = stripeWebhook.sign(WEBHOOK_SECRET, { eventId: 'evt_w1', payment }, NOW);
    expect(await gateway.verifyWebhook(Buffer.from(good.body), good.headers, NOW)).toEqual({ eventId: 'evt_w1', payment });
    const other = stripeWebhook.sign('whsec_other', { eventId: 'evt_w2', payment }, NOW);
    await expect(gateway.verifyWebhook(Buffer.from(other.body), other.headers, NOW)).rejects.toBeInstanceOf(WebhookRejected);
  });
});

describe('stripeWebhook', () => {
  const paid: ProviderPayment = { gatewayRef: 'cs_test_a1', status: 'PAID', amountPaise: 99_900, currency: 'INR', providerPaymentId: 'pi_a1' };
  const verify = (body: string | Buffer, headers: Record<string, string>, now = NOW) =>
    stripeWebhook.verify(Buffer.isBuffer(body) ? body : Buffer.from(body), headers, WEBHOOK_SECRET, now);
  /** A delivery built the way Stripe's own library signs one, independent of `sign`. */
  const delivery = (event: unknown, at = NOW) => {
    const body = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET, timestamp: Math.floor(at.getTime() / 1000) });
    return { body, headers: { 'stripe-signature': signature, 'content-type': 'application/json' } };
  };
  const sessionEvent = (type: string, session: Record<string, unknown>) => ({
    id: 'evt_lib_1',
    object: 'event',
    type,
    created: Math.floor(NOW.getTime() / 1000),
    data: { object: { object: 'checkout.session', id: 'cs_test_lib1', amount_total: 25000, currency: 'inr', status: 'complete', payment_status: 'paid', payment_intent: 'pi_lib1', ...session } },
  });

  it('sign and verify agree on PAID, FAILED and PENDING', () => {
    const failed: ProviderPayment = { ...paid, status: 'FAILED', providerPaymentId: null };
    const pending: ProviderPayment = { ...paid, status: 'PENDING' };
    for (const payment of [paid, failed, pending]) {
      const signed = stripeWebhook.sign(WEBHOOK_SECRET, { eventId: 'evt_round', payment }, NOW);
      expect(verify(signed.body, signed.headers)).toEqual({ eventId: 'evt_round', payment });
    }
  });

  it('sign builds a Stripe event: checkout.session.completed for PAID, .expired for FAILED, signed at now', () => {
    const signed = stripeWebhook.sign(WEBHOOK_SECRET, { eventId: 'evt_s1', payment: paid }, NOW);
    expect(signed.headers['content-type']).toBe('application/json');
    expect(signed.headers['stripe-signature']).toMatch(new RegExp(`^t=${Math.floor(NOW.getTime() / 1000)},v1=[0-9a-f]{64}$`));
    expect(JSON.parse(signed.body)).toMatchObject({
      id: 'evt_s1',
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(NOW.getTime() / 1000),
      data: { object: { object: 'checkout.session', id: 'cs_test_a1', amount_total: 99900, currency: 'inr', payment_status: 'paid', status: 'complete', payment_intent: 'pi_a1' } },
    });
    const failed = stripeWebhook.sign(WEBHOOK_SECRET, { eventId: 'evt_s2', payment: { ...paid, status: 'FAILED' } }, NOW);
    expect(JSON.parse(failed.body)).toMatchObject({ type: 'checkout.session.expired', data: { object: { status: 'expired', payment_status: 'unpaid' } } });
  });

  it("accepts a delivery signed by Stripe's library and maps the session", () => {
    const { body, headers } = delivery(sessionEvent('checkout.session.completed', {}));
    expect(verify(body, headers)).toEqual({
      eventId: 'evt_lib_1',
      payment: { gatewayRef: 'cs_test_lib1', status: 'PAID', amountPaise: 25000, currency: 'INR', providerPaymentId: 'pi_lib1' },
    });
  });

  it('maps the async events and an expanded PaymentIntent', () => {
    const succeeded = delivery(sessionEvent('checkout.session.async_payment_succeeded', { payment_intent: { id: 'pi_obj', object: 'payment_intent' } }));
    expect(verify(succeeded.body, succeeded.headers)).toMatchObject({ payment: { status: 'PAID', providerPaymentId: 'pi_obj' } });
    const failed = delivery(sessionEvent('checkout.session.async_payment_failed', { payment_status: 'unpaid' }));
    expect(verify(failed.body, failed.headers)).toMatchObject({ payment: { status: 'FAILED' } });
    const expired = delivery(sessionEvent('checkout.session.expired', { status: 'expired', payment_status: 'unpaid', payment_intent: null }));
    expect(verify(expired.body, expired.headers)).toMatchObject({ payment: { status: 'FAILED', providerPaymentId: null } });
  });

  it('an event of another kind is accepted with payment null', () => {
    const { body, headers } = delivery({ id: 'evt_other', object: 'event', type: 'charge.refunded', data: { object: { object: 'charge', id: 'ch_1' } } });
    expect(verify(body, headers)).toEqual({ eventId: 'evt_other', payment: null });
  });

  it('rejects a delivery without a Stripe-Signature header', () => {
    const { body } = delivery(sessionEvent('checkout.session.completed', {}));
    expect(() => verify(body, { 'content-type': 'application/json' })).toThrow(WebhookRejected);
  });

  it('rejects a delivery signed with another secret', () => {
    const body = JSON.stringify(sessionEvent('checkout.session.completed', {}));
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_someone_else', timestamp: Math.floor(NOW.getTime() / 1000) });
    expect(() => verify(body, { 'stripe-signature': signature })).toThrow(WebhookRejected);
  });

  it('rejects a body changed after signing (the amount raised)', () => {
    const signed = stripeWebhook.sign(WEBHOOK_SECRET, { eventId: 'evt_t1', payment: paid }, NOW);
    const tampered = signed.body.replace('"amount_total": 99900', '"amount_total": 99901');
    expect(tampered).not.toBe(signed.body);
    expect(() => verify(tampered, signed.headers)).toThrow(WebhookRejected);
  });

  it('accepts a delivery signed 300 s before now and rejects one signed 301 s before', () => {
    const event = sessionEvent('checkout.session.completed', {});
    const edge = delivery(event, new Date(NOW.getTime() - 300_000));
    expect(verify(edge.body, edge.headers).eventId).toBe('evt_lib_1');
    const stale = delivery(event, new Date(NOW.getTime() - 301_000));
    expect(() => verify(stale.body, stale.headers)).toThrow(WebhookRejected);
  });

  it('rejects a signed body that is not JSON', () => {
    const body = 'payment=done&amount=99900';
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET, timestamp: Math.floor(NOW.getTime() / 1000) });
    expect(() => verify(body, { 'stripe-signature': signature })).toThrow(WebhookRejected);
  });

  it('rejects signed JSON that is not a Stripe event, or a checkout event without a session', () => {
    const notEvent = delivery({ id: 'x', paid: true });
    expect(() => verify(notEvent.body, notEvent.headers)).toThrow(WebhookRejected);
    const noAmount = delivery(sessionEvent('checkout.session.completed', { amount_total: '250.00' }));
    expect(() => verify(noAmount.body, noAmount.headers)).toThrow(WebhookRejected);
  });

  it('rejects a header that is not Stripe\'s format', () => {
    const { body } = delivery(sessionEvent('checkout.session.completed', {}));
    expect(() => verify(body, { 'stripe-signature': 'sha256=abcdef' })).toThrow(WebhookRejected);
  });
});
