import { z } from 'zod';
import { emptyRequest, latitude, longitude } from './common';

export const popularLocation = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type PopularLocation = z.infer<typeof popularLocation>;
export const popularGeoLocationsRequest = emptyRequest;
export const popularGeoLocationsResponse = z.array(popularLocation);

/** Accepts latitude/longitude or the short lat/lng of the stored guest address. */
export const coordinateToAddressRequest = z
  .object({ latitude: latitude.optional(), longitude: longitude.optional(), lat: latitude.optional(), lng: longitude.optional() })
  .transform((v, ctx) => {
    const lat = v.latitude ?? v.lat;
    const lng = v.longitude ?? v.lng;
    if (lat === undefined || lng === undefined) {
      ctx.addIssue({ code: 'custom', message: 'latitude and longitude are required' });
      return z.NEVER;
    }
    return { latitude: lat, longitude: lng };
  });
export const coordinateToAddressResponse = z.object({
  success: z.literal(true),
  address: z.string(),
  locality: z.string(),
  city: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** Which geocoder answered: 'local' (saved places, no network) or 'google'. */
  source: z.enum(['local', 'google']),
});
export type CoordinateToAddressResponse = z.infer<typeof coordinateToAddressResponse>;
