import {
  coordinateToAddressRequest,
  coordinateToAddressResponse,
  popularGeoLocationsRequest,
  popularGeoLocationsResponse,
} from '@keka/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { postRoute } from '../../http/route';
import type { Geocoder } from './geocoder';
import { geoRepository } from './geo.repository';

export function registerGeoRoutes(app: FastifyInstance, deps: { db: Db; geocoder: Geocoder }): void {
  const tag = 'geo';
  postRoute(app, 'popular-geo-locations', { body: popularGeoLocationsRequest, response: popularGeoLocationsResponse, tag, summary: 'Popular delivery locations' }, async () =>
    (await geoRepository.listPopularLocations(deps.db)).map((l) => ({
      id: l.id,
      name: l.name,
      address: l.address,
      latitude: l.latitude,
      longitude: l.longitude,
    })),
  );
  postRoute(app, 'coordinate-to-address', { body: coordinateToAddressRequest, response: coordinateToAddressResponse, tag, summary: 'Reverse-geocode a point', rateLimit: 'coordinate-to-address' }, async (body) => {
    const place = await deps.geocoder.reverse(body);
    return { success: true as const, ...place, latitude: body.latitude, longitude: body.longitude };
  });
}
