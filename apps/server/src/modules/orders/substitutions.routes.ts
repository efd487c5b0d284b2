import { answerSubstitutionRequest, getSingleOrderResponse, storeOrderResponse, storeSubstituteLineRequest } from '@keka/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Guard } from '../../http/guard';
import { postRoute } from '../../http/route';
import type { CustomerOrdersService } from './customer-orders.service';
import type { StoreOrdersService } from './store-orders.service';
import type { SubstitutionsService } from './substitutions.service';

/** Issue 36: the store leaves out or replaces a line it does not have; the customer answers a proposal. */
export function registerSubstitutionRoutes(
  app: FastifyInstance,
  deps: { readonly guard: Guard; readonly substitutions: SubstitutionsService; readonly storeOrders: StoreOrdersService; readonly customerOrders: CustomerOrdersService },
): void {
  const owner = (request: FastifyRequest) => deps.guard.requireUser(request, 'store_owner', 'admin');
  const customer = (request: FastifyRequest) => deps.guard.requireUser(request, 'customer');

  postRoute(
    app,
    'store/substitute-line',
    { access: owner, body: storeSubstituteLineRequest, response: storeOrderResponse, tag: 'store', summary: 'A line the store does not have: leave it out (refunded at once) or propose a replacement for the customer to answer' },
    async (body, request) => {
      const actor = await owner(request);
      await deps.substitutions.substituteLine(actor, body);
      return { success: true as const, data: await deps.storeOrders.getOrder(actor, body.unique_order_id) };
    },
  );

  postRoute(
    app,
    'answer-substitution',
    { access: customer, body: answerSubstitutionRequest, response: getSingleOrderResponse, tag: 'orders', summary: 'Answer a replacement the store proposes: accept it, decline it, or refund the item' },
    async (body, request) => {
      const actor = await customer(request);
      await deps.substitutions.answer(actor, body);
      return { success: true as const, data: await deps.customerOrders.getOrder(actor, body.unique_order_id) };
    },
  );
}
