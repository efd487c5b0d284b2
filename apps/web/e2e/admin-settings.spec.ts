import { expect, test } from '@playwright/test';
import { adminToken, openAdmin } from './admin-helpers';
import { expectNoSeriousA11yViolations } from './axe';
import { HOME, logInCustomer, shot } from './live-helpers';

/**
 * Issue 11, the admin's settings: a customer has the app open on home; an admin changes the home
 * message in /admin/settings and saves. The settings version in /version.json moves, and the
 * customer's open app shows the new message when it next checks (it comes back to the screen), with
 * no reload; a signed-in customer's app, whose live stream is open, shows it at once. A wrong value is refused next to its field; clearing every app's cache asks for a reason.
 */

const DEFAULT_MESSAGE = 'Hot food and fresh groceries, delivered in minutes.';


test('a saved setting reaches a customer app that is open, without a reload', async ({ browser, request }) => {
  const message = `Mango season is here ${Date.now() % 100_000}`;

  // The customer: home open at their saved address.
  const customerContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-IN' });
  await customerContext.addInitScript((home) => {
    if (!localStorage.getItem('userSetAddress')) localStorage.setItem('userSetAddress', JSON.stringify({ lat: home.lat, lng: home.lng, address: home.address, house: null, tag: null }));
  }, HOME);
  const customer = await customerContext.newPage();
  await customer.goto('/');
  await expect(customer.getByRole('heading', { level: 1 }).getByText(DEFAULT_MESSAGE)).toBeVisible();
  await expect.poll(() => customer.evaluate(() => localStorage.getItem('forceNewSettingsVersion'))).not.toBeNull();
  const versionBefore = await customer.evaluate(() => localStorage.getItem('forceNewSettingsVersion'));
  const navigations: string[] = [];
  customer.on('framenavigated', (frame) => {
    if (frame === customer.mainFrame()) navigations.push(frame.url());
  });
  await customer.evaluate(() => {
    (window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true;
  });

  // A signed-in customer with home open: the live stream will tell the app.
  const signedInContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-IN' });
  const signedIn = await signedInContext.newPage();
  await logInCustomer(signedIn);
  // Its stream opens (the in-app alerts open it once the first screen has settled).
  const streamOpened = signedIn.waitForResponse((response) => response.url().endsWith('/api/events') && response.status() === 200);
  await signedIn.goto('/');
  await expect(signedIn.getByRole('heading', { level: 1 }).getByText(DEFAULT_MESSAGE)).toBeVisible();
  await streamOpened;

  // The admin, on a desktop.
  const { context: adminContext, page: admin } = await openAdmin(browser);
  await admin.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(admin.getByRole('group', { name: 'Home & promo' })).toBeVisible();
  await expectNoSeriousA11yViolations(admin, 'admin settings');

  // A wrong value is refused next to its field, and nothing is saved.
  const colour = admin.getByRole('textbox', { name: 'Brand colour', exact: true });
  await colour.fill('orange');
  await admin.getByRole('button', { name: 'Save changes' }).click();
  await expect(admin.getByText('Brand colour must be a colour such as #fc8019.')).toBeVisible();
  await expect(colour).toHaveAttribute('aria-invalid', 'true');
  await admin.getByRole('button', { name: 'Discard' }).click();
  await expect(colour).toHaveValue('#fc8019');

  // The home message, saved: one change.
  const field = admin.getByLabel('Home message', { exact: true });
  await expect(field).toHaveValue(DEFAULT_MESSAGE);
  await field.fill(message);
  await expect(admin.getByText('1 unsaved change.')).toBeVisible();
  await admin.getByRole('button', { name: 'Save changes' }).click();
  await expect(admin.getByText(/^Saved 1 change\./)).toBeVisible();
  await shot(admin, 'admin-settings-saved');
  const version = (await (await request.get('/version.json')).json()) as { forceNewSettingsVersion: string };
  expect(Number(version.forceNewSettingsVersion)).toBe(Number(versionBefore) + 1);

  // The signed-in app heard it on its stream: no reload, no coming back to the screen, no two-minute wait.
  await expect(signedIn.getByRole('heading', { level: 1 }).getByText(message)).toBeVisible({ timeout: 10_000 });
  await signedInContext.close();

  // The guest's app (no stream) comes back to the foreground: it checks the version file and refetches.
  await customer.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(customer.getByRole('heading', { level: 1 }).getByText(message)).toBeVisible();
  expect(await customer.evaluate(() => localStorage.getItem('forceNewSettingsVersion'))).toBe(version.forceNewSettingsVersion);
  expect(await customer.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
  expect(navigations).toEqual([]);
  await shot(customer, 'admin-settings-customer-updated');

  // The audit log has the change with before and after.
  await admin.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Audit log' }).click();
  await admin.getByRole('searchbox', { name: 'Search' }).fill('customHomeMessage');
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  const row = admin.getByRole('row').filter({ hasText: 'settings.update' }).first();
  await expect(row).toContainText('customHomeMessage');
  await expect(row.locator('ins')).toHaveText(message);

  // Clearing every app's cache is confirmed with a reason.
  await admin.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Settings', exact: true }).click();
  await admin.getByRole('button', { name: "Clear every app's cache…" }).click();
  const dialog = admin.getByRole('dialog', { name: "Clear every app's cache?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Clear caches' }).click();
  await expect(dialog.getByText('Give a reason of at least 3 characters.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  const cacheVersion = ((await (await request.get('/version.json')).json()) as { forceCacheClearVersion: string }).forceCacheClearVersion;
  await admin.getByRole('button', { name: "Clear every app's cache…" }).click();
  await dialog.getByLabel('Reason').fill('New logo on every screen');
  await dialog.getByRole('button', { name: 'Clear caches' }).click();
  await expect(admin.getByText(`Cache version is now ${Number(cacheVersion) + 1}.`)).toBeVisible();

  // Leave the shared demo as it was for the journeys that read the default message.
  const token = await adminToken(request);
  const restore = await request.post('/api/admin/save-settings', { data: { values: { customHomeMessage: DEFAULT_MESSAGE } }, headers: { authorization: `Bearer ${token}` } });
  expect(restore.status()).toBe(200);
  await customerContext.close();
  await adminContext.close();
});

test('the other sections at 1280x800: languages, texts, pages (sanitised on save) and popular locations', async ({ browser, request }) => {
  const { context, page: admin } = await openAdmin(browser);
  const nav = admin.getByRole('navigation', { name: 'Admin sections' });

  await nav.getByRole('link', { name: 'Languages' }).click();
  await expect(admin.getByRole('row').filter({ hasText: 'English' })).toContainText('Default');
  await expectNoSeriousA11yViolations(admin, 'admin languages');
  await admin.getByRole('row').filter({ hasText: 'English' }).getByRole('link', { name: 'Edit texts' }).click();
  await admin.getByRole('searchbox', { name: 'Search keys and texts' }).fill('addons.title');
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  const text = admin.getByRole('textbox', { name: 'English for addons.title' });
  await expect(text).toHaveValue('Customise {name}');
  await text.fill('Customise it');
  await admin.getByRole('button', { name: 'Save texts' }).click();
  await expect(admin.getByText('Keep {name}.')).toBeVisible();
  await expectNoSeriousA11yViolations(admin, 'admin texts');
  await admin.getByRole('button', { name: 'Discard' }).click();

  await nav.getByRole('link', { name: 'Pages', exact: true }).click();
  await admin.getByRole('link', { name: 'Add page' }).click();
  await admin.getByLabel('Title').fill('Delivery areas');
  await admin.getByLabel('Address (/pages/…)').fill('delivery-areas');
  await admin.getByLabel('Text (HTML)').fill('<p>We deliver across <strong>Bengaluru</strong>.</p><img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">more</a>');
  await expect(admin.getByRole('region', { name: 'Preview (as customers see it)' }).locator('strong')).toHaveText('Bengaluru');
  await expectNoSeriousA11yViolations(admin, 'admin page editor');
  await admin.getByRole('button', { name: 'Save page' }).click();
  await expect(admin.getByRole('row').filter({ hasText: 'Delivery areas' })).toContainText('/pages/delivery-areas');
  const page = (await (await request.post('/api/get-single-page', { data: { slug: 'delivery-areas' } })).json()) as { body: string };
  expect(page.body).toBe('<p>We deliver across <strong>Bengaluru</strong>.</p><span>more</span>');
  await admin.getByRole('row').filter({ hasText: 'Delivery areas' }).getByRole('button', { name: 'Delete' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Delete page' }).click();
  await expect(admin.getByText('Deleted "Delivery areas".')).toBeVisible();

  await nav.getByRole('link', { name: 'Popular locations' }).click();
  await admin.getByLabel('Name').fill('Whitefield');
  await admin.getByLabel('Address').fill('ITPL Main Road, Whitefield');
  await admin.getByLabel('Latitude').fill('95');
  await admin.getByLabel('Longitude').fill('77.75');
  await admin.getByRole('button', { name: 'Add location' }).click();
  await expect(admin.getByText('Latitude must be between -90 and 90.')).toBeVisible();
  await admin.getByLabel('Latitude').fill('12.9698');
  await admin.getByRole('button', { name: 'Add location' }).click();
  await expect(admin.getByText('Added Whitefield.')).toBeVisible();
  await admin.getByRole('button', { name: 'Move Whitefield up' }).click();
  const shown = async () => ((await (await request.post('/api/popular-geo-locations', { data: {} })).json()) as { name: string }[]).map((l) => l.name);
  await expect.poll(async () => (await shown()).slice(-2)[0]).toBe('Whitefield');
  await expectNoSeriousA11yViolations(admin, 'admin popular locations');
  await admin.getByRole('row').filter({ hasText: 'ITPL Main Road' }).getByRole('button', { name: 'Delete' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Delete location' }).click();
  await expect(admin.getByText('Deleted Whitefield.')).toBeVisible();
  expect(await shown()).not.toContain('Whitefield');
  await context.close();
});
