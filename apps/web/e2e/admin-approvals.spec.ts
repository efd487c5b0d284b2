import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { openAdmin } from './admin-helpers';
import { expectNoSeriousA11yViolations } from './axe';
import { logInCustomer, shot } from './live-helpers';

/**
 * Issue 11, the admin console's approvals: a store owner registers, the admin approves the store and a
 * customer nearby finds it; a rider signs up, is approved and goes online; a rejected store's owner
 * reads the reason. Each person has a browser context of their own; the admin works at 1280x800.
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-IN', timezoneId: 'Asia/Kolkata', bypassCSP: true } as const;
/** Next to the demo customer's home in Indiranagar. */
const NEAR_CUSTOMER = { latitude: '12.9722', longitude: '77.6415' };

async function adminContext(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const admin = await openAdmin(browser, '/admin/approvals');
  await expect(admin.page).toHaveURL(/\/admin\/approvals$/);
  await expect(admin.page.getByRole('heading', { name: 'Approvals', level: 1 })).toBeVisible();
  return admin;
}

async function registerStore(page: Page, v: { owner: string; store: string; stamp: number }): Promise<void> {
  await page.goto('/store/login');
  await page.getByRole('link', { name: 'New here? Register your store' }).click();
  await page.getByLabel('Your name', { exact: true }).fill(v.owner);
  await page.getByLabel('E-mail', { exact: true }).fill(`owner${v.stamp}@example.in`);
  await page.getByLabel('Mobile number').fill(`97${String(v.stamp).slice(-8)}`);
  await page.getByLabel('Password (6 or more characters)').fill('kitchen123');
  await page.getByLabel('Store name').fill(v.store);
  await page.getByLabel('Store address').fill('22, 80 Feet Road, Indiranagar, Bengaluru');
  await page.getByLabel('Latitude').fill(NEAR_CUSTOMER.latitude);
  await page.getByLabel('Longitude').fill(NEAR_CUSTOMER.longitude);
  await page.getByRole('button', { name: 'Send for approval' }).click();
  await expect(page).toHaveURL(/\/store\/status$/);
  await expect(page.getByTestId('approval')).toHaveText('Waiting for approval');
}

test('the admin approves a new store (a customer nearby finds it) and a new rider (he goes online); a rejected owner reads why', async ({ browser }) => {
  const stamp = Date.now();
  const storeName = `Kaveri Dosa Camp ${stamp % 10_000}`;
  const riderName = `Arjun Shetty ${stamp % 10_000}`;

  // 1. A store owner registers on his phone.
  const owner = await browser.newContext(PHONE);
  const ownerPage = await owner.newPage();
  await registerStore(ownerPage, { owner: 'Kaveri Rao', store: storeName, stamp });

  // 2. The admin sees it with every detail the owner gave, and approves it.
  const admin = await adminContext(browser);
  const card = admin.page.locator('article', { has: admin.page.getByRole('heading', { name: storeName }) });
  await expect(card).toBeVisible();
  await expect(card).toContainText('22, 80 Feet Road, Indiranagar, Bengaluru');
  await expect(card).toContainText('Kaveri Rao');
  await expect(card).toContainText(`owner${stamp}@example.in`);
  await expect(card).toContainText(`${Number(NEAR_CUSTOMER.latitude).toFixed(5)}, ${Number(NEAR_CUSTOMER.longitude).toFixed(5)}`);
  await expectNoSeriousA11yViolations(admin.page, 'admin approvals');
  await shot(admin.page, 'admin-approvals-01-waiting');
  await card.getByRole('button', { name: 'Approve' }).click();
  const dialog = admin.page.getByRole('dialog', { name: `Approve ${storeName}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.page.getByRole('status')).toHaveText(`${storeName} was approved.`);
  await expect(card).toHaveCount(0);
  await expect(admin.page.getByTestId('decided-stores')).toContainText(storeName);

  // The owner checks again and reaches his dashboard.
  await ownerPage.getByRole('button', { name: 'Check again' }).click();
  await expect(ownerPage).toHaveURL(/\/store\/dashboard$/);

  // 3. A customer nearby finds the store in the store list at once.
  const customer = await browser.newContext(PHONE);
  const customerPage = await customer.newPage();
  await logInCustomer(customerPage);
  await customerPage.goto('/stores');
  await expect(customerPage.locator('.store-card', { hasText: storeName })).toBeVisible();
  await shot(customerPage, 'admin-approvals-02-customer-finds-store');

  // 4. A rider signs up and waits; the admin approves him; he goes online.
  const riderContext = await browser.newContext({ ...PHONE, geolocation: { latitude: 12.9716, longitude: 77.6408 }, permissions: ['geolocation'] });
  const rider = await riderContext.newPage();
  await rider.goto('/delivery/register');
  await rider.getByLabel('Full name').fill(riderName);
  await rider.getByLabel('E-mail').fill(`arjun.${stamp}@example.test`);
  await rider.getByLabel('Mobile number').fill(`96${String(stamp).slice(-8)}`);
  await rider.getByLabel(/^Password/).first().fill('partner-123');
  await rider.getByLabel('Vehicle', { exact: true }).selectOption('Motorbike');
  await rider.getByRole('button', { name: 'Sign up' }).tap();
  await expect(rider.getByRole('heading', { name: 'Waiting for approval', level: 1 })).toBeVisible();

  await admin.page.getByRole('button', { name: 'Refresh' }).click();
  const waiting = admin.page.getByTestId('pending-partners').getByRole('row', { name: new RegExp(riderName) });
  await expect(waiting).toContainText('Motorbike');
  await waiting.getByRole('button', { name: `Approve ${riderName}` }).click();
  await admin.page.getByRole('dialog', { name: `Approve ${riderName}?` }).getByRole('button', { name: 'Approve' }).click();
  await expect(admin.page.getByRole('status')).toHaveText(`${riderName} was approved.`);
  await expect(admin.page.getByTestId('decided-partners')).toContainText(riderName);

  await rider.getByRole('button', { name: 'Check again' }).tap();
  const online = rider.getByRole('switch', { name: /Take new orders/ });
  await expect(online).toBeEnabled();
  await expect(online).toHaveAttribute('aria-checked', 'false');
  await online.tap();
  await expect(online).toHaveAttribute('aria-checked', 'true');
  await shot(rider, 'admin-approvals-03-rider-online');

  // 5. Another owner registers; the admin rejects the store with a reason; the owner reads it.
  const second = await browser.newContext(PHONE);
  const secondPage = await second.newPage();
  const rejectedName = `Night Owl Rolls ${stamp % 10_000}`;
  await registerStore(secondPage, { owner: 'Farhan Ali', store: rejectedName, stamp: stamp + 1 });
  await admin.page.getByRole('button', { name: 'Refresh' }).click();
  const rejected = admin.page.locator('article', { has: admin.page.getByRole('heading', { name: rejectedName }) });
  await rejected.getByRole('button', { name: 'Reject' }).click();
  const why = admin.page.getByRole('dialog', { name: `Reject ${rejectedName}?` });
  await why.getByRole('button', { name: 'Reject' }).click();
  await expect(why.getByRole('alert')).toHaveText('Give a reason of at least 3 characters.');
  await why.getByLabel('Reason').fill('The shop licence photo is unreadable; please upload it again.');
  await why.getByRole('button', { name: 'Reject' }).click();
  await expect(admin.page.getByRole('status')).toHaveText(`${rejectedName} was rejected.`);
  await shot(admin.page, 'admin-approvals-04-decided');

  await secondPage.getByRole('button', { name: 'Check again' }).click();
  await expect(secondPage.getByTestId('approval')).toHaveText('Not approved');
  await expect(secondPage.getByTestId('review-note')).toHaveText('Reason from Keka: The shop licence photo is unreadable; please upload it again.');
  await expectNoSeriousA11yViolations(secondPage, 'store status (rejected)');
  await shot(secondPage, 'admin-approvals-05-owner-reads-reason');

  // 6. The approved store is suspended: customers stop seeing it at once.
  await admin.page.getByTestId('decided-stores').getByRole('button', { name: `Suspend ${storeName}` }).click();
  const suspend = admin.page.getByRole('dialog', { name: `Suspend ${storeName}?` });
  await suspend.getByLabel('Reason').fill('Food safety inspection pending');
  await suspend.getByRole('button', { name: 'Suspend' }).click();
  await expect(admin.page.getByRole('status')).toHaveText(`${storeName} was suspended.`);
  await customerPage.reload();
  await expect(customerPage.locator('.store-card').first()).toBeVisible();
  await expect(customerPage.locator('.store-card', { hasText: storeName })).toHaveCount(0);

  for (const c of [owner, admin.context, customer, riderContext, second]) await c.close();
});

test('the delivery partners page: find a partner, link a store, set his commission, suspend and re-approve him', async ({ browser, request }) => {
  const stamp = Date.now();
  const name = `Deepa Nair ${stamp % 10_000}`;
  const signUp = await request.post('/api/delivery/register', {
    data: { name, email: `deepa.${stamp}@example.test`, phone: `95${String(stamp).slice(-8)}`, password: 'partner-123', vehicle: 'Scooter', vehicle_number: `KA 01 ZZ ${stamp % 10_000}` },
  });
  expect(signUp.ok()).toBe(true);

  const admin = await adminContext(browser);
  const page = admin.page;
  await page.getByRole('link', { name: 'Delivery partners' }).click();
  await expect(page.getByRole('heading', { name: 'Delivery partners', level: 1 })).toBeVisible();
  await page.getByLabel('Search').fill(name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByTestId('partners').getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Pending');
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const editor = page.getByTestId('partner-editor');
  await expect(editor.getByRole('heading', { name })).toBeFocused();

  // Link a store found by name.
  await editor.getByLabel('Find a store').fill('Spice');
  await editor.getByRole('button', { name: 'Find' }).click();
  await editor.getByRole('button', { name: 'Add Spice Route' }).click();
  await editor.getByRole('button', { name: 'Save stores' }).click();
  await expect(editor.getByRole('status')).toHaveText('Stores saved.');
  await expect(row).toContainText('Spice Route');

  // His own commission; a wrong one is explained.
  await editor.getByLabel('Own commission (%)').fill('150');
  await editor.getByRole('button', { name: 'Save commission' }).click();
  await expect(editor.getByRole('alert')).toContainText('between 0 and 100');
  await editor.getByLabel('Own commission (%)').fill('12.5');
  await editor.getByRole('button', { name: 'Save commission' }).click();
  await expect(editor.getByRole('status')).toHaveText('Commission saved.');
  await expect(row).toContainText('12.5%');
  // He holds no cash: nothing to record.
  await expect(editor.getByTestId('cash-in-hand')).toHaveText('₹0.00');
  await expect(editor.getByRole('button', { name: 'Record cash' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page, 'admin delivery partners');
  await shot(page, 'admin-approvals-06-partners');

  // Approve, then suspend with a reason, then re-approve.
  await editor.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog', { name: `Approve ${name}?` }).getByRole('button', { name: 'Approve' }).click();
  await expect(row).toContainText('Approved');
  await editor.getByRole('button', { name: 'Suspend' }).click();
  const suspend = page.getByRole('dialog', { name: `Suspend ${name}?` });
  await suspend.getByLabel('Reason').fill('Cash not handed in for a week');
  await suspend.getByRole('button', { name: 'Suspend' }).click();
  await expect(row).toContainText('Suspended');
  await expect(editor).toContainText('Last reason: Cash not handed in for a week');
  await editor.getByRole('button', { name: 'Re-approve' }).click();
  await page.getByRole('dialog', { name: `Approve ${name}?` }).getByRole('button', { name: 'Approve' }).click();
  await expect(row).toContainText('Approved');

  // Every change is in the audit log.
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('cell', { name: /delivery_partner\.suspend/ }).first()).toBeVisible();
  await admin.context.close();
});
