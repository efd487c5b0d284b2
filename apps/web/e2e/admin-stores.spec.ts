import { expect, test, type Browser, type Page } from '@playwright/test';
import { openAdmin } from './admin-helpers';
import { shot } from './live-helpers';

/**
 * Issue 11, the admin's stores: an admin (desktop, 1280x800) changes a demo store's delivery time and
 * closes it; a customer in a browser of their own sees both at once. Then the store page on a tablet.
 */

const SLUG = 'burger-yard';
const NAME = 'Burger Yard';
/** A 1x1 PNG: enough for the server to sniff, decode and re-encode. */
const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

async function adminPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  return (await openAdmin(browser, '/admin', viewport)).page;
}

async function openStore(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Stores' }).click();
  await expect(page.getByRole('heading', { name: 'Stores', level: 1 })).toBeVisible();
  await page.getByLabel('Search').fill('burger');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('link', { name: NAME }).click();
  await expect(page.getByRole('heading', { name: NAME, level: 1 })).toBeVisible();
}

test('an admin changes a store’s delivery time and closes it; a customer sees both at once', async ({ browser }) => {
  const admin = await adminPage(browser, { width: 1280, height: 800 });
  const customerContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-IN', bypassCSP: true });
  const customer = await customerContext.newPage();

  await customer.goto(`/stores/${SLUG}`);
  await expect(customer.getByRole('heading', { name: NAME, level: 1 })).toBeVisible();
  await expect(customer.getByText('25 mins')).toBeVisible();

  await openStore(admin);
  const deliveryTime = admin.getByLabel('Delivery time (min)');
  await expect(deliveryTime).toHaveValue('25');
  // Out of range first: marked, nothing sent.
  await deliveryTime.fill('500');
  await admin.getByRole('button', { name: 'Save changes' }).click();
  await expect(admin.getByText('Enter 5 to 180')).toBeVisible();
  await deliveryTime.fill('55');
  await expect(admin.getByText('1 field(s) changed')).toBeVisible();
  await admin.getByLabel('Reason (optional, kept in the audit log)').fill('Kitchen is short-staffed');
  await admin.getByRole('button', { name: 'Save changes' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Saved. Customers see the change now.' })).toBeVisible();
  await expect(admin.getByText('No changes')).toBeVisible();
  await shot(admin, 'admin-stores-01-saved');

  await customer.reload();
  await expect(customer.getByText('55 mins')).toBeVisible();

  // Close it, through the confirmation.
  await admin.getByRole('button', { name: 'Close store' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Close this store?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close store' }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByRole('button', { name: 'Open store' })).toBeVisible();
  await expect(admin.getByText('Closed', { exact: true })).toBeVisible();

  await customer.reload();
  await expect(customer.getByText(`${NAME} : Not accepting orders right now`)).toBeVisible();

  // Both changes are in the audit log, with before and after.
  // (A new address: the audit page read at sign-in may still be cached.)
  await admin.goto('/admin/audit?entity=store');
  await expect(admin.getByText('store.close')).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: 'Kitchen is short-staffed' })).toContainText('delivery_time: 25 → 55');

  // Put the demo store back for the other journeys.
  await openStore(admin);
  await admin.getByRole('button', { name: 'Open store' }).click();
  await admin.getByRole('dialog', { name: 'Open this store?' }).getByRole('button', { name: 'Open store' }).click();
  await expect(admin.getByRole('button', { name: 'Close store' })).toBeVisible();
  await admin.getByLabel('Delivery time (min)').fill('25');
  await admin.getByRole('button', { name: 'Save changes' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await customer.reload();
  await expect(customer.getByText('25 mins')).toBeVisible();
  await expect(customer.getByText('Not accepting orders right now')).toHaveCount(0);
  await customerContext.close();
  await admin.context().close();
});

test('the store page on a tablet (820x1180): one column, nothing wider than the screen, the map drawn', async ({ browser }) => {
  const page = await adminPage(browser, { width: 820, height: 1180 });
  await openStore(page);
  await expect(page.getByRole('img', { name: /Delivery radius of 6 km around the store/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeInViewport();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const [form, owners] = await Promise.all([page.getByRole('form', { name: 'Store details' }).boundingBox(), page.getByRole('heading', { name: 'Owners' }).boundingBox()]);
  // The owners card sits under the form, not squeezed beside it.
  expect(owners?.y ?? 0).toBeGreaterThan((form?.y ?? 0) + (form?.height ?? 0) - 1);
  await page.screenshot({ path: test.info().outputPath('admin-store-tablet.png') });

  // A new picture goes through the store app's upload (sniffed, WebP); an SVG is refused there.
  await page.getByLabel('Replace cover picture').setInputFiles({ name: 'evil.png', mimeType: 'image/png', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
  await expect(page.getByRole('alert').filter({ hasText: 'Upload a JPEG, PNG or WebP picture.' })).toBeVisible();
  await page.getByLabel('Replace cover picture').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1PX, 'base64') });
  await expect(page.getByRole('status').filter({ hasText: 'Picture uploaded. Save to use it.' })).toBeVisible();
  await expect(page.locator('.ad-st-picture img').nth(1)).toHaveAttribute('src', /^\/uploads\/[a-f0-9]{32}\.webp$/);
  await expect(page.getByText('1 field(s) changed')).toBeVisible();
  // Not saved: the demo store keeps its picture.
  await page.getByRole('button', { name: 'Undo changes' }).click();
  await expect(page.getByText('No changes')).toBeVisible();
  await shot(page, 'admin-stores-02-tablet');
  await page.context().close();
});
