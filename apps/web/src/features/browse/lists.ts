import type { ItemWithStore, StoreSummary } from '@keka/contracts';

type Placed = Pick<StoreSummary, 'distance' | 'delivery_radius' | 'is_operational'>;

/** A store serves the saved location when it is at most delivery_radius away (SPEC §4 "Operational"). */
export function servesPoint(store: Pick<StoreSummary, 'distance' | 'delivery_radius'>): boolean {
  return store.distance !== null && store.distance <= store.delivery_radius;
}

/**
 * A list screen's stores: only those serving the location, open ones first, otherwise in the
 * server's order (featured, then distance). The server already does this; the client keeps the rule
 * true whatever the answer's order.
 */
export function storesForList<S extends Placed>(stores: readonly S[]): S[] {
  const serving = stores.filter(servesPoint);
  return [...serving.filter((s) => s.is_operational === 1), ...serving.filter((s) => s.is_operational !== 1)];
}

/** /food lists restaurants: every store that is not a fresh (grocery) store. */
export function foodStores<S extends Placed & Pick<StoreSummary, 'is_fresh'>>(stores: readonly S[]): S[] {
  return storesForList(stores.filter((s) => s.is_fresh !== 1));
}

export interface StoreGroup {
  readonly store: ItemWithStore['restaurant'];
  readonly items: readonly ItemWithStore[];
}

/** Offer items grouped by their store, in the order stores first appear; stores taking orders first. */
export function groupByStore(items: readonly ItemWithStore[]): StoreGroup[] {
  const groups = new Map<number, { store: ItemWithStore['restaurant']; items: ItemWithStore[] }>();
  for (const item of items) {
    const group = groups.get(item.restaurant.id);
    if (group) group.items.push(item);
    else groups.set(item.restaurant.id, { store: item.restaurant, items: [item] });
  }
  const all = [...groups.values()];
  return [...all.filter((g) => g.store.is_operational === 1), ...all.filter((g) => g.store.is_operational !== 1)];
}

/** The selected categories of /categories/stores live in the URL (?c=3,5) so back and share keep them. */
export function parseCategoryIds(value: string | null): number[] {
  if (!value) return [];
  const ids = value
    .split(',')
    .map((part) => Number(part))
    .filter((n) => Number.isInteger(n) && n > 0);
  return [...new Set(ids)].sort((a, b) => a - b);
}

export function toggleCategory(ids: readonly number[], id: number): number[] {
  return (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]).sort((a, b) => a - b);
}

/** The deep-link id of numbered routes; anything else reads as absent. */
export function parseRouteId(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
