import { expect, test, type Page } from '@playwright/test';
import { en } from '@keka/contracts/i18n';

/**
 * ADR 0038 on a phone: the first screens' English is in the boot chunk, the cart's comes with its
 * route, and the rest (en-more) comes later. With en-more held back, welcome, home, a restaurant's and
 * a grocery's page and the cart are whole (no text waits for it), and a screen opened after them still
 * never shows an empty text or a raw key.
 */
const HOME = { lat: 12.9719, lng: 77.6412, address: 'Indiranagar, Bengaluru', house: null, tag: null };

/** Holds the rest of the English back until the returned function is called. */
async function holdMoreEnglish(page: Page): Promise<{ release: () => void; asked: () => boolean }> {
  let release = () => {};
  let asked = false;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/en-more-[\w-]+\.js$/, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  return { release, asked: () => asked };
}

/** Texts the app said before their part of the English had loaded (i18n.ts warns). */
function earlyTexts(page: Page): string[] {
  const said: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().startsWith('i18n:')) said.push(message.text());
  });
  return said;
}

test('welcome is whole while the rest of the English is held back', async ({ page }) => {
  const early = earlyTexts(page);
  const more = await holdMoreEnglish(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: en['welcome.slide1.title'] })).toBeVisible();
  await expect(page.getByRole('button', { name: en['welcome.next'] })).toBeVisible();
  await page.getByRole('button', { name: en['welcome.next'] }).tap();
  await expect(page.getByRole('heading', { name: en['welcome.slide2.title'] })).toBeVisible();
  expect(early).toEqual([]);
  more.release();
});

test('home is whole while the rest of the English is held back; the next screen waits for it, then shows its words', async ({ page }) => {
  await page.addInitScript((address) => {
    localStorage.setItem('userSetAddress', JSON.stringify(address));
    localStorage.setItem('gdprConfirmed', '1');
  }, HOME);
  const early = earlyTexts(page);
  const more = await holdMoreEnglish(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: en['home.storesNearby'] })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: en['nav.cart'] })).toBeVisible();
  expect(early).toEqual([]);

  // The cart brings its own words: whole at once.
  await page.getByRole('navigation').getByRole('link', { name: en['nav.cart'] }).tap();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText(en['cart.empty.title'])).toBeVisible();
  await expect(page.getByRole('link', { name: en['cart.empty.action'] })).toBeVisible();
  expect(early).toEqual([]);

  // A later screen waits for its words (the splash meanwhile), never shows them empty.
  await page.goto('/my-wallet');
  await expect.poll(more.asked).toBe(true);
  await expect(page.locator('.app-splash')).toBeVisible();
  more.release();
  await expect(page.locator('.app-splash')).toBeHidden();
  expect(early).toEqual([]);
});

for (const [name, path, selector] of [
  ["a restaurant's page", '/stores/spice-route', '.item-row__name'],
  ["a grocery's page", '/stores/green-basket', '.product-card__name'],
] as const) {
  test(`${name} is whole while the rest of the English is held back`, async ({ page }) => {
    await page.addInitScript((address) => {
      localStorage.setItem('userSetAddress', JSON.stringify(address));
      localStorage.setItem('gdprConfirmed', '1');
    }, HOME);
    const early = earlyTexts(page);
    const more = await holdMoreEnglish(page);
    await page.goto(path);
    await expect(page.locator(selector).first()).toBeVisible();
    // Its later parts (the menu's other sections, the grocery's later slots) and its controls too.
    await page.mouse.wheel(0, 3000);
    await page.waitForTimeout(500);
    await expect(page.locator('.item-control__add').first()).toHaveText(/\S/);
    expect(early).toEqual([]);
    more.release();
  });
}

test('a later screen opened first has all its words', async ({ page }) => {
  const early = earlyTexts(page);
  await page.goto('/cart');
  await expect(page.getByText(en['cart.empty.title'])).toBeVisible();
  await expect(page.getByText(en['cart.empty.body'])).toBeVisible();
  expect(early).toEqual([]);
});

test('the cart opened first on a new device waits for the settings, not for welcome', async ({ page }) => {
  // Without settings ever stored the cart gives way to '/' (SPEC §2/§5): a slow settings answer
  // must not send a customer who opened the cart there.
  let asked = false;
  await page.route('**/api/get-settings', async (route) => {
    asked = true;
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await route.continue();
  });
  await page.goto('/cart');
  await expect(page.getByText(en['cart.empty.title'])).toBeVisible();
  expect(asked).toBe(true);
  await expect(page).toHaveURL(/\/cart$/);
});
