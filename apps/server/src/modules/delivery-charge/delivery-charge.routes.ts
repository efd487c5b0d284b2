import { deliveryChargeRequest, deliveryChargeResponse } from '@keka/contracts';
import type { FastifyInstance } from 'fastify';
import { postRoute } from '../../http/route';
import type { CatalogService } from '../catalog/catalog.service';
import type { DeliveryChargeService } from './delivery-charge.service';

export function registerDeliveryChargeRoutes(app: FastifyInstance, deps: { deliveryCharge: DeliveryChargeService; catalog: CatalogService }): void {
  postRoute(app, 'delivery-charge-api', { body: deliveryChargeRequest, response: deliveryChargeResponse, tag: 'cart', summary: "The store's bucket delivery charge for a distance (SPEC §7)" }, async (body) => {
    const { store } = await deps.catalog.findStore({ id: body.restaurant_id });
    return deps.deliveryCharge.quote(store, { latitude: body.latitude, longitude: body.longitude });
  });
}
