import { expect, test } from '@playwright/test';
import { apiLogin, CUSTOMER, logInCustomer, logInStoreOwner, placeByApi } from './live-helpers';

/**
 * Issue 32: one clock. The platform's time zone (the `timezone` setting, Asia/Kolkata in the demo) is
 * the zone of every day and time the app shows; phones set to other zones read the same as the store.
 * Los Angeles is 13½ hours behind India and Kiritimati 8½ ahead: at any hour one of them is on another
 * calendar day than India.
 */
const PLATFORM_ZONE = 'Asia/Kolkata';
const inIndia = (at: string | Date, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-IN', { ...options, timeZone: PLATFORM_ZONE }).format(new Date(at));
const indianDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: PLATFORM_ZONE }).format(at);

test("phones in Los Angeles and Kiritimati read the platform's days and times, in all areas", async ({ browser, request }) => {
  const customerApi = await apiLogin(request, 'login', CUSTOMER);
  const uid = await placeByApi(request, customerApi, 'spice-route');
  const order = (await customerApi.call<{ data: { created_at: string } }>('get-single-order', { unique_order_id: uid })).data;
  const placedAt = inIndia(order.created_at, { hour: 'numeric', minute: '2-digit' });

  // The customer, in Los Angeles: the order's time and the list's date are India's.
  const customerContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-IN', timezoneId: 'America/Los_Angeles' });
  const customer = await customerContext.newPage();
  await logInCustomer(customer);
  await customer.goto(`/running-order/${uid}`);
  await expect(customer.locator('.order-status__sub')).toHaveText(`Placed at ${placedAt}`);
  await customer.goto('/my-orders');
  await expect(customer.getByRole('link', { name: new RegExp(`Spice Route.*${inIndia(order.created_at, { day: 'numeric', month: 'short', year: 'numeric' })}`) }).first()).toBeVisible();
  await customerContext.close();

  // The store owner, in Kiritimati (a tablet): today's orders are India's today, with India's times.
  const ownerContext = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true, locale: 'en-IN', timezoneId: 'Pacific/Kiritimati' });
  const owner = await ownerContext.newPage();
  await logInStoreOwner(owner);
  const card = owner.locator(`[data-order="${uid}"]`);
  await expect(card.locator('.so-card__time')).toHaveText(`Placed ${placedAt}`);
  const today = indianDay(new Date());
  await expect(owner.getByRole('link', { name: 'Orders', exact: true })).toHaveAttribute('href', `/store/orders/${today}`);
  await owner.getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(owner).toHaveURL(new RegExp(`/store/orders/${today}$`));
  await expect(owner.getByRole('link', { name: new RegExp(uid.slice(-6).toUpperCase()) })).toBeVisible();
  await owner.getByRole('link', { name: 'Reports', exact: true }).click();
  await expect(owner.getByLabel('To', { exact: true })).toHaveValue(today);
  await ownerContext.close();

  // The customer's clock on either side of India's midnight: a phone whose own day is already (or still)
  // another reads India's. 18:45 UTC is 00:15 in India the next day and 10:45 the same day in Los Angeles.
  const lateContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-IN', timezoneId: 'America/Los_Angeles' });
  const late = await lateContext.newPage();
  await late.clock.setFixedTime(new Date('2026-12-02T18:45:00Z'));
  await logInStoreOwner(late);
  await expect(late.getByRole('link', { name: 'Orders', exact: true })).toHaveAttribute('href', '/store/orders/2026-12-03');
  await lateContext.close();
});
