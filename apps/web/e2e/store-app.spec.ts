import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { actor, headline, logInCustomer, logInStoreOwner, placeByApi, shot, tokenOf } from './live-helpers';

/**
 * Issue 7, the store owner's app, on a kitchen tablet (1024x768) and on a phone (390x844). The owner
 * and the customer are two people: each has a browser context of their own.
 */

const SHAPES = [
  { name: 'tablet', viewport: { width: 1024, height: 768 }, isMobile: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true },
] as const;

/** A 1x1 PNG: enough for the server to sniff, decode and re-encode. */
const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const XSS_COMMENT = '<img src=x onerror="window.__storeXss=1"><script>window.__storeXss=2</script> no onions';

async function ownerContext(browser: Browser, shape: (typeof SHAPES)[number]): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: shape.viewport, isMobile: shape.isMobile, hasTouch: true, locale: 'en-IN', timezoneId: 'Asia/Kolkata', bypassCSP: true });
  const page = await context.newPage();
  await logInStoreOwner(page);
  await expect(page.getByRole('heading', { name: 'Kitchen dashboard' })).toBeVisible();
  return { context, page };
}

async function customerContext(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-IN', bypassCSP: true });
  const page = await context.newPage();
  await logInCustomer(page);
  return { context, page };
}

const walletOf = async (page: Page) => {
  const me = actor(page.request, await tokenOf(page));
  return Number((await me.call<{ data: { wallet_balance: string } }>('update-user-info', {})).data.wallet_balance);
};

for (const shape of SHAPES) {
  test(`store owner on a ${shape.name}: a new order rings live, Accept moves the customer's page, Decline refunds the wallet`, async ({ browser }) => {
    const owner = await ownerContext(browser, shape);
    const customer = await customerContext(browser);
    // A mark on the window: it is gone after any reload (the decline sheet's history entry is not one).
    await owner.page.evaluate(() => Object.assign(window, { __storeSameDocument: true }));
    const sameDocument = () => owner.page.evaluate(() => (window as unknown as { __storeSameDocument?: boolean }).__storeSameDocument === true);

    // One tap at the start of the shift lets the tablet ring.
    await owner.page.getByRole('button', { name: 'Turn on the order sound' }).click();
    await expect(owner.page.locator('[data-ringing]')).toHaveCount(0);
    await shot(owner.page, `store-${shape.name}-01-dashboard-idle`);

    // The customer orders (cash) from their own browser; the comment carries HTML and script.
    const me = actor(customer.page.request, await tokenOf(customer.page));
    const uid = await placeByApi(customer.page.request, me, 'spice-route', { order_comment: XSS_COMMENT });
    await customer.page.goto(`/running-order/${uid}`);
    await expect(headline(customer.page)).toHaveText('Order placed! Waiting for the store to accept');

    // It appears on the dashboard without a reload, and the bell rings until acknowledged.
    const card = owner.page.locator(`[data-order="${uid}"]`);
    await expect(card).toBeVisible();
    expect(await sameDocument()).toBe(true);
    await expect(owner.page.locator('[data-ringing]')).toBeVisible();
    await expect.poll(() => owner.page.evaluate(() => Number(document.documentElement.dataset.storeChimes ?? 0))).toBeGreaterThan(0);
    // SECURITY 23: the comment is text; no element was made from it and nothing ran (the CSP is
    // bypassed in this context, so only the rendering stands between the comment and a script).
    await expect(card.getByTestId('order-comment')).toHaveText(XSS_COMMENT);
    await expect(card.locator('[data-testid="order-comment"] *')).toHaveCount(0);
    expect(await owner.page.evaluate(() => (window as unknown as { __storeXss?: number }).__storeXss)).toBeUndefined();
    await expectNoSeriousA11yViolations(owner.page, `store dashboard (${shape.name}) ringing`);
    await shot(owner.page, `store-${shape.name}-02-dashboard-ringing`);
    await owner.page.getByRole('button', { name: /stop the sound/ }).click();
    await expect(owner.page.locator('[data-ringing]')).toHaveCount(0);

    // Accept with 25 minutes: the customer's running-order page changes live.
    await card.getByRole('button', { name: '5 minutes more' }).click();
    await card.getByRole('button', { name: 'Accept · 25 min' }).click();
    await expect(headline(customer.page)).toHaveText('Your order is being prepared');
    const preparing = owner.page.locator(`.so-column--preparing [data-order="${uid}"]`);
    await expect(preparing).toBeVisible();
    // The kitchen needs 10 minutes more: the customer's ETA moves by as much, live.
    const eta = customer.page.locator('.order-eta__minutes');
    await expect(eta).toHaveText(/^\d+ min$/);
    const etaBefore = Number.parseInt((await eta.textContent()) ?? '0', 10);
    await preparing.getByRole('button', { name: 'Change time' }).click();
    await preparing.getByRole('button', { name: '5 minutes more' }).click();
    await preparing.getByRole('button', { name: '5 minutes more' }).click();
    // Longer than promised: once, with a reason the customer is told (issue 36).
    await expect(preparing.getByRole('button', { name: 'Save time' })).toBeDisabled();
    await preparing.getByLabel('Why it needs longer (the customer is told)').fill('A party of twelve just ordered');
    await preparing.getByRole('button', { name: 'Save time' }).click();
    await expect(customer.page.getByText('The store needed more time: A party of twelve just ordered')).toBeVisible();
    await expect.poll(async () => Number.parseInt((await eta.textContent()) ?? '0', 10)).toBeGreaterThanOrEqual(etaBefore + 9);
    await expect(owner.page.locator(`.so-column--preparing [data-order="${uid}"]`)).toContainText('Preparation 35 min');
    await owner.page.locator(`.so-column--preparing [data-order="${uid}"]`).getByRole('button', { name: 'Mark ready' }).click();
    await expect(owner.page.locator(`.so-column--ready [data-order="${uid}"]`)).toBeVisible();

    // A second order paid partly from the wallet is declined with a reason: the wallet gets it back.
    const before = await walletOf(customer.page);
    const second = await placeByApi(customer.page.request, me, 'spice-route', { partial_wallet: true });
    const afterPaying = await walletOf(customer.page);
    expect(afterPaying).toBeLessThan(before);
    const secondCard = owner.page.locator(`.so-column--new [data-order="${second}"]`);
    await expect(secondCard).toBeVisible();
    await secondCard.getByRole('button', { name: 'Decline' }).click();
    const sheet = owner.page.getByRole('dialog', { name: 'Decline this order' });
    await sheet.getByRole('button', { name: 'Kitchen too busy' }).click();
    await shot(owner.page, `store-${shape.name}-03-decline`);
    await sheet.getByRole('button', { name: 'Decline order' }).click();
    await expect(secondCard).toHaveCount(0);
    await expect.poll(() => walletOf(customer.page)).toBe(before);

    // Today's count includes both orders; the day's list has them with its totals.
    await expect(owner.page.getByTestId('today-orders')).not.toHaveText('0');
    expect(await sameDocument()).toBe(true);
    await owner.page.getByRole('link', { name: 'Orders' }).click();
    await expect(owner.page.getByRole('heading', { name: /^Orders of / })).toBeVisible();
    await expect(owner.page.locator('.so-rows')).toContainText(`#${uid.slice(-6).toUpperCase()}`);
    await expectNoSeriousA11yViolations(owner.page, `store orders of the day (${shape.name})`);
    await owner.page.getByLabel('Status').selectOption('cancelled');
    await expect(owner.page.locator('.so-rows')).toContainText(`#${second.slice(-6).toUpperCase()}`);
    await expect(owner.page.locator('.so-rows')).not.toContainText(`#${uid.slice(-6).toUpperCase()}`);
    await owner.page.locator('.so-rows a').first().click();
    await expect(owner.page).toHaveURL(new RegExp(`/store/order/view/${second}$`));
    await expect(owner.page.getByText('Kitchen too busy')).toBeVisible();
    await expectNoSeriousA11yViolations(owner.page, `store order view (${shape.name})`);
    await shot(owner.page, `store-${shape.name}-04-order-view`);

    await owner.context.close();
    await customer.context.close();
  });
}

test('a closed store and an item switched off are seen by customers at once; a new item with a picture; a report charts the day’s orders', async ({ browser }) => {
  const owner = await ownerContext(browser, SHAPES[0]);
  const customer = await customerContext(browser);
  await customer.page.goto('/stores/spice-route');
  const row = customer.page.locator('.item-row:not(.item-row--inactive)').first();
  const name = ((await row.locator('h3').textContent()) ?? '').trim();
  expect(name).not.toBe('');

  // Closing the store: customers are told at once; open again.
  const open = owner.page.getByRole('switch', { name: 'Store open for orders: Spice Route' });
  await expect(open).toHaveAttribute('aria-checked', 'true');
  await open.click();
  await expect(open).toHaveAttribute('aria-checked', 'false');
  await customer.page.reload();
  await expect(customer.page.getByText('Spice Route : Not accepting orders right now')).toBeVisible();
  await open.click();
  await expect(open).toHaveAttribute('aria-checked', 'true');
  await customer.page.reload();
  await expect(customer.page.getByText('Spice Route : Not accepting orders right now')).toHaveCount(0);

  await owner.page.getByRole('link', { name: 'Products' }).click();
  await owner.page.getByLabel('Search items').fill(name);
  const toggle = owner.page.getByRole('switch', { name: `${name} available` });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(toggle).toContainText('Not Available');
  await expect(toggle).toBeEnabled();
  await expectNoSeriousA11yViolations(owner.page, 'store products');
  await shot(owner.page, 'store-tablet-05-products');

  await customer.page.reload();
  const item = customer.page.locator('.item-row', { has: customer.page.locator('h3', { hasText: name }) }).first();
  await expect(item).toHaveClass(/item-row--inactive/);
  await expect(item.getByText('Not Available', { exact: true })).toBeVisible();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(toggle).toBeEnabled();
  await customer.page.reload();
  await expect(customer.page.locator('.item-row', { has: customer.page.locator('h3', { hasText: name }) }).first()).not.toHaveClass(/item-row--inactive/);

  // A new item with a picture: uploaded, stored as WebP, and on the customer's menu.
  await owner.page.getByRole('link', { name: 'Add item' }).click();
  await expect(owner.page.getByRole('heading', { name: 'New item' })).toBeVisible();
  await owner.page.getByLabel('Name', { exact: true }).fill('Kitchen Special Thali');
  await owner.page.getByLabel('Price (₹)').fill('249');
  await owner.page.getByLabel(/^Picture/).setInputFiles({ name: 'thali.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1PX, 'base64') });
  await expect(owner.page.locator('img.so-preview')).toHaveAttribute('src', /^\/uploads\/[a-f0-9]{32}\.webp$/);
  await owner.page.getByRole('button', { name: 'Save item' }).click();
  await expect(owner.page).toHaveURL(/\/store\/view\/product\/\d+\?store=\d+$/);
  await expect(owner.page.getByRole('heading', { name: 'Edit item' })).toBeVisible();
  await expectNoSeriousA11yViolations(owner.page, 'store item editor');
  await customer.page.reload();
  await expect(customer.page.locator('.item-row h3', { hasText: 'Kitchen Special Thali' })).toBeVisible();

  // The report's chart and table show today's orders (placed by the journeys above or now).
  const me = actor(customer.page.request, await tokenOf(customer.page));
  await placeByApi(customer.page.request, me, 'spice-route');
  await owner.page.getByRole('link', { name: 'Reports' }).click();
  const chart = owner.page.getByRole('img', { name: 'Orders and sales by Day' });
  await expect(chart.locator('canvas')).toBeVisible();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  await expect(chart).toHaveAttribute('data-points', new RegExp(`${today}:[1-9]\\d*`));
  await expect(owner.page.getByRole('row', { name: new RegExp(today) })).toBeVisible();
  // The payout for the period: earned less commission and the compensation the store bore (issue 36).
  const payout = owner.page.getByRole('region', { name: 'Payout for this period' });
  await expect(payout.getByText('You earned')).toBeVisible();
  await expect(payout.getByText(/is due to you/)).toBeVisible();
  await expectNoSeriousA11yViolations(owner.page, 'store reports');
  await shot(owner.page, 'store-tablet-06-reports');
  const download = owner.page.waitForEvent('download');
  await owner.page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^report-.*\.csv$/);

  await owner.context.close();
  await customer.context.close();
});

test('a new fresh store registers, waits for approval, then opens and edits its delivery slots (phone)', async ({ browser, request }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-IN', bypassCSP: true });
  const page = await context.newPage();
  await page.goto('/store/login');
  await page.getByRole('link', { name: 'New here? Register your store' }).click();
  await expectNoSeriousA11yViolations(page, 'store registration');
  const stamp = Date.now();
  await page.getByLabel('Your name', { exact: true }).fill('Asha Rao');
  await page.getByLabel('E-mail', { exact: true }).fill(`asha${stamp}@example.in`);
  await page.getByLabel('Mobile number').fill(`98${String(stamp).slice(-8)}`);
  await page.getByLabel('Password (6 or more characters)').fill('kitchen123');
  await page.getByLabel('Store name').fill('Asha Fresh Mart');
  await page.getByLabel('Store address').fill('5, 12th Main, Indiranagar, Bengaluru');
  await page.getByLabel('Latitude').fill('12.9719');
  await page.getByLabel('Longitude').fill('77.6412');
  await page.getByLabel('Fresh / grocery store (delivery slots)').check();
  await page.getByRole('button', { name: 'Send for approval' }).click();
  await expect(page).toHaveURL(/\/store\/status$/);
  await expect(page.getByTestId('approval')).toHaveText('Waiting for approval');
  // The dashboard is not reachable while pending.
  await page.goto('/store/dashboard');
  await expect(page).toHaveURL(/\/store\/status$/);
  await expectNoSeriousA11yViolations(page, 'store status (pending)');
  await shot(page, 'store-phone-07-pending');

  // An admin approves it; the owner checks again and lands on the dashboard, closed until opened.
  const adminLogin = await request.post('/api/login', { data: { email: 'admin@demo.keka.in', password: 'admin123' } });
  const admin = actor(request, ((await adminLogin.json()) as { data: { auth_token: string } }).data.auth_token);
  const storeId = await page.evaluate(async () => {
    const token = (JSON.parse(localStorage.getItem('storeUser') ?? '{}') as { auth_token: string }).auth_token;
    const res = await fetch('/api/store/status', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: '{}' });
    return ((await res.json()) as { data: { stores: { id: number }[] } }).data.stores[0]?.id ?? 0;
  });
  await admin.call('admin/approve-store', { store_id: storeId, approval: 'APPROVED' });
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page).toHaveURL(/\/store\/dashboard$/);
  const open = page.getByRole('switch', { name: /Store open for orders/ });
  await expect(open).toHaveAttribute('aria-checked', 'false');
  await open.click();
  await expect(open).toHaveAttribute('aria-checked', 'true');

  // Fresh stores get their slots: add one.
  await page.getByRole('link', { name: 'Slots' }).click();
  await expect(page.getByRole('heading', { name: 'Delivery slots' })).toBeVisible();
  const add = page.locator('form.so-slot').last();
  await add.getByLabel('Name').fill('Morning');
  await add.getByLabel('Orders per day').fill('15');
  await add.getByRole('button', { name: 'Save slot' }).click();
  await expect(page.locator('form.so-slot')).toHaveCount(2);
  await expect(page.locator('form.so-slot').first().getByLabel('Name')).toHaveValue('Morning');
  await expectNoSeriousA11yViolations(page, 'store slots');
  await shot(page, 'store-phone-08-slots');
  await page.getByRole('link', { name: 'Store page' }).click();
  await expect(page.getByRole('heading', { name: 'Store page' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Item slots', exact: true })).toBeVisible();
  await shot(page, 'store-phone-09-content');
  await context.close();
});
