import type { CategoryImage } from '../images/category-art';
import type { ItemImage } from '../images/promo';
import type { BannerImage } from '../images/promo-specs';
import type { DeliveryPricing, StoreBrand } from '../restaurants/types';

export type TopCategoryKey = Extract<
  CategoryImage,
  'fruits' | 'vegetables' | 'dairy' | 'bakery' | 'staples' | 'oils-masala' | 'snacks' | 'beverages' | 'household' | 'personal-care'
>;

export interface ProductSeed {
  readonly name: string;
  /** Pack size shown under the name: '1 kg', '500 ml', '6 pcs'. */
  readonly unit: string;
  readonly pricePaise: number;
  /** MRP shown struck through; 0 when the price is the MRP. */
  readonly mrpPaise: number;
  readonly image: ItemImage;
  readonly isActive?: boolean;
  readonly maxQty?: number;
  readonly isPopular?: boolean;
  readonly isNew?: boolean;
  readonly isRecommended?: boolean;
}

/** One aisle: an item category (menu section) under a top category tile. */
export interface AisleSeed {
  readonly name: string;
  readonly top: TopCategoryKey;
  readonly products: readonly ProductSeed[];
}

export interface SlotSeed {
  readonly startsAt: string;
  readonly endsAt: string;
  readonly capacity: number;
}

export interface GroceryStoreSeed {
  readonly slug: string;
  readonly name: string;
  readonly description: string;
  readonly address: string;
  readonly phone: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly rating: number;
  readonly ratingCount: number;
  readonly deliveryTime: number;
  readonly deliveryRadiusKm: number;
  readonly minOrderPricePaise: number;
  readonly packagingPaise: number;
  readonly delivery: DeliveryPricing;
  readonly isFeatured?: boolean;
  readonly brand: StoreBrand;
  /** Products of the shared catalogue this store does not stock. */
  readonly notStocked: readonly string[];
  /** Products out of stock right now (is_active false). */
  readonly outOfStock: readonly string[];
  /** Seed for this store's small price differences; null keeps catalogue prices. */
  readonly priceSeed: number | null;
  readonly layout: { readonly topBgColor: string; readonly topImage: BannerImage; readonly headings: readonly [string, string, string] };
  /** The four single-store slots (SPEC §2), positions 1..4. */
  readonly slotGroups: ReadonlyArray<{ readonly name: string; readonly products: readonly string[] }>;
  readonly itemGroups: ReadonlyArray<{ readonly key: string; readonly name: string; readonly image: BannerImage; readonly products: readonly string[] }>;
  readonly banners: ReadonlyArray<{ readonly type: 0 | 1 | 2; readonly name: string; readonly image: BannerImage; readonly itemGroup?: string; readonly topCategory?: TopCategoryKey }>;
  readonly slots: readonly SlotSeed[];
}
