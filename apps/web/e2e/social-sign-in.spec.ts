import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { adminToken, openAdmin } from './admin-helpers';
import { actor, CUSTOMER, shot, tokenOf } from './live-helpers';

/**
 * Issue 34 on a phone, on the demo start (no Google or Facebook keys): the labelled development
 * provider stands in for each. A newcomer signs up through it, is asked for a phone at checkout,
 * orders, logs out and back in to the same account; an e-mail that already has an account is linked
 * only after its password is given, and unlinked again from /my-account.
 */

/** The newest 6-digit code the development outbox kept for `to`. */
async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const res = await request.get(`/dev/outbox.json?to=${encodeURIComponent(to)}`);
    const messages = ((await res.json()) as { messages: { body: string }[] }).messages;
    code = messages.map((m) => /\b(\d{6})\b/.exec(m.body)?.[1]).find(Boolean);
    expect(code).toMatch(/^\d{6}$/);
  }).toPass({ timeout: 10_000 });
  return code ?? '';
}

/** Taps "Continue with …" on a sign-in screen and signs in on the development sheet as this person. */
async function continueWith(page: Page, provider: 'Google' | 'Facebook', who: { name: string; email: string }): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^Continue with ${provider}`) }).tap();
  const sheet = page.getByRole('dialog', { name: `Development sign-in for ${provider}` });
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText(`No ${provider} account is used or checked`);
  await sheet.getByLabel('Full name').fill(who.name);
  await sheet.getByLabel('E-mail').fill(who.email);
  await sheet.getByRole('button', { name: 'Continue as this person' }).tap();
}

for (const provider of ['Google', 'Facebook'] as const) {
  test(`a newcomer signs up with ${provider}, adds a phone at checkout, orders, and comes back to the same account`, async ({ page, request }) => {
    const stamp = `${Date.now()}`;
    const who = { name: `${provider} Newcomer`, email: `${provider.toLowerCase()}.${stamp}@example.test` };
    const phone = `8${stamp.slice(-9)}`;

    // A guest picks a place and a dish, then signs in from the cart.
    await page.goto('/search-location');
    await page.getByRole('searchbox', { name: 'Search for your area' }).fill('indira');
    await page.getByRole('button', { name: /Indiranagar/ }).first().tap();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/stores/spice-route');
    const row = page.locator('.item-row:not(.item-row--inactive)').filter({ hasNotText: 'Customisable' }).first();
    const dish = (await row.locator('h3').textContent()) ?? '';
    await row.getByRole('button', { name: `Add ${dish} to cart` }).tap();
    await page.getByRole('link', { name: /View Cart/ }).tap();
    await page.getByRole('link', { name: "Let's Sign In" }).tap();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: `Continue with ${provider} Development` })).toBeVisible();
    await shot(page, `social-01-login-${provider}`);
    await expectNoSeriousA11yViolations(page, 'login with providers');
    await continueWith(page, provider, who);
    // A new account has no saved address yet: the cart asks for one first (SPEC §2 Cart), then comes back.
    await expect(page).toHaveURL(/\/my-addresses$/);
    await page.getByRole('button', { name: 'Add new address' }).tap();
    await page.getByRole('searchbox', { name: 'Search for your area' }).fill('Indiranagar');
    await page.getByRole('button', { name: /Indiranagar/ }).first().tap();
    await page.getByLabel('House / flat / floor (optional)').fill('Flat 9');
    await page.getByRole('button', { name: 'Save address', exact: true }).tap();
    await expect(page).toHaveURL(/\/cart$/);

    // Enough for the store's minimum, then checkout asks for a phone before the order can go.
    const makePayment = page.getByRole('button', { name: /Make Payment/ });
    for (let i = 0; i < 8 && !(await makePayment.isVisible()); i++) {
      await page.getByRole('button', { name: `Add one more ${dish}` }).tap();
      await page.waitForTimeout(150);
    }
    await makePayment.tap();
    await expect(page).toHaveURL(/\/checkout\/?$/);
    const phoneCard = page.getByRole('region', { name: 'Add your phone number' });
    await expect(phoneCard).toBeVisible();
    await expect(page.getByRole('button', { name: /Place Order/ })).toBeDisabled();
    await phoneCard.getByLabel('Mobile number').fill(phone);
    await phoneCard.getByRole('button', { name: 'Send code' }).tap();
    await phoneCard.getByLabel('6-digit code').fill(await latestCode(request, `+91${phone}`));
    await shot(page, `social-02-checkout-phone-${provider}`);
    await phoneCard.getByRole('button', { name: 'Add this number' }).tap();
    await expect(phoneCard).toHaveCount(0);
    await page.getByRole('button', { name: /Place Order/ }).tap();
    await expect(page).toHaveURL(/\/running-order\/[\w-]+$/);
    const uid = page.url().split('/').pop() ?? '';
    const token = await tokenOf(page);
    const me = await actor(request, token).call<{ data: { id: number; phone: string } }>('update-user-info', {});
    expect(me.data.phone).toBe(`+91${phone}`);

    // /my-account lists the provider as linked; logging out and in again finds the same account and its order.
    await page.goto('/my-account');
    const methods = page.getByRole('region', { name: 'Ways to log in' });
    await expect(methods).toContainText(`${provider}Linked · ${who.email}`);
    await expect(methods).toContainText(`+91${phone}`);
    await shot(page, `social-03-account-${provider}`);
    await expectNoSeriousA11yViolations(page, 'my-account ways to log in');
    await page.getByRole('button', { name: 'Log out' }).tap();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/login');
    await continueWith(page, provider, who);
    await expect(page).not.toHaveURL(/\/login$/);
    const again = await actor(request, await tokenOf(page)).call<{ data: { id: number } }>('update-user-info', {});
    expect(again.data.id).toBe(me.data.id);
    await page.goto('/my-orders');
    await expect(page.getByRole('region', { name: 'Running orders' }).locator(`a.order-row[href="/running-order/${uid}"]`)).toBeVisible();
    // Called off, so the demo store's dashboard does not keep ringing for it in the other journeys.
    await actor(request, await tokenOf(page)).call('cancel-order', { unique_order_id: uid, reason: 'End of the test' });
  });
}

test("an e-mail that has an account is linked only with that account's password, and unlinked from /my-account", async ({ page, request }) => {
  await page.goto('/login');
  await continueWith(page, 'Google', { name: 'Not The Owner', email: CUSTOMER.email });
  const link = page.getByRole('region', { name: 'Link Google to your account' });
  await expect(link).toBeVisible();
  await expect(link).toContainText(`You already have an account with ${CUSTOMER.email}`);
  await shot(page, 'social-04-link-required');
  await expectNoSeriousA11yViolations(page, 'link required');
  await link.getByLabel('Password', { exact: true }).fill('not-the-password');
  await link.getByRole('button', { name: 'Link and log in' }).tap();
  await expect(link.getByRole('alert')).toContainText('not right');
  const unlinkedYet = await request.post('/api/login', { data: CUSTOMER });
  const customer = actor(request, ((await unlinkedYet.json()) as { data: { auth_token: string } }).data.auth_token);
  expect((await customer.call<{ data: { providers: unknown[] } }>('get-sign-in-methods', {})).data.providers).toEqual([]);

  await link.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
  await link.getByRole('button', { name: 'Link and log in' }).tap();
  await expect(page).not.toHaveURL(/\/login$/);
  const later = page.getByRole('dialog', { name: /scratch card/ }).getByRole('button', { name: 'Maybe later' });
  await later.tap({ timeout: 3_000 }).catch(() => undefined);
  expect((await customer.call<{ data: { providers: { provider: string; email: string }[] } }>('get-sign-in-methods', {})).data.providers).toMatchObject([{ provider: 'google', email: CUSTOMER.email }]);

  await page.goto('/my-account');
  const methods = page.getByRole('region', { name: 'Ways to log in' });
  await expect(methods).toContainText(`GoogleLinked · ${CUSTOMER.email}`);
  await methods.getByRole('button', { name: 'Unlink Google' }).tap();
  await expect(methods).toContainText('GoogleNot linked');
  await expect(methods.getByRole('button', { name: /^Continue with Google/ })).toBeVisible();
  expect((await customer.call<{ data: { providers: unknown[] } }>('get-sign-in-methods', {})).data.providers).toEqual([]);
});

test.describe('the console', () => {
  test.afterEach(async ({ request }) => {
    // Whatever happened, the demo's Facebook is the development stand-in again for the journeys after this one.
    const token = await adminToken(request);
    await request.post('/api/admin/save-sign-in-provider', { data: { provider: 'facebook', enabled: true, clear: true }, headers: { authorization: `Bearer ${token}` } });
  });

  test("keeps Facebook's app id and sealed secret, offers it for real, and forgets them", async ({ browser, request }) => {
    const { context, page } = await openAdmin(browser, '/admin/sign-in');
    const offered = async () => ((await (await request.post('/api/get-sign-in-providers', { data: {} })).json()) as { data: { provider: string; development: boolean; client_id: string | null }[] }).data;
    try {
      await expect(page.getByRole('heading', { level: 1, name: 'Sign-in' })).toBeVisible();
      const card = page.getByRole('form', { name: 'Facebook' });
      for (const name of ['Google', 'Facebook']) await expect(page.getByRole('form', { name })).toContainText('Development stand-in');
      await expectNoSeriousA11yViolations(page, 'admin sign-in');
      await card.getByLabel('App id').fill('4242424242');
      await card.getByRole('button', { name: 'Save Facebook' }).click();
      await expect(card.getByRole('alert')).toContainText('Facebook needs both its app id and its app secret');
      await card.getByLabel('App secret').fill('console-facebook-app-secret-0042');
      await card.getByRole('button', { name: 'Save Facebook' }).click();
      const saved = page.getByRole('form', { name: 'Facebook' });
      await expect(saved).toContainText('Live');
      await expect(saved).toContainText('Restart the server once');
      await expect(saved.getByLabel('App secret')).toHaveAttribute('placeholder', '•••••••• kept');
      await shot(page, 'social-05-admin-sign-in');
      expect(await offered()).toContainEqual({ provider: 'facebook', client_id: '4242424242', development: false });
      await saved.getByRole('button', { name: 'Forget Facebook’s keys' }).click();
      await expect(page.getByRole('form', { name: 'Facebook' })).toContainText('Development stand-in');
      expect(await offered()).toContainEqual({ provider: 'facebook', client_id: null, development: true });
    } finally {
      await context.close();
    }
  });
});
