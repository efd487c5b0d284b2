import type { GetReorderItemsResponse, ReorderLine, ReorderSkipped } from '@keka/contracts';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { rupees } from '../catalog/catalog.presenter';
import type { AddonCategoryWithAddons, CatalogService, ItemRow } from '../catalog/catalog.service';
import type { OrderAccess } from './orders.access';
import { ordersRepository, type OrderAggregate } from './orders.repository';

type OldLine = OrderAggregate['lines'][number];

/**
 * Reorder (issue 9): one of the customer's orders as cart lines of today's catalogue. Names, prices and
 * add-on prices come from the menu as it is now, never from the old order (SECURITY 1: the cart shows
 * what checkout will charge); quantities and the chosen add-ons come from the order. A line whose item
 * is gone, switched off, moved to another store, or lost one of its chosen add-ons is skipped and named.
 */
export function createReorderService(deps: { db: Db; access: OrderAccess; catalog: CatalogService }) {
  const { db, access, catalog } = deps;
  return {
    /** SECURITY 13: another customer's order answers 404, exactly like a missing one. */
    async reorderItems(actor: Actor, uniqueOrderId: string): Promise<GetReorderItemsResponse> {
      await access.require(actor, uniqueOrderId, ['customer']);
      const aggregate = await ordersRepository.loadOrder(db, { uniqueOrderId, userId: actor.id });
      if (!aggregate) notFound('We could not find this order.');
      const { store } = aggregate;
      const found = await catalog.itemsForCheckout([...new Set(aggregate.lines.map((l) => l.line.itemId))]);
      const byId = new Map(found.items.map((i) => [i.id, i]));
      const lines: ReorderLine[] = [];
      const skipped: ReorderSkipped[] = [];
      for (const old of aggregate.lines) {
        const outcome = reorderLineOf(old, byId.get(old.line.itemId), found.addonsByItem.get(old.line.itemId) ?? [], store.id);
        if ('reason' in outcome) skipped.push(outcome);
        else lines.push(outcome);
      }
      return { success: true, restaurant: { id: store.id, name: store.name, slug: store.slug }, lines, skipped };
    },
  };
}

function reorderLineOf(old: OldLine, item: ItemRow | undefined, offered: readonly AddonCategoryWithAddons[], storeId: number): ReorderLine | ReorderSkipped {
  const skip = (reason: ReorderSkipped['reason']): ReorderSkipped => ({ item_id: old.line.itemId, name: item?.name ?? old.line.name, quantity: old.line.quantity, reason });
  if (!item || item.storeId !== storeId) return skip('GONE');
  if (!item.isActive) return skip('UNAVAILABLE');
  const chosen: ReorderLine['selectedaddons'] = [];
  for (const addon of old.addons) {
    const category = offered.find((c) => c.addons.some((a) => a.id === addon.addonId));
    const current = category?.addons.find((a) => a.id === addon.addonId);
    if (!category || !current) return skip('ADDONS_CHANGED');
    chosen.push({ addon_category_name: category.category.name, addon_id: current.id, addon_name: current.name, price: rupees(current.pricePaise) });
  }
  return {
    id: item.id,
    name: item.name,
    price: rupees(item.pricePaise),
    quantity: old.line.quantity,
    max_qty: item.maxQty,
    is_veg: item.isVeg,
    is_active: 1,
    restaurant_id: item.storeId,
    image: item.image || null,
    selectedaddons: chosen,
  };
}

export type ReorderService = ReturnType<typeof createReorderService>;
