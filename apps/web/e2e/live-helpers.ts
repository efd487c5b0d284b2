import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test';

/** Demo accounts (apps/server/src/db/seed/constants.ts). */
export const CUSTOMER = { email: 'customer@demo.keka.in', password: 'customer123' };
export const STORE_OWNER = { email: 'store@demo.keka.in', password: 'store123' };
export const RIDER = { email: 'delivery@demo.keka.in', password: 'delivery123', name: 'Ravi Kumar' };

type Json = Record<string, unknown>;

/** One actor driven through the API (store owner, rider, or the customer's own reads). */
export interface ApiActor {
  readonly token: string;
  call<T = Json>(name: string, body?: Json): Promise<T>;
}

export async function apiLogin(request: APIRequestContext, route: 'login' | 'store/login' | 'delivery/login', who: { email: string; password: string }): Promise<ApiActor> {
  const res = await request.post(`/api/${route}`, { data: { email: who.email, password: who.password } });
  expect(res.status(), await res.text()).toBe(200);
  const token = ((await res.json()) as { data: { auth_token: string } }).data.auth_token;
  return actor(request, token);
}

export function actor(request: APIRequestContext, token: string): ApiActor {
  return {
    token,
    async call<T>(name: string, body: Json = {}) {
      const res = await request.post(`/api/${name}`, { data: body, headers: { authorization: `Bearer ${token}` } });
      expect(res.status(), `${name}: ${await res.text()}`).toBe(200);
      return (await res.json()) as T;
    },
  };
}

/** Logs the customer in through the login screen (a fresh context has no address: the default one is used). */
export async function logInCustomer(page: Page, who: { email: string; password: string } = CUSTOMER): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login' }).last().tap();
  await page.getByLabel('E-mail or phone number').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Login' }).last().tap();
  await expect(page).not.toHaveURL(/\/login$/);
  const later = page.getByRole('dialog', { name: /scratch card/ }).getByRole('button', { name: 'Maybe later' });
  await later.tap({ timeout: 3_000 }).catch(() => undefined);
}

/** Logs the demo store owner in at /store/login and waits for the dashboard. */
export async function logInStoreOwner(page: Page): Promise<void> {
  await page.goto('/store/login');
  await page.getByLabel('E-mail or phone').fill(STORE_OWNER.email);
  await page.getByLabel('Password', { exact: true }).fill(STORE_OWNER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/store\/dashboard$/);
}

/** The session token the app stored after login. */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? 'null') as { auth_token?: string } | null)?.auth_token ?? null);
  if (!token) throw new Error('not logged in');
  return token;
}

/** '₹1,234.50' → '1234.50' (the API's money strings). */
export function rupeesOf(text: string | null): string {
  const digits = (text ?? '').replace(/[^\d.]/g, '');
  return Number(digits).toFixed(2);
}

/** A screenshot for the record when KEKA_SHOTS names a folder (never in a plain test run). */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.KEKA_SHOTS;
  if (!dir) return;
  // Let transitions (sheet slide-up, pulse) settle so the picture shows the state, not the motion.
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** The running-order page's headline (announced politely when it changes). */
export const headline = (page: Page) => page.locator('#order-status-heading');

/** Notes main-frame navigations, get-single-order reads and /api/events streams from now on (no reload, no polling). */
export function watchPage(page: Page) {
  const navigations: string[] = [];
  const orderReads: number[] = [];
  const streams: Request[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  page.on('request', (request) => {
    const url = request.url();
    if (url.endsWith('/api/get-single-order')) orderReads.push(Date.now());
    if (new URL(url).pathname === '/api/events') streams.push(request);
  });
  return { navigations, orderReads, streams };
}

/** The demo customer's Home address (Indiranagar), where every demo store delivers. */
export const HOME = { lat: 12.9716, lng: 77.6408, address: '12th Main Road, HAL 2nd Stage, Indiranagar, Bengaluru', house: 'Flat 304, Lakeview Residency', tag: 'Home' };

interface MenuItem {
  id: number;
  is_active: number;
  addon_categories: unknown[];
}

/** Places a cash order of one plain dish from a store straight through the API (for screens that follow orders). */
export async function placeByApi(request: APIRequestContext, customer: ApiActor, slug: string, extra: Json = {}): Promise<string> {
  const menu = await request.post('/api/get-restaurant-items', { data: { slug } });
  const { categories } = (await menu.json()) as { categories: Array<{ items: MenuItem[] }> };
  const dish = categories.flatMap((c) => c.items).find((i) => i.is_active === 1 && i.addon_categories.length === 0);
  if (!dish) throw new Error(`no plain dish at ${slug}`);
  const answer = await customer.call<{ data: { unique_order_id: string } }>('place-order', {
    order: [{ id: dish.id, quantity: 2, selectedaddons: [] }],
    location: HOME,
    method: 'COD',
    delivery_type: 1,
    ...extra,
  });
  return answer.data.unique_order_id;
}

let staffTokens: { store: string; rider: string } | null = null;

/**
 * The store owner and the rider (online), logged in once per test file: the login limits count every
 * login from this address (ADR 0012), and the sessions outlive each test's request context.
 */
export async function staff(request: APIRequestContext): Promise<{ store: ApiActor; rider: ApiActor }> {
  if (!staffTokens) {
    const store = await apiLogin(request, 'store/login', STORE_OWNER);
    const rider = await apiLogin(request, 'delivery/login', RIDER);
    await rider.call('delivery/update-user-info', { is_online: true });
    staffTokens = { store: store.token, rider: rider.token };
  }
  return { store: actor(request, staffTokens.store), rider: actor(request, staffTokens.rider) };
}
