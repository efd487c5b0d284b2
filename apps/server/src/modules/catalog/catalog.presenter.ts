import type { AddonCategory, Flag, Item, RestaurantInfo, SingleItem, StoreSummary } from '@keka/contracts';
import { paise, toRupeeString } from '@keka/domain';
import type { AddonCategoryWithAddons, ItemRow, StoreRow, StoreWithCity } from './catalog.repository';
import { itemPictureSrcset } from '../../lib/item-pictures';

const flag = (value: boolean): Flag => (value ? 1 : 0);
export const rupees = (amountPaise: number): string => toRupeeString(paise(amountPaise));

export interface Placement {
  /** km with one decimal, or null without a location. */
  readonly distance: number | null;
  readonly isOperational: boolean;
  /** Active and inside its opening hours now: it takes orders (pickup needs no radius). */
  readonly isOpen: boolean;
}

export function presentStoreSummary({ store, cuisines }: StoreWithCity, placement: Placement): StoreSummary {
  return {
    id: store.id,
    name: store.name,
    slug: store.slug,
    description: store.description,
    image: store.image,
    rating: store.rating,
    rating_count: store.ratingCount,
    is_active: flag(store.isActive),
    is_pureveg: flag(store.isPureVeg),
    is_fresh: flag(store.isFresh),
    is_free_delivery: flag(store.isFreeDelivery),
    delivery_time: store.deliveryTime,
    delivery_radius: store.deliveryRadius,
    min_order_price: rupees(store.minOrderPricePaise),
    cost_for_two: rupees(store.costForTwoPaise),
    store_type: store.storeType,
    cuisines: [...cuisines],
    distance: placement.distance,
    is_operational: flag(placement.isOperational),
  };
}

export function presentRestaurantInfo(row: StoreWithCity, placement: Placement): RestaurantInfo {
  const { store, city } = row;
  return {
    ...presentStoreSummary(row, placement),
    is_open: flag(placement.isOpen),
    latitude: store.latitude,
    longitude: store.longitude,
    address: store.address,
    restaurant_charges: rupees(store.restaurantChargesPaise),
    delivery_charges: rupees(store.deliveryChargesPaise),
    delivery_charge_type: store.deliveryChargeType,
    base_delivery_distance: store.baseDeliveryDistance,
    base_delivery_charge: rupees(store.baseDeliveryChargePaise),
    extra_delivery_distance: store.extraDeliveryDistance,
    extra_delivery_charge: rupees(store.extraDeliveryChargePaise),
    surcharge: rupees(store.surchargePaise),
    enable_tax: flag(store.enableTax),
    tax_value: store.taxValue,
    accepts_delivery: flag(store.acceptsDelivery),
    accepts_selfpickup: flag(store.acceptsSelfPickup),
    city: { surg_amount: rupees(city.surgAmountPaise), is_surg_enabled: flag(city.isSurgEnabled) },
  };
}

export function presentAddonCategory({ category, addons }: AddonCategoryWithAddons): AddonCategory {
  return {
    id: category.id,
    name: category.name,
    type: category.type,
    description: category.description,
    addons: addons.map((a) => ({ id: a.id, name: a.name, price: rupees(a.pricePaise) })),
  };
}

export function presentItem(item: ItemRow, addonCategories: readonly AddonCategoryWithAddons[]): Item {
  return {
    id: item.id,
    restaurant_id: item.storeId,
    item_category_id: item.itemCategoryId,
    name: item.name,
    short_desc: item.shortDesc,
    price: rupees(item.pricePaise),
    old_price: rupees(item.oldPricePaise),
    image: item.image,
    unit: item.unit,
    is_active: flag(item.isActive),
    is_veg: flag(item.isVeg),
    is_recommended: flag(item.isRecommended),
    is_popular: flag(item.isPopular),
    is_new: flag(item.isNew),
    max_qty: item.maxQty,
    addon_categories: addonCategories.map(presentAddonCategory),
  };
}

export function presentSingleItem(item: ItemRow, store: StoreRow, addonCategories: readonly AddonCategoryWithAddons[]): SingleItem {
  return {
    ...presentItem(item, addonCategories),
    desc: item.descHtml,
    image_srcset: itemPictureSrcset(item.image),
    restaurant: { id: store.id, name: store.name, slug: store.slug, is_active: flag(store.isActive) },
  };
}
