import {
  deliverOrderRequest,
  deliveryOrderRequest,
  deliveryOrderResponse,
  deliveryUserInfoRequest,
  deliveryUserInfoResponse,
  getDeliveryOrdersRequest,
  getDeliveryOrdersResponse,
  getGpsLocationRequest,
  getGpsLocationResponse,
  setGpsLocationRequest,
  setGpsLocationResponse,
} from '@keka/contracts';
import type { FastifyInstance } from 'fastify';
import type { Guard } from '../../http/guard';
import type { AuthService } from '../accounts/auth.service';
import { registerLoginRoute } from '../accounts/login-route';
import { postRoute } from '../../http/route';
import type { DeliveryService } from './delivery.service';

/** SPEC §7 delivery partner calls, under /api/delivery/*: role delivery only (SECURITY 17). */
export function registerDeliveryRoutes(app: FastifyInstance, deps: { delivery: DeliveryService; auth: AuthService; guard: Guard }): void {
  const tag = 'delivery';
  const { delivery, guard } = deps;
  const rider = (request: Parameters<Guard['requireUser']>[0]) => guard.requireUser(request, 'delivery');

  registerLoginRoute(app, 'delivery/login', deps, {
    tag,
    summary: 'Log in as a delivery partner',
    role: { role: 'delivery', refusal: 'This is not a delivery partner account. Use the customer or store login.' },
  });

  postRoute(app, 'delivery/update-user-info', { body: deliveryUserInfoRequest, response: deliveryUserInfoResponse, tag, summary: "The partner's data and today's numbers; is_online switches availability" }, async (body, request) => ({
    success: true as const,
    data: await delivery.userInfo(await rider(request), body?.is_online),
  }));

  postRoute(app, 'delivery/get-delivery-orders', { body: getDeliveryOrdersRequest, response: getDeliveryOrdersResponse, tag, summary: 'New offers, accepted, picked up and completed today' }, async (_body, request) => ({
    success: true as const,
    data: await delivery.lists(await rider(request)),
  }));

  postRoute(app, 'delivery/get-single-delivery-order', { body: deliveryOrderRequest, response: deliveryOrderResponse, tag, summary: 'One offer or one of the partner’s orders' }, async (body, request) => ({
    success: true as const,
    data: await delivery.getOrder(await rider(request), body.unique_order_id),
  }));

  postRoute(app, 'delivery/accept-to-deliver', { body: deliveryOrderRequest, response: deliveryOrderResponse, tag, summary: 'Take an offer (the first partner wins)' }, async (body, request) => ({
    success: true as const,
    data: await delivery.accept(await rider(request), body.unique_order_id),
  }));

  postRoute(app, 'delivery/pickedup-order', { body: deliveryOrderRequest, response: deliveryOrderResponse, tag, summary: 'Picked up at the store' }, async (body, request) => ({
    success: true as const,
    data: await delivery.pickedUp(await rider(request), body.unique_order_id),
  }));

  postRoute(app, 'delivery/deliver-order', { body: deliverOrderRequest, response: deliveryOrderResponse, tag, summary: "Delivered, with the customer's 4-digit PIN" }, async (body, request) => ({
    success: true as const,
    data: await delivery.deliver(await rider(request), body.unique_order_id, body.delivery_pin),
  }));

  postRoute(app, 'delivery/set-delivery-guy-gps-location', { body: setGpsLocationRequest, response: setGpsLocationResponse, tag, summary: "The partner's position while on an order" }, async (body, request) => ({
    success: true as const,
    orders: await delivery.setLocation(await rider(request), { lat: body.lat, lng: body.lng, heading: body.heading ?? null, speed: body.speed ?? null }),
  }));

  postRoute(app, 'delivery/get-delivery-guy-gps-location', { body: getGpsLocationRequest, response: getGpsLocationResponse, tag, summary: "Where the customer's delivery partner is" }, async (body, request) => ({
    success: true as const,
    data: await delivery.customerLocation(await guard.requireUser(request, 'customer', 'admin'), body.unique_order_id),
  }));
}
