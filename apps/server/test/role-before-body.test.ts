import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { makeUser, type Person } from './life-fixtures';

/**
 * Issue 35 (SECURITY 17): every role-restricted route checks who calls before it reads the body, so a
 * wrong role gets 403 and an anonymous caller 401 whatever the body holds, never the schema's 400.
 */
let t: TestApp;
let customer: Person;
let rider: Person;
let routes: string[];
/** Open to anyone: logins and sign-ups, and the customer's view of their rider. */
const PUBLIC = new Set(['admin/login', 'store/login', 'store/register', 'delivery/login', 'delivery/register', 'delivery/get-delivery-guy-gps-location']);
/** Not a body any of them accepts: wrong types and a negative page (a NUL is refused earlier, by the JSON guard). */
const BAD_BODY = { page: -1, unique_order_id: 12, store_id: 'x', id: 'x' };

beforeAll(async () => {
  t = await createTestApp();
  customer = await makeUser(t.db, 'customer');
  rider = await makeUser(t.db, 'delivery');
  routes = [...t.app.printRoutes({ commonPrefix: false }).matchAll(/\/api\/((?:store|delivery|admin)\/[\w/-]+) \(POST\)/g)].map((m) => m[1] ?? '');
});
afterAll(async () => t.close());

describe('role checks come before body validation', () => {
  it('finds the store, delivery and admin routes', () => {
    expect(routes.filter((r) => r.startsWith('store/')).length).toBeGreaterThan(20);
    expect(routes.filter((r) => r.startsWith('delivery/')).length).toBeGreaterThan(5);
    expect(routes.filter((r) => r.startsWith('admin/')).length).toBeGreaterThan(50);
  });

  it('answers 401 to an anonymous caller and 403 to a customer on every one of them, whatever the body', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((r) => !PUBLIC.has(r))) {
      const anonymous = await t.post(route, BAD_BODY);
      const asCustomer = await t.post(route, BAD_BODY, { token: customer.token });
      if (anonymous.statusCode !== 401) wrong.push(`${route} anonymous ${anonymous.statusCode}`);
      if (asCustomer.statusCode !== 403) wrong.push(`${route} customer ${asCustomer.statusCode}`);
      else expect(asCustomer.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
    expect(wrong).toEqual([]);
  });

  it("holds customers' own routes to customers: a rider's token is refused before the body is read", async () => {
    for (const route of ['place-order', 'get-orders', 'cancel-order', 'get-payment-gateways']) {
      const res = await t.post(route, BAD_BODY, { token: rider.token });
      expect(res.statusCode, route).toBe(403);
    }
  });
});
