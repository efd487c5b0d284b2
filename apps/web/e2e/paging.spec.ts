import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { shot } from './live-helpers';

/** What a returning customer has in storage: an address in Indiranagar, the GDPR notice confirmed. */
async function withSavedAddress(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('userSetAddress', JSON.stringify({ lat: 12.9719, lng: 77.6412, address: 'Indiranagar, Bengaluru', house: 'Indiranagar', tag: null }));
    localStorage.setItem('gdprConfirmed', '1');
  });
}

/**
 * The demo city has fewer stores than one page (20), so the test asks the real server for pages of
 * `limit` rows (a field of the contract) by adding it to the app's own calls; cursors, headers and
 * the web app's paging are the production ones.
 */
async function smallPages(page: Page, names: readonly string[], limit: number): Promise<string[]> {
  const cursors: string[] = [];
  await page.route('**/api/*', async (route) => {
    const request = route.request();
    const name = new URL(request.url()).pathname.replace('/api/', '');
    if (request.method() !== 'POST' || !names.includes(name)) return route.continue();
    const body = JSON.parse(request.postData() ?? '{}') as Record<string, unknown>;
    if (typeof body.cursor === 'string') cursors.push(body.cursor);
    return route.continue({ postData: JSON.stringify({ ...body, limit }) });
  });
  return cursors;
}

/** A browser without IntersectionObserver: only the Load more button loads pages. */
async function withoutObserver(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, 'IntersectionObserver');
  });
}

async function expectedStores(page: Page): Promise<string[]> {
  const all = await page.request.post('/api/get-delivery-restaurants', { data: { latitude: 12.9719, longitude: 77.6412, limit: 50 } });
  return ((await all.json()) as { name: string }[]).map((s) => s.name);
}

test('/stores: the first page, then Load more by keyboard (no IntersectionObserver)', async ({ page }) => {
  await withSavedAddress(page);
  await withoutObserver(page);
  const cursors = await smallPages(page, ['get-delivery-restaurants'], 4);
  const expected = await expectedStores(page);
  expect(expected.length).toBeGreaterThan(8);

  await page.goto('/stores');
  const cards = page.locator('.store-list > li');
  await expect(cards).toHaveCount(4);
  const more = page.getByRole('button', { name: 'Load more' });
  await expect(more).toBeVisible();
  await shot(page, 'stores-first-page');
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(cards).toHaveCount(8);
  expect(cursors).toHaveLength(1);
  await expectNoSeriousA11yViolations(page, 'stores (second page)');
});

test('/stores: scrolling loads every page once, in the server\'s order', async ({ page }) => {
  await withSavedAddress(page);
  const cursors = await smallPages(page, ['get-delivery-restaurants'], 4);
  const expected = await expectedStores(page);
  await page.goto('/stores');
  const cards = page.locator('.store-list > li');
  await expect(cards.first()).toBeVisible();
  for (let i = 0; i < 20 && (await cards.count()) < expected.length; i += 1) {
    await page.mouse.wheel(0, 3000);
    await page.waitForTimeout(300);
  }
  await expect(cards).toHaveCount(expected.length);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  expect(await page.locator('.store-list > li .store-card__name').allTextContents()).toEqual(expected);
  expect(cursors).toHaveLength(Math.ceil(expected.length / 4) - 1);
  await shot(page, 'stores-all-pages');
});

test('/explore: a page of results, Load more appends the next', async ({ page }) => {
  await withSavedAddress(page);
  await withoutObserver(page);
  const cursors = await smallPages(page, ['search-restaurants'], 3);
  await page.goto('/explore?q=a');
  const items = page.locator('.search-item');
  await expect(items).toHaveCount(3);
  const more = page.getByRole('button', { name: 'Load more' });
  await expect(more).toBeVisible();
  await shot(page, 'explore-first-page');
  await more.click();
  await expect(items).toHaveCount(6);
  expect(cursors).toHaveLength(1);
  // Two stores may sell the same dish: an item is its name and its store.
  const found = await items.evaluateAll((nodes) => nodes.map((n) => `${n.querySelector('.search-item__name')?.textContent} | ${n.querySelector('.search-item__store')?.textContent}`));
  expect(new Set(found).size).toBe(found.length);
  await shot(page, 'explore-second-page');
  await expectNoSeriousA11yViolations(page, 'explore (second page)');
});
