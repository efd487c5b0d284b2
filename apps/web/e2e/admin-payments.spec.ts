import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { adminToken, openAdmin } from './admin-helpers';
import { apiLogin, CUSTOMER, shot } from './live-helpers';

/**
 * Issue 33: an admin keeps a provider's keys in the console (the demo start seals them with its own
 * SECRETS_KEY), the provider is then offered for real, switched off it is not offered, and its keys
 * forgotten it is the test gateway again. No payment is started here: no provider's host is reachable.
 */
const KEY_SECRET = 'console-razorpay-key-secret-0042';
const WEBHOOK_SECRET = 'console-razorpay-webhook-0042';

test.afterEach(async ({ request }) => {
  // Whatever happened, the demo's Razorpay is its test gateway again for the journeys after this one.
  const token = await adminToken(request);
  await request.post('/api/admin/save-payment-gateway', { data: { gateway: 'RAZORPAY', enabled: true, values: {}, clear: true }, headers: { authorization: `Bearer ${token}` } });
});

test('keeps Razorpay keys sealed, offers it for real, switches it off, forgets the keys', async ({ browser, request }) => {
  const { context, page } = await openAdmin(browser, '/admin/payments');
  const customer = await apiLogin(request, 'login', CUSTOMER);
  const offered = async () =>
    ((await (await request.post('/api/get-payment-gateways', { data: {}, headers: { authorization: `Bearer ${customer.token}` } })).json()) as { gateways: { code: string; name: string }[] }).gateways;
  try {
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    const card = page.getByRole('form', { name: 'Razorpay' });
    for (const name of ['Stripe', 'Razorpay', 'Paytm', 'PayMongo', 'Mercado Pago']) await expect(page.getByRole('form', { name })).toContainText('Test gateway');
    await expect(card).toContainText('/api/payments/webhook/razorpay');
    await expectNoSeriousA11yViolations(page, 'admin payments');
    await shot(page, 'admin-pay-01-providers');

    await card.getByLabel('Key id').fill('rzp_test_console42');
    await card.getByLabel('Key secret').fill(KEY_SECRET);
    await card.getByLabel('Webhook secret').fill(WEBHOOK_SECRET);
    await card.getByLabel(/Reason/).fill('Razorpay test account');
    await card.getByRole('button', { name: 'Save Razorpay' }).click();
    await expect(card.locator('.ad-badge')).toHaveText('Live');
    await expect(card).toContainText('Keys kept here');
    await expect(card.getByLabel('Key id')).toHaveValue('rzp_test_console42');
    await expect(card.getByLabel('Key secret')).toHaveValue('');
    await expect(card).toContainText('Kept. Type a new one to replace it');
    expect(await page.content()).not.toContain(KEY_SECRET);
    await shot(page, 'admin-pay-02-razorpay-live');
    expect(await offered()).toContainEqual(expect.objectContaining({ code: 'RAZORPAY', name: 'Razorpay' }));

    // The audit log names the change, never the secret.
    const token = await adminToken(request);
    const audit = await (await request.post('/api/admin/get-audit-log', { data: { entity: 'payment_gateway', entity_id: 'RAZORPAY' }, headers: { authorization: `Bearer ${token}` } })).text();
    expect(audit).toContain('secrets_changed');
    expect(audit).not.toContain(KEY_SECRET);

    await card.getByLabel('Offer Razorpay to customers').uncheck();
    await card.getByRole('button', { name: 'Save Razorpay' }).click();
    await expect(card.locator('.ad-badge')).toHaveText('Not offered');
    expect((await offered()).map((g) => g.code)).not.toContain('RAZORPAY');

    await card.getByRole('button', { name: 'Forget keys…' }).click();
    await card.getByRole('button', { name: 'Forget Razorpay’s keys now' }).click();
    await expect(card).toContainText('No keys: customers get the labelled test gateway');
    await card.getByLabel('Offer Razorpay to customers').check();
    await card.getByRole('button', { name: 'Save Razorpay' }).click();
    await expect(card.locator('.ad-badge')).toHaveText('Test gateway');
    expect(await offered()).toContainEqual(expect.objectContaining({ code: 'RAZORPAY', name: 'Razorpay (test)' }));
  } finally {
    await context.close();
  }
});
