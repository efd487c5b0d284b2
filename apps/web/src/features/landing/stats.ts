import type { StoreSummary } from '@keka/contracts';

export interface LandingStats {
  /** Distinct stores open and delivering to at least one popular area. */
  readonly stores: number;
  /** Of those, fresh grocery stores (is_fresh). */
  readonly freshStores: number;
  /** Popular areas with at least one store delivering. */
  readonly areas: number;
  /** Mean delivery_time of those stores in whole minutes; null without stores. */
  readonly averageMinutes: number | null;
}

/**
 * The landing's numbers from live data: the stores delivering to each popular area, counted once.
 * Nothing is invented: an area without a delivering store does not count.
 */
export function summariseStores(storesByArea: ReadonlyArray<readonly StoreSummary[]>): LandingStats {
  const delivering = new Map<number, StoreSummary>();
  let areas = 0;
  for (const stores of storesByArea) {
    const open = stores.filter((s) => s.is_active === 1 && s.is_operational === 1);
    if (open.length > 0) areas += 1;
    for (const store of open) delivering.set(store.id, store);
  }
  const list = [...delivering.values()];
  const totalMinutes = list.reduce((sum, s) => sum + s.delivery_time, 0);
  return {
    stores: list.length,
    freshStores: list.filter((s) => s.is_fresh === 1).length,
    areas,
    averageMinutes: list.length === 0 ? null : Math.round(totalMinutes / list.length),
  };
}
