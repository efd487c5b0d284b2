import { expect, test, type Browser, type Page } from '@playwright/test';
import { adminToken, openAdmin } from './admin-helpers';
import { expectNoSeriousA11yViolations } from './axe';
import { actor, apiLogin, logInCustomer, placeByApi, shot, staff, STORE_OWNER, tokenOf } from './live-helpers';

/**
 * Issue 11, the console's orders at a desk (1280×800): a customer pays part of an order from the wallet,
 * support finds it by its id, force-cancels it with a reason; the customer's wallet shows the refund and
 * the audit log keeps the reason. The customer and the admin are two people, each with a context.
 */
test('an admin finds a wallet-paid order, force-cancels it with a reason; the wallet gets the refund and the audit log the reason', async ({ browser }) => {
  const customerContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-IN', bypassCSP: true });
  const phone = await customerContext.newPage();
  await logInCustomer(phone);
  const customer = actor(phone.request, await tokenOf(phone));
  const before = await customer.call<{ data: { wallet_balance: string } }>('update-user-info', {});
  expect(Number(before.data.wallet_balance)).toBeGreaterThan(0);
  const uid = await placeByApi(phone.request, customer, 'spice-route', { partial_wallet: true });
  const placed = await customer.call<{ data: { bill: { wallet_paid: string } } }>('get-single-order', { unique_order_id: uid });
  const walletPaid = placed.data.bill.wallet_paid;
  expect(Number(walletPaid)).toBeGreaterThan(0);
  // The store accepts it: a running order, not one the customer could still cancel himself.
  const { store } = await staff(phone.request);
  await store.call('store/accept-order', { unique_order_id: uid });

  const { context: adminContext, page: desk } = await openAdmin(browser, '/admin/orders');
  await expect(desk).toHaveURL(/\/admin\/orders$/);
  await expect(desk.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

  // Found by its id; the list shows the customer and the status.
  await desk.getByRole('searchbox', { name: 'Search' }).fill(uid);
  await desk.getByRole('button', { name: 'Find' }).click();
  const rows = desk.locator('.ad-table tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Preparing');
  await shot(desk, 'admin-orders-01-found');
  await expectNoSeriousA11yViolations(desk, 'admin orders list');
  await desk.getByRole('link', { name: uid }).click();
  await expect(desk).toHaveURL(new RegExp(`/admin/orders/${uid}$`));
  await expect(desk.getByTestId('order-status')).toHaveText('Preparing');
  await expect(desk.getByRole('heading', { name: 'History' })).toBeVisible();

  // Force-cancel with a reason, through the confirmation dialog (a reason is required).
  await desk.getByLabel('Force a move to').selectOption({ label: 'Cancelled' });
  await desk.getByRole('button', { name: 'Force move…' }).click();
  const dialog = desk.getByRole('dialog', { name: 'Move to Cancelled?' });
  await expect(dialog).toBeVisible();
  // Its two buttons cannot be mistaken for each other.
  await expect(dialog.getByRole('button')).toHaveText(['Keep the order', 'Cancel the order']);
  await dialog.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Give a reason of at least 3 characters.');
  await dialog.getByLabel('Reason').fill('Customer asked support to cancel: moving house');
  await shot(desk, 'admin-orders-02-reason');
  await dialog.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(dialog).toBeHidden();
  await expect(desk.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(desk.getByRole('status')).toHaveText('Moved to Cancelled.');
  await expect(desk.getByTestId('order-refunded')).toHaveText(`₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(Number(walletPaid))}`);
  await expect(desk.locator('.ao-history').first()).toContainText('Customer asked support to cancel: moving house');
  await expect(desk.getByTestId('order-audit')).toContainText('Forced move to Cancelled');
  await expect(desk.getByLabel('Force a move to')).toHaveCount(0);
  await shot(desk, 'admin-orders-03-cancelled');

  // The customer's wallet shows the refund at once.
  await phone.goto('/my-wallet');
  const ledger = phone.getByRole('list', { name: 'Wallet history' });
  await expect(ledger.getByRole('listitem').first()).toContainText(`Refund for order ${uid}`);
  await expect(ledger.getByRole('listitem').first()).toContainText(walletPaid);
  const after = await customer.call<{ data: { wallet_balance: string } }>('update-user-info', {});
  expect(after.data.wallet_balance).toBe(before.data.wallet_balance);
  await shot(phone, 'admin-orders-04-wallet');

  // The audit log keeps who, what and why.
  await desk.getByRole('link', { name: 'Audit entries' }).click();
  await expect(desk).toHaveURL(/\/admin\/audit\?entity=order/);
  const entry = desk.locator('.ad-table tbody tr').first();
  await expect(entry).toContainText('order.force-move');
  await expect(entry).toContainText('Customer asked support to cancel: moving house');
  await expect(entry).toContainText('CANCELLED');
  await desk.getByRole('link', { name: 'Audit log' }).click();
  await expect(desk.locator('.ad-table tbody tr').first()).toContainText('Customer asked support to cancel: moving house');
  await shot(desk, 'admin-orders-05-audit');

  // The overview and the payouts open from the side bar.
  await desk.getByRole('link', { name: 'Overview' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(desk.getByRole('img', { name: /Orders placed per day/ })).toBeVisible();
  await desk.getByRole('link', { name: 'Payouts' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
  await expect(desk.getByRole('table')).toContainText('Spice Route');

  await adminContext.close();
  await customerContext.close();
});

const RIDER_A = { email: 'delivery@demo.keka.in', password: 'delivery123', name: 'Ravi Kumar' };
const RIDER_B = { email: 'delivery2@demo.keka.in', password: 'delivery123', name: 'Imran Khan' };

async function riderPhone(browser: Browser, who: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-IN', geolocation: { latitude: 12.9689, longitude: 77.6405 }, permissions: ['geolocation'] });
  const page = await context.newPage();
  await page.goto('/delivery');
  await page.getByLabel('E-mail or phone number').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Log in' }).tap();
  await expect(page).toHaveURL(/\/delivery$/);
  await page.getByRole('tab', { name: /Accepted/ }).tap();
  return page;
}

const acceptedCard = (page: Page, uid: string) => page.locator('.rider-card').filter({ has: page.getByRole('link', { name: `#${uid.slice(-6).toUpperCase()}` }) });

/**
 * Nobody took an order: support gives it to a partner from the console, then, before pickup, to another
 * one. Each partner's phone shows (and drops) it live; the audit keeps both reasons.
 */
test('an admin assigns a waiting order to a partner and then to another; both phones follow live', async ({ browser, request }) => {
  const customerContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-IN' });
  const phone = await customerContext.newPage();
  await logInCustomer(phone);
  const customer = actor(phone.request, await tokenOf(phone));
  const uid = await placeByApi(phone.request, customer, 'spice-route');
  const store = await apiLogin(request, 'store/login', STORE_OWNER);
  await store.call('store/accept-order', { unique_order_id: uid });

  const ravi = await riderPhone(browser, RIDER_A);
  const imran = await riderPhone(browser, RIDER_B);
  await expect(acceptedCard(ravi, uid)).toHaveCount(0);

  const { context: adminContext, page: desk } = await openAdmin(browser, `/admin/orders/${uid}`);
  await expect(desk.getByTestId('order-status')).toHaveText('Preparing');
  await desk.getByRole('button', { name: 'Assign a partner…' }).click();
  const dialog = desk.getByRole('dialog', { name: 'Assign a delivery partner?' });
  await expect(dialog.getByRole('radio', { name: new RegExp(RIDER_A.name) })).toBeVisible();
  await dialog.getByLabel('Reason').fill('No partner took it for ten minutes');
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose a delivery partner.');
  await dialog.getByRole('radio', { name: new RegExp(RIDER_A.name) }).check();
  await shot(desk, 'admin-orders-06-assign');
  await expectNoSeriousA11yViolations(desk, 'admin assign partner dialog');
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(dialog).toBeHidden();
  await expect(desk.getByTestId('order-status')).toHaveText('Rider assigned');
  await expect(desk.getByRole('status')).toHaveText(`${RIDER_A.name} has the order now.`);
  await expect(acceptedCard(ravi, uid)).toBeVisible();
  await shot(ravi, 'admin-orders-07-rider-has-it');

  // Ravi's scooter broke down: the order goes to Imran before pickup.
  await desk.getByRole('button', { name: 'Give to another partner…' }).click();
  const again = desk.getByRole('dialog', { name: 'Give the order to another partner?' });
  await again.getByLabel('Find a partner').fill('Imran');
  await expect(again.getByRole('radio')).toHaveCount(1);
  await again.getByRole('radio', { name: new RegExp(RIDER_B.name) }).check();
  await again.getByLabel('Reason').fill('Scooter broke down');
  await again.getByRole('button', { name: 'Give it to this partner' }).click();
  await expect(again).toBeHidden();
  await expect(desk.getByRole('status')).toHaveText(`${RIDER_B.name} has the order now.`);
  await expect(acceptedCard(imran, uid)).toBeVisible();
  await expect(acceptedCard(ravi, uid)).toHaveCount(0);
  await expect(desk.getByTestId('order-audit')).toContainText(`Delivery partner assigned: ${RIDER_B.name}`);
  await expect(desk.getByTestId('order-audit')).toContainText('Scooter broke down');
  await shot(desk, 'admin-orders-08-reassigned');

  // The customer is told who is coming.
  const alerts = await customer.call<{ data: { message: string }[] }>('get-user-notifications', {});
  expect(alerts.data.map((n) => n.message).join(' ')).toContain(RIDER_B.name);

  // Leave both partners free for the journeys that follow: the order is called off.
  const token = await adminToken(request);
  const off = await request.post('/api/admin/force-order-move', {
    data: { unique_order_id: uid, status_id: 6, reason: 'Test over: customer no longer needs it' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(off.status()).toBe(200);
  await expect(acceptedCard(imran, uid)).toHaveCount(0);

  await ravi.context().close();
  await imran.context().close();
  await adminContext.close();
  await customerContext.close();
});
