import {
  storeAcceptOrderRequest,
  storeDashboardRequest,
  storeDashboardResponse,
  storeDeclineOrderRequest,
  storeOrderRequest,
  storeOrderResponse,
  storeStartPreparingRequest,
  storeUpdatePreparationTimeRequest,
} from '@keka/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Guard } from '../../http/guard';
import { postRoute } from '../../http/route';
import type { AuthService } from '../accounts/auth.service';
import { registerLoginRoute } from '../accounts/login-route';
import type { StoreOrdersService } from '../orders/store-orders.service';

/**
 * SPEC §7 store calls under /api/store/*: store owners (and admins helping them); customers and delivery
 * partners get 403 (SECURITY 17); an owner reaches only his stores' orders, others are 404 (SECURITY 15).
 */
export function registerStoreOwnerRoutes(app: FastifyInstance, deps: { auth: AuthService; guard: Guard; storeOrders: StoreOrdersService }): void {
  const tag = 'store';
  const { guard, storeOrders } = deps;
  const owner = (request: FastifyRequest) => guard.requireUser(request, 'store_owner', 'admin');
  const order = { response: storeOrderResponse, tag };

  registerLoginRoute(app, 'store/login', deps, {
    tag,
    summary: 'Log in as a store owner',
    role: { role: 'store_owner', refusal: 'This is not a store account. Use the customer or delivery login.' },
  });

  postRoute(app, 'store/dashboard', { access: owner, body: storeDashboardRequest, response: storeDashboardResponse, tag, summary: "The owner's stores, live orders and today's numbers" }, async (_body, request) => ({
    success: true as const,
    data: await storeOrders.dashboard(await owner(request)),
  }));

  postRoute(app, 'store/get-order', { access: owner, ...order, body: storeOrderRequest, summary: 'One order with its history' }, async (body, request) => ({
    success: true as const,
    data: await storeOrders.getOrder(await owner(request), body.unique_order_id),
  }));

  postRoute(app, 'store/accept-order', { access: owner, ...order, body: storeAcceptOrderRequest, summary: 'Accept (placed → preparing, scheduled → confirmed)' }, async (body, request) => ({
    success: true as const,
    data: await storeOrders.accept(await owner(request), body.unique_order_id, body.preparation_minutes),
  }));

  postRoute(app, 'store/decline-order', { access: owner, ...order, body: storeDeclineOrderRequest, summary: 'Decline with a reason; the customer is refunded' }, async (body, request) => ({
    success: true as const,
    data: await storeOrders.decline(await owner(request), body.unique_order_id, body.reason),
  }));

  postRoute(app, 'store/start-preparing', { access: owner, ...order, body: storeStartPreparingRequest, summary: 'Start a confirmed scheduled order' }, async (body, request) => ({
    success: true as const,
    data: await storeOrders.startPreparing(await owner(request), body.unique_order_id, body.preparation_minutes),
  }));

  postRoute(app, 'store/mark-ready', { access: owner, ...order, body: storeOrderRequest, summary: 'Food is ready (self-pickup: ready for pickup)' }, async (body, request) => ({
    success: true as const,
    data: await storeOrders.markReady(await owner(request), body.unique_order_id),
  }));

  postRoute(app, 'store/handed-over', { access: owner, ...order, body: storeOrderRequest, summary: 'Handed to the rider, or collected by the customer' }, async (body, request) => ({
    success: true as const,
    data: await storeOrders.handedOver(await owner(request), body.unique_order_id),
  }));

  postRoute(app, 'store/update-preparation-time', { access: owner, ...order, body: storeUpdatePreparationTimeRequest, summary: 'Change the preparation time; a longer one extends the promise, once, with a reason' }, async (body, request) => ({
    success: true as const,
    data: await storeOrders.updatePreparationTime(await owner(request), body.unique_order_id, body.preparation_minutes, body.reason ?? null),
  }));

  postRoute(app, 'store/unlock-pin', { access: owner, ...order, body: storeOrderRequest, summary: 'Let the rider try the PIN again after too many wrong ones' }, async (body, request) => ({
    success: true as const,
    data: await storeOrders.unlockPin(await owner(request), body.unique_order_id),
  }));
}
