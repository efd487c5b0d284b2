import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

/**
 * SPEC §2 /my-addresses on a phone: the demo customer's saved addresses (Home in Indiranagar is the
 * default, Work in Koramangala), adding one through the location picker, choosing the default, deleting
 * with a confirm, and the cart's CHANGE link going there and back.
 */

const DEMO_CUSTOMER = { email: 'customer@demo.keka.in', password: 'customer123' };

async function logIn(page: Page, who: { email: string; password: string } = DEMO_CUSTOMER): Promise<void> {
  await page.getByLabel('E-mail or phone number').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Login' }).last().tap();
}

async function storedAddress(page: Page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem('userSetAddress') ?? 'null') as { lat: number; house: string | null; tag: string | null; address: string });
}

async function closeScratchCard(page: Page): Promise<void> {
  const later = page.getByRole('dialog', { name: /scratch card/ }).getByRole('button', { name: 'Maybe later' });
  await later.tap({ timeout: 5_000 }).catch(() => undefined);
}

const list = (page: Page) => page.getByRole('list', { name: 'Saved addresses' });

test('a guest is sent to log in and comes back to the saved addresses', async ({ page }) => {
  await page.goto('/my-addresses');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page);
  await expect(page).toHaveURL(/\/my-addresses$/);
  await expect(list(page).getByRole('listitem')).toHaveCount(2);
  const home = list(page).getByRole('button', { name: /Deliver to Home/ });
  await expect(home).toHaveAttribute('aria-current', 'true');
  await expect(home).toContainText('Default');
  await expect(list(page).getByRole('button', { name: /Deliver to Work/ })).not.toHaveAttribute('aria-current', 'true');
  // After login the default address became the delivery address (none was stored yet).
  expect(await storedAddress(page)).toMatchObject({ house: 'Flat 304, Lakeview Residency', tag: 'Home' });
  await expectNoSeriousA11yViolations(page, 'my addresses');
});

test('add an address through the picker, choose the default from the home bar, delete one', async ({ page }) => {
  await page.goto('/login');
  await logIn(page);
  await expect(page).toHaveURL(/\/$/);
  await closeScratchCard(page);
  const addressButton = page.getByRole('link', { name: /Delivering to/ });
  await expect(addressButton).toContainText('Home');
  await addressButton.tap();
  await expect(page).toHaveURL(/\/my-addresses$/);
  await expect(list(page).getByRole('listitem')).toHaveCount(2);

  // Add: the picker's search, then the confirm step, whose house field starts EMPTY (not 'HSR Layout').
  await page.getByRole('button', { name: 'Add new address' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Add new address' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'add address: search');
  await page.getByRole('searchbox', { name: 'Search for your area' }).fill('HSR');
  await page.getByRole('button', { name: /HSR Layout/ }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm the new address' })).toBeVisible();
  const house = page.getByLabel('House / flat / floor (optional)');
  await expect(house).toHaveValue('');
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue(/^HSR Layout, /);
  await page.getByRole('button', { name: 'Move the pin east' }).tap();
  await house.fill('Flat 9C, Palm Grove');
  await page.getByText('Other', { exact: true }).tap();
  await expect(page.getByRole('radio', { name: 'Other' })).toBeChecked();
  const save = page.getByRole('button', { name: 'Save address', exact: true });
  await expect(save).toBeEnabled();
  await expectNoSeriousA11yViolations(page, 'add address: confirm');
  const saved = page.waitForRequest((r) => r.url().endsWith('/api/save-address'));
  await save.tap();
  expect((await saved).postDataJSON()).toMatchObject({ house: 'Flat 9C, Palm Grove', tag: 'Other', set_default: true });

  // Back on the list: the new address is the default and the delivery address.
  await expect(page).toHaveURL(/\/my-addresses$/);
  await expect(list(page).getByRole('listitem')).toHaveCount(3);
  const added = list(page).getByRole('button', { name: /Deliver to Other/ });
  await expect(added).toHaveAttribute('aria-current', 'true');
  await expect(added).toContainText('Flat 9C, Palm Grove');
  expect(await storedAddress(page)).toMatchObject({ house: 'Flat 9C, Palm Grove', tag: 'Other' });

  // Tap Work: it becomes the default and the user is back home, where the top bar shows it.
  await page.getByRole('button', { name: 'Back' }).tap();
  await expect(page).toHaveURL(/\/$/);
  await expect(addressButton).toContainText('Other');
  await addressButton.tap();
  await list(page).getByRole('button', { name: /Deliver to Work/ }).tap();
  await expect(page).toHaveURL(/\/$/);
  await expect(addressButton).toContainText('Work');
  await expect(addressButton).toContainText('80 Feet Road');

  // Delete the new one: nothing happens until the confirm.
  await addressButton.tap();
  await expect(list(page).getByRole('button', { name: /Deliver to Work/ })).toHaveAttribute('aria-current', 'true');
  await list(page).getByRole('button', { name: 'Delete Other, Flat 9C, Palm Grove' }).tap();
  const sheet = page.getByRole('dialog', { name: 'Delete this address?' });
  await expect(sheet).toContainText('Flat 9C, Palm Grove');
  // The sheet slides up from 40% opacity: contrast is measured once it has arrived.
  await sheet.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  await expectNoSeriousA11yViolations(page, 'delete address sheet');
  await sheet.getByRole('button', { name: 'Cancel' }).tap();
  await expect(sheet).toBeHidden();
  await expect(list(page).getByRole('listitem')).toHaveCount(3);
  await list(page).getByRole('button', { name: 'Delete Other, Flat 9C, Palm Grove' }).tap();
  await sheet.getByRole('button', { name: 'Delete', exact: true }).tap();
  await expect(sheet).toBeHidden();
  await expect(list(page).getByRole('listitem')).toHaveCount(2);
  await expect(list(page).getByText('Flat 9C, Palm Grove')).toHaveCount(0);
});

test("the cart's CHANGE link opens the saved addresses and a choice returns to the cart", async ({ page }) => {
  await page.goto('/login');
  await logIn(page);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/stores/spice-route');
  await page.locator('.item-row:not(:has(.item-row__custom)) .item-control__add').first().tap();
  await page.getByRole('link', { name: /View Cart/ }).tap();
  await expect(page).toHaveURL(/\/cart$/);

  await page.getByRole('link', { name: 'Change delivery address' }).tap();
  await expect(page).toHaveURL(/\/my-addresses$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('fromCart'))).toBe('1');
  await list(page).getByRole('button', { name: /Deliver to Home/ }).tap();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText('Delivery at Flat 304, Lakeview Residency')).toBeVisible();
  // SPEC §2 Cart: on open, the stored fromCart value is removed.
  expect(await page.evaluate(() => localStorage.getItem('fromCart'))).toBeNull();
});

test("the confirm step never prefills the house with an area's name (tester's report)", async ({ page }) => {
  await page.goto('/search-location');
  await page.getByRole('button', { name: /Indiranagar/ }).first().tap();
  await expect(page).toHaveURL(/\/$/);
  // The area still names the place in the home bar...
  await expect(page.getByRole('link', { name: /Delivering to/ })).toContainText('Indiranagar');
  expect(await storedAddress(page)).toMatchObject({ house: null });
  // ...but the house field of the confirm step (via /my-location and via 'Pick on the map') starts empty.
  await page.goto('/my-location');
  await expect(page.getByLabel('House / flat / floor (optional)')).toHaveValue('');
  await page.goto('/search-location');
  await page.getByRole('button', { name: /Pick on the map/ }).tap();
  await expect(page.getByRole('heading', { name: 'Confirm delivery location' })).toBeVisible();
  await expect(page.getByLabel('House / flat / floor (optional)')).toHaveValue('');
});

test("after login the order goes to the account's default address; the guest's place is offered once, and saved when chosen", async ({ page, request }) => {
  const stamp = Date.now();
  const who = { email: `places${stamp}@example.test`, password: 'places12345' };
  const registered = await request.post('/api/register', { data: { name: 'Kavya Menon', email: who.email, phone: `7${String(stamp).slice(-9)}`, password: who.password } });
  expect(registered.status(), await registered.text()).toBe(200);
  const token = ((await registered.json()) as { data: { auth_token: string } }).data.auth_token;
  const home = await request.post('/api/save-address', {
    data: { latitude: 12.9716, longitude: 77.6408, address: '12th Main Road, Indiranagar, Bengaluru', house: 'Flat 12', tag: 'Home', set_default: true },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(home.status(), await home.text()).toBe(200);

  // As a guest: Koramangala, and a dish in the cart.
  await page.goto('/search-location');
  await page.getByRole('button', { name: /Koramangala/ }).first().tap();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/stores/spice-route');
  await page.locator('.item-row:not(.item-row--inactive)').filter({ hasNotText: 'Customisable' }).first().getByRole('button', { name: /^Add .* to cart$/ }).tap();
  await page.getByRole('link', { name: /View Cart/ }).tap();
  await expect(page).toHaveURL(/\/cart$/);

  // Signing in: the account's default address is where it goes now, and the cart asks once about Koramangala.
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login' }).last().tap();
  await logIn(page, who);
  await expect(page).not.toHaveURL(/\/login$/);
  await closeScratchCard(page);
  await page.goto('/cart');
  const question = page.getByRole('region', { name: 'Deliver to Koramangala instead?' });
  await expect(question).toBeVisible();
  await expect(page.locator('.address-block')).toContainText('Flat 12');
  expect(await storedAddress(page)).toMatchObject({ house: 'Flat 12', tag: 'Home' });
  await expectNoSeriousA11yViolations(page, 'cart asking about the guest place');
  await question.getByRole('button', { name: 'Deliver to Koramangala and save it' }).tap();
  await expect(question).toBeHidden();
  await expect(page.locator('.address-block')).toContainText('Koramangala');
  // It is in the account now, as its default, and nothing asks again.
  await page.reload();
  await expect(page.locator('.address-block')).toContainText('Koramangala');
  await expect(page.getByRole('region', { name: /instead\?/ })).toHaveCount(0);
  await page.goto('/my-addresses');
  await expect(list(page).getByRole('listitem')).toHaveCount(2);
  await expect(list(page).getByRole('button', { name: /^Deliver to Koramangala/ })).toHaveAttribute('aria-current', 'true');
});
