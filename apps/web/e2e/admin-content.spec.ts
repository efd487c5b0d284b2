import { expect, test } from '@playwright/test';
import { openAdmin } from './admin-helpers';
import { logInCustomer } from './live-helpers';

/**
 * Issue 11: an admin adds a coupon in /admin/coupons (1280x800); a customer on a phone applies it in the
 * cart and the bill shows the discount.
 */
test('a coupon the admin creates takes ₹75 off a customer’s cart of ₹199 or more', async ({ browser }) => {
  const code = `ADM${Date.now().toString(36).toUpperCase().slice(-5)}`;

  const { context: adminContext, page: admin } = await openAdmin(browser);
  await admin.getByRole('link', { name: 'Coupons' }).click();
  await expect(admin).toHaveURL(/\/admin\/coupons$/);
  await expect(admin.getByRole('table')).toBeVisible();
  // The status says whether a customer can use it now, not only whether it is switched on.
  await expect(admin.getByRole('row').filter({ hasText: 'MONSOON30' }).locator('.ad-badge')).toHaveText('Expired');
  await expect(admin.getByRole('row').filter({ hasText: 'DIWALI40' }).locator('.ad-badge')).toHaveText('Not started');

  await admin.getByRole('button', { name: 'New coupon' }).click();
  const form = admin.getByRole('form', { name: 'New coupon' });
  await form.getByLabel('Code').fill(code.toLowerCase());
  await form.getByLabel('Name').fill('Flat ₹75 (admin test)');
  await form.getByLabel('Type').selectOption('AMOUNT');
  await form.getByLabel('Discount (₹)').fill('75');
  await form.getByLabel('Minimum subtotal (₹)').fill('199');
  await form.getByRole('button', { name: 'Save coupon' }).click();
  await expect(admin.getByRole('status')).toHaveText(`${code} saved.`);
  const row = admin.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('₹75.00');
  await expect(row).toContainText('min ₹199.00');
  await expect(row).toContainText('Active');

  // A duplicate code is refused with a clear message.
  await admin.getByRole('button', { name: 'New coupon' }).click();
  await form.getByLabel('Code').fill(code);
  await form.getByLabel('Discount (₹)').fill('10');
  await form.getByRole('button', { name: 'Save coupon' }).click();
  await expect(form.getByRole('alert')).toContainText('already used');
  await form.getByRole('button', { name: 'Cancel' }).click();

  // The customer, on a phone.
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-IN', bypassCSP: true });
  const page = await phoneContext.newPage();
  await logInCustomer(page);
  await page.goto('/stores/spice-route');
  const item = page.locator('.item-row:not(.item-row--inactive)').filter({ hasNotText: 'Customisable' }).first();
  const name = (await item.locator('h3').textContent()) ?? '';
  await item.getByRole('button', { name: `Add ${name} to cart` }).tap();
  for (let i = 0; i < 4; i += 1) await page.getByRole('button', { name: `Add one more ${name}` }).first().tap();
  await expect(page.getByRole('link', { name: /5 items.*View Cart/ })).toBeVisible();
  await page.getByRole('link', { name: /View Cart/ }).tap();
  await expect(page).toHaveURL(/\/cart$/);

  await page.getByLabel('Enter Coupon code').fill(code);
  await page.getByRole('button', { name: 'Apply code' }).tap();
  await expect(page.getByText(`'${code}' applied`)).toBeVisible();
  await expect(page.getByText('Coupon Discount')).toBeVisible();
  await expect(page.getByText(/75\.00/).first()).toBeVisible();

  await phoneContext.close();
  await adminContext.close();
});
