import {
  authResponse,
  deliverOrderRequest,
  deliveryOrderRequest,
  deliveryRegisterRequest,
  deliveryTapRequest,
  getEarningsRequest,
  getEarningsResponse,
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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idempotencyKey } from '../../http/idempotency-key';
import type { RiderTap } from '../orders/delivery-orders.service';
import type { Guard } from '../../http/guard';
import type { AuthService } from '../accounts/auth.service';
import { registerLoginRoute } from '../accounts/login-route';
import { postRoute } from '../../http/route';
import type { DeliveryService } from './delivery.service';

/** An Idempotency-Key header and the time the partner really tapped (issue 8 outbox). */
function tapOf(request: FastifyRequest, happenedAt: string | null | undefined): RiderTap {
  return { key: idempotencyKey(request), happenedAt: happenedAt ? new Date(happenedAt) : null };
}

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

  postRoute(app, 'delivery/register', { body: deliveryRegisterRequest, response: authResponse, tag, summary: 'Sign up as a delivery partner (waits for approval)', rateLimit: 'register' }, async (body, request) => ({
    success: true as const,
    data: await delivery.register(body, { ip: request.ip, userAgent: request.headers['user-agent'] }),
  }));

  postRoute(app, 'delivery/update-user-info', { access: rider, body: deliveryUserInfoRequest, response: deliveryUserInfoResponse, tag, summary: "The partner's data and today's numbers; is_online switches availability" }, async (body, request) => {
    const position = body?.latitude !== undefined && body.longitude !== undefined ? { latitude: body.latitude, longitude: body.longitude } : undefined;
    return { success: true as const, data: await delivery.userInfo(await rider(request), body?.is_online, position) };
  });

  postRoute(app, 'delivery/get-earnings', { access: rider, body: getEarningsRequest, response: getEarningsResponse, tag, summary: 'Earnings today and this week, per order and per day; cash in hand' }, async (_body, request) => ({
    success: true as const,
    data: await delivery.earnings(await rider(request)),
  }));

  postRoute(app, 'delivery/get-delivery-orders', { access: rider, body: getDeliveryOrdersRequest, response: getDeliveryOrdersResponse, tag, summary: 'New offers, accepted, picked up and completed today' }, async (_body, request) => ({
    success: true as const,
    data: await delivery.lists(await rider(request)),
  }));

  postRoute(app, 'delivery/get-single-delivery-order', { access: rider, body: deliveryOrderRequest, response: deliveryOrderResponse, tag, summary: 'One offer or one of the partner’s orders' }, async (body, request) => ({
    success: true as const,
    data: await delivery.getOrder(await rider(request), body.unique_order_id),
  }));

  postRoute(app, 'delivery/accept-to-deliver', { access: rider, body: deliveryOrderRequest, response: deliveryOrderResponse, tag, summary: 'Take an offer (the first partner wins)' }, async (body, request) => ({
    success: true as const,
    data: await delivery.accept(await rider(request), body.unique_order_id),
  }));

  postRoute(app, 'delivery/pickedup-order', { access: rider, body: deliveryTapRequest, response: deliveryOrderResponse, tag, summary: 'Picked up at the store (idempotent with an Idempotency-Key)' }, async (body, request) => ({
    success: true as const,
    data: await delivery.pickedUp(await rider(request), body.unique_order_id, tapOf(request, body.happened_at)),
  }));

  postRoute(app, 'delivery/deliver-order', { access: rider, body: deliverOrderRequest, response: deliveryOrderResponse, tag, summary: "Delivered, with the customer's 4-digit PIN (idempotent with an Idempotency-Key)" }, async (body, request) => ({
    success: true as const,
    data: await delivery.deliver(await rider(request), body.unique_order_id, body.delivery_pin, tapOf(request, body.happened_at)),
  }));

  postRoute(app, 'delivery/set-delivery-guy-gps-location', { access: rider, body: setGpsLocationRequest, response: setGpsLocationResponse, tag, summary: "The partner's position while on an order" }, async (body, request) => ({
    success: true as const,
    orders: await delivery.setLocation(await rider(request), { lat: body.lat, lng: body.lng, heading: body.heading ?? null, speed: body.speed ?? null }),
  }));

  postRoute(app, 'delivery/get-delivery-guy-gps-location', { access: (r) => guard.requireUser(r, 'customer', 'admin'), body: getGpsLocationRequest, response: getGpsLocationResponse, tag, summary: "Where the customer's delivery partner is" }, async (body, request) => ({
    success: true as const,
    data: await delivery.customerLocation(await guard.requireUser(request, 'customer', 'admin'), body.unique_order_id),
  }));
}
