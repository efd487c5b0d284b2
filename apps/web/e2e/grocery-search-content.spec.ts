import { expect, test, type Page } from '@playwright/test';
import { en } from '@keka/contracts/i18n';
import { expectNoSeriousA11yViolations } from './axe';

/** Welcome → location → Indiranagar, as a newcomer does it; leaves the page on home. */
async function chooseIndiranagar(page: Page): Promise<void> {
  await page.goto('/search-location');
  await page.getByRole('button', { name: /Indiranagar/ }).first().tap();
  await expect(page).toHaveURL(/\/$/);
}

async function noSidewaysScroll(page: Page): Promise<void> {
  const [scroll, client] = await page.evaluate((): [number, number] => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  expect(scroll).toBeLessThanOrEqual(client);
}

test('a grocery shopper uses a fresh store in single-store mode', async ({ page }) => {
  // The GDPR notice greets a first visit; confirming it is remembered.
  await page.goto('/search-location');
  const gdpr = page.getByRole('region', { name: 'Privacy notice' });
  await expect(gdpr).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'gdpr banner');
  await gdpr.getByRole('button', { name: 'Confirm' }).tap();
  await expect(gdpr).toBeHidden();
  await chooseIndiranagar(page);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Privacy notice' })).toBeHidden();

  // Single store page: the store's top, search box, banners, top categories and the four slots.
  await page.goto('/stores/green-basket');
  await expect(page.getByRole('heading', { level: 1, name: 'Green Basket' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Search in Green Basket' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Offers at this store' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
  for (const slot of ['Fresh Picks', 'Daily Essentials', 'Best Value', 'Snack Time']) {
    await expect(page.getByRole('region', { name: slot })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'More offers' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Collections' })).toBeVisible();
  // SPEC §2 order: the four item slots, then the type-1 and the type-2 banner scrollers.
  const regionOrder = await page.getByRole('region').evaluateAll((regions) =>
    regions.map((r) => r.getAttribute('aria-label') ?? document.getElementById(r.getAttribute('aria-labelledby') ?? '')?.textContent ?? ''),
  );
  const at = (name: string) => regionOrder.findIndex((label) => label.includes(name));
  expect(at('Snack Time')).toBeLessThan(at('More offers'));
  expect(at('More offers')).toBeLessThan(at('Collections'));
  await expectNoSeriousA11yViolations(page, 'single store');

  // Add from a slot: the float cart opens.
  const freshPicks = page.getByRole('region', { name: 'Fresh Picks' });
  const first = freshPicks.locator('.product-card').first();
  const firstName = (await first.locator('h3').textContent()) ?? '';
  await first.getByRole('button', { name: `Add ${firstName} to cart` }).tap();
  await expect(page.getByRole('link', { name: /1 item.*View Cart/ })).toBeVisible();
  await first.getByRole('button', { name: `Add one more ${firstName}` }).tap();
  await expect(page.getByRole('link', { name: /2 items.*View Cart/ })).toBeVisible();

  // View More: every product of the slot.
  await freshPicks.getByRole('link', { name: 'View more of Fresh Picks' }).tap();
  await expect(page).toHaveURL(/\/single-store-view-more\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fresh Picks' })).toBeVisible();
  await expect(page.locator('.product-card').nth(5)).toBeVisible();
  await expect(page.getByText('2 in cart').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'view more');
  await page.goBack();

  // A top category, then another through its chip.
  await page.getByRole('link', { name: 'Fruits', exact: true }).tap();
  await expect(page).toHaveURL(/\/single-store-category\/\d+\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fruits' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fruits', pressed: true })).toBeVisible();
  await page.getByRole('button', { name: 'Vegetables' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Vegetables' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Vegetables', pressed: true })).toBeVisible();
  await expect(page.locator('.product-card').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'single-store category');
  await page.goBack();

  // A tall banner leads to its item group; a chip narrows the group.
  await expect(page.getByRole('heading', { level: 1, name: 'Green Basket' })).toBeVisible();
  await page.getByRole('link', { name: 'Mango mania' }).tap();
  await expect(page).toHaveURL(/\/item-group\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Summer Fruits' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'All', pressed: true })).toBeVisible();
  const allCount = await page.locator('.product-row').count();
  await page.getByRole('button', { name: 'Juices and Cold Drinks' }).tap();
  await expect(page).toHaveURL(/\?category=\d+$/);
  await expect(page.getByRole('button', { name: 'Juices and Cold Drinks', pressed: true })).toBeVisible();
  await expect.poll(() => page.locator('.product-row').count()).toBeLessThan(allCount);
  const row = page.locator('.product-row').first();
  const rowName = (await row.locator('h3').textContent()) ?? '';
  await row.getByRole('button', { name: `Add ${rowName} to cart` }).tap();
  await expect(page.getByRole('link', { name: /3 items.*View Cart/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'item group');

  // A product's name opens its detail page.
  await row.getByRole('link', { name: rowName }).tap();
  await expect(page).toHaveURL(/\/single-store-single_item\/\d+$/);
  await page.goBack();

  // Out-of-stock products say 'Not Available Now' (Daily Fresh Mart has no mustard oil).
  await page.goto('/stores/daily-fresh-mart');
  await page.getByRole('link', { name: 'Oils and Masala', exact: true }).tap();
  const mustard = page.locator('.product-card', { hasText: 'Mustard Oil' });
  await expect(mustard.getByText('Not Available Now')).toBeVisible();
  await expect(mustard.getByRole('button')).toHaveCount(0);

  // The float cart leads to the cart with the fresh store's items.
  await page.goBack();
  await page.goBack();
  await page.getByRole('link', { name: /View Cart/ }).tap();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText(firstName).first()).toBeVisible();

  // Nothing scrolls sideways at 320 px.
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/stores/green-basket');
  await expect(page.locator('.product-card').first()).toBeVisible();
  await noSidewaysScroll(page);
  await page.goto('/item-group/1');
  await expect(page.locator('.product-row').first()).toBeVisible();
  await noSidewaysScroll(page);
});

test('search finds stores and items, remembers searches and says when nothing matches', async ({ page }) => {
  await chooseIndiranagar(page);
  await page.goto('/stores/green-basket');
  await page.getByRole('link', { name: 'Search in Green Basket' }).tap();
  await expect(page).toHaveURL(/\/explore$/);
  const box = page.getByRole('searchbox', { name: 'Search for stores and items' });
  await expect(box).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Popular searches' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'explore start');

  await box.fill('biryani');
  await expect(page).toHaveURL(/\/explore\?q=biryani$/);
  await expect(page.getByRole('heading', { name: /^Stores/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Items/ })).toBeVisible();
  await expect(page.locator('.search-item').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'explore results');

  // An item from the results goes into the cart; the float cart sits above the nav.
  const item = page.locator('.search-item').filter({ hasNot: page.locator('.item-control__plus') }).first();
  const itemName = (await item.locator('h3').textContent()) ?? '';
  await item.getByRole('button', { name: `Add ${itemName} to cart` }).tap();
  await expect(page.getByRole('link', { name: /1 item.*View Cart/ })).toBeVisible();

  // Tapping a store opens it; back shows the same results.
  const store = page.locator('.search-store').first();
  const storeName = (await store.locator('.search-store__name').textContent()) ?? '';
  await store.tap();
  await expect(page).toHaveURL(/\/stores\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: storeName })).toBeVisible();
  await page.goBack();
  await expect(box).toHaveValue('biryani');
  await expect(page.locator('.search-store').first()).toBeVisible();

  // Next time the search is offered again; tapping it repeats it.
  await page.goto('/explore');
  const recent = page.getByRole('region', { name: 'Recent searches' });
  await expect(recent.getByRole('button', { name: 'biryani' })).toBeVisible();
  await recent.getByRole('button', { name: 'biryani' }).tap();
  await expect(page.locator('.search-item').first()).toBeVisible();

  await box.fill('zzqx');
  await expect(page.getByRole('heading', { name: 'No results for “zzqx”' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'explore no results');
  await page.getByRole('button', { name: 'Milk' }).tap();
  await expect(page.locator('.search-item').first()).toBeVisible();

  await box.fill('');
  await page.getByRole('button', { name: 'Clear recent searches' }).tap();
  await expect(page.getByRole('region', { name: 'Recent searches' })).toBeHidden();
});

test('content pages, the fallback screen and the offline screen', async ({ page, context }) => {
  await page.goto('/pages/about-us');
  await expect(page.getByRole('heading', { level: 1, name: 'About Keka' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What you can order' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'help@keka.example' })).toHaveAttribute('href', 'mailto:help@keka.example');
  await expectNoSeriousA11yViolations(page, 'content page');
  await page.getByRole('region', { name: 'More from Keka' }).getByRole('link', { name: 'Privacy Policy' }).tap();
  await expect(page).toHaveURL(/\/pages\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();

  await page.goto('/pages/no-such-page');
  await expect(page.getByRole('heading', { name: 'This page was not found' })).toBeVisible();

  await page.goto('/no-such-route');
  await expect(page.getByRole('heading', { name: "This page doesn't exist" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'fallback');
  await page.getByRole('link', { name: 'Terms and Conditions' }).tap();
  await expect(page).toHaveURL(/\/pages\/terms-and-conditions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();

  // Offline: the offline screen covers the app, a retry says it is still offline, and it goes when back online.
  await context.setOffline(true);
  const offline = page.getByRole('alertdialog', { name: 'No internet connection' });
  await expect(offline).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'offline');
  await offline.getByRole('button', { name: 'Try again' }).tap();
  await expect(offline.getByText(/Still offline/)).toBeVisible();
  await context.setOffline(false);
  await expect(offline).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
});

test('the forced-update overlay clears storage but keeps the address, then reloads', async ({ page }) => {
  await chooseIndiranagar(page);
  await page.evaluate(() => {
    localStorage.setItem('forceCacheClearVersion', 'an-older-version');
    localStorage.setItem('recentSearches', JSON.stringify(['milk']));
  });
  await page.reload();
  await expect(page.getByRole('alertdialog', { name: 'Updating Keka…' })).toBeVisible();
  // Reloads after 3 s (SPEC §9) into the app with the address kept.
  await expect(page.getByRole('alertdialog', { name: 'Updating Keka…' })).toBeHidden({ timeout: 15_000 });
  await expect(page.getByRole('link', { name: /Delivering to .*Indiranagar/ })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('recentSearches'))).toBeNull();
});

test('the iOS install prompt shows in iOS Safari and stays dismissed', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    bypassCSP: true,
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  });
  const page = await context.newPage();
  await page.goto('/pages/about-us');
  const prompt = page.getByRole('complementary', { name: /Install Keka/ });
  await expect(prompt).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'ios prompt');
  await prompt.getByRole('button', { name: 'Not now' }).tap();
  await expect(prompt).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'About Keka' })).toBeVisible();
  await expect(prompt).toBeHidden();
  await context.close();
});

test('the desktop landing shows the app in a phone frame', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true, locale: 'en-IN' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Hot food and fresh groceries/ })).toBeVisible();
  const phone = page.frameLocator('iframe[title="Keka app preview"]');
  await expect(phone.getByRole('button', { name: 'Next' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Keka in numbers' })).toBeVisible();
  await expect(page.locator('.landing__stat-value').first()).toHaveText(/^\d+$/);
  const footer = page.getByRole('contentinfo');
  for (const [name, href] of [
    [/Facebook/, 'https://facebook.com/keka'],
    [/Instagram/, 'https://instagram.com/keka'],
    [/X \(Twitter\)/, 'https://x.com/keka'],
  ] as const) {
    await expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  await expect(footer.getByRole('link', { name: 'About Keka' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'desktop landing');

  // The cart gives way to the landing above 1024 px; the single-store page above 768 px.
  await page.goto('/cart');
  await expect(page).toHaveURL(/\/$/);
  await page.setViewportSize({ width: 900, height: 800 });
  await page.goto('/stores/green-basket');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: /Hot food and fresh groceries/ })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });

  // Language selector: the landing follows the chosen language.
  await page.getByRole('banner').getByLabel('Language').selectOption({ label: 'हिन्दी' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('गरम खाना और ताज़ा किराना, मिनटों में आपके दरवाज़े पर');
  await page.getByRole('banner').getByLabel('भाषा').selectOption({ label: 'English' });
  await expect(page.getByRole('heading', { level: 1, name: /Hot food and fresh groceries/ })).toBeVisible();

  // A footer page link, then 'use app' turns this tab into the mobile app.
  await footer.getByRole('link', { name: 'About Keka' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Keka' })).toBeVisible();
  await page.goBack();
  await page.getByRole('button', { name: 'Use app' }).first().click();
  await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await context.close();
});

/** Any text shaped like one of our translation keys ('cart.bill.title') means a label was not translated. */
const KEY_PATTERN = new RegExp(`\\b(?:${[...new Set(Object.keys(en).map((k) => k.split('.')[0]))].join('|')})\\.[A-Za-z0-9]+(?:\\.[A-Za-z0-9]+)*\\b`);

async function expectNoRawKeys(page: Page, screen: string): Promise<void> {
  const text = await page.evaluate(() => document.body.innerText);
  expect(text.match(KEY_PATTERN)?.[0] ?? null, `${screen} shows a raw translation key`).toBeNull();
}

test('the main screens in Hindi show no raw translation keys', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Language').selectOption({ label: 'हिन्दी' });
  await expect(page.getByRole('heading', { name: 'अपना खाना चुनें' })).toBeVisible();
  await expectNoRawKeys(page, 'welcome');
  await page.goto('/search-location');
  await page.getByRole('button', { name: /Indiranagar/ }).first().tap();
  await expect(page.locator('.store-card').first()).toBeVisible();
  await expectNoRawKeys(page, 'home');
  const screens: Array<[string, string]> = [
    ['/food', '.store-card'],
    ['/stores', '.store-card'],
    ['/categories/stores', '.store-card'],
    ['/keka-deal/3', '.store-card'],
    ['/quick-bites/snacks', '.store-card'],
    ['/store-type/restaurant', '.store-card'],
    ['/offer-section/1', '.item-row'],
    ['/my-location', '.location-confirm'],
    ['/stores/spice-route', '.item-row'],
    ['/stores/green-basket', '.product-card'],
    ['/item-group/1', '.product-row'],
    ['/explore?q=milk', '.search-item'],
    ['/pages/about-us', '.rich-text'],
    ['/no-such-route', '.page-links'],
  ];
  for (const [path, ready] of screens) {
    await page.goto(path);
    await expect(page.locator(ready).first()).toBeVisible();
    await expectNoRawKeys(page, path);
  }
  await page.goto('/stores/green-basket');
  await page.locator('.product-card .item-control__add').first().tap();
  await page.goto('/cart');
  await expect(page.locator('.schedule-card')).toBeVisible();
  await expectNoRawKeys(page, '/cart');
  await page.locator('.schedule-card__button').tap();
  await page.locator('.slot-option').first().tap();
  await expect(page.locator('.bill__title')).toBeVisible();
  await expectNoRawKeys(page, '/cart with a slot');
});
