import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';

export const DEMO_ADMIN = { email: 'admin@demo.keka.in', password: 'admin123' };
export const DESK = { width: 1280, height: 800 };

/** The demo admin's token for calls a test makes without the console (set-up and clean-up). */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/admin/login', { data: DEMO_ADMIN });
  return ((await res.json()) as { data: { auth_token: string } }).data.auth_token;
}

/**
 * An admin at a desk (issue 11: 1280x800 unless said), signed in through /admin/login, on `path`
 * (the sign-in returns there) — one browser context of its own.
 */
export async function openAdmin(browser: Browser, path = '/admin', viewport = DESK): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, isMobile: false, hasTouch: false, locale: 'en-IN', timezoneId: 'Asia/Kolkata', bypassCSP: true });
  const page = await context.newPage();
  await page.goto(path);
  await expect(page).toHaveURL(/\/admin\/login/);
  await expect(page.getByRole('heading', { name: 'Keka admin' })).toBeVisible();
  await page.getByLabel('E-mail or phone').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/admin\/login/);
  return { context, page };
}

/** Opens a section from the side bar by its exact label. */
export async function openSection(page: Page, label: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: label, exact: true })).toBeVisible();
}
