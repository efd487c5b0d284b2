import { expect, test } from '@playwright/test';
import { openAdmin, openSection } from './admin-helpers';
import { expectNoSeriousA11yViolations } from './axe';
import { actor, logInCustomer, logInStoreOwner, placeByApi, shot, staff, tokenOf } from './live-helpers';

/**
 * Issue 36, an honest ETA: an order held in the kitchen past its promise reads "running late" on the
 * customer's page, "Late" on the store's card and in the admin's list, each in a context of its own
 * whose clock is moved on (the server's clock runs as it does).
 */
test('an order held past its promise is running late for the customer, the store and the admin', async ({ browser }) => {
  test.setTimeout(120_000);
  const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-IN', timezoneId: 'Asia/Kolkata' };
  const customerContext = await browser.newContext(phone);
  const customer = await customerContext.newPage();
  await customer.clock.install();
  await logInCustomer(customer);
  const me = actor(customer.request, await tokenOf(customer));
  const uid = await placeByApi(customer.request, me, 'spice-route');
  const { store, rider } = await staff(customer.request);

  // Accepted with 5 minutes, then made longer once, with the reason the customer reads.
  await store.call('store/accept-order', { unique_order_id: uid, preparation_minutes: 5 });
  const extended = await store.call<{ data: { promised_at: string; promise_extension_reason: string } }>('store/update-preparation-time', {
    unique_order_id: uid,
    preparation_minutes: 10,
    reason: 'The tandoor is heating up',
  });
  expect(extended.data.promise_extension_reason).toBe('The tandoor is heating up');
  const promisedIn = Math.ceil((Date.parse(extended.data.promised_at) - Date.now()) / 60_000);
  const pastPromise = `${String(promisedIn + 2).padStart(2, '0')}:00`;

  await customer.goto(`/running-order/${uid}`);
  await expect(customer.locator('.order-eta__minutes')).toHaveText(/^\d+ min$/);
  await expect(customer.getByText('The store needed more time: The tandoor is heating up')).toBeVisible();
  await customer.clock.fastForward(pastPromise);
  const late = customer.locator('.order-eta--late');
  await expect(late).toContainText('Running late');
  await expect(late).toContainText(/It was due by \d{1,2}:\d\d/);
  await expectNoSeriousA11yViolations(customer, 'running late with a reason');
  await shot(customer, '50-running-late-reason');

  // The kitchen's tablet: the card says how late, live, as its clock passes the promise.
  const kitchenContext = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
  const kitchen = await kitchenContext.newPage();
  await kitchen.clock.install();
  await logInStoreOwner(kitchen);
  const card = kitchen.locator(`.so-column--preparing [data-order="${uid}"]`);
  await expect(card).toBeVisible();
  await expect(card.locator('.so-badge--late')).toHaveCount(0);
  await expect(card).toContainText('The tandoor is heating up');
  await kitchen.clock.fastForward(pastPromise);
  await expect(card.locator('.so-badge--late')).toHaveText(/^Late \d+ min$/);
  await expect(card).toContainText(/Now .* · promised /);
  // Made longer once: a longer time again is refused on the card.
  await card.getByRole('button', { name: 'Change time' }).click();
  await card.getByRole('button', { name: '5 minutes more' }).click();
  await expect(card.getByText('This order was made longer once already; the time can only be shortened now.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Save time' })).toBeDisabled();
  await shot(kitchen, '51-store-card-late');

  // The admin's list, at a desk: "Running late" beside the status.
  const { context: adminContext, page: admin } = await openAdmin(browser, '/admin/orders');
  await admin.clock.install();
  await admin.reload();
  const row = admin.getByRole('row').filter({ hasText: uid });
  await expect(row).toBeVisible();
  await admin.clock.fastForward(pastPromise);
  await expect(row.locator('.ao-late')).toContainText(/Running late · \d+ min/);
  await shot(admin, '52-admin-orders-late');

  // Delivered: the promise report counts it.
  await rider.call('delivery/accept-to-deliver', { unique_order_id: uid });
  await rider.call('delivery/pickedup-order', { unique_order_id: uid });
  const pin = (await me.call<{ data: { delivery_pin: string } }>('get-single-order', { unique_order_id: uid })).data.delivery_pin;
  await rider.call('delivery/deliver-order', { unique_order_id: uid, delivery_pin: pin });
  await openSection(admin, 'Promised times');
  await expect(admin.getByRole('table', { name: 'By store, worst p90 first' }).getByRole('row', { name: /Spice Route/ })).toBeVisible();
  await expectNoSeriousA11yViolations(admin, 'promised times report');
  await shot(admin, '53-admin-promised-times');

  // The compensation rules the server runs: the demo's two tiers, and one the admin adds and takes away.
  await openSection(admin, 'Compensation');
  const rules = admin.getByRole('table', { name: 'Compensation rules' });
  await expect(rules.getByRole('row', { name: /More than 15 min late A coupon worth the delivery charge, for 30 days The platform/ })).toBeVisible();
  await expect(rules.getByRole('row', { name: /More than 30 min late ₹50.00 to the wallet The store/ })).toBeVisible();
  await admin.getByRole('button', { name: 'New rule' }).click();
  const form = admin.getByRole('form', { name: 'New compensation rule' });
  await form.getByLabel('Name').fill('Late by an hour');
  await form.getByLabel('Delivered more than this many minutes after the promise').fill('60');
  await form.getByLabel('Gives').selectOption('WALLET');
  await form.getByLabel('Amount in ₹').fill('0');
  await form.getByLabel('Who bears the cost').selectOption('PARTNER');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toContainText('Money to the wallet needs an amount above 0');
  await form.getByLabel('Amount in ₹').fill('100');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByRole('status')).toContainText('Late by an hour saved.');
  await expect(rules.getByRole('row', { name: /Late by an hour More than 60 min late ₹100.00 to the wallet The delivery partner 0 Active/ })).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'What was given' })).toBeVisible();
  await expectNoSeriousA11yViolations(admin, 'compensation rules');
  await shot(admin, '54-admin-compensation');
  await rules.getByRole('button', { name: 'Delete Late by an hour' }).click();
  await expect(admin.getByRole('status')).toContainText('Late by an hour deleted.');
  await expect(rules.getByRole('row', { name: /Late by an hour/ })).toHaveCount(0);

  await Promise.all([customerContext.close(), kitchenContext.close(), adminContext.close()]);
});
