import {
  checkAvailabilityRequest,
  checkAvailabilityResponse,
  cancelOrderRequest,
  cancelOrderResponse,
  checkFirstOrderRequest,
  checkFirstOrderResponse,
  checkRunningOrderRequest,
  checkRunningOrderResponse,
  getOrdersRequest,
  getOrdersResponse,
  getPaymentGatewaysRequest,
  getPaymentGatewaysResponse,
  getReorderItemsRequest,
  getReorderItemsResponse,
  getSingleOrderRequest,
  getSingleOrderResponse,
  placeOrderRequest,
  placeOrderResponse,
} from '@keka/contracts';
import type { FastifyInstance } from 'fastify';
import type { Guard } from '../../http/guard';
import { postRoute } from '../../http/route';
import type { CheckoutService } from './checkout.service';
import type { CustomerOrdersService } from './customer-orders.service';
import type { OrderListService } from './order-list.service';
import type { OrdersService } from './orders.service';
import type { ReorderService } from './reorder.service';
import { idempotencyKey, safeIdempotencyKey } from '../../http/idempotency-key';

export function registerOrderRoutes(app: FastifyInstance, deps: { orders: OrdersService; orderList: OrderListService; checkout: CheckoutService; customerOrders: CustomerOrdersService; reorder: ReorderService; guard: Guard }): void {
  const tag = 'orders';
  // The answer is presented key by key (order.presenter.ts) or is such an answer as stored for its key:
  // written as plain JSON in production, checked against the contract in development and tests.
  postRoute(
    app,
    'place-order',
    {
      access: (r) => deps.guard.requireUser(r, 'customer'),
      body: placeOrderRequest,
      response: placeOrderResponse,
      tag,
      summary: 'Place an order (idempotent with an Idempotency-Key header)',
      rateLimit: 'place-order',
      // A retry of a checkout already answered gets the stored answer without being counted (issue 35).
      freeWhen: async (r) => {
        const user = await deps.guard.optionalUser(r);
        const key = safeIdempotencyKey(r);
        return user !== null && key !== null && (await deps.checkout.isAnswered(user, key));
      },
      checkResponse: 'outside-production',
    },
    async (body, request) => {
      const user = await deps.guard.requireUser(request, 'customer');
      return deps.checkout.placeOrder(user, body, idempotencyKey(request));
    },
  );
  postRoute(app, 'check-cart-items-availability', { body: checkAvailabilityRequest, response: checkAvailabilityResponse, tag, summary: 'Which cart lines cannot be ordered now (and whether the chosen slot still can)' }, async (body) =>
    deps.checkout.checkAvailability({ items: body.items, restaurantId: body.restaurant_id, slotId: body.slot_id, slotDate: body.slot_date }),
  );
  postRoute(app, 'get-payment-gateways', { access: (r) => deps.guard.requireUser(r, 'customer'), body: getPaymentGatewaysRequest, response: getPaymentGatewaysResponse, tag, summary: 'How the customer can pay: cash on delivery, wallet, part wallet' }, async (_body, request) =>
    deps.checkout.paymentOptions(await deps.guard.requireUser(request, 'customer')),
  );
  postRoute(app, 'get-single-order', { access: (r) => deps.guard.requireUser(r), body: getSingleOrderRequest, response: getSingleOrderResponse, tag, summary: "One of the customer's orders" }, async (body, request) => {
    const user = await deps.guard.requireUser(request);
    return { success: true as const, data: await deps.customerOrders.getOrder(user, body.unique_order_id) };
  });
  postRoute(app, 'cancel-order', { access: (r) => deps.guard.requireUser(r, 'customer'), body: cancelOrderRequest, response: cancelOrderResponse, tag, summary: 'Cancel an order the store has not accepted yet; the wallet part is refunded' }, async (body, request) => {
    const user = await deps.guard.requireUser(request, 'customer');
    return { success: true as const, data: await deps.customerOrders.cancel(user, body.unique_order_id, body.reason?.trim() || null) };
  });
  postRoute(app, 'get-reorder-items', { access: (r) => deps.guard.requireUser(r, 'customer'), body: getReorderItemsRequest, response: getReorderItemsResponse, tag, summary: "One of the customer's orders as cart lines of today's menu, and the lines that cannot come back" }, async (body, request) =>
    deps.reorder.reorderItems(await deps.guard.requireUser(request, 'customer'), body.unique_order_id),
  );
  postRoute(app, 'check-running-order', { access: (r) => deps.guard.requireUser(r), body: checkRunningOrderRequest, response: checkRunningOrderResponse, tag, summary: "The customer's orders still on their way" }, async (_body, request) => {
    const user = await deps.guard.requireUser(request);
    return deps.orders.runningOrders(user);
  });
  postRoute(app, 'get-orders', { access: (r) => deps.guard.requireUser(r, 'customer'), body: getOrdersRequest, response: getOrdersResponse, tag, summary: "The customer's orders, running ones first, then newest first (pages of at most 20)" }, async (body, request) =>
    deps.orderList.list(await deps.guard.requireUser(request, 'customer'), body.page, body.per_page),
  );
  postRoute(app, 'check-first-order', { access: (r) => deps.guard.requireUser(r), body: checkFirstOrderRequest, response: checkFirstOrderResponse, tag, summary: 'Whether the customer has no earlier order' }, async (_body, request) => {
    const user = await deps.guard.requireUser(request);
    return { success: true as const, firstOrder: await deps.orders.isFirstOrder(user) };
  });
}
