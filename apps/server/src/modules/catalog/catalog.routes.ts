import {
  getRestaurantInfoRequest,
  getRestaurantInfoResponse,
  getRestaurantItemsRequest,
  getRestaurantItemsResponse,
  getSingleItemRequest,
  getSingleItemResponse,
  NEXT_CURSOR_HEADER,
  storeListRequest,
  storeListResponse,
} from '@keka/contracts';
import type { FastifyInstance } from 'fastify';
import { postRoute } from '../../http/route';
import { decodeCursor, PAGE_SIZE, pageOf } from '../../lib/page';
import type { CatalogService, ListMode } from './catalog.service';

export function registerCatalogRoutes(app: FastifyInstance, deps: { catalog: CatalogService }): void {
  const tag = 'stores';
  const { catalog } = deps;

  // A page of stores; the answer stays the SPEC's array, the next page's cursor rides in X-Next-Cursor.
  const listRoute = (name: string, mode: ListMode, summary: string) =>
    postRoute(app, name, { body: storeListRequest, response: storeListResponse, tag, summary, checkResponse: 'outside-production' }, async (body, _request, reply) => {
      const offset = decodeCursor(body.cursor, ['o']).o;
      const { page, next } = pageOf(await catalog.listNearby(body, mode), offset, body.limit ?? PAGE_SIZE);
      if (next) reply.header(NEXT_CURSOR_HEADER, next);
      return page;
    });
  listRoute('get-delivery-restaurants', 'DELIVERY', 'Stores delivering to a location (a page; next: X-Next-Cursor)');
  listRoute('get-selfpickup-restaurants', 'SELFPICKUP', 'Stores offering self-pickup near a location (a page; next: X-Next-Cursor)');
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
