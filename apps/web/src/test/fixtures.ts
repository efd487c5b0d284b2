import type { AddonCategory, Item, RestaurantInfo } from '@keka/contracts';

export function makeItem(overrides: Partial<Item> = {}): Item {
  return {
    id: 11,
    restaurant_id: 1,
    item_category_id: 1,
    name: 'Paneer Tikka',
    short_desc: 'Charred in the tandoor',
    price: '289.00',
    old_price: '0.00',
    image: '',
    unit: null,
    is_active: 1,
    is_veg: 1,
    is_recommended: 0,
    is_popular: 0,
    is_new: 0,
    max_qty: null,
    addon_categories: [],
    ...overrides,
  };
}

export const PORTION: AddonCategory = {
  id: 5,
  name: 'Choose portion',
  type: 'SINGLE',
  description: null,
  addons: [
    { id: 51, name: 'Half', price: '0.00' },
    { id: 52, name: 'Full', price: '140.00' },
  ],
};

export const EXTRAS: AddonCategory = {
  id: 6,
  name: 'Add extras',
  type: 'MULTI',
  description: null,
  addons: [
    { id: 61, name: 'Extra butter', price: '30.00' },
    { id: 62, name: 'Green salad', price: '40.00' },
  ],
};

export function makeStore(overrides: Partial<RestaurantInfo> = {}): RestaurantInfo {
  return {
    id: 1,
    name: 'Spice Route',
    slug: 'spice-route',
    description: '',
    image: '',
    rating: 4.4,
    rating_count: 10,
    is_active: 1,
    is_pureveg: 0,
    is_fresh: 0,
    is_free_delivery: 0,
    delivery_time: 35,
    delivery_radius: 8,
    min_order_price: '149.00',
    cost_for_two: '400.00',
    store_type: 'RESTAURANT',
    cuisines: ['North Indian'],
    distance: 1,
    is_operational: 1,
    is_open: 1,
    latitude: 12.9719,
    longitude: 77.6412,
    address: '100 Feet Road',
    restaurant_charges: '20.00',
    delivery_charges: '35.00',
    delivery_charge_type: 'FIXED',
    base_delivery_distance: 3,
    base_delivery_charge: '30.00',
    extra_delivery_distance: 1,
    extra_delivery_charge: '8.00',
    surcharge: '0.00',
    enable_tax: 0,
    tax_value: 0,
    accepts_delivery: 1,
    accepts_selfpickup: 1,
    city: { surg_amount: '0.00', is_surg_enabled: 0 },
    ...overrides,
  };
}
