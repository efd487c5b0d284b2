import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../src/db/schema';
import { createCatalogService, POINTS_PER_CELL } from '../src/modules/catalog/catalog.service';
import { createSettingsService } from '../src/modules/settings/settings.service';
import { INDIRANAGAR } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

// The placed list of a point is kept with the cell's cached stores for the rest of the minute (ADR 0022):
// these tests run the catalogue with its caches ON, as production does.
let t: TestApp;
let now = new Date('2026-11-25T06:30:10Z'); // 12:00:10 in Asia/Kolkata
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const catalogue = () =>
  createCatalogService({ db: t.db, clock: { now: () => now }, settings: createSettingsService({ db: t.db, cacheTtlMs: 60_000 }), cacheTtlMs: 60_000 });

describe("a point's placed stores", () => {
  it('are placed once per point and minute, and again when the minute turns (opening hours)', async () => {
    const catalog = catalogue();
    const first = await catalog.nearby(INDIRANAGAR, 'DELIVERY');
    expect(first.length).toBeGreaterThan(1);
    expect(await catalog.nearby(INDIRANAGAR, 'DELIVERY')).toBe(first);
    // Another mode and another point are other lists.
    expect(await catalog.nearby(INDIRANAGAR, 'ANY')).not.toBe(first);
    const nearBy = { latitude: INDIRANAGAR.latitude + 0.001, longitude: INDIRANAGAR.longitude };
    expect(await catalog.nearby(nearBy, 'DELIVERY')).not.toBe(first);

    // A store that closes at 12:01 local is operational at 12:00 and not at 12:01, though the cell's
    // stores are still cached.
    const store = first.find((s) => s.placement.isOperational);
    if (!store) throw new Error('no operational store near the point');
    const { opensAt, closesAt } = store.row.store;
    await t.db.update(stores).set({ opensAt: '09:00', closesAt: '12:01' }).where(eq(stores.id, store.row.store.id));
    try {
      const fresh = catalogue();
      const atNoon = await fresh.nearby(INDIRANAGAR, 'DELIVERY');
      expect(atNoon.find((s) => s.row.store.id === store.row.store.id)?.placement.isOperational).toBe(true);
      now = new Date('2026-11-25T06:31:00Z');
      const aMinuteLater = await fresh.nearby(INDIRANAGAR, 'DELIVERY');
      expect(aMinuteLater).not.toBe(atNoon);
      expect(aMinuteLater.find((s) => s.row.store.id === store.row.store.id)?.placement.isOperational).toBe(false);
      // The order is the lists' order: operational ones first.
      const operational = aMinuteLater.map((s) => Number(s.placement.isOperational));
      expect([...operational].sort((a, b) => b - a)).toEqual(operational);
    } finally {
      await t.db.update(stores).set({ opensAt, closesAt }).where(eq(stores.id, store.row.store.id));
      now = new Date('2026-11-25T06:30:10Z');
    }
  });

  it('are placed again after the catalogue changes (invalidate), and a filter keeps their order', async () => {
    const catalog = catalogue();
    const before = await catalog.nearby(INDIRANAGAR, 'DELIVERY');
    const gone = before[0];
    if (!gone) throw new Error('no store near the point');
    await t.db.update(stores).set({ acceptsDelivery: false }).where(eq(stores.id, gone.row.store.id));
    try {
      expect(await catalog.nearby(INDIRANAGAR, 'DELIVERY')).toBe(before);
      catalog.invalidate();
      const after = await catalog.nearby(INDIRANAGAR, 'DELIVERY');
      expect(after.map((s) => s.row.store.id)).toEqual(before.slice(1).map((s) => s.row.store.id).filter((id) => after.some((s) => s.row.store.id === id)));
      expect(after.some((s) => s.row.store.id === gone.row.store.id)).toBe(false);
      const odd = await catalog.nearby(INDIRANAGAR, 'DELIVERY', (row) => row.store.id % 2 === 1);
      expect(odd).toEqual(after.filter((s) => s.row.store.id % 2 === 1));
    } finally {
      await t.db.update(stores).set({ acceptsDelivery: true }).where(eq(stores.id, gone.row.store.id));
    }
  });

  it(`keeps at most ${POINTS_PER_CELL} points per cell, the least recently asked going first`, async () => {
    const catalog = catalogue();
    const pointAt = (i: number) => ({ latitude: INDIRANAGAR.latitude + i * 0.00001, longitude: INDIRANAGAR.longitude });
    const first = await catalog.nearby(pointAt(0), 'DELIVERY');
    const second = await catalog.nearby(pointAt(1), 'DELIVERY');
    for (let i = 2; i < POINTS_PER_CELL; i += 1) await catalog.nearby(pointAt(i), 'DELIVERY');
    // Asked again, the first point becomes the most recent; the next new point pushes the second out.
    expect(await catalog.nearby(pointAt(0), 'DELIVERY')).toBe(first);
    await catalog.nearby(pointAt(POINTS_PER_CELL), 'DELIVERY');
    expect(await catalog.nearby(pointAt(0), 'DELIVERY')).toBe(first);
    expect(await catalog.nearby(pointAt(1), 'DELIVERY')).not.toBe(second);
  });
});
