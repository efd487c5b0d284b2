import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { actor, apiLogin, headline, logInCustomer, placeByApi, shot, STORE_OWNER, tokenOf, watchPage } from './live-helpers';

/**
 * Issue 8 on a phone (390×844): the delivery partner's app. One browser context per person: the
 * customer following the order, and two partners racing for it; the store moves it through the API.
 */
const RIDER_A = { email: 'delivery@demo.keka.in', password: 'delivery123', name: 'Ravi Kumar' };
const RIDER_B = { email: 'delivery2@demo.keka.in', password: 'delivery123', name: 'Imran Khan' };
/** Near Spice Route, Indiranagar. */
const START = { latitude: 12.9689, longitude: 77.6405 };

async function riderContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ geolocation: START, permissions: ['geolocation'] });
  return context;
}

async function logInRider(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.goto('/delivery');
  await expect(page).toHaveURL(/\/delivery\/login$/);
  await page.getByLabel('E-mail or phone number').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Log in' }).tap();
  await expect(page).toHaveURL(/\/delivery$/);
  await expect(page.getByRole('switch', { name: /Take new orders/ })).toBeVisible();
}

async function ensureOnline(page: Page): Promise<void> {
  const toggle = page.getByRole('switch', { name: /Take new orders/ });
  await expect(toggle).toBeEnabled();
  if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.tap();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
}

const offerCard = (page: Page, uid: string) => page.locator('.rider-card').filter({ has: page.getByRole('link', { name: `#${uid.slice(-6).toUpperCase()}` }) });

test('two partners race for one offer; the winner picks up in a dead zone and delivers with the PIN while the customer watches live', async ({ page, browser, request }) => {
  // The customer, in the test's own context.
  const seen = watchPage(page);
  await logInCustomer(page);
  const customer = actor(request, await tokenOf(page));
  const store = await apiLogin(request, 'store/login', STORE_OWNER);

  const contextA = await riderContext(browser);
  const contextB = await riderContext(browser);
  const pageA = await contextA.newPage();
  const pageB = await contextB.newPage();
  await logInRider(pageA, RIDER_A);
  await logInRider(pageB, RIDER_B);
  await ensureOnline(pageA);
  await ensureOnline(pageB);
  await expectNoSeriousA11yViolations(pageA, 'rider home');
  await shot(pageA, 'rider-01-home-online');
  // Keyboard: the tabs move with the arrow keys (WAI-ARIA tabs).
  await pageA.getByRole('tab', { name: /New/ }).focus();
  await pageA.keyboard.press('ArrowRight');
  await expect(pageA.getByRole('tab', { name: /Accepted/ })).toBeFocused();
  await expect(pageA.getByRole('tab', { name: /Accepted/ })).toHaveAttribute('aria-selected', 'true');
  await pageA.keyboard.press('ArrowLeft');
  await expect(pageA.getByRole('tab', { name: /New/ })).toHaveAttribute('aria-selected', 'true');

  const uid = await placeByApi(request, customer, 'spice-route');
  await page.goto(`/running-order/${uid}`);
  await expect(headline(page)).toHaveText('Order placed! Waiting for the store to accept');
  await page.evaluate(() => Object.assign(window, { __kekaSameDocument: true }));
  await expect.poll(() => seen.streams.length).toBeGreaterThan(0);

  // The store accepts: the offer reaches both partners live (SSE), no reload.
  for (const p of [pageA, pageB]) await p.evaluate(() => Object.assign(window, { __kekaSameDocument: true }));
  const offeredAt = Date.now();
  await store.call('store/accept-order', { unique_order_id: uid, preparation_minutes: 10 });
  await expect(offerCard(pageA, uid)).toBeVisible();
  await expect(offerCard(pageB, uid)).toBeVisible();
  console.log(`store accept → offer on both partners' screens in ${Date.now() - offeredAt} ms`);
  await expect(pageA.getByRole('tab', { name: /New/ })).toHaveAttribute('aria-selected', 'true');
  await shot(pageA, 'rider-02-new-offer');
  for (const p of [pageA, pageB]) expect(await p.evaluate(() => (window as unknown as { __kekaSameDocument?: boolean }).__kekaSameDocument)).toBe(true);

  // Both tap Accept at once: exactly one wins. The other is told so, or, when the winner's accept
  // reached its phone live before its own tap landed (a slow machine: seen once in CI), its offer has
  // already left the list and there is nothing left to tap; either way the offer is gone from it.
  const tapAccept = (p: Page) =>
    offerCard(p, uid)
      .getByRole('button', { name: 'Accept' })
      .tap({ timeout: 15_000 })
      .then(
        () => true,
        () => false,
      );
  const tapped = await Promise.all([tapAccept(pageA), tapAccept(pageB)]);
  const onOrder = (p: Page) => p.url().endsWith(`/delivery/orders/${uid}`);
  await expect.poll(() => [pageA, pageB].filter(onOrder).length).toBe(1);
  const [winner, loser] = onOrder(pageA) ? [pageA, pageB] : [pageB, pageA];
  const winnerContext = winner === pageA ? contextA : contextB;
  const winnerName = winner === pageA ? RIDER_A.name : RIDER_B.name;
  expect(tapped[winner === pageA ? 0 : 1]).toBe(true);
  if (tapped[winner === pageA ? 1 : 0]) await expect(loser.getByRole('alert')).toHaveText('This order went to another partner.');
  await expect(offerCard(loser, uid)).toHaveCount(0);
  await expect(winner.locator('.rider-order__state')).toHaveText('Accepted: go to the store');
  await expect(winner.getByRole('link', { name: 'Call customer' })).toHaveAttribute('href', /^tel:\+?\d+$/);
  await expect(winner.getByRole('link', { name: /Navigate/ }).first()).toHaveAttribute('href', /^geo:12\.\d+,77\.\d+/);
  await expect(headline(page)).toHaveText('A delivery partner is on the way to the store');
  await expect(page.getByRole('link', { name: `Call ${winnerName}` })).toBeVisible();

  // GPS: the winner's phone moves; the customer's map follows (the marker MOVES, no reload).
  // First the partner's phone says its position reached the server, then the customer's map shows it.
  await expect(winner.locator('.rider-gps')).toContainText('Your location was sent');
  const marker = page.locator('.live-pin--rider');
  await expect(marker).toBeVisible();
  const first = await marker.evaluate((el) => (el as HTMLElement).style.transform);
  await winnerContext.setGeolocation({ latitude: START.latitude + 0.002, longitude: START.longitude });
  await expect.poll(() => marker.evaluate((el) => (el as HTMLElement).style.transform)).not.toBe(first);
  await expect(winner.locator('.rider-gps')).toContainText('Your location was sent');
  await expectNoSeriousA11yViolations(winner, 'rider order accepted');
  await shot(winner, 'rider-03-order-accepted');
  // A small phone: nothing scrolls sideways at 320 px (DESIGN "Thumbs").
  await winner.setViewportSize({ width: 320, height: 640 });
  await expect.poll(() => winner.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await winner.setViewportSize({ width: 390, height: 844 });

  // Dead zone: "picked up" is tapped offline, kept, shown as waiting, and sent once when back.
  const pickups: number[] = [];
  winner.on('requestfinished', (r) => {
    if (r.url().endsWith('/api/delivery/pickedup-order')) void r.response().then((res) => pickups.push(res?.status() ?? 0));
  });
  await winnerContext.setOffline(true);
  await winner.getByRole('button', { name: 'Picked up' }).tap();
  await expect(winner.getByRole('heading', { name: 'Waiting to send' })).toBeVisible();
  await expect(winner.getByText(/Waiting to send: Picked up/)).toBeVisible();
  await shot(winner, 'rider-04-waiting-to-send');
  await winner.waitForTimeout(1_000);
  expect(pickups).toEqual([]);
  await expect(headline(page)).toHaveText('A delivery partner is on the way to the store');
  await winnerContext.setOffline(false);
  await expect(winner.getByText('Picked up for order')).toBeVisible();
  await expect(winner.getByRole('heading', { name: 'Waiting to send' })).toHaveCount(0);
  await expect(headline(page)).toHaveText('Your order is on the way');
  await winner.waitForTimeout(1_500);
  expect(pickups).toEqual([200]);

  // At the door: a wrong PIN is refused, then the right one (pasted, as from an SMS) delivers.
  const pin = (await page.locator('.order-pin__digit').allTextContents()).join('');
  expect(pin).toMatch(/^\d{4}$/);
  await winner.getByRole('button', { name: 'Delivered' }).tap();
  const field = winner.getByLabel('4-digit PIN');
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  const wrong = pin === '0000' ? '1111' : '0000';
  for (const digit of wrong) await winner.locator('.pin-pad__key', { hasText: digit }).first().tap();
  await expect(field).toHaveValue(wrong);
  await winner.getByRole('button', { name: 'Confirm delivery' }).tap();
  await expect(winner.getByRole('alert')).toContainText('That PIN is not right');
  await shot(winner, 'rider-05-wrong-pin');
  await field.fill('');
  await field.focus();
  await winner.evaluate((value) => {
    const el = document.activeElement as HTMLInputElement;
    const data = new DataTransfer();
    data.setData('text/plain', value);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, pin);
  // Chromium's paste event does not insert text by itself: type it as the paste would.
  if ((await field.inputValue()) !== pin) await field.fill(pin);
  await winner.getByRole('button', { name: 'Confirm delivery' }).tap();
  await expect(winner.locator('.rider-order__state')).toHaveText('Delivered');
  await expect(headline(page)).toHaveText('Delivered. Enjoy your meal!');
  expect(await page.evaluate(() => (window as unknown as { __kekaSameDocument?: boolean }).__kekaSameDocument)).toBe(true);

  // Earnings: the delivery is counted with its commission; cash in hand shows the cash taken.
  await winner.getByRole('link', { name: 'Orders' }).first().tap();
  await winner.getByRole('tab', { name: /Done/ }).tap();
  await expect(winner.getByRole('link', { name: `#${uid.slice(-6).toUpperCase()}` })).toBeVisible();
  await winner.getByRole('navigation', { name: 'Partner app' }).getByRole('link', { name: 'Earnings' }).tap();
  await expect(winner.getByRole('heading', { name: 'Earnings', level: 1 })).toBeVisible();
  await expect(winner.getByText(`#${uid.slice(-6).toUpperCase()}`)).toBeVisible();
  await expect(winner.locator('.rider-chart__bar--today')).toBeVisible();
  await expectNoSeriousA11yViolations(winner, 'rider earnings');
  await shot(winner, 'rider-06-earnings');

  await contextA.close();
  await contextB.close();
});

test('a new partner signs up and sees a clear waiting-for-approval screen', async ({ browser }) => {
  const context = await browser.newContext();
  const rider = await context.newPage();
  await rider.goto('/delivery/login');
  await rider.getByRole('link', { name: 'New partner? Sign up' }).tap();
  await expect(rider).toHaveURL(/\/delivery\/register$/);
  const stamp = Date.now() % 1_000_000;
  await rider.getByLabel('Full name').fill('Naveen Gowda');
  await rider.getByLabel('E-mail').fill(`naveen.${stamp}@example.test`);
  await rider.getByLabel('Mobile number').fill(`98${String(stamp).padStart(8, '0')}`);
  await rider.getByLabel(/^Password/).first().fill('partner-123');
  await rider.getByLabel('Vehicle', { exact: true }).selectOption('Scooter');
  await rider.getByRole('button', { name: 'Sign up' }).tap();
  await expect(rider.getByRole('heading', { name: 'Waiting for approval', level: 1 })).toBeVisible();
  await expect(rider.getByText('Thanks for signing up, Naveen Gowda.', { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(rider, 'rider pending approval');
  await shot(rider, 'rider-00-pending');
  await rider.getByRole('button', { name: 'Log out' }).tap();
  await expect(rider).toHaveURL(/\/delivery\/login$/);
  await context.close();
});

test('a picked-up tapped in a dead zone on an order cancelled meanwhile is refused, and the partner is told', async ({ browser, request }) => {
  const customer = await apiLogin(request, 'login', { email: 'customer@demo.keka.in', password: 'customer123' });
  const store = await apiLogin(request, 'store/login', STORE_OWNER);
  const admin = await apiLogin(request, 'login', { email: 'admin@demo.keka.in', password: 'admin123' });
  const context = await riderContext(browser);
  const rider = await context.newPage();
  await logInRider(rider, RIDER_A);
  await ensureOnline(rider);
  const uid = await placeByApi(request, customer, 'spice-route');
  await store.call('store/accept-order', { unique_order_id: uid, preparation_minutes: 10 });
  await offerCard(rider, uid).getByRole('button', { name: 'Accept' }).tap();
  await expect(rider).toHaveURL(new RegExp(`/delivery/orders/${uid}$`));
  await expect(rider.locator('.rider-order__state')).toHaveText('Accepted: go to the store');

  await context.setOffline(true);
  await rider.getByRole('button', { name: 'Picked up' }).tap();
  await expect(rider.getByRole('heading', { name: 'Waiting to send' })).toBeVisible();
  // Support cancels the order while the partner has no signal (an admin may cancel an assigned order).
  await admin.call('store/decline-order', { unique_order_id: uid, reason: 'Customer called support to cancel' });
  await context.setOffline(false);
  await expect(rider.getByRole('alert').filter({ hasText: 'Could not record Picked up' })).toContainText('cancelled');
  await expect(rider.getByRole('heading', { name: 'Waiting to send' })).toHaveCount(0);
  await expect(rider.locator('.rider-order__state')).toHaveText('Cancelled');
  await expect(rider.getByRole('button', { name: 'Picked up' })).toHaveCount(0);
  await shot(rider, 'rider-07-refused-replay');
  await context.close();
});
