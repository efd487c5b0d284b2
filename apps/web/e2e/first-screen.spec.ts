import { expect, test, type Page } from '@playwright/test';

/**
 * ADR 0026 on a phone: a newcomer's welcome screen is in the HTML and on screen before the app's code
 * runs; the app then draws the same screen over it without a splash in between and without moving
 * anything. A returning customer (an address saved) and a device in another language keep the splash.
 */
test.use({ bypassCSP: false });

const HOME = { lat: 12.9719, lng: 77.6412, address: 'Indiranagar, Bengaluru', house: null, tag: null };

/** Holds the app's boot chunk back until the returned function is called. */
async function holdAppScript(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/boot-[\w-]+\.js$/, async (route) => {
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

test('a newcomer sees welcome painted by the HTML, and the app takes it over in place', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('<template id="first-screen-welcome"');
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.addInitScript(watchFirstScreen);
  // The app's code is held back: what shows meanwhile is the HTML's own doing.
  const release = await holdAppScript(page);

  // 'commit': the held script keeps DOMContentLoaded back.
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('#root')).toHaveAttribute('data-first-screen', 'welcome');
  await expect(page.getByRole('heading', { name: 'Pick your Meal' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Privacy notice' })).toBeVisible();
  const painted = await page.locator('.intro__art').first().evaluate((img: HTMLImageElement) => img.getBoundingClientRect().toJSON() as DOMRect);
  expect(await page.evaluate(() => document.querySelectorAll('#root .app-splash').length)).toBe(0);

  // The HTML's own elements, marked: the app takes them over rather than building its own (ADR 0036).
  await page.evaluate(() => {
    for (const el of document.querySelectorAll('#root h1, #root h2, #root .intro__art')) (el as Element & { kekaHtml?: boolean }).kekaHtml = true;
  });

  release();
  // The app's first render takes the HTML's copy over; the template's inline style goes.
  await expect.poll(() => page.evaluate(() => document.querySelectorAll('#root style').length)).toBe(0);
  await expect(page.locator('#root')).toHaveAttribute('data-app', '');
  expect(
    await page.evaluate(() => ({ screens: document.querySelectorAll('#root > .app-routes').length, notices: document.querySelectorAll('#root .gdpr-banner').length })),
    "nothing of the HTML's copy left beside the app's",
  ).toEqual({ screens: 1, notices: 1 });
  expect(
    await page.getByRole('heading', { name: 'Pick your Meal' }).evaluate((el) => (el as Element & { kekaHtml?: boolean }).kekaHtml === true),
    "the heading is the HTML's own element, taken over",
  ).toBe(true);
  await expect(page.getByRole('heading', { name: 'Pick your Meal' })).toBeVisible();
  const drawn = await page.locator('.intro__art').first().evaluate((img: HTMLImageElement) => img.getBoundingClientRect().toJSON() as DOMRect);
  expect({ x: drawn.x, y: drawn.y, width: drawn.width, height: drawn.height }).toEqual({ x: painted.x, y: painted.y, width: painted.width, height: painted.height });
  const log = await page.evaluate(() => (window as unknown as { firstScreenLog: { splashes: number; shift: number } }).firstScreenLog);
  expect(log.splashes, 'no splash between the HTML welcome and the app').toBe(0);
  expect(log.shift, 'nothing moved when the app took over').toBeLessThan(0.001);
  // The app's own welcome: the Next button works, which only React's handler does.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('group', { name: 'Slide 2 of 3' })).toHaveAttribute('aria-hidden', 'false');
  expect(refused).toEqual([]);
});

test('the privacy notice once confirmed is not painted again', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('gdprConfirmed', '1'));
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('#root')).toHaveAttribute('data-first-screen', 'welcome');
  await expect(page.getByRole('heading', { name: 'Pick your Meal' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Privacy notice' })).toHaveCount(0);
});

const OTHER_DEVICES: readonly (readonly [string, Readonly<Record<string, string>>])[] = [
  ['a saved address in another language', { userSetAddress: JSON.stringify(HOME), gdprConfirmed: '1', language: JSON.stringify({ id: 2, code: 'hi', isRtl: false }) }],
  ['another language', { language: JSON.stringify({ id: 2, code: 'hi', isRtl: false }) }],
  ['a store renamed since the build', { storeName: 'Another Shop' }],
  ['a saved address and a custom home message changed since the build', { userSetAddress: JSON.stringify(HOME), customHomeMessage: 'Something else today' }],
];

for (const [name, prime] of OTHER_DEVICES) {
  test(`a device with ${name} keeps the splash until the app draws`, async ({ page }) => {
    await page.addInitScript((entries: Readonly<Record<string, string>>) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, prime);
    const release = await holdAppScript(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.locator('#root .app-splash')).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('data-first-screen', 'welcome');
    release();
  });
}

test('the chunks of the screen "/" will draw are asked for before the app has run', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (req) => requested.push(new URL(req.url()).pathname));
  const release = await holdAppScript(page);
  // A returning customer: home's chunk, not welcome's.
  await page.addInitScript((home) => localStorage.setItem('userSetAddress', JSON.stringify(home)), HOME);
  await page.goto('/', { waitUntil: 'commit' });
  await expect.poll(() => requested.some((p) => /^\/assets\/home-[\w-]+\.js$/.test(p))).toBe(true);
  expect(requested.some((p) => /^\/assets\/welcome-[\w-]+\.js$/.test(p))).toBe(false);
  expect(await page.locator('link[rel="modulepreload"][href^="/assets/home-"]').count()).toBeGreaterThan(0);
  release();
  await expect(page.getByRole('navigation').first()).toBeVisible();
});

// ADR 0029: the app's code and a newcomer's picture do not share the phone's link.
test('a newcomer: the welcome picture is asked for from the head, the app code only once it is drawn', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  expect(html, 'no module script tag: the inline loaders ask for the app').not.toMatch(/<script type="module"/);
  const requested: string[] = [];
  page.on('request', (req) => requested.push(new URL(req.url()).pathname));
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
        if (entry.element?.matches('.intro__art')) (window as unknown as { pictureDrawn: number }).pictureDrawn = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  // The page's stylesheet is in the page itself: nothing to wait for before the first paint.
  expect(html).not.toMatch(/<link rel="stylesheet"/);
  await page.goto('/', { waitUntil: 'commit' });
  await expect.poll(() => requested.includes('/assets/welcome-meal.webp')).toBe(true);
  await expect(page.getByRole('heading', { name: 'Pick your Meal' })).toBeVisible();
  await expect.poll(() => requested.some((p) => /^\/assets\/boot-[\w-]+\.js$/.test(p))).toBe(true);
  const readTimes = () =>
    page.evaluate(() => ({
      drawn: (window as unknown as { pictureDrawn?: number }).pictureDrawn ?? Infinity,
      asked: performance.getEntriesByType('resource').find((entry) => /\/assets\/boot-[\w-]+\.js$/.test(entry.name))?.startTime ?? -1,
    }));
  // A resource's timing is listed once its answer is complete.
  await expect.poll(async () => (await readTimes()).asked).toBeGreaterThan(0);
  const times = await readTimes();
  expect(times.drawn, 'the picture was drawn before the app code was asked for').toBeLessThan(times.asked);
  // The app runs and takes over: its Next button works, and the service worker registers although
  // the page's load event came before the app's code.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('group', { name: 'Slide 2 of 3' })).toHaveAttribute('aria-hidden', 'false');
  await expect.poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration())), { timeout: 20_000 }).toBe(true);
  expect(refused).toEqual([]);
});

test('a newcomer whose picture never arrives still gets the app within a second or so', async ({ page }) => {
  await page.route('**/assets/welcome-meal.webp', () => undefined);
  const started = Date.now();
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('group', { name: 'Slide 2 of 3' })).toHaveAttribute('aria-hidden', 'false');
  expect(Date.now() - started).toBeLessThan(10_000);
});

test('a device the HTML draws nothing for: the app code is asked for from the head', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (req) => requested.push(new URL(req.url()).pathname));
  await page.addInitScript((home) => {
    localStorage.setItem('userSetAddress', JSON.stringify(home));
    localStorage.setItem('language', JSON.stringify({ id: 2, code: 'hi', isRtl: false }));
  }, HOME);
  await page.goto('/', { waitUntil: 'commit' });
  await expect.poll(() => requested.some((p) => /^\/assets\/boot-[\w-]+\.js$/.test(p))).toBe(true);
  // Asked for by the head's script (a modulepreload), not only by the loader at the end of the body.
  await expect(page.locator('head link[rel="modulepreload"][href^="/assets/boot-"]')).toHaveCount(1);
  expect(requested).not.toContain('/assets/welcome-meal.webp');
  await expect(page.getByRole('navigation').first()).toBeVisible();
});

// ADR 0030: a guest with a saved address sees home's shell, with its first banner, before the app runs.
test('a returning guest sees home drawn by the HTML with its first banner, then the app takes it over in place', async ({ page, request }) => {
  const firstSlide = ((await (await request.post('/api/home-data', { data: { latitude: HOME.lat, longitude: HOME.lng } })).json()) as { top_slider: { image: string; name: string }[] }).top_slider[0];
  expect(firstSlide).toBeTruthy();
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.addInitScript((home) => {
    localStorage.setItem('userSetAddress', JSON.stringify({ ...home, house: 'Flat 4B' }));
    localStorage.setItem('gdprConfirmed', '1');
    (window as unknown as { bannerDrawn?: number }).bannerDrawn = undefined;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
        if (entry.element?.hasAttribute('data-first-paint')) (window as unknown as { bannerDrawn: number }).bannerDrawn = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  }, HOME);
  await page.addInitScript(watchFirstScreen);
  const release = await holdAppScript(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('#root')).toHaveAttribute('data-first-screen', 'home');
  // The device's own address and a greeting of the day, written into the prerendered shell.
  await expect(page.locator('.home-bar__title')).toHaveText('Flat 4B');
  await expect(page.locator('.home-bar__line')).toHaveText(HOME.address);
  await expect(page.locator('.home-greeting__hello')).toHaveText(/^Good (morning|afternoon|evening)$/);
  // The first banner of home's data, put in by early-reads.js.
  const banner = page.locator('#root img[data-first-paint]');
  await expect(banner).toHaveAttribute('src', firstSlide?.image ?? '');
  await expect(banner).toHaveAttribute('alt', firstSlide?.name ?? '');
  await expect.poll(() => page.evaluate(() => (banner => banner instanceof HTMLImageElement && banner.complete && banner.naturalWidth > 0)(document.querySelector('#root img[data-first-paint]')))).toBe(true);
  const painted = await banner.evaluate((img) => img.getBoundingClientRect().toJSON() as DOMRect);
  expect(await page.evaluate(() => document.querySelectorAll('#root .app-splash').length)).toBe(0);

  release();
  // The app's own home: its slider, with the same first banner in the same place.
  await expect(page.locator('.slider__track').first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.querySelectorAll('#root style').length)).toBe(0);
  const drawn = await page.locator('.slider__slide img').first().evaluate((img) => img.getBoundingClientRect().toJSON() as DOMRect);
  expect({ x: drawn.x, y: drawn.y, width: drawn.width, height: drawn.height }).toEqual({ x: painted.x, y: painted.y, width: painted.width, height: painted.height });
  const log = await page.evaluate(() => (window as unknown as { firstScreenLog: { splashes: number; shift: number } }).firstScreenLog);
  expect(log.splashes, 'no splash between the HTML home and the app').toBe(0);
  expect(log.shift, 'nothing moved when the app took over').toBeLessThan(0.001);
  // The banner was painted before the app's code was asked for.
  const times = await page.evaluate(() => ({
    drawn: (window as unknown as { bannerDrawn?: number }).bannerDrawn ?? Infinity,
    asked: performance.getEntriesByType('resource').find((entry) => /\/assets\/boot-[\w-]+\.js$/.test(entry.name))?.startTime ?? -1,
  }));
  expect(times.drawn).toBeLessThan(times.asked);
  // React's links: the bottom navigation leads on.
  await page.getByRole('link', { name: 'Explore' }).click();
  await expect(page).toHaveURL(/\/explore$/);
  expect(refused).toEqual([]);
});

test("a returning guest whose home data fails still gets the app at once, which offers a retry", async ({ page }) => {
  await page.addInitScript((home) => localStorage.setItem('userSetAddress', JSON.stringify(home)), HOME);
  let failing = true;
  await page.route('**/api/home-data', (route) => (failing ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"success":false,"message":"Down for a moment"}' }) : route.continue()));
  const started = Date.now();
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('#root')).toHaveAttribute('data-first-screen', 'home');
  await expect(page.locator('#root img[data-first-paint]')).toHaveCount(0);
  const retry = page.getByRole('button', { name: /try again|retry/i }).first();
  await expect(retry).toBeVisible();
  expect(Date.now() - started).toBeLessThan(10_000);
  failing = false;
  await retry.click();
  await expect(page.locator('.slider__slide img').first()).toBeVisible();
});

// ADR 0031: a store's page comes from the server with the store's shell and picture in the HTML.

/**
 * Opens a store's page as a returning guest with the app's code held back; checks the HTML drew the
 * `kind` shell with `picture` painted and no splash, then lets the code go. Returns what was painted
 * and the CSP refusals seen.
 */
async function openStoreShell(page: Page, path: string, kind: 'store' | 'grocery', picture: string) {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.addInitScript((home) => {
    localStorage.setItem('userSetAddress', JSON.stringify(home));
    localStorage.setItem('gdprConfirmed', '1');
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
        if (entry.element?.hasAttribute('data-first-paint')) (window as unknown as { pictureDrawn: number }).pictureDrawn = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  }, HOME);
  await page.addInitScript(watchFirstScreen);
  const release = await holdAppScript(page);
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.locator('#root')).toHaveAttribute('data-first-screen', kind);
  const shown = page.locator('#root img[data-first-paint]');
  await expect(shown).toHaveAttribute('src', picture);
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const painted = await shown.evaluate((img) => img.getBoundingClientRect().toJSON() as DOMRect);
  expect(painted.width).toBe(390);
  expect(await page.evaluate(() => document.querySelectorAll('#root .app-splash').length)).toBe(0);
  return { release, painted, refused };
}

/** The app has drawn over the shell: the picture at `selector` where the shell painted it, no splash, no shift, and the code asked for only after that paint. */
async function expectTakenOverInPlace(page: Page, selector: string, painted: DOMRect) {
  await expect.poll(() => page.evaluate(() => document.querySelectorAll('#root style').length)).toBe(0);
  const drawn = await page.locator(selector).evaluate((img) => img.getBoundingClientRect().toJSON() as DOMRect);
  expect({ x: drawn.x, y: drawn.y, width: drawn.width, height: drawn.height }).toEqual({ x: painted.x, y: painted.y, width: painted.width, height: painted.height });
  const log = await page.evaluate(() => (window as unknown as { firstScreenLog: { splashes: number; shift: number } }).firstScreenLog);
  expect(log.splashes, 'no splash between the HTML page and the app').toBe(0);
  expect(log.shift, 'nothing moved when the app took over').toBeLessThan(0.001);
  const times = await page.evaluate(() => ({
    drawn: (window as unknown as { pictureDrawn?: number }).pictureDrawn ?? Infinity,
    asked: performance.getEntriesByType('resource').find((entry) => /\/assets\/boot-[\w-]+\.js$/.test(entry.name))?.startTime ?? -1,
  }));
  expect(times.drawn, 'the picture was drawn before the app code was asked for').toBeLessThan(times.asked);
}

test("a restaurant's page is drawn by the HTML with its cover, then the app takes it over in place", async ({ page, request }) => {
  const info = (await (await request.post('/api/get-restaurant-info', { data: { slug: 'spice-route' } })).json()) as { image: string; name: string };
  const html = await (await request.get('/stores/spice-route', { headers: { Accept: 'text/html' } })).text();
  expect(html).toContain(`<link rel="preload" as="image" href="${info.image}" fetchpriority="high" data-first-screen="store" />`);
  expect(html).toContain(`<template id="first-screen-store" data-picture="${info.image}"`);
  const { release, painted, refused } = await openStoreShell(page, '/stores/spice-route', 'store', info.image);

  release();
  // The app's own page: the store's name and menu, the cover in the same place.
  await expect(page.getByRole('heading', { level: 1, name: info.name })).toBeVisible();
  await expect(page.locator('.item-row__name').first()).toBeVisible();
  await expectTakenOverInPlace(page, '.store-hero__image img', painted);
  // React's back button: a first page goes home.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(refused).toEqual([]);
});

test("a grocery's page is drawn by the HTML with its name, minutes and layout picture, then the app takes it over in place", async ({ page, request }) => {
  const info = (await (await request.post('/api/get-restaurant-info', { data: { slug: 'green-basket' } })).json()) as { id: number; name: string; delivery_time: number };
  const layout = ((await (await request.post('/api/single-store/get-slot-groups', { data: { id: info.id } })).json()) as { storeType: { top_image: string } }).storeType;
  const html = await (await request.get('/stores/green-basket', { headers: { Accept: 'text/html' } })).text();
  expect(html).toContain(`<link rel="preload" as="image" href="${layout.top_image}" fetchpriority="high" data-first-screen="grocery" />`);
  expect(html).not.toContain('<template id="first-screen-store"');
  const { release, painted, refused } = await openStoreShell(page, '/stores/green-basket', 'grocery', layout.top_image);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(info.name);
  await expect(page.locator('.ss-top__time')).toHaveText(`${info.delivery_time} mins`);
  await expect(page.locator('.ss-search')).toHaveText(`Search in ${info.name}`);

  release();
  // The app's own page, drawn once its reads are in: the picture in the same place, the products.
  await expect(page.locator('.product-card__name').first()).toBeVisible();
  await expectTakenOverInPlace(page, '.ss-top__image img', painted);
  // React's search box leads to the search.
  await page.locator('.ss-search').click();
  await expect(page).toHaveURL(/\/explore$/);
  expect(refused).toEqual([]);
});

test('a grocery without a saved address gets no shell and is asked for one', async ({ page }) => {
  const release = await holdAppScript(page);
  await page.goto('/stores/green-basket', { waitUntil: 'commit' });
  await expect(page.locator('#root .app-splash')).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('data-first-screen', 'grocery');
  release();
  await expect(page).toHaveURL(/\/search-location$/);
});

test('an unknown store, an item page and a device in another language get no store shell', async ({ page, request }) => {
  for (const path of ['/stores/no-such-store', '/stores/spice-route/1']) {
    const html = await (await request.get(path, { headers: { Accept: 'text/html' } })).text();
    expect(html, path).not.toContain('data-first-screen="store" />');
    expect(html, path).not.toContain('data-first-screen="grocery" />');
    expect(html, path).not.toContain('<template id="first-screen-store"');
  }
  await page.addInitScript(() => localStorage.setItem('language', JSON.stringify({ id: 2, code: 'hi', isRtl: false })));
  const release = await holdAppScript(page);
  await page.goto('/stores/spice-route', { waitUntil: 'commit' });
  await expect(page.locator('#root .app-splash')).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('data-first-screen', 'store');
  release();
  await expect(page.locator('.item-row__name').first()).toBeVisible();
});
