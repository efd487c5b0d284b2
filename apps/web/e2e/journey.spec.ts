import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

const DEMO_CUSTOMER = { email: 'customer@demo.keka.in', password: 'customer123' };

async function addSimpleItem(page: Page): Promise<string> {
  const row = page.locator('.item-row:not(.item-row--inactive)').filter({ hasNotText: 'Customisable' }).first();
  const name = (await row.locator('h3').textContent()) ?? '';
  await row.getByRole('button', { name: `Add ${name} to cart` }).tap();
  await expect(row.getByText('1 in cart')).toBeVisible();
  return name;
}

test('a newcomer finds food nearby, orders it cash on delivery and sees the running order', async ({ page }) => {
  // Welcome: the splash goes after 1 s, then three slides with Next.
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pick your Meal' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'welcome');
  await page.getByRole('button', { name: 'Next' }).tap();
  await page.getByRole('button', { name: 'Next' }).tap();
  await expect(page.getByRole('link', { name: /^Already Registered\?/ })).toHaveAttribute('href', '/login');
  await page.getByRole('link', { name: 'Grab My Location' }).tap();

  // Location: filter the popular locations, pick one.
  await expect(page).toHaveURL(/\/search-location$/);
  await page.getByRole('searchbox', { name: 'Search for your area' }).fill('indira');
  const indiranagar = page.getByRole('button', { name: /Indiranagar/ }).first();
  await expect(indiranagar).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'search-location');
  await indiranagar.tap();

  // Home: address in the top bar and nearby stores.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: /Delivering to .*Indiranagar/ })).toBeVisible();
  const openStores = page.locator('.store-card:not(.store-card--off)');
  await expect(openStores.first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'home');
  await openStores.first().tap();

  // Store: ADD, +, − and the add-on popup.
  await expect(page).toHaveURL(/\/stores\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const simple = await addSimpleItem(page);
  await expect(page.getByRole('link', { name: /1 item.*View Cart/ })).toBeVisible();
  await expect(page.getByText('Extra Delivery Charges and Tax may apply')).toBeVisible();
  await page.getByRole('button', { name: `Add one more ${simple}` }).first().tap();
  await expect(page.getByRole('link', { name: /2 items.*View Cart/ })).toBeVisible();
  await page.getByRole('button', { name: `Remove one ${simple}` }).first().tap();
  await expect(page.getByRole('link', { name: /1 item.*View Cart/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'store');

  const customisable = page.locator('.item-row:not(.item-row--inactive)').filter({ hasText: 'Customisable' }).first();
  let customName: string | null = null;
  if (await customisable.count()) {
    customName = (await customisable.locator('h3').textContent()) ?? '';
    const addCustom = customisable.getByRole('button', { name: `Add ${customName} to cart` });
    const sheet = page.getByRole('dialog');
    // The sheet closes with Escape, with the back button (staying on the store) and with its close button.
    await addCustom.tap();
    await expect(sheet).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await addCustom.tap();
    await expect(sheet).toBeVisible();
    await page.goBack();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/stores\/[\w-]+$/);
    await addCustom.tap();
    await sheet.getByRole('button', { name: 'Close' }).tap();
    await expect(sheet).toBeHidden();
    await addCustom.tap();
    await expect(sheet).toBeVisible();
    const firstRadio = sheet.getByRole('radio').first();
    if (await firstRadio.count()) await expect(firstRadio).toBeChecked();
    await expectNoSeriousA11yViolations(page, 'add-on sheet');
    await sheet.getByRole('button', { name: /Add item/ }).tap();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('link', { name: /2 items.*View Cart/ })).toBeVisible();
  }
  await page.getByRole('link', { name: /View Cart/ }).tap();

  // Cart as a guest: the bill, and the sign-in prompt.
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { name: 'Bill Details' })).toBeVisible();
  await expect(page.getByText('To Pay')).toBeVisible();
  await expect(page.getByText(/^Delivery at /)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'cart');
  await page.getByRole('link', { name: "Let's Sign In" }).tap();

  // Login brings the customer back to the cart.
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Login' }).last().tap();
  await expect(page.getByText('Enter your e-mail or phone number')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'login');
  await page.getByLabel('E-mail or phone number').fill(DEMO_CUSTOMER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_CUSTOMER.password);
  await page.getByRole('button', { name: 'Login' }).last().tap();
  await expect(page).toHaveURL(/\/cart$/);

  // Reach the store's minimum order if needed, then pay.
  const makePayment = page.getByRole('button', { name: /Make Payment/ });
  for (let i = 0; i < 8 && !(await makePayment.isVisible()); i++) {
    await page.getByRole('button', { name: `Add one more ${simple}` }).tap();
    await page.waitForTimeout(150);
  }
  await makePayment.tap();

  // Checkout: cash on delivery, one tap places one order with an Idempotency-Key.
  await expect(page).toHaveURL(/\/checkout\/?$/);
  await expect(page.getByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Bill Details' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'checkout');
  const placeRequest = page.waitForRequest((r) => r.url().endsWith('/api/place-order'));
  await page.getByRole('button', { name: /Place Order/ }).tap();
  const request = await placeRequest;
  expect(request.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  expect(request.postDataJSON()).toMatchObject({ method: 'COD', delivery_type: 1, coupon: null });

  // Running order: the order that was placed.
  await expect(page).toHaveURL(/\/running-order\/[\w-]+$/);
  const uniqueOrderId = page.url().split('/').pop() ?? '';
  await expect(page.getByRole('heading', { level: 1 })).toContainText(uniqueOrderId.slice(-6).toUpperCase());
  // The PIN shows once a delivery partner is on the way (issue 6); until then a line says so.
  await expect(page.getByText('Your delivery PIN will appear here once a delivery partner is on the way.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Delivery PIN' })).toHaveCount(0);
  await expect(page.locator('.order-steps').getByText('Order placed', { exact: true })).toBeVisible();
  await expect(page.locator('.order-items').getByText(simple, { exact: false })).toBeVisible();
  if (customName) await expect(page.locator('.order-items').getByText(customName, { exact: false })).toBeVisible();
  await expect(page.getByText('To pay on delivery')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'running order');

  // The cart was emptied.
  await page.goto('/cart');
  await expect(page.getByText("You have't added anything to the cart yet !")).toBeVisible();
});

test('unknown paths show the fallback screen with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: "This page doesn't exist" })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).tap();
  await expect(page).toHaveURL(/\/$/);
});

test('nothing scrolls sideways at 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/search-location');
  await page.getByRole('button', { name: /Indiranagar/ }).first().tap();
  await expect(page.locator('.store-card').first()).toBeVisible();
  const widths = async () =>
    page.evaluate((): [number, number] => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  const [homeScroll, homeClient] = await widths();
  expect(homeScroll).toBeLessThanOrEqual(homeClient);
  await page.locator('.store-card').first().tap();
  await expect(page.locator('.item-row').first()).toBeVisible();
  const [storeScroll, storeClient] = await widths();
  expect(storeScroll).toBeLessThanOrEqual(storeClient);
});
