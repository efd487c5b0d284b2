import { z } from 'zod';
import { latLngRequest } from './common';

/** SPEC §3 Slide; `model` decides the link (1 → slug, 4 → /keka-deal/{keka_deal_id}, 5 → /slider-stores/{id}, null → none). */
export const slide = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  model: z.union([z.literal(1), z.literal(4), z.literal(5)]).nullable(),
  slug: z.string().nullable(),
  keka_deal_id: z.number().int().nullable(),
  type: z.string().nullable(),
  item_group_id: z.number().int().nullable(),
});
export type Slide = z.infer<typeof slide>;

export const homeCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  link: z.string().nullable(),
});
export type HomeCategory = z.infer<typeof homeCategory>;

export const homeDataRequest = latLngRequest;
export const homeDataResponse = z.object({
  success: z.literal(true),
  top_slider: z.array(slide),
  categories: z.array(homeCategory),
  ad_slider: z.array(slide),
  bottom_slider: z.array(slide),
});
export type HomeData = z.infer<typeof homeDataResponse>;

export const promoSliderRequest = latLngRequest;
export const promoSliderResponse = z.object({
  success: z.literal(true),
  mainSlides: z.array(slide),
  otherSlides: z.array(slide),
});
export type PromoSlider = z.infer<typeof promoSliderResponse>;
