/**
 * Walks the customer journey on a 390×844 touch screen and saves a screenshot of each screen, for a
 * human to look at. Needs a running server with the built web app (default http://127.0.0.1:8080).
 * Usage: node apps/web/scripts/screenshots.mjs [baseUrl] [outDir]
 */
import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const out = process.argv[3] ?? '/tmp/keka-shots';
await mkdir(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const context = await browser.newContext({
  viewport: { width: Number(process.env.WIDTH ?? 390), height: 844 },
  hasTouch: true,
  isMobile: true,
  deviceScaleFactor: 2,
  serviceWorkers: 'block',
  locale: process.env.LOCALE ?? 'en-IN',
});
const page = await context.newPage();
page.on('console', (m) => m.type() === 'error' && console.log('console error:', m.text()));
page.on('pageerror', (e) => console.log('page error:', e.message));
const shot = async (name, fullPage = false) => {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}/${name}.png`, fullPage });
  console.log('saved', `${out}/${name}.png`);
};

await page.goto(base);
await page.waitForTimeout(300);
await shot('00-splash');
await page.getByRole('button', { name: 'Next' }).waitFor();
await shot('01-welcome-1');
await page.getByRole('button', { name: 'Next' }).tap();
await shot('02-welcome-2');
await page.getByRole('button', { name: 'Next' }).tap();
await shot('03-welcome-3');
await page.getByRole('link', { name: 'Grab My Location' }).tap();
await page.getByRole('button', { name: /Indiranagar/ }).waitFor();
await shot('04-search-location');
await page.getByRole('button', { name: /Indiranagar/ }).tap();
await page.getByRole('heading', { name: 'Stores near you' }).waitFor();
await page.locator('.store-card').first().waitFor();
await shot('05-home');
await shot('05-home-full', true);
await page.locator('.store-card').first().tap();
await page.locator('.item-control__add').first().waitFor();
await shot('06-store');
await shot('06-store-full', true);
await page.locator('.item-control__add').first().tap();
if (await page.getByRole('dialog').isVisible()) {
  await shot('07-addon-sheet');
  await page.getByRole('dialog').getByRole('button', { name: /Add item/ }).tap();
}
await shot('08-store-with-cart');
await page.mouse.wheel(0, 900);
await shot('08b-store-scrolled');
const custom = page.locator('.item-row:has(.item-control__add)', { hasText: 'Customisable' }).first();
if (await custom.count()) {
  await custom.scrollIntoViewIfNeeded();
  await custom.locator('.item-control__add').tap();
  await page.getByRole('dialog').waitFor();
  await shot('07b-addon-sheet');
  await page.getByRole('dialog').getByRole('button', { name: /Add item/ }).tap();
}
await page.getByRole('link', { name: /View Cart/ }).tap();
await page.getByRole('heading', { name: 'Bill Details' }).waitFor();
await shot('09-cart-guest');
await shot('09-cart-guest-full', true);
await page.getByRole('link', { name: "Let's Sign In" }).tap();
await shot('10-login');
await page.getByRole('button', { name: 'Login' }).last().tap();
await shot('10b-login-errors');
await page.getByLabel('E-mail or phone number').fill('customer@demo.keka.in');
await page.getByLabel('Password', { exact: true }).fill('customer123');
await page.getByRole('button', { name: 'Login' }).last().tap();
await page.getByRole('heading', { name: 'Bill Details' }).waitFor();
await shot('11-cart-logged-in');
for (let i = 0; i < 6 && !(await page.getByRole('link', { name: /Make Payment/ }).isVisible()); i++) {
  await page.getByRole('button', { name: /Add one more/ }).first().tap();
}
await page.getByRole('link', { name: /Make Payment/ }).tap();
await page.getByRole('button', { name: /Place Order/ }).waitFor();
await shot('12-checkout');
await shot('12-checkout-full', true);
await page.getByRole('button', { name: /Place Order/ }).tap();
await page.waitForURL(/running-order/);
await page.locator('.order-status__headline').waitFor();
await shot('13-running-order');
await shot('13-running-order-full', true);
await page.goto(`${base}/cart`);
await page.getByText("You have't added anything").waitFor();
await shot('14-empty-cart');
await page.goto(`${base}/no-such-page`);
await shot('15-not-found');
await page.goto(`${base}/register`);
await shot('16-register');
await browser.close();
