import {
  checkRestaurantOperationServiceRequest,
  checkRestaurantOperationServiceResponse,
  getAllRestaurantsCategoriesRequest,
  getAllRestaurantsCategoriesResponse,
  getFilteredRestaurantsRequest,
  getFilteredRestaurantsResponse,
  getOfferSectionRequest,
  getOfferSectionResponse,
  getStoreCollectionRequest,
  NEXT_CURSOR_HEADER,
  searchRestaurantsRequest,
  searchRestaurantsResponse,
  storeCollectionResponse,
} from '@keka/contracts';
import type { FastifyInstance } from 'fastify';
import { postRoute } from '../../http/route';
import type { BrowseService } from './browse.service';

export function registerBrowseRoutes(app: FastifyInstance, deps: { browse: BrowseService }): void {
  const tag = 'stores';
  const { browse } = deps;
  postRoute(app, 'get-all-restaurants-categories', { body: getAllRestaurantsCategoriesRequest, response: getAllRestaurantsCategoriesResponse, tag, summary: 'Store categories (cuisines)' }, async () =>
    browse.categories(),
  );
  postRoute(app, 'get-filtered-restaurants', { body: getFilteredRestaurantsRequest, response: getFilteredRestaurantsResponse, tag, summary: 'Stores serving a location in any of the categories (a page; next: X-Next-Cursor)', checkResponse: 'outside-production' }, async (body, _request, reply) => {
    const { stores, next } = await browse.filtered(body, body.category_ids, body);
    if (next) reply.header(NEXT_CURSOR_HEADER, next);
    return stores;
  });
  postRoute(app, 'check-restaurant-operation-service', { body: checkRestaurantOperationServiceRequest, response: checkRestaurantOperationServiceResponse, tag, summary: 'Whether a store serves a location now' }, async (body) =>
    browse.operation(body.restaurant_id, body),
  );
  postRoute(app, 'get-store-collection', { body: getStoreCollectionRequest, response: storeCollectionResponse, tag, summary: 'Stores of a quick bite, store type, slide, offer or deal, serving a location', checkResponse: 'outside-production' }, async (body) =>
    browse.collection(body.kind, body.key, body, body),
  );
  postRoute(app, 'get-offer-section', { body: getOfferSectionRequest, response: getOfferSectionResponse, tag, summary: 'Offer items from stores serving a location' }, async (body) =>
    browse.offerSection(body.id, body),
  );
  postRoute(app, 'search-restaurants', { body: searchRestaurantsRequest, response: searchRestaurantsResponse, tag: 'search', summary: 'Stores and items matching a query, ranked (a page of each)', checkResponse: 'outside-production' }, async (body) =>
    browse.search(body, body.q, body),
  );
}
