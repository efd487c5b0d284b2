import { z } from 'zod';
import { authFields } from './common';

/** A delivered order the customer may rate (SPEC §7 get-ratable-order, single-ratable-order). */
export const ratableOrder = z.object({
  unique_order_id: z.string(),
  restaurant: z.object({ id: z.number().int(), name: z.string(), image: z.string() }),
  delivery_type: z.enum(['DELIVERY', 'SELFPICKUP']),
  delivered_at: z.string().nullable(),
  /** The partner who brought it; null for self-pickup (then no delivery rating is asked). */
  delivery_partner_name: z.string().nullable(),
  rated: z.boolean(),
});
export type RatableOrder = z.infer<typeof ratableOrder>;

/** get-ratable-order: the customer's latest delivered order not rated yet, or null (the home prompt). */
export const getRatableOrderRequest = z.object({ ...authFields }).loose().nullish();
export const getRatableOrderResponse = z.object({ success: z.literal(true), data: ratableOrder.nullable() });
export type GetRatableOrderResponse = z.infer<typeof getRatableOrderResponse>;

export const singleRatableOrderRequest = z.object({ ...authFields, unique_order_id: z.string().trim().min(1).max(64) });
export const singleRatableOrderResponse = z.object({ success: z.literal(true), data: ratableOrder });

const stars = z.number().int().min(1, 'Choose 1 to 5 stars').max(5, 'Choose 1 to 5 stars');
/** rate-order: once per delivered order; the delivery rating only when a partner brought it. */
export const rateOrderRequest = z.object({
  ...authFields,
  unique_order_id: z.string().trim().min(1).max(64),
  rating_store: stars,
  rating_delivery: stars.nullish(),
  review: z.string().trim().max(1000, 'Keep the review under 1000 characters').nullish(),
});
export type RateOrderRequest = z.input<typeof rateOrderRequest>;
