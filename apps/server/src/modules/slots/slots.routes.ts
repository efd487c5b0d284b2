import { getDeliverySlotsRequest, getDeliverySlotsResponse } from '@keka/contracts';
import type { FastifyInstance } from 'fastify';
import { postRoute } from '../../http/route';
import type { SlotsService } from './slots.service';

export function registerSlotRoutes(app: FastifyInstance, deps: { slots: SlotsService }): void {
  postRoute(app, 'get-delivery-slots', { body: getDeliverySlotsRequest, response: getDeliverySlotsResponse, tag: 'cart', summary: "A fresh store's delivery slots still open, by day" }, async (body) =>
    deps.slots.offered(body.restaurant_id),
  );
}
