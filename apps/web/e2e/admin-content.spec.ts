import { expect, test } from '@playwright/test';
import { openAdmin, openSection } from './admin-helpers';
import { apiLogin, logInCustomer, shot } from './live-helpers';

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

/**
 * Issue 35: the admin makes a customer group, adds a customer by e-mail, and limits a new coupon to
 * it; the demo customer, not in it, is told the code is invalid; the group's member may use it.
 */
test('a coupon for a customer group works for its members only', async ({ browser }) => {
  const stamp = Date.now().toString(36).toUpperCase().slice(-5);
  const code = `CREW${stamp}`;
  const groupName = `Weekend crew ${stamp}`;
  const { context: adminContext, page: admin } = await openAdmin(browser);
  await openSection(admin, 'Customer groups');
  await admin.getByRole('button', { name: 'New group' }).click();
  const form = admin.getByRole('form', { name: 'New customer group' });
  await form.getByLabel('Name').fill(groupName);
  await form.getByLabel('Description').fill('Weekend delivery staff');
  await form.getByRole('button', { name: 'Save group' }).click();
  const detail = admin.getByRole('region', { name: `Group ${groupName}` });
  await expect(detail).toBeVisible();
  await detail.getByLabel('Add customers by e-mail or phone, one per line').fill('STAFF@demo.keka.in\nnobody@nowhere.example');
  await detail.getByRole('button', { name: 'Add to group' }).click();
  await expect(detail.getByRole('status')).toContainText('1 added.');
  await expect(detail.getByRole('status')).toContainText('No customer account has this e-mail or phone: nobody@nowhere.example');
  await expect(detail.getByLabel('Add customers by e-mail or phone, one per line')).toHaveValue('nobody@nowhere.example');
  await expect(detail.getByRole('row').filter({ hasText: 'Priya Nair' })).toBeVisible();
  await shot(admin, 'admin-customer-group');

  await openSection(admin, 'Coupons');
  await admin.getByRole('button', { name: 'New coupon' }).click();
  const coupon = admin.getByRole('form', { name: 'New coupon' });
  await coupon.getByLabel('Code').fill(code);
  await coupon.getByLabel('Discount (₹)').fill('40');
  await coupon.getByLabel('Only chosen customers and groups').check();
  // Nobody chosen yet: said before anything is sent.
  await coupon.getByRole('button', { name: 'Save coupon' }).click();
  await expect(coupon.getByRole('alert')).toHaveText('Choose at least one customer or group, or let every customer use it.');
  await coupon.getByLabel(groupName).check();
  await shot(admin, 'admin-coupon-for-a-group');
  await coupon.getByRole('button', { name: 'Save coupon' }).click();
  await expect(admin.getByRole('status')).toHaveText(`${code} saved.`);
  await expect(admin.getByRole('row').filter({ hasText: code })).toContainText(`only ${groupName}`);

  // The demo customer is not in the group: the cart says the code is invalid.
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-IN', bypassCSP: true });
  const page = await phoneContext.newPage();
  await logInCustomer(page);
  await page.goto('/stores/spice-route');
  const item = page.locator('.item-row:not(.item-row--inactive)').filter({ hasNotText: 'Customisable' }).first();
  const name = (await item.locator('h3').textContent()) ?? '';
  await item.getByRole('button', { name: `Add ${name} to cart` }).tap();
  await page.getByRole('link', { name: /View Cart/ }).tap();
  await page.getByLabel('Enter Coupon code').fill(code);
  await page.getByRole('button', { name: 'Apply code' }).tap();
  await expect(page.getByText('This coupon you applied is invalid or has expired')).toBeVisible();

  // The member may use it.
  const member = await apiLogin(page.request, 'login', { email: 'staff@demo.keka.in', password: 'staff123' });
  const store = (await (await page.request.post('/api/get-restaurant-info', { data: { slug: 'spice-route' } })).json()) as { id: number };
  const applied = await page.request.post('/api/apply-coupon', { data: { coupon: code, restaurant_id: store.id, subtotal: '300.00' }, headers: { authorization: `Bearer ${member.token}` } });
  expect(applied.status()).toBe(200);

  // The group stays while the coupon names it.
  await openSection(admin, 'Customer groups');
  await admin.getByRole('button', { name: `Open ${groupName}` }).click();
  await expect(admin.getByRole('button', { name: 'Delete group' })).toBeDisabled();
  await phoneContext.close();
  await adminContext.close();
});
