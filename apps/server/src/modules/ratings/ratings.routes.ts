import { getRatableOrderRequest, getRatableOrderResponse, okResponse, rateOrderRequest, singleRatableOrderRequest, singleRatableOrderResponse } from '@keka/contracts';
import type { FastifyInstance } from 'fastify';
import type { Guard } from '../../http/guard';
import { postRoute } from '../../http/route';
import type { RatingsService } from './ratings.service';

/** SPEC §7 "Ratings": customers only, their own delivered orders (SECURITY 13, 17). */
export function registerRatingRoutes(app: FastifyInstance, deps: { ratings: RatingsService; guard: Guard }): void {
  const tag = 'ratings';
  postRoute(app, 'get-ratable-order', { access: (r) => deps.guard.requireUser(r, 'customer'), body: getRatableOrderRequest, response: getRatableOrderResponse, tag, summary: 'The latest delivered order not rated yet (or null)' }, async (_body, request) => ({
    success: true as const,
    data: await deps.ratings.latest(await deps.guard.requireUser(request, 'customer')),
  }));

  postRoute(app, 'single-ratable-order', { access: (r) => deps.guard.requireUser(r, 'customer'), body: singleRatableOrderRequest, response: singleRatableOrderResponse, tag, summary: 'One delivered order of the customer, to rate' }, async (body, request) => ({
    success: true as const,
    data: await deps.ratings.single(await deps.guard.requireUser(request, 'customer'), body.unique_order_id),
  }));

  postRoute(app, 'rate-order', { access: (r) => deps.guard.requireUser(r, 'customer'), body: rateOrderRequest, response: okResponse, tag, summary: 'Rate a delivered order once: the store and the delivery, 1–5, with an optional review' }, async (body, request) => {
    await deps.ratings.rate(await deps.guard.requireUser(request, 'customer'), {
      uniqueOrderId: body.unique_order_id,
      ratingStore: body.rating_store,
      ratingDelivery: body.rating_delivery ?? null,
      review: body.review ?? null,
    });
    return { success: true as const };
  });
}
