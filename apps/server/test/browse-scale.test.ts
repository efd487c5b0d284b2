// Issue 10: stores near a point through the location index, search from the in-memory cell index,
// paged lists with opaque cursors. Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).
import { distanceKm } from '@keka/domain';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../src/db/schema';
import { boxAround, cellOf } from '../src/modules/catalog/area';
import { storesInBoxQuery } from '../src/modules/catalog/catalog.repository';
import { INDIRANAGAR } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

interface Summary {
  id: number;
  name: string;
  is_operational: number;
  distance: number;
}
interface SearchPage {
  stores: Summary[];
  items: { id: number; name: string }[];
  next_cursor: string | null;
}

let t: TestApp;
/** Copies of every demo store: COPIES_NEAR within a few km of Indiranagar, COPIES_FAR in other cities. */
const COPIES_NEAR = 3;
const COPIES_FAR = 200;
let demoCount = 0;

beforeAll(async () => {
  t = await createTestApp();
  demoCount = (await t.db.select({ id: stores.id }).from(stores)).length;
  // Grow the catalogue the way scripts/bench-browse.mjs does: copies with their cuisines, most far away.
  const columns = (
    await rowsOf<{ column_name: string }>(
      sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'stores' AND table_schema = current_schema() AND column_name NOT IN ('id', 'slug', 'latitude', 'longitude', 'name')`,
    )
  ).map((r) => `"${r.column_name}"`);
  const list = columns.join(', ');
  const from = columns.map((c) => `s.${c}`).join(', ');
  await t.db.execute(
    sql.raw(`INSERT INTO stores (${list}, slug, name, latitude, longitude)
      SELECT ${from}, s.slug || '-near' || k, s.name || ' near ' || k, s.latitude + k * 0.004, s.longitude - k * 0.003
      FROM stores s CROSS JOIN generate_series(1, ${COPIES_NEAR}) AS k`),
  );
  await t.db.execute(
    sql.raw(`INSERT INTO stores (${list}, slug, name, latitude, longitude)
      SELECT ${from}, s.slug || '-far' || k, s.name || ' far ' || k, 19.0 + (k % 20) * 0.5 + (s.id % 7) * 0.01, 72.9 + (k / 20) * 0.5 + (s.id % 5) * 0.01
      FROM stores s CROSS JOIN generate_series(1, ${COPIES_FAR}) AS k WHERE s.slug NOT LIKE '%-near%'`),
  );
  await t.db.execute(
    sql.raw(`INSERT INTO store_category_links (store_id, category_id)
      SELECT n.id, l.category_id FROM stores n JOIN stores s ON n.slug LIKE s.slug || '-%' AND s.slug NOT LIKE '%-near%' AND s.slug NOT LIKE '%-far%'
      JOIN store_category_links l ON l.store_id = s.id
      WHERE NOT EXISTS (SELECT 1 FROM store_category_links x WHERE x.store_id = n.id)`),
  );
  await t.db.execute(sql`ANALYZE stores`);
  await t.db.execute(sql`ANALYZE store_category_links`);
}, 120_000);
afterAll(async () => t.close());

/** Rows of a raw query (node-postgres and PGlite both answer `{ rows }`). */
async function rowsOf<T>(query: SQL): Promise<T[]> {
  const result: unknown = await t.db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** Every store a list should show at `point`, computed the slow way: all stores, exact distance. */
async function bruteForce(point: { latitude: number; longitude: number }) {
  const all = await t.db.select().from(stores);
  return all.filter((s) => s.approval === 'APPROVED' && s.acceptsDelivery && distanceKm(s, point) <= s.deliveryRadius).map((s) => s.id);
}

/** Walks a store list by its X-Next-Cursor header; every page ≤ limit. */
async function walkList(name: string, body: object, limit: number) {
  const ids: number[] = [];
  let cursor: string | undefined;
  for (let pages = 0; pages < 1000; pages += 1) {
    const res = await t.post(name, { ...body, limit, ...(cursor ? { cursor } : {}) });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<Summary[]>();
    expect(page.length).toBeLessThanOrEqual(limit);
    ids.push(...page.map((s) => s.id));
    const next = res.headers['x-next-cursor'];
    if (typeof next !== 'string') return ids;
    cursor = next;
  }
  throw new Error('the walk did not end');
}

/** The text of the query plan, with the query's parameters written in (numbers and one word). */
async function planOf(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string> {
  const { sql: text, params } = query.toSQL();
  const inlined = text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
  });
  const plan = await rowsOf<Record<string, string>>(sql.raw(`EXPLAIN ${inlined}`));
  return plan.map((r) => Object.values(r)[0]).join('\n');
}

describe('stores near a point, at a grown catalogue', () => {
  it('reads the stores around the point through the location index, not every store', async () => {
    const total = (await t.db.select({ id: stores.id }).from(stores)).length;
    expect(total).toBeGreaterThan(demoCount * COPIES_FAR);
    const box = boxAround(cellOf(INDIRANAGAR), 10);
    const plan = await planOf(storesInBoxQuery(t.db, box));
    expect(plan).toContain('stores_latitude_longitude_index');
    expect(plan).not.toMatch(/Seq Scan on stores/);
    const radiusPlan = await planOf(t.db.select({ radius: sql`max(${stores.deliveryRadius})` }).from(stores));
    expect(radiusPlan).toContain('stores_delivery_radius_index');
  });

  it('lists exactly the stores that serve the point, as reading every store would', async () => {
    for (const point of [INDIRANAGAR, { latitude: 12.9352, longitude: 77.6245 }, { latitude: 19.2, longitude: 73.1 }]) {
      const listed = await walkList('get-delivery-restaurants', point, 50);
      expect([...listed].sort((a, b) => a - b)).toEqual((await bruteForce(point)).sort((a, b) => a - b));
    }
  });
});

describe('paged store lists', () => {
  it('gives old clients (no cursor) the first page of 20 and the cursor of the next', async () => {
    const res = await t.post('get-delivery-restaurants', INDIRANAGAR);
    expect(res.statusCode).toBe(200);
    const page = res.json<Summary[]>();
    expect(page).toHaveLength(20);
    expect(res.headers['x-next-cursor']).toEqual(expect.stringMatching(/^[A-Za-z0-9_-]+$/));
  });

  it('walks every store once, in the order of one long page', async () => {
    const whole = await walkList('get-delivery-restaurants', INDIRANAGAR, 50);
    expect(whole.length).toBeGreaterThan(50);
    const walked = await walkList('get-delivery-restaurants', INDIRANAGAR, 7);
    expect(walked).toEqual(whole);
    expect(new Set(walked).size).toBe(walked.length);
    const filtered = await walkList('get-filtered-restaurants', { ...INDIRANAGAR, category_ids: [] }, 9);
    expect(filtered).toEqual(whole);
  });

  it('pages a store collection with next_cursor', async () => {
    const first = (await t.post('get-store-collection', { ...INDIRANAGAR, kind: 'store-type', key: 'restaurant', limit: 4 })).json<{ stores: Summary[]; next_cursor: string | null }>();
    expect(first.stores).toHaveLength(4);
    const ids = first.stores.map((s) => s.id);
    let cursor = first.next_cursor;
    while (cursor) {
      const next = (await t.post('get-store-collection', { ...INDIRANAGAR, kind: 'store-type', key: 'restaurant', limit: 4, cursor })).json<{ stores: Summary[]; next_cursor: string | null }>();
      ids.push(...next.stores.map((s) => s.id));
      cursor = next.next_cursor;
    }
    const whole = (await t.post('get-store-collection', { ...INDIRANAGAR, kind: 'store-type', key: 'restaurant', limit: 50 })).json<{ stores: Summary[] }>();
    expect(ids).toEqual(whole.stores.map((s) => s.id));
  });

  it('refuses a cursor it did not write with a 400, and changes nothing', async () => {
    const b64 = (v: string) => Buffer.from(v).toString('base64url');
    const bad = [
      'not a cursor!',
      'x'.repeat(201),
      'abc\u0000def',
      b64('not json'),
      b64('[1]'),
      b64('{"o":-1}'),
      b64('{"o":1.5}'),
      b64('{"o":99999999999}'),
      b64('{"x":1}'),
      b64('{"o":1,"p":2}'),
      b64('{"s":1,"i":2}'),
      42,
    ];
    for (const cursor of bad) {
      const res = await t.post('get-delivery-restaurants', { ...INDIRANAGAR, cursor });
      expect(res.statusCode, String(cursor)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
      const search = await t.post('search-restaurants', { ...INDIRANAGAR, q: 'a', cursor: cursor === bad[10] ? b64('{"o":1}') : cursor });
      expect(search.statusCode, String(cursor)).toBe(400);
    }
    for (const limit of [0, 51, 'ten', 2.5]) expect((await t.post('get-delivery-restaurants', { ...INDIRANAGAR, limit })).statusCode).toBe(400);
    // A cursor past the end (the list shrank meanwhile) is an empty last page.
    const past = await t.post('get-delivery-restaurants', { ...INDIRANAGAR, cursor: b64('{"o":100000}') });
    expect(past.statusCode).toBe(200);
    expect(past.json()).toEqual([]);
    expect(past.headers['x-next-cursor']).toBeUndefined();
  });
});

describe('paged search', () => {
  /** Every page of a search, by its next_cursor. */
  async function walkSearch(q: string, limit: number) {
    const found = { stores: [] as number[], items: [] as number[], pages: 0 };
    let cursor: string | null = null;
    do {
      const res = await t.post('search-restaurants', { ...INDIRANAGAR, q, limit, ...(cursor ? { cursor } : {}) });
      expect(res.statusCode).toBe(200);
      const page = res.json<SearchPage>();
      expect(page.stores.length).toBeLessThanOrEqual(limit);
      expect(page.items.length).toBeLessThanOrEqual(limit);
      found.stores.push(...page.stores.map((s) => s.id));
      found.items.push(...page.items.map((i) => i.id));
      found.pages += 1;
      cursor = page.next_cursor;
    } while (cursor && found.pages < 500);
    return found;
  }

  it('walks stores and items once each, in the ranking of one long page', async () => {
    const long = await walkSearch('pa', 50);
    const short = await walkSearch('pa', 7);
    expect(long.items.length).toBeGreaterThan(7);
    expect(short.stores).toEqual(long.stores);
    expect(short.items).toEqual(long.items);
    expect(new Set(short.items).size).toBe(short.items.length);
    expect(new Set(short.stores).size).toBe(short.stores.length);
  });

  it('ranks the first page as before: name prefix, then word prefix, then contains', async () => {
    const page = (await t.post('search-restaurants', { ...INDIRANAGAR, q: 'pa' })).json<SearchPage>();
    expect(page.items.length).toBeGreaterThan(0);
    const rank = (name: string) => {
      const n = name.toLowerCase();
      return n.startsWith('pa') ? 3 : n.split(/[\s\-–&,()/]+/).some((w) => w.startsWith('pa')) ? 2 : 1;
    };
    const ranks = page.items.map((i) => rank(i.name));
    expect([...ranks].sort((a, b) => b - a)).toEqual(ranks);
  });
});
