import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';

/**
 * Found by a tester (issue 6): the store page's floating back button covered the GDPR notice, and the
 * item page's picture was a 200 px file stretched across a 3x phone.
 */
const STORE = 'forno-pizzeria';

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

async function openContext(browser: Browser, width: number, height: number, deviceScaleFactor: number): Promise<Page> {
  const phone = width < 800;
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor, isMobile: phone, hasTouch: phone, serviceWorkers: 'block' });
  return context.newPage();
}

async function firstPictureItemId(page: Page): Promise<number> {
  const res = await page.request.post('/api/get-restaurant-items', { data: { slug: STORE } });
  const menu = (await res.json()) as { recommended: { id: number; image: string }[] };
  const item = menu.recommended.find((i) => i.image.startsWith('/images/items/'));
  if (!item) throw new Error(`${STORE} has no item with a picture`);
  return item.id;
}

for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  test(`the back button never covers the GDPR notice (${width}x${height})`, async ({ browser }) => {
    const page = await openContext(browser, width, height, 1);
    const itemId = await firstPictureItemId(page);
    for (const path of [`/stores/${STORE}`, `/stores/${STORE}/${itemId}`]) {
      await page.goto(path);
      // The page with its menu.
      if (path === `/stores/${STORE}`) await expect(page.locator('.item-row__name').first()).toBeVisible();
      const notice = page.getByRole('region', { name: 'Privacy notice' });
      const back = page.getByRole('button', { name: 'Back', exact: true });
      await expect(notice).toBeVisible();
      await expect(back).toBeVisible();
      // The app has the page (hydrated, or drawn anew for a layout the server did not draw: ADR 0038).
      await expect.poll(() => back.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$')))).toBe(true);
      const text = await boxOf(notice.locator('.gdpr-banner__text'));
      const button = await boxOf(back);
      expect(overlaps(text, button), `${path}: back button ${JSON.stringify(button)} over the notice ${JSON.stringify(text)}`).toBe(false);
      expect(button.y).toBeGreaterThanOrEqual(text.y + text.height);
      // Nothing is drawn over the notice's first words either.
      const onTop = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('.gdpr-banner') !== null, { x: text.x + 4, y: text.y + 4 });
      expect(onTop, `${path}: something covers the notice`).toBe(true);

    }
    // Scrolled down the (long) menu, the bar waits at the top of the screen.
    await page.goto(`/stores/${STORE}`);
    // The menu's own rows.
    await expect(page.locator('.item-row__name').first()).toBeVisible();
    // Scrolled as a thumb would, again if the app's arrival at the top (a page drawn anew) came after.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, 600));
        return (await page.getByRole('button', { name: 'Back', exact: true }).boundingBox())?.y ?? Infinity;
      })
      .toBeLessThan(56);
    await page.context().close();
  });
}

for (const deviceScaleFactor of [2, 3]) {
  test(`the item picture is drawn from a file as wide as the screen's pixels (390x844 at ${deviceScaleFactor}x)`, async ({ browser }) => {
    const page = await openContext(browser, 390, 844, deviceScaleFactor);

    // The menu offers and draws the small pictures only (the browser can fetch only what src/srcset name).
    await page.goto(`/stores/${STORE}`);
    const firstPicture = page.locator('main img[src^="/images/items/"]').first();
    await expect.poll(() => firstPicture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const listed = await page.locator('main img').evaluateAll((imgs: HTMLImageElement[]) =>
      imgs.map((img) => ({ src: img.getAttribute('src') ?? '', srcset: img.getAttribute('srcset'), drawn: img.currentSrc ? new URL(img.currentSrc).pathname : '' })),
    );
    expect(listed.filter((i) => i.src.startsWith('/images/items/')).length).toBeGreaterThan(0);
    expect(listed.filter((i) => i.srcset !== null || i.drawn.startsWith('/images/items-1200/'))).toEqual([]);

    await page.goto(`/stores/${STORE}/${await firstPictureItemId(page)}`);
    const hero = page.locator('.item-detail__image img');
    await expect(hero).toBeVisible();
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const drawn = await hero.evaluate((img: HTMLImageElement) => ({ src: new URL(img.currentSrc).pathname, cssWidth: img.clientWidth }));
    expect(drawn.src).toMatch(/^\/images\/items-1200\//);
    // 1,200 file pixels for 390 × 2 or 3 screen pixels: never stretched.
    expect(1200).toBeGreaterThanOrEqual(drawn.cssWidth * deviceScaleFactor);
    await page.context().close();
  });
}
