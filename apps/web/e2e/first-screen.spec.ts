import { expect, test, type Page } from '@playwright/test';
import { encodeHints } from '@keka/contracts/first-screens';

/**
 * ADR 0038 on a phone: the server sends a first screen rendered by React for the device its hints
 * cookie describes (a newcomer's welcome, a returning guest's home, a store's page), and the app
 * hydrates that HTML as it is: the same elements, nothing moved, no splash in between, and not one
 * message of a mismatch React recovered from. Every other page, and a device that changed since the
 * page was drawn, gets the splash and the app's own first render.
 */
// The page as the server sends it (a service worker would answer from its cache: its own test is last).
test.use({ bypassCSP: false, serviceWorkers: 'block' });

const HOME = { lat: 12.9719, lng: 77.6412, address: 'Indiranagar, Bengaluru', house: 'Flat 4B', tag: null };
const BOOT = /\/assets\/boot-[\w-]+\.js$/;

/** Console errors and CSP refusals of the page: a first screen's test ends with none. */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // (The worker is blocked in these tests on purpose: its registration fails.)
    if (message.type() === 'error' && !message.text().startsWith('Service worker registration failed')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Holds the app's boot chunk back until the returned function is called. */
async function holdAppScript(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(BOOT, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Records splashes put into #root and layout shifts, from the first byte of the page. */
function watchFirstScreen() {
  const log = { splashes: 0, shift: 0 };
  (window as unknown as { firstScreenLog: typeof log }).firstScreenLog = log;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) log.shift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  document.addEventListener('DOMContentLoaded', () => {
    const root = document.getElementById('root');
    if (!root) return;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) if (node instanceof Element && (node.matches('.app-splash') || node.querySelector('.app-splash'))) log.splashes += 1;
    }).observe(root, { childList: true, subtree: true });
  });
}

/** A returning device: its storage, and the hints cookie the app writes from it on a first visit. */
async function returningDevice(page: Page, storage: Readonly<Record<string, string>>): Promise<void> {
  await page.addInitScript((entries: Readonly<Record<string, string>>) => {
    for (const [key, value] of Object.entries(entries)) if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
  }, storage);
  await page.goto('/pages/about-us');
  await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'keka_device')).toBe(true);
}

/**
 * Opens `path` with the app's code held back and checks the server's HTML is on screen (its element at
 * `selector` visible, no splash); marks that element, lets the code go and checks React took the very
 * element over, with nothing moved and nothing said in the console.
 */
async function expectHydratedInPlace(page: Page, path: string, selector: string, errors: string[]) {
  await page.addInitScript(watchFirstScreen);
  const release = await holdAppScript(page);
  await page.goto(path, { waitUntil: 'commit' });
  const element = page.locator(selector).first();
  await expect(element).toBeVisible();
  expect(await page.evaluate(() => document.querySelectorAll('#root .app-splash').length)).toBe(0);
  expect(await element.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$'))), 'drawn by the HTML before the app runs').toBe(false);
  const painted = await element.evaluate((el) => {
    (el as Element & { kekaHtml?: boolean }).kekaHtml = true;
    return el.getBoundingClientRect().toJSON() as DOMRect;
  });

  release();
  await expect.poll(() => element.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$'))), { message: 'hydrated by React' }).toBe(true);
  expect(await element.evaluate((el) => (el as Element & { kekaHtml?: boolean }).kekaHtml === true), "the HTML's own element, taken over").toBe(true);
  const drawn = await element.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
  expect({ x: drawn.x, y: drawn.y, width: drawn.width, height: drawn.height }).toEqual({ x: painted.x, y: painted.y, width: painted.width, height: painted.height });
  // A moment for what React draws after hydrating (the device's own state) and for late messages.
  await page.waitForTimeout(500);
  const log = await page.evaluate(() => (window as unknown as { firstScreenLog: { splashes: number; shift: number } }).firstScreenLog);
  expect(log.splashes, 'no splash between the HTML and the app').toBe(0);
  expect(log.shift, 'nothing moved when React took the page over').toBeLessThan(0.001);
  expect(errors, 'no mismatch, recoverable error or CSP refusal').toEqual([]);
}

test("a newcomer's welcome is React's HTML, hydrated in place", async ({ page, request }) => {
  const html = await (await request.get('/', { headers: { Accept: 'text/html' } })).text();
  expect(html).toContain('<main class="welcome">');
  expect(html).toMatch(/<script type="application\/json" id="first-screen" data-chunks="[^"]*">\{"kind":"welcome"/);
  // No inline script at all (the CSP allows none), no templates of other screens.
  expect(html).not.toMatch(/<script>|<script type="module">|<template/);
  expect(html).not.toContain('class="app-splash"');
  const errors = watchConsole(page);
  await expectHydratedInPlace(page, '/', 'h2:text("Pick your Meal")', errors);
  await expect(page.getByRole('region', { name: 'Privacy notice' })).toBeVisible();
  // React's handlers: Next moves the slides.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('group', { name: 'Slide 2 of 3' })).toHaveAttribute('aria-hidden', 'false');
  expect(errors).toEqual([]);
});

test("a returning guest's home comes with the device's address and its first banner, hydrated in place", async ({ page, request }) => {
  const firstSlide = ((await (await request.post('/api/home-data', { data: { latitude: HOME.lat, longitude: HOME.lng } })).json()) as { top_slider: { image: string; name: string }[] }).top_slider[0];
  expect(firstSlide).toBeTruthy();
  const errors = watchConsole(page);
  await returningDevice(page, { userSetAddress: JSON.stringify(HOME), gdprConfirmed: '1' });
  errors.length = 0;
  await expectHydratedInPlace(page, '/', '.slider__slide img', errors);
  await expect(page.locator('.home-bar__title')).toHaveText('Flat 4B');
  await expect(page.locator('.home-bar__line')).toHaveText(HOME.address);
  await expect(page.locator('.home-greeting__hello')).toHaveText(/^Good (morning|afternoon|evening)$/);
  await expect(page.locator('.slider__slide img').first()).toHaveAttribute('src', firstSlide?.image ?? '');
  await expect(page.getByRole('region', { name: 'Privacy notice' })).toHaveCount(0);
  // React's links: the bottom navigation leads on.
  await page.getByRole('link', { name: 'Explore' }).click();
  await expect(page).toHaveURL(/\/explore$/);
  expect(errors).toEqual([]);
});

test("a restaurant's page comes with its header and menu, hydrated in place", async ({ page, request }) => {
  const info = (await (await request.post('/api/get-restaurant-info', { data: { slug: 'spice-route' } })).json()) as { image: string; name: string };
  const errors = watchConsole(page);
  await returningDevice(page, { userSetAddress: JSON.stringify(HOME), gdprConfirmed: '1' });
  errors.length = 0;
  await expectHydratedInPlace(page, '/stores/spice-route', '.item-row__name', errors);
  await expect(page.getByRole('heading', { level: 1, name: info.name })).toBeVisible();
  await expect(page.locator('.store-hero__image img')).toHaveAttribute('src', info.image);
  // The cover is asked for from the head.
  expect(await page.locator(`head link[rel="preload"][as="image"][href="${info.image}"]`).count()).toBe(1);
  // React's back button: a first page goes home.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(errors).toEqual([]);
});

test("a tap on the server's HTML before the app has run is not lost: the item is added once React has the page", async ({ page }) => {
  const errors = watchConsole(page);
  await returningDevice(page, { userSetAddress: JSON.stringify(HOME), gdprConfirmed: '1' });
  errors.length = 0;
  const release = await holdAppScript(page);
  await page.goto('/stores/spice-route', { waitUntil: 'commit' });
  const row = page.locator('.item-row:not(:has(.item-row__custom))').first();
  const add = row.locator('.item-control__add');
  // Tapped twice on the HTML while the app's code is still on its way: held, not dropped.
  await add.tap();
  await add.tap();
  expect(await add.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$'))), 'tapped before React had it').toBe(false);
  release();
  // Given to React's button once it is React's: one in the cart (a double tap on a dead page is one tap).
  await expect(row.getByText('1 in cart')).toBeVisible();
  await page.getByRole('link', { name: /View Cart/ }).tap();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.locator('.cart-line__name')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test("a reader who scrolled the server's HTML is left there when the app takes the page over", async ({ page }) => {
  const errors = watchConsole(page);
  await returningDevice(page, { userSetAddress: JSON.stringify(HOME), gdprConfirmed: '1' });
  errors.length = 0;
  const release = await holdAppScript(page);
  await page.goto('/stores/spice-route', { waitUntil: 'commit' });
  await page.locator('.item-row').nth(3).waitFor();
  await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }));
  release();
  await expect.poll(() => page.evaluate(() => Object.keys(document.querySelector('.item-row') ?? {}).some((key) => key.startsWith('__reactFiber$')))).toBe(true);
  // Two frames after hydration's effects: nothing put the page back at the top under the reader's finger.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => window.scrollY)).toBe(400);
  expect(errors).toEqual([]);
});

test("a grocery's page in single-store mode comes with its products, hydrated in place", async ({ page, request }) => {
  const info = (await (await request.post('/api/get-restaurant-info', { data: { slug: 'green-basket' } })).json()) as { name: string; delivery_time: number };
  const errors = watchConsole(page);
  await returningDevice(page, { userSetAddress: JSON.stringify(HOME), gdprConfirmed: '1' });
  errors.length = 0;
  await expectHydratedInPlace(page, '/stores/green-basket', '.product-card__name', errors);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(info.name);
  await expect(page.locator('.ss-top__time')).toHaveText(`${info.delivery_time} mins`);
  // A product added from the HTML's card: React's handler.
  await page.locator('.product-card .item-control__add').first().click();
  await expect(page.locator('.product-card .item-control__stepper').first()).toBeVisible();
  // React's search box leads to the search.
  await page.locator('.ss-search').click();
  await expect(page).toHaveURL(/\/explore$/);
  expect(errors).toEqual([]);
});

test('a grocery without a saved address, an unknown store, an item page and a Hindi device get the splash and the app', async ({ page, request }) => {
  for (const path of ['/stores/green-basket', '/stores/no-such-store', '/stores/spice-route/1', '/cart', '/my-orders']) {
    const html = await (await request.get(path, { headers: { Accept: 'text/html' } })).text();
    expect(html, path).toContain('class="app-splash"');
    expect(html, path).not.toContain('id="first-screen"');
  }
  // The server renders English only: a device in Hindi gets the splash.
  const hindi = `keka_device=${encodeHints({ address: HOME, language: 'hi', gdprConfirmed: true, layout: 'phone' })}`;
  const html = await (await request.get('/stores/spice-route', { headers: { Accept: 'text/html', cookie: hindi } })).text();
  expect(html).toContain('class="app-splash"');
  // The app draws those pages itself: a grocery without an address asks for one (SPEC §2).
  const errors = watchConsole(page);
  await page.goto('/stores/green-basket');
  await expect(page).toHaveURL(/\/search-location$/);
  await page.goto('/stores/spice-route/1');
  await expect(page.locator('main').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('a device that changed since the server drew its page gets the page drawn anew, for what it is now', async ({ page }) => {
  const errors = watchConsole(page);
  await returningDevice(page, { userSetAddress: JSON.stringify(HOME), gdprConfirmed: '1' });
  // The address changed behind the app's back (this page's own write fires no storage event): the
  // cookie still says the old one when the next page is asked for.
  await page.evaluate((home) => localStorage.setItem('userSetAddress', JSON.stringify({ ...home, house: 'Office', address: 'MG Road, Bengaluru', lat: 12.975, lng: 77.606 })), HOME);
  await page.goto('/');
  await expect(page.locator('.home-bar__title')).toHaveText('Office');
  await expect(page.locator('.home-bar__line')).toHaveText('MG Road, Bengaluru');
  await expect(page.locator('.category-grid__tile').first()).toBeVisible();
  // The next page is drawn for it again.
  await expect.poll(async () => decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'keka_device')?.value ?? '')).toContain('MG Road');
  expect(errors).toEqual([]);
});

test("the screen's styles are in the page and never fetched; its code is asked for by the page's entry, not its head", async ({ page, context, request }) => {
  // A returning device, loading cold: its storage and the cookie its app wrote, nothing in a cache.
  const cookie = encodeHints({ address: HOME, language: 'en', gdprConfirmed: true, layout: 'phone' });
  await context.addCookies([{ name: 'keka_device', value: cookie, url: test.info().project.use.baseURL ?? 'http://127.0.0.1' }]);
  await page.addInitScript((home) => {
    localStorage.setItem('userSetAddress', JSON.stringify(home));
    localStorage.setItem('gdprConfirmed', '1');
  }, HOME);
  // The page itself asks for no script but its entry: the boot chunk and the screen's chunks are the
  // entry's to ask for, once the screen is painted (src/entry.ts).
  const html = await (await request.get('/', { headers: { Accept: 'text/html', cookie: `keka_device=${cookie}` } })).text();
  expect(html).toContain('"kind":"home"');
  expect(html).not.toMatch(/<link rel="modulepreload"[^>]*boot-|<script[^>]*src="\/assets\/boot-/);
  expect(/data-chunks="([^"]*)"/.exec(html)?.[1]).toMatch(/assets\/home-/);
  const requested: string[] = [];
  page.on('request', (req) => requested.push(new URL(req.url()).pathname));
  await page.goto('/');
  const nav = page.getByRole('navigation').first();
  await expect.poll(() => nav.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$')))).toBe(true);
  expect(requested.some((p) => /^\/assets\/home-[\w-]+\.js$/.test(p))).toBe(true);
  expect(requested.some((p) => /^\/assets\/welcome-[\w-]+\.js$/.test(p)), "not the other screen's").toBe(false);
  expect(requested.filter((p) => p.endsWith('.css')), 'styles written into the page are not fetched again').toEqual([]);
  expect(await page.locator('head style').count()).toBeGreaterThan(1);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('it registers, and a returning device still gets its first screen from the server, and the app offline', async ({ page, context }) => {
    const errors = watchConsole(page);
    await returningDevice(page, { userSetAddress: JSON.stringify(HOME), gdprConfirmed: '1' });
    await expect.poll(() => page.evaluate(async () => Boolean(navigator.serviceWorker.controller) || Boolean((await navigator.serviceWorker.getRegistration())?.active)), { timeout: 20_000 }).toBe(true);
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    // Online: the server's page, hydrated.
    await page.goto('/');
    await expect(page.locator('#first-screen')).toHaveCount(1);
    await expect(page.locator('.home-bar__title')).toHaveText('Flat 4B');
    // Offline: the worker's shell, and the app draws home with what the device holds (no data: a retry).
    await context.setOffline(true);
    await page.goto('/');
    await expect(page.locator('#first-screen')).toHaveCount(0);
    await expect(page.getByRole('alertdialog', { name: 'No internet connection' })).toBeVisible();
    await context.setOffline(false);
    expect(errors.filter((error) => !/Failed to load resource|net::ERR_INTERNET_DISCONNECTED/.test(error))).toEqual([]);
  });
});
