import {
  getRestaurantInfoRequest,
  getRestaurantInfoResponse,
  getRestaurantItemsRequest,
  getRestaurantItemsResponse,
  getSingleItemRequest,
  getSingleItemResponse,
  storeListRequest,
  storeListResponse,
} from '@keka/contracts';
import type { FastifyInstance } from 'fastify';
import { postRoute } from '../../http/route';
import type { CatalogService } from './catalog.service';

export function registerCatalogRoutes(app: FastifyInstance, deps: { catalog: CatalogService }): void {
  const tag = 'stores';
  const { catalog } = deps;

  postRoute(app, 'get-delivery-restaurants', { body: storeListRequest, response: storeListResponse, tag, summary: 'Stores delivering to a location' }, async (body) =>
    catalog.listNearby(body, 'DELIVERY'),
  );
  postRoute(app, 'get-selfpickup-restaurants', { body: storeListRequest, response: storeListResponse, tag, summary: 'Stores offering self-pickup near a location' }, async (body) =>
    catalog.listNearby(body, 'SELFPICKUP'),
  );
  postRoute(app, 'get-restaurant-info', { body: getRestaurantInfoRequest, response: getRestaurantInfoResponse, tag, summary: 'One store by id or slug, with operational status for a location' }, async (body) =>
    catalog.restaurantInfo(
      { id: body.id, slug: body.slug },
      body.latitude !== undefined && body.longitude !== undefined ? { latitude: body.latitude, longitude: body.longitude } : null,
    ),
  );
  postRoute(app, 'get-restaurant-items', { body: getRestaurantItemsRequest, response: getRestaurantItemsResponse, tag, summary: "A store's menu: recommended items and sections" }, async (body) =>
    catalog.restaurantItems({ id: body.restaurant_id ?? body.id, slug: body.slug }),
  );
  postRoute(app, 'get-single-item', { body: getSingleItemRequest, response: getSingleItemResponse, tag, summary: 'One item with its add-ons and full description' }, async (body) =>
    catalog.singleItem(body.id),
  );
}
