import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { actor, headline, logInCustomer, placeByApi, RIDER, rupeesOf, shot, staff, tokenOf, watchPage } from './live-helpers';

/**
 * Issue 6 journeys on a phone: orders placed through the cart (add-ons, coupon, tip, cash; a grocery
 * slot paid from the wallet; self-pickup), then followed on /running-order while the store owner and
 * the rider move them through the API. The page must follow every step without reload or polling.
 */

interface OrderAnswer {
  data: { orderstatus_id: number; bill: { total: string; wallet_paid: string; tip: string; coupon_discount: string; coupon_code: string | null }; delivery_type: string; refunded: string };
}

async function placeFromCheckout(page: Page, cartTotal: string): Promise<string> {
  await expect(page).toHaveURL(/\/checkout(\/[\w:-]+)?\/?$/);
  await expect(page.getByRole('heading', { name: 'Bill Details' })).toBeVisible();
  // The checkout's bill is the cart's.
  await expect(page.locator('.bill').getByText(cartTotal)).toBeVisible();
  await page.getByRole('button', { name: /Place Order/ }).tap();
  await expect(page).toHaveURL(/\/running-order\/[\w-]+$/);
  return page.url().split('/').pop() ?? '';
}

test('a restaurant order with add-ons, a coupon and a tip, paid cash, is stored at the cart’s total and followed live to Delivered', async ({ page, request }) => {
  const seen = watchPage(page);
  await logInCustomer(page);
  await page.goto('/stores/spice-route');

  // A dish with add-ons: the full portion and extra butter.
  const custom = page.locator('.item-row:not(.item-row--inactive)').filter({ hasText: 'Customisable' }).first();
  const dish = (await custom.locator('h3').textContent()) ?? '';
  await custom.getByRole('button', { name: `Add ${dish} to cart` }).tap();
  const sheet = page.getByRole('dialog');
  await sheet.locator('label', { hasText: 'Full (serves 2)' }).tap();
  await sheet.locator('label', { hasText: 'Extra butter' }).tap();
  await expect(sheet.getByRole('radio', { name: /Full \(serves 2\)/ })).toBeChecked();
  await expect(sheet.getByRole('checkbox', { name: /Extra butter/ })).toBeChecked();
  await sheet.getByRole('button', { name: /Add item/ }).tap();
  await expect(sheet).toBeHidden();
  await page.getByRole('link', { name: /View Cart/ }).tap();

  // The cart: a tip, then the coupon typed in the coupon box.
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('group', { name: 'Tip your delivery partner' }).getByRole('button').first().tap();
  await page.getByLabel('Enter Coupon code').fill('WELCOME50');
  await page.getByRole('button', { name: 'Apply code' }).tap();
  await expect(page.getByText("'WELCOME50' applied")).toBeVisible();
  await expect(page.getByText('Delivery Tip')).toBeVisible();
  const payButton = page.getByRole('button', { name: /Make Payment/ });
  await expect(payButton).toBeEnabled();
  const cartTotal = (await page.locator('.pay-bar__total .tabular').textContent()) ?? '';
  expect(cartTotal).toMatch(/₹[\d,]+\.\d\d/);
  await payButton.tap();
  await expect(page.getByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
  const uid = await placeFromCheckout(page, cartTotal);

  // What the server stored is what the cart showed; no 'prices changed' notice.
  const customer = actor(request, await tokenOf(page));
  const stored = await customer.call<OrderAnswer>('get-single-order', { unique_order_id: uid });
  expect(stored.data.bill.total).toBe(rupeesOf(cartTotal));
  expect(stored.data.bill.coupon_code).toBe('WELCOME50');
  expect(Number(stored.data.bill.tip)).toBeGreaterThan(0);
  await expect(headline(page)).toHaveText('Order placed! Waiting for the store to accept');
  await expect(page.getByText(/Some prices changed/)).toHaveCount(0);
  await expect(page.getByText('Your delivery PIN will appear here once a delivery partner is on the way.')).toBeVisible();
  await shot(page, '01-placed');
  await followToDelivered(page, request, uid, seen);
});

/** The store and the rider move the order; the open page follows each step without reload or polling. */
async function followToDelivered(page: Page, request: Parameters<typeof staff>[0], uid: string, seen: ReturnType<typeof watchPage>) {
  await page.evaluate(() => Object.assign(window, { __kekaSameDocument: true }));
  const navigationsBefore = seen.navigations.length;
  // The stream is open once the page read the order a second time (ADR 0011: refetch when it opens).
  await expect.poll(() => seen.streams.length).toBeGreaterThan(0);
  await expect.poll(() => seen.orderReads.length).toBeGreaterThanOrEqual(2);
  // Earlier documents of this test (before a full navigation) had streams of their own: count from here.
  const streamsHere = seen.streams.length;
  // ADR 0011: the token travels in the Authorization header, never in the URL.
  const stream = seen.streams.at(-1);
  expect(new URL(stream?.url() ?? '').search).toBe('');
  expect((await stream?.allHeaders())?.authorization).toMatch(/^Bearer \S+$/);
  const { store, rider } = await staff(request);
  const readsBefore = seen.orderReads.length;

  const acceptedAt = Date.now();
  await store.call('store/accept-order', { unique_order_id: uid, preparation_minutes: 15 });
  await expect(headline(page)).toHaveText('Your order is being prepared');
  console.log(`store accept → page updated in ${Date.now() - acceptedAt} ms (API call included)`);
  await expect(page.locator('.order-eta__minutes')).toHaveText(/^\d+ min$/);
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await shot(page, '02-preparing-eta');

  await rider.call('delivery/accept-to-deliver', { unique_order_id: uid });
  await expect(headline(page)).toHaveText('A delivery partner is on the way to the store');
  await expect(page.getByRole('heading', { name: 'Delivery PIN' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Call ${RIDER.name}` })).toHaveAttribute('href', /^tel:\+?\d+$/);
  await expect(page.getByText(`Waiting for ${RIDER.name}'s first location…`)).toBeVisible();

  // Two positions: the partner's marker appears, then MOVES (no reload).
  const marker = page.locator('.live-pin--rider');
  await rider.call('delivery/set-delivery-guy-gps-location', { lat: 12.968, lng: 77.6412 });
  await expect(marker).toBeVisible();
  await expect(page.locator('.live-pin--store')).toBeVisible();
  await expect(page.locator('.live-pin--home')).toBeVisible();
  await expect(page.locator('.order-map__summary')).toContainText(`${RIDER.name} is`);
  const first = await marker.evaluate((el) => (el as HTMLElement).style.transform);
  const movedAt = Date.now();
  await rider.call('delivery/set-delivery-guy-gps-location', { lat: 12.9702, lng: 77.641 });
  await expect.poll(() => marker.evaluate((el) => (el as HTMLElement).style.transform)).not.toBe(first);
  console.log(`GPS position → marker moved in ${Date.now() - movedAt} ms (API call included)`);
  await expect(marker).toHaveCount(1);

  await rider.call('delivery/pickedup-order', { unique_order_id: uid });
  await expect(headline(page)).toHaveText('Your order is on the way');
  await expect(page.locator('.order-steps__step--current')).toContainText('On the way');
  await expectNoSeriousA11yViolations(page, 'running order on the way (map, PIN)');
  await shot(page, '03-on-the-way-map-pin');
  // A small phone: nothing scrolls sideways at 320 px (DESIGN "Thumbs").
  await page.setViewportSize({ width: 320, height: 640 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await shot(page, '03b-on-the-way-320px');
  await page.setViewportSize({ width: 390, height: 844 });

  // The PIN the customer reads out at the door, read from the page.
  const pin = (await page.locator('.order-pin__digit').allTextContents()).join('');
  expect(pin).toMatch(/^\d{4}$/);
  expect(seen.orderReads.length).toBe(readsBefore);
  await rider.call('delivery/deliver-order', { unique_order_id: uid, delivery_pin: pin });
  await expect(headline(page)).toHaveText('Delivered. Enjoy your meal!');
  await expect(page.getByRole('heading', { name: 'Delivery PIN' })).toHaveCount(0);
  await expect(page.locator('.order-eta')).toHaveCount(0);
  await expect(page.locator('.live-map')).toHaveCount(0);
  await expect(page.locator('.bill').getByText('Paid', { exact: true })).toBeVisible();

  // No reload, no navigation, and get-single-order read once at the end only (payment), never polled.
  expect(await page.evaluate(() => (window as unknown as { __kekaSameDocument?: boolean }).__kekaSameDocument)).toBe(true);
  expect(seen.navigations.slice(navigationsBefore)).toEqual([]);
  expect(seen.orderReads.length - readsBefore).toBe(1);
  // The one stream carried every step: it never had to reconnect.
  expect(seen.streams).toHaveLength(streamsHere);
  await expectNoSeriousA11yViolations(page, 'running order delivered');
  await shot(page, '04-delivered');
}

test('a grocery order in a delivery slot paid from the wallet, then cancelled with the refund shown', async ({ page, request }) => {
  await logInCustomer(page);
  await page.goto('/stores/green-basket');
  // ₹149 + ₹39 + ₹28 reaches the ₹199 minimum; WELCOME50 (−₹100) and ₹25 delivery keep it within the ₹150 wallet.
  for (const name of ['Apple Shimla', 'Tomato Hybrid', 'Toned Milk']) {
    await page.getByRole('button', { name: `Add ${name} to cart` }).first().tap();
    await expect(page.getByRole('group', { name: `Quantity of ${name}` }).first()).toBeVisible();
  }
  await page.getByRole('link', { name: /View Cart/ }).tap();
  await expect(page).toHaveURL(/\/cart$/);

  // The slot sheet: 'Select Delivery Slot' → 'Select From Available Slots' → the first open slot.
  await page.getByRole('button', { name: 'Select Delivery Slot' }).tap();
  const slots = page.getByRole('dialog', { name: 'Select From Available Slots' });
  await expect(slots).toBeVisible();
  await shot(page, '10-slot-sheet');
  await slots.locator('.slot-option').first().tap();
  await expect(slots).toBeHidden();
  await page.getByLabel('Enter Coupon code').fill('WELCOME50');
  await page.getByRole('button', { name: 'Apply code' }).tap();
  await expect(page.getByText("'WELCOME50' applied")).toBeVisible();
  const payButton = page.getByRole('button', { name: /Make Payment/ });
  await expect(payButton).toBeEnabled();
  const cartTotal = (await page.locator('.pay-bar__total .tabular').textContent()) ?? '';
  expect(Number(rupeesOf(cartTotal))).toBeLessThanOrEqual(150);
  await payButton.tap();

  const wallet = page.getByRole('radio', { name: /Keka Wallet/ });
  await expect(wallet).toBeEnabled();
  await wallet.check();
  const uid = await placeFromCheckout(page, cartTotal);
  const customer = actor(request, await tokenOf(page));
  const stored = await customer.call<OrderAnswer>('get-single-order', { unique_order_id: uid });
  expect(stored.data.bill.total).toBe(rupeesOf(cartTotal));
  expect(stored.data.bill.wallet_paid).toBe(rupeesOf(cartTotal));
  expect(stored.data.orderstatus_id).toBe(10);
  await expect(headline(page)).toHaveText('Scheduled for your delivery slot');
  await expect(page.getByText(/^Delivery slot: /)).toBeVisible();
  await expect(page.getByText(/Some prices changed/)).toHaveCount(0);

  // Cancel in the bottom sheet with a reason: the wallet part comes back, and the page says so.
  await page.getByRole('button', { name: 'Cancel order' }).tap();
  const sheet = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(sheet).toContainText(`${cartTotal} paid from your wallet goes back to it at once.`);
  await sheet.getByLabel('Reason (optional)').fill('Ordered the wrong slot');
  await sheet.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  await expectNoSeriousA11yViolations(page, 'cancel sheet');
  await shot(page, '11-cancel-sheet');
  await sheet.getByRole('button', { name: 'Yes, cancel' }).tap();
  await expect(sheet).toBeHidden();
  await expect(headline(page)).toHaveText('This order was cancelled');
  await expect(page.getByText(`${cartTotal} went back to your Keka wallet.`)).toBeVisible();
  await expect(page.getByText('Reason: Ordered the wrong slot')).toBeVisible();
  await expect(page.locator('.order-steps__step--stopped')).toContainText('Cancelled');
  const after = await customer.call<OrderAnswer>('get-single-order', { unique_order_id: uid });
  expect(after.data.refunded).toBe(rupeesOf(cartTotal));
  await expectNoSeriousA11yViolations(page, 'running order cancelled');
  await shot(page, '12-cancelled-refund');
});

test('a self-pickup order reads Ready for pickup, then Collected, as the store moves it', async ({ page, request }) => {
  const seen = watchPage(page);
  await logInCustomer(page);
  await page.goto('/stores/brew-and-bake');
  const row = page.locator('.item-row:not(.item-row--inactive)').filter({ hasNotText: 'Customisable' }).first();
  const name = (await row.locator('h3').textContent()) ?? '';
  const add = row.getByRole('button', { name: `Add ${name} to cart` });
  await add.tap();
  const more = row.getByRole('button', { name: `Add one more ${name}` });
  await more.tap();
  await more.tap();
  await page.getByRole('link', { name: /View Cart/ }).tap();
  await expect(page).toHaveURL(/\/cart$/);
  // The cart's Delivery / Self-pickup switch.
  await page.getByText('Self-pickup', { exact: true }).tap();
  await expect(page.getByRole('radio', { name: 'Self-pickup' })).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Tip your delivery partner' })).toHaveCount(0);
  const payButton = page.getByRole('button', { name: /Make Payment/ });
  await expect(payButton).toBeEnabled();
  const cartTotal = (await page.locator('.pay-bar__total .tabular').textContent()) ?? '';
  await payButton.tap();
  // A pickup is paid at the counter: nothing says "on delivery".
  await expect(page.getByRole('radio', { name: /Pay at pickup/ })).toBeChecked();
  await expect(page.locator('.pay-bar__total-label')).toHaveText('Pay at pickup');
  await expect(page.getByText('Cash on delivery')).toHaveCount(0);
  const uid = await placeFromCheckout(page, cartTotal);
  await expect(page.locator('.order-place__name', { hasText: 'Pay at pickup' })).toBeVisible();
  await expect(page.getByText('Cash on delivery')).toHaveCount(0);
  const customer = actor(request, await tokenOf(page));
  const stored = await customer.call<OrderAnswer>('get-single-order', { unique_order_id: uid });
  expect(stored.data.delivery_type).toBe('SELFPICKUP');
  expect(stored.data.bill.total).toBe(rupeesOf(cartTotal));
  await expect(page.getByText('Your delivery PIN will appear here once a delivery partner is on the way.')).toHaveCount(0);
  await expect(page.locator('.order-steps')).toContainText('Ready for pickup');
  await expect(page.locator('.order-steps')).toContainText('Collected');

  const navigationsBefore = seen.navigations.length;
  await expect.poll(() => seen.streams.length).toBeGreaterThan(0);
  await expect.poll(() => seen.orderReads.length).toBeGreaterThanOrEqual(2);
  const { store } = await staff(request);
  await store.call('store/accept-order', { unique_order_id: uid, preparation_minutes: 10 });
  await expect(headline(page)).toHaveText('Your order is being prepared');
  await expect(page.locator('.order-eta__by')).toContainText('Ready to collect by');
  await store.call('store/mark-ready', { unique_order_id: uid });
  await expect(headline(page)).toHaveText('Ready for pickup');
  await expect(page.locator('.order-steps__step--current')).toContainText('Ready for pickup');
  await expect(page.locator('.order-eta')).toHaveCount(0);
  await expect(page.locator('.live-map')).toHaveCount(0);
  await shot(page, '20-pickup-ready');
  await store.call('store/handed-over', { unique_order_id: uid });
  await expect(headline(page)).toHaveText('Collected. Enjoy your meal!');
  await expect(page.locator('.order-steps__step--done')).toHaveCount(4);
  expect(seen.navigations.slice(navigationsBefore)).toEqual([]);
  await shot(page, '21-pickup-collected');
});

test('the ETA counts down and turns into a clear running-late state once it has passed', async ({ page, request }) => {
  // The page's clock, moved on by hand below (time still flows until then).
  await page.clock.install();
  await logInCustomer(page);
  const customer = actor(request, await tokenOf(page));
  const uid = await placeByApi(request, customer, 'spice-route');
  await page.goto(`/running-order/${uid}`);
  await expect(headline(page)).toHaveText('Order placed! Waiting for the store to accept');
  await expect(page.locator('.order-eta')).toHaveCount(0);
  const { store } = await staff(request);
  // 5 minutes in the kitchen, the ride to the customer and the handover (issue 36).
  await store.call('store/accept-order', { unique_order_id: uid, preparation_minutes: 5 });
  const minutes = page.locator('.order-eta__minutes');
  await expect(minutes).toHaveText(/^\d+ min$/);
  const first = Number.parseInt((await minutes.textContent()) ?? '0', 10);
  expect(first).toBeGreaterThanOrEqual(5 + 2);
  await page.clock.fastForward('04:00');
  // Four minutes on (a minute's edge may pass while the page redraws).
  await expect(minutes).toHaveText(new RegExp(`^(${first - 4}|${first - 5}) min$`));
  await page.clock.fastForward(`${String(first - 4 + 1).padStart(2, '0')}:00`);
  const late = page.locator('.order-eta--late');
  await expect(late).toContainText('Running late');
  await expect(late).toContainText(/It was due by \d{1,2}:\d\d/);
  await expect(page.locator('.order-eta__minutes')).toHaveCount(0);
  await expect(page.getByText(/-\d+ min/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'running late');
  await shot(page, '05-running-late');
  // Declined by the store: the ETA goes, the store's reason shows as text.
  await store.call('store/decline-order', { unique_order_id: uid, reason: 'Kitchen closed early <b>sorry</b>' });
  await expect(headline(page)).toHaveText('This order was cancelled');
  await expect(page.locator('.order-eta')).toHaveCount(0);
  await expect(page.getByText('Reason: Kitchen closed early <b>sorry</b>')).toBeVisible();
  await expect(page.getByText('Nothing was charged for this order.')).toBeVisible();
});
