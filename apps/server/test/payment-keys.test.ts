import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, cities, orders, paymentGatewaySettings, payments } from '../src/db/schema';
import { stripeWebhook } from '../src/modules/payments/gateways/stripe';
import { startFakeStripe, type FakeStripe } from '../src/modules/payments/gateways/stripe.fake';
import { makeAdmin, makeOtherRoles, expectAdminOnly } from './admin-fixtures';
import { locationAt, plainItems, pointNorthOf, predictableRestaurant, registerCustomer, type ItemRow, type StoreRow } from './fixtures';
import { createTestApp, type TestApp } from './helpers';
import type { Person } from './life-fixtures';

/**
 * Issue 33: a provider's keys kept in the admin console. The secrets are sealed with SECRETS_KEY
 * before they reach the database, never answered, never in an audit row; a provider with kept keys is
 * offered for real (here Stripe's own library against a Stripe fake on loopback), switched off it is
 * no longer offered while its attempts still settle.
 */
const SECRET_KEY = 'sk_test_51Console000000000000000000000000kept';
const WEBHOOK_SECRET = 'whsec_console_signing_secret_0123456789';
const SECRETS_KEY = 'test-secrets-key-0123456789-abcdefghij';
// A production start on PostgreSQL without the demo data: no test gateways, only what an admin sets.
const PRODUCTION = { NODE_ENV: 'production', DATABASE_URL: 'postgres://unused/unused', SEED_DEMO: 'false' };

let fake: FakeStripe;
let t: TestApp;
let admin: Person;
let store: StoreRow;
let burger: ItemRow;

type Gateways = { data: { gateways: { code: string; source: string; offered: string; enabled: boolean; problem: string | null; fields: { name: string; value: string | null; set: boolean; secret: boolean }[]; webhook_url: string }[]; can_keep_secrets: boolean } };
const stripeOf = (body: Gateways) => body.data.gateways.find((g) => g.code === 'STRIPE');

beforeAll(async () => {
  fake = await startFakeStripe(SECRET_KEY);
  t = await createTestApp({ env: { ...PRODUCTION, SECRETS_KEY }, paymentApiBases: { STRIPE: `http://${fake.options.host}:${fake.options.port}` } });
  await t.db.update(cities).set({ isSurgEnabled: false });
  admin = await makeAdmin(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(async () => {
  fake.reset();
  await t.db.delete(paymentGatewaySettings);
  store = await predictableRestaurant(t.db);
  [burger] = (await plainItems(t.db, store.id, [20_000])) as [ItemRow];
});

const save = (body: Record<string, unknown>, app = t, who = admin) => app.post('admin/save-payment-gateway', body, { token: who.token });
const offeredCodes = async (app: TestApp, token: string) => (await app.post('get-payment-gateways', {}, { token })).json<{ gateways: { code: string; test?: boolean }[] }>().gateways.map((g) => g.code);

describe('payment keys in the admin console', () => {
  it('is for admins only', async () => {
    const others = await makeOtherRoles(t);
    await expectAdminOnly(t, others, 'get-payment-gateways');
    await expectAdminOnly(t, others, 'save-payment-gateway', { gateway: 'STRIPE', enabled: true, values: { secretKey: SECRET_KEY } });
    expect(await t.db.select().from(paymentGatewaySettings)).toEqual([]);
  });

  it('seals Stripe keys, offers Stripe for real, and never gives a secret back', async () => {
    const customer = await registerCustomer(t.post);
    expect(await offeredCodes(t, customer.token)).toEqual(['COD']);

    const res = await save({ gateway: 'STRIPE', enabled: true, values: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET }, reason: 'Going live with Stripe' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain(SECRET_KEY);
    expect(res.body).not.toContain(WEBHOOK_SECRET);
    expect(stripeOf(res.json<Gateways>())).toMatchObject({ source: 'console', offered: 'live', enabled: true, problem: null, webhook_url: 'http://localhost:8080/api/payments/webhook/stripe' });
    expect(stripeOf(res.json<Gateways>())?.fields).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'secretKey', secret: true, set: true, value: null })]));

    // The database keeps a seal, not the key; the audit row names what changed, never a value.
    const [row] = await t.db.select().from(paymentGatewaySettings);
    expect(row?.sealedSecrets).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(SECRET_KEY);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'payment_gateway'));
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits)).not.toContain(SECRET_KEY);
    expect(JSON.stringify(audits)).not.toContain(WEBHOOK_SECRET);
    expect(audits[0]).toMatchObject({ action: 'payments.gateway', entityId: 'STRIPE', reason: 'Going live with Stripe', after: expect.objectContaining({ secrets_changed: ['secretKey', 'webhookSecret'] }) });

    // A customer pays with it: the session is made by Stripe's library at the fake, with the kept key.
    expect(await offeredCodes(t, customer.token)).toEqual(['COD', 'STRIPE']);
    const placed = await t.post('place-order', { order: [{ id: burger.id, quantity: 1, selectedaddons: [] }], location: locationAt(pointNorthOf(store, 1)), method: 'STRIPE', delivery_type: 1 }, { token: customer.token });
    expect(placed.statusCode, placed.body).toBe(200);
    const uid = placed.json<{ data: { unique_order_id: string } }>().data.unique_order_id;
    const paid = await t.post('pay-order', { unique_order_id: uid, method: 'STRIPE' }, { token: customer.token });
    expect(paid.statusCode, paid.body).toBe(200);
    const attempt = paid.json<{ data: { attempt: { test: boolean; step: { kind: string } } } }>().data.attempt;
    expect(attempt).toMatchObject({ test: false, step: { kind: 'redirect' } });
    expect(fake.requests.at(-1)?.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toContain('POST /v1/checkout/sessions');

    // Switched off: no longer offered, and a new order with it is refused…
    const off = await save({ gateway: 'STRIPE', enabled: false, values: {} });
    expect(stripeOf(off.json<Gateways>())).toMatchObject({ offered: 'off', enabled: false, source: 'console' });
    expect(await offeredCodes(t, customer.token)).toEqual(['COD']);
    const refused = await t.post('place-order', { order: [{ id: burger.id, quantity: 1, selectedaddons: [] }], location: locationAt(pointNorthOf(store, 1)), method: 'STRIPE', delivery_type: 1 }, { token: customer.token });
    expect(refused.json<{ code: string }>().code).toBe('PAYMENT_METHOD_UNAVAILABLE');
  });

  it('refuses a partial, unknown or garbled set of keys and keeps nothing', async () => {
    const incomplete = await save({ gateway: 'STRIPE', enabled: true, values: { secretKey: SECRET_KEY } });
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json()).toMatchObject({ success: false, code: 'KEYS_INCOMPLETE' });
    expect(incomplete.json<{ message: string }>().message).toContain('Webhook signing secret');
    const unknown = await save({ gateway: 'STRIPE', enabled: true, values: { publishableKey: 'pk_test_x' } });
    expect(unknown.statusCode).toBe(400);
    const garbled = await save({ gateway: 'RAZORPAY', enabled: true, values: { keyId: 'rzp_test_x', keySecret: 'abc\u0000def', webhookSecret: 'whsecret' } });
    expect(garbled.statusCode).toBe(400);
    const paytmHost = await save({ gateway: 'PAYTM', enabled: true, values: { merchantId: 'MID1', merchantKey: 'k'.repeat(16), host: 'http://127.0.0.1:6379' } });
    expect(paytmHost.statusCode).toBe(400);
    const huge = await save({ gateway: 'STRIPE', enabled: true, values: { secretKey: 's'.repeat(501), webhookSecret: WEBHOOK_SECRET } });
    expect(huge.statusCode).toBe(400);
    expect(await t.db.select().from(paymentGatewaySettings)).toEqual([]);
  });

  it('keeps a secret left empty, replaces a typed one, and forgets all on clear', async () => {
    await save({ gateway: 'RAZORPAY', enabled: true, values: { keyId: 'rzp_test_first', keySecret: 'first-secret', webhookSecret: 'first-webhook' } });
    const changed = await save({ gateway: 'RAZORPAY', enabled: true, values: { keyId: 'rzp_test_second', keySecret: '', webhookSecret: 'second-webhook' } });
    expect(changed.statusCode, changed.body).toBe(200);
    const razorpay = changed.json<Gateways>().data.gateways.find((g) => g.code === 'RAZORPAY');
    expect(razorpay?.fields.find((f) => f.name === 'keyId')?.value).toBe('rzp_test_second');
    expect(razorpay?.fields.filter((f) => f.secret).every((f) => f.set)).toBe(true);
    const cleared = await save({ gateway: 'RAZORPAY', enabled: true, values: {}, clear: true });
    expect(cleared.json<Gateways>().data.gateways.find((g) => g.code === 'RAZORPAY')).toMatchObject({ source: 'none', offered: 'off' });
    const [row] = await t.db.select().from(paymentGatewaySettings).where(eq(paymentGatewaySettings.gateway, 'RAZORPAY'));
    expect(row).toMatchObject({ sealedSecrets: null, secretNames: [], publicFields: {} });
  });

  it('cannot read keys sealed under another SECRETS_KEY: says so, offers nothing, and asks for all of them again', async () => {
    await save({ gateway: 'STRIPE', enabled: true, values: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET } });
    const other = await createTestApp({ env: { ...PRODUCTION, SECRETS_KEY: 'another-secrets-key-9876543210-zyxwvu' }, database: t.database });
    try {
      const otherAdmin = await makeAdmin(other, 'Other Admin');
      const seen = stripeOf((await other.post('admin/get-payment-gateways', {}, { token: otherAdmin.token })).json<Gateways>());
      expect(seen).toMatchObject({ offered: 'off', source: 'console' });
      expect(seen?.problem).toContain('another SECRETS_KEY');
      const customer = await registerCustomer(other.post);
      expect(await offeredCodes(other, customer.token)).toEqual(['COD']);
      const half = await save({ gateway: 'STRIPE', enabled: true, values: { webhookSecret: WEBHOOK_SECRET } }, other, otherAdmin);
      expect(half.json()).toMatchObject({ code: 'KEYS_UNREADABLE' });
      const all = await save({ gateway: 'STRIPE', enabled: true, values: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET } }, other, otherAdmin);
      expect(stripeOf(all.json<Gateways>())).toMatchObject({ offered: 'live', problem: null });
    } finally {
      await other.close();
    }
  });

  it('without SECRETS_KEY keeps no secret, and says why', async () => {
    const bare = await createTestApp({ env: PRODUCTION, database: t.database });
    try {
      const bareAdmin = await makeAdmin(bare, 'Bare Admin');
      const seen = (await bare.post('admin/get-payment-gateways', {}, { token: bareAdmin.token })).json<Gateways>();
      expect(seen.data.can_keep_secrets).toBe(false);
      const res = await save({ gateway: 'STRIPE', enabled: true, values: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET } }, bare, bareAdmin);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ success: false, code: 'SECRETS_KEY_MISSING' });
      expect(await t.db.select().from(paymentGatewaySettings)).toEqual([]);
    } finally {
      await bare.close();
    }
  });

  it("keys from the server's environment are read-only here, but the provider can be switched off", async () => {
    const envApp = await createTestApp({ env: { ...PRODUCTION, SECRETS_KEY, STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }, database: t.database });
    try {
      const envAdmin = await makeAdmin(envApp, 'Env Admin');
      const seen = stripeOf((await envApp.post('admin/get-payment-gateways', {}, { token: envAdmin.token })).json<Gateways>());
      expect(seen).toMatchObject({ source: 'environment', offered: 'live' });
      expect(seen?.fields.every((f) => f.value === null)).toBe(true);
      const typed = await save({ gateway: 'STRIPE', enabled: true, values: { secretKey: 'sk_test_other_0000000' } }, envApp, envAdmin);
      expect(typed.json()).toMatchObject({ code: 'KEYS_FROM_ENVIRONMENT' });
      const off = await save({ gateway: 'STRIPE', enabled: false, values: {} }, envApp, envAdmin);
      expect(stripeOf(off.json<Gateways>())).toMatchObject({ source: 'environment', offered: 'off' });
      const customer = await registerCustomer(envApp.post);
      expect(await offeredCodes(envApp, customer.token)).toEqual(['COD']);
    } finally {
      await envApp.close();
    }
  });
});

describe('a provider switched off', () => {
  it('still settles the payment it started, on its signed webhook', async () => {
    await save({ gateway: 'STRIPE', enabled: true, values: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET } });
    const customer = await registerCustomer(t.post);
    const placed = await t.post('place-order', { order: [{ id: burger.id, quantity: 1, selectedaddons: [] }], location: locationAt(pointNorthOf(store, 1)), method: 'STRIPE', delivery_type: 1 }, { token: customer.token });
    const uid = placed.json<{ data: { unique_order_id: string } }>().data.unique_order_id;
    await t.post('pay-order', { unique_order_id: uid, method: 'STRIPE' }, { token: customer.token });
    const order = (await t.db.select().from(orders).where(eq(orders.uniqueOrderId, uid)))[0];
    await save({ gateway: 'STRIPE', enabled: false, values: {} });
    const [attempt] = await t.db.select().from(payments).where(eq(payments.orderId, order?.id ?? 0));
    const delivery = stripeWebhook.sign(WEBHOOK_SECRET, { eventId: 'evt_console_1', payment: { gatewayRef: attempt?.gatewayRef ?? '', status: 'PAID', amountPaise: attempt?.amountPaise ?? 0, currency: 'INR', providerPaymentId: 'pi_console_1' } }, new Date());
    const res = await t.app.inject({ method: 'POST', url: '/api/payments/webhook/stripe', headers: delivery.headers, payload: delivery.body });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await t.db.select().from(orders).where(eq(orders.uniqueOrderId, uid)))[0];
    expect(after).toMatchObject({ paymentStatus: 'PAID', paymentMethod: 'STRIPE' });
  });
});
