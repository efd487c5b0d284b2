import { expect, test, type Page } from '@playwright/test';
import { adminToken } from './admin-helpers';
import { expectNoSeriousA11yViolations } from './axe';
import { actor, HOME, logInCustomer, logInStoreOwner, placeByApi, shot, staff, STORE_OWNER, tokenOf } from './live-helpers';

/**
 * Issue 36, grocery substitutions, with three people in their own browser contexts: a customer orders
 * groceries paid from the wallet; the store (on a tablet) finds the milk out of stock and proposes a
 * cheaper one; the customer accepts it live on the order page; the receipt and the wallet show the
 * difference, and the rider's order shows the replacement.
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-IN', timezoneId: 'Asia/Kolkata' };
const TABLET = { viewport: { width: 1024, height: 768 }, isMobile: false, hasTouch: true, locale: 'en-IN', timezoneId: 'Asia/Kolkata' };
const SLUG = 'green-basket';

const walletRupees = async (me: ReturnType<typeof actor>) => Number((await me.call<{ balance: string }>('get-wallet-transactions', {})).balance);

/** A new customer with ₹289 in the wallet: a delivered dish reported missing is refunded there (the demo's rule). */
async function customerWithWallet(page: Page) {
  const stamp = Date.now();
  const who = { email: `subs${stamp}@example.test`, password: 'subs123456' };
  const registered = await page.request.post('/api/register', { data: { name: 'Nisha Rao', email: who.email, phone: `8${String(stamp).slice(-9)}`, password: who.password } });
  expect(registered.status(), await registered.text()).toBe(200);
  // A home to deliver to, saved before the app signs in (it brings the default address along).
  const fresh = actor(page.request, ((await registered.json()) as { data: { auth_token: string } }).data.auth_token);
  await fresh.call('save-address', { latitude: HOME.lat, longitude: HOME.lng, address: HOME.address, house: HOME.house, tag: HOME.tag, set_default: true });
  await logInCustomer(page, who);
  const me = actor(page.request, await tokenOf(page));
  const { store, rider } = await staff(page.request);
  const uid = await placeByApi(page.request, me, 'spice-route');
  await store.call('store/accept-order', { unique_order_id: uid });
  await rider.call('delivery/accept-to-deliver', { unique_order_id: uid });
  await rider.call('delivery/pickedup-order', { unique_order_id: uid });
  const order = await me.call<{ data: { delivery_pin: string; items: { line_id: number }[] } }>('get-single-order', { unique_order_id: uid });
  await rider.call('delivery/deliver-order', { unique_order_id: uid, delivery_pin: order.data.delivery_pin });
  const line = order.data.items[0]?.line_id;
  await me.call('report-order-items', { unique_order_id: uid, lines: [{ line_id: line, quantity: 1, problem: 'MISSING' }], note: '' });
  expect(await walletRupees(me)).toBeGreaterThanOrEqual(250);
  return me;
}

test('the store proposes a cheaper milk, the customer accepts it live, and the receipt and the wallet show the difference', async ({ browser }) => {
  test.setTimeout(180_000);
  const customerContext = await browser.newContext(PHONE);
  const page = await customerContext.newPage();
  const me = await customerWithWallet(page);

  // The demo store owner runs Green Basket for this journey (an admin links the account, and unlinks it after).
  const admin = actor(page.request, await adminToken(page.request));
  const info = (await (await page.request.post('/api/get-restaurant-info', { data: { slug: SLUG, latitude: 12.9716, longitude: 77.6408 } })).json()) as { id: number };
  const owners = await admin.call<{ data: { user_id: number; email: string | null }[] }>('admin/link-store-owner', { store_id: info.id, login: STORE_OWNER.email });
  const ownerId = owners.data.find((o) => o.email === STORE_OWNER.email)?.user_id;
  const storeContext = await browser.newContext(TABLET);
  const riderContext = await browser.newContext({ ...PHONE, geolocation: { latitude: 12.9642, longitude: 77.6424 }, permissions: ['geolocation'] });
  try {
    // The customer: three groceries in a slot, paid from the wallet; checkout asks what an item out of stock becomes.
    const before = await walletRupees(me);
    await page.goto(`/stores/${SLUG}`);
    for (const name of ['Apple Shimla', 'Tomato Hybrid', 'Toned Milk']) {
      await page.getByRole('button', { name: `Add ${name} to cart` }).first().tap();
      await expect(page.getByRole('group', { name: `Quantity of ${name}` }).first()).toBeVisible();
    }
    await page.getByRole('link', { name: /View Cart/ }).tap();
    await page.getByRole('button', { name: 'Select Delivery Slot' }).tap();
    const slots = page.getByRole('dialog', { name: 'Select From Available Slots' });
    await slots.locator('.slot-option').first().tap();
    await expect(slots).toBeHidden();
    await page.getByRole('button', { name: /Make Payment/ }).tap();
    const choice = page.getByRole('group', { name: 'If an item is out of stock' });
    await expect(choice.getByRole('radio', { name: /Send the store’s best match/ })).toBeChecked();
    await page.getByRole('radio', { name: /Keka Wallet/ }).check();
    await expectNoSeriousA11yViolations(page, 'grocery checkout');
    await shot(page, '60-checkout-substitution-choice');
    await page.getByRole('button', { name: /Place Order/ }).tap();
    await expect(page).toHaveURL(/\/running-order\/[\w-]+$/);
    const uid = page.url().split('/').pop() ?? '';
    const placed = await me.call<{ data: { bill: { total: string } } }>('get-single-order', { unique_order_id: uid });
    const total = Number(placed.data.bill.total);
    expect(Math.round((before - (await walletRupees(me))) * 100)).toBe(Math.round(total * 100));

    // The store, on its dashboard: confirms the slot order, starts it, and finds no toned milk.
    const store = await storeContext.newPage();
    await logInStoreOwner(store);
    const card = store.locator(`[data-order="${uid}"]`).first();
    await card.getByRole('button', { name: /^Accept/ }).click();
    await card.getByRole('button', { name: 'Start preparing' }).click();
    await card.getByRole('button', { name: 'Not available: 1 × Toned Milk' }).click();
    const sheet = store.getByRole('dialog', { name: '1 × Toned Milk: not available' });
    await sheet.getByLabel('Search your items').fill('double toned');
    await sheet.getByRole('radio', { name: /Double Toned Milk/ }).check();
    await expect(sheet.getByLabel('Price of one (₹)')).toHaveValue('25.00');
    await expectNoSeriousA11yViolations(store, 'store substitution sheet');
    await shot(store, '61-store-substitute-sheet');
    await sheet.getByRole('button', { name: 'Send to the customer' }).click();
    await expect(sheet).toBeHidden();
    await expect(card.getByRole('status').filter({ hasText: 'Waiting for the customer: 1 × Double Toned Milk, until' })).toBeVisible();
    // The kitchen cannot finish the order while the customer has not answered.
    await expect(card.getByRole('button', { name: 'Mark ready' })).toHaveCount(0);
    await shot(store, '62-store-card-waiting');

    // The customer's page asks at once (no reload).
    const prompt = page.getByRole('region', { name: 'Green Basket does not have 1 × Toned Milk' });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByText('They suggest 1 × Double Toned Milk')).toBeVisible();
    await expect(prompt).toContainText('less');
    await expectNoSeriousA11yViolations(page, 'substitution prompt');
    await shot(page, '63-customer-substitution-prompt');
    await prompt.getByRole('button', { name: 'Accept replacement' }).tap();
    await expect(prompt).toBeHidden();
    const changes = page.getByRole('region', { name: 'Changes to your order' });
    await expect(changes.getByText('1 × Toned Milk replaced with 1 × Double Toned Milk')).toBeVisible();
    const after = await me.call<{ data: { bill: { total: string }; refunded: string; items: { name: string }[] } }>('get-single-order', { unique_order_id: uid });
    const back = Math.round((total - Number(after.data.bill.total)) * 100);
    expect(back).toBeGreaterThan(0);
    expect(Math.round(Number(after.data.refunded) * 100)).toBe(back);
    expect(after.data.items.map((l) => l.name)).toEqual(expect.arrayContaining(['Double Toned Milk']));
    await expect(changes).toContainText(`₹${(back / 100).toFixed(2)} back`);
    await expect(page.locator('.bill').getByText(`₹${after.data.bill.total}`).first()).toBeVisible();
    await shot(page, '64-customer-order-changed');

    // The store's card heard it too, and the order can be finished again.
    await expect(card.getByText('1 × Toned Milk → 1 × Double Toned Milk')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Mark ready' })).toBeVisible();

    // The rider takes the order and sees what is in the bag now.
    const { rider } = await staff(page.request);
    await rider.call('delivery/accept-to-deliver', { unique_order_id: uid });
    const riderPage = await riderContext.newPage();
    await riderPage.goto('/delivery/login');
    await riderPage.getByLabel('E-mail or phone number').fill('delivery@demo.keka.in');
    await riderPage.getByLabel('Password', { exact: true }).fill('delivery123');
    await riderPage.getByRole('button', { name: 'Log in' }).tap();
    await expect(riderPage).toHaveURL(/\/delivery$/);
    await riderPage.goto(`/delivery/orders/${uid}`);
    await expect(riderPage.getByText(/Double Toned Milk/).first()).toBeVisible();
    await expect(riderPage.getByText(/Toned Milk/).filter({ hasNotText: 'Double' })).toHaveCount(0);
    await shot(riderPage, '65-rider-order-substituted');

    // The wallet shows the difference back.
    await page.goto('/my-wallet');
    await expect(page.getByText(new RegExp(`Refund for order ${uid}`)).first()).toBeVisible();
    expect(Math.round((await walletRupees(me)) * 100)).toBe(Math.round(before * 100) - Math.round(total * 100) + back);

    // The order goes on to the door; nothing is left open for other journeys.
    await rider.call('delivery/pickedup-order', { unique_order_id: uid });
    const pin = (await me.call<{ data: { delivery_pin: string } }>('get-single-order', { unique_order_id: uid })).data.delivery_pin;
    await rider.call('delivery/deliver-order', { unique_order_id: uid, delivery_pin: pin });
    await page.goto(`/running-order/${uid}`);
    await expect(page.getByRole('region', { name: 'Changes to your order' })).toBeVisible();
    await shot(page, '66-receipt-with-changes');
  } finally {
    if (ownerId) await admin.call('admin/unlink-store-owner', { store_id: info.id, user_id: ownerId, reason: 'end of the substitution journey' });
    await Promise.all([customerContext.close(), storeContext.close(), riderContext.close()]);
  }
});
