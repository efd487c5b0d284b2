import type { stores } from '../schema';
import type { DeliveryPricing } from './restaurants/types';

/** Delivery-charge columns of a store row, shared by restaurants and grocery stores. */

type StoreInsert = typeof stores.$inferInsert;
type DeliveryColumns = Pick<
  StoreInsert,
  'deliveryChargeType' | 'deliveryChargesPaise' | 'baseDeliveryDistance' | 'baseDeliveryChargePaise' | 'extraDeliveryDistance' | 'extraDeliveryChargePaise'
>;

/** SPEC §9 dynamic charge used by every DYNAMIC demo store: ₹30 for the first 3 km, then ₹8 per km. */
export const DYNAMIC_DELIVERY = {
  baseDistanceKm: 3,
  baseChargePaise: 3000,
  extraDistanceKm: 1,
  extraChargePaise: 800,
} as const;

export function deliveryColumns(pricing: DeliveryPricing): DeliveryColumns {
  if (pricing.type === 'FIXED') {
    return {
      deliveryChargeType: 'FIXED',
      deliveryChargesPaise: pricing.chargePaise,
      baseDeliveryDistance: 0,
      baseDeliveryChargePaise: 0,
      extraDeliveryDistance: 0,
      extraDeliveryChargePaise: 0,
    };
  }
  return {
    deliveryChargeType: 'DYNAMIC',
    // The base charge doubles as the flat fallback when the distance is unknown.
    deliveryChargesPaise: DYNAMIC_DELIVERY.baseChargePaise,
    baseDeliveryDistance: DYNAMIC_DELIVERY.baseDistanceKm,
    baseDeliveryChargePaise: DYNAMIC_DELIVERY.baseChargePaise,
    extraDeliveryDistance: DYNAMIC_DELIVERY.extraDistanceKm,
    extraDeliveryChargePaise: DYNAMIC_DELIVERY.extraChargePaise,
  };
}

/** 'Full Description' HTML built from the short description (simple tags only). */
export function itemDescriptionHtml(shortDesc: string, isVeg: boolean, extra: readonly string[] = []): string {
  const points = [isVeg ? 'Vegetarian' : 'Non-vegetarian', ...extra].map((p) => `<li>${escapeHtml(p)}</li>`).join('');
  return `<p>${escapeHtml(shortDesc)}</p><ul>${points}</ul>`;
}

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
