import type { ItemImage } from '../images/promo';

/** The shape of one demo restaurant; data files fill it, insert-restaurants.ts writes it. */

export const CUISINES = [
  'north-indian',
  'south-indian',
  'biryani',
  'chinese',
  'pizza',
  'burgers',
  'cafe',
  'desserts',
  'rolls',
  'kerala',
  'healthy',
  'pure-veg',
  'fried-chicken',
  'mughlai',
] as const;
export type Cuisine = (typeof CUISINES)[number];

/** Store categories: the cuisines plus one for the fresh grocery stores. */
export const GROCERY_CATEGORY = 'groceries';
export type StoreCategoryKey = Cuisine | typeof GROCERY_CATEGORY;

export interface AddonGroupSeed {
  /** Local key items use to attach this group. */
  readonly key: string;
  readonly name: string;
  /** SINGLE renders radios with the first option preselected (SPEC §5), so SINGLE groups start at ₹0. */
  readonly type: 'SINGLE' | 'MULTI';
  readonly description?: string;
  readonly options: ReadonlyArray<readonly [name: string, pricePaise: number]>;
}

export interface MenuItemSeed {
  readonly name: string;
  readonly shortDesc: string;
  readonly pricePaise: number;
  readonly isVeg: boolean;
  readonly image: ItemImage;
  readonly isRecommended?: boolean;
  readonly isPopular?: boolean;
  readonly isNew?: boolean;
  readonly isActive?: boolean;
  readonly maxQty?: number;
  readonly addons?: readonly string[];
}

export interface MenuSectionSeed {
  readonly name: string;
  readonly items: readonly MenuItemSeed[];
}

export type DeliveryPricing =
  | { readonly type: 'FIXED'; readonly chargePaise: number }
  /** SPEC §9 dynamic charge; every dynamic demo store uses 3 km for ₹30, then ₹8 per extra km. */
  | { readonly type: 'DYNAMIC' };

export interface StoreBrand {
  readonly colors: readonly [string, string];
  readonly art: ItemImage;
  readonly cover: readonly ItemImage[];
}

export interface RestaurantSeed {
  readonly slug: string;
  readonly name: string;
  readonly description: string;
  readonly address: string;
  readonly phone: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly rating: number;
  readonly ratingCount: number;
  /** Minutes. */
  readonly deliveryTime: number;
  readonly deliveryRadiusKm: number;
  readonly costForTwoPaise: number;
  readonly minOrderPricePaise: number;
  /** Packaging charge (restaurant_charges). */
  readonly packagingPaise: number;
  readonly delivery: DeliveryPricing;
  readonly surchargePaise?: number;
  /** Store tax percent (enable_tax + tax_value) when the store charges it. */
  readonly taxPercent?: number;
  readonly isFreeDelivery?: boolean;
  readonly isFeatured?: boolean;
  readonly isPureVeg?: boolean;
  readonly isActive?: boolean;
  readonly quickBite?: string;
  /** 'HH:MM:SS'; null/undefined means always open. */
  readonly opensAt?: string;
  readonly closesAt?: string;
  readonly cuisines: readonly Cuisine[];
  readonly brand: StoreBrand;
  readonly addonGroups: readonly AddonGroupSeed[];
  readonly menu: readonly MenuSectionSeed[];
}
