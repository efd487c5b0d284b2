import type { ItemImage } from '../images/promo';
import { rupees } from '../restaurants/menu-builders';
import type { ProductSeed } from './types';

type Flags = Pick<ProductSeed, 'isActive' | 'maxQty' | 'isPopular' | 'isNew' | 'isRecommended'>;

/** A product with price and MRP in whole rupees (MRP 0 = no strike-through). */
export function p(name: string, unit: string, priceRupees: number, mrpRupees: number, image: ItemImage, flags: Flags = {}): ProductSeed {
  return { name, unit, pricePaise: rupees(priceRupees), mrpPaise: rupees(mrpRupees), image, ...flags };
}
