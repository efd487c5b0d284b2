import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { actor, headline, logInCustomer, placeByApi, shot, staff, tokenOf } from './live-helpers';

/**
 * SPEC §2 /my-orders on a phone: empty for a newcomer, then running orders on top and past ones below,
 * following live status; the cart's running-order notice leads there (SPEC §2 Cart 8); and the order
 * screens in Hindi.
 */

test('a new customer’s /my-orders is empty, then lists running orders on top and past ones below, live', async ({ page, request }) => {
  const stamp = Date.now();
  const who = { email: `orders${stamp}@example.test`, password: 'orders12345' };
  const registered = await request.post('/api/register', { data: { name: 'Nisha Rao', email: who.email, phone: `8${String(stamp).slice(-9)}`, password: who.password } });
  expect(registered.status(), await registered.text()).toBe(200);

  await page.goto('/my-orders');
  await expect(page).toHaveURL(/\/login$/);
  await logInCustomer(page, who);
  await page.goto('/my-orders');
  await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find something to order' })).toHaveAttribute('href', '/');
  await expectNoSeriousA11yViolations(page, 'my orders (empty)');
  await shot(page, '30-my-orders-empty');

  const customer = actor(request, await tokenOf(page));
  const first = await placeByApi(request, customer, 'spice-route');
  const second = await placeByApi(request, customer, 'brew-and-bake');
  await customer.call('cancel-order', { unique_order_id: first, reason: 'Changed my mind' });
  const stream = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/events');
  await page.reload();
  // Each order is one row link (a cancellable one also has a 'Cancel order' link beside it).
  const running = page.getByRole('region', { name: 'Running orders' }).locator('a.order-row');
  const past = page.getByRole('region', { name: 'Past orders' }).locator('a.order-row');
  await expect(running).toHaveCount(1);
  await expect(running).toHaveAttribute('href', `/running-order/${second}`);
  await expect(running).toContainText('Brew & Bake Café');
  await expect(running).toContainText('Placed');
  await expect(running).toContainText('2 items');
  await expect(past).toHaveCount(1);
  await expect(past).toContainText('Spice Route');
  await expect(past).toContainText('Cancelled');
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'my orders');

  // With the list open, the store accepts: the status changes in place, no reload.
  await page.evaluate(() => Object.assign(window, { __kekaSameDocument: true }));
  await (await stream).response();
  const { store } = await staff(request);
  await store.call('store/accept-order', { unique_order_id: second });
  await expect(running).toContainText('Preparing');
  expect(await page.evaluate(() => (window as unknown as { __kekaSameDocument?: boolean }).__kekaSameDocument)).toBe(true);
  await shot(page, '31-my-orders');
  await page.setViewportSize({ width: 320, height: 640 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await shot(page, '31b-my-orders-320px');
  await page.setViewportSize({ width: 390, height: 844 });

  await running.tap();
  await expect(page).toHaveURL(new RegExp(`/running-order/${second}$`));
  await expect(headline(page)).toHaveText('Your order is being prepared');
});

test('the cart’s running-order notice links /my-orders, and the order screens read in Hindi', async ({ page, request }) => {
  await logInCustomer(page);
  const customer = actor(request, await tokenOf(page));
  const uid = await placeByApi(request, customer, 'spice-route');
  await page.goto('/stores/brew-and-bake');
  await page.locator('.item-row:not(.item-row--inactive)').filter({ hasNotText: 'Customisable' }).first().locator('.item-control__add').tap();
  await page.getByRole('link', { name: /View Cart/ }).tap();
  await expect(page).toHaveURL(/\/cart$/);
  const notice = page.locator('.running-notice');
  await expect(notice).toHaveAttribute('href', '/my-orders');
  await notice.tap();
  await expect(page).toHaveURL(/\/my-orders$/);
  await expect(page.getByRole('region', { name: 'Running orders' }).locator(`a.order-row[href="/running-order/${uid}"]`)).toBeVisible();

  // Hindi: the chosen language is kept in storage and its texts fetched on start.
  const languages = (await (await request.post('/api/get-all-languages', { data: {} })).json()) as Array<{ id: number; code: string }>;
  const hindi = languages.find((l) => l.code === 'hi');
  expect(hindi).toBeTruthy();
  await page.evaluate((id) => localStorage.setItem('language', JSON.stringify({ id, code: 'hi', isRtl: false })), hindi?.id ?? 0);
  await page.goto(`/running-order/${uid}`);
  await expect(headline(page)).toHaveText('ऑर्डर हो गया! दुकान के स्वीकार करने का इंतज़ार है');
  await expect(page.getByText('डिलीवरी पार्टनर के रास्ते में आते ही आपका डिलीवरी पिन यहाँ दिखेगा।')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'running order (Hindi)');
  await shot(page, '40-running-order-hindi');
  const { store } = await staff(request);
  await store.call('store/accept-order', { unique_order_id: uid });
  await expect(headline(page)).toHaveText('आपका ऑर्डर तैयार हो रहा है');
  await expect(page.locator('.order-eta__minutes')).toHaveText(/^\d+ मिनट$/);
  await shot(page, '41-preparing-hindi');
  await page.goto('/my-orders');
  await expect(page.getByRole('heading', { level: 1, name: 'मेरे ऑर्डर' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'चल रहे ऑर्डर' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'my orders (Hindi)');
  await shot(page, '42-my-orders-hindi');
});
