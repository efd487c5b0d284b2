import { applyCouponRequest, applyCouponResponse, getCouponsRequest, getCouponsResponse } from '@keka/contracts';
import { parseRupees, ZERO } from '@keka/domain';
import type { FastifyInstance } from 'fastify';
import type { Guard } from '../../http/guard';
import { postRoute } from '../../http/route';
import type { OrdersService } from '../orders/orders.service';
import type { CouponsService } from './coupons.service';

/** SPEC §7 apply-coupon and the /coupons list. First-order status comes from the orders module. */
export function registerCouponRoutes(app: FastifyInstance, deps: { coupons: CouponsService; orders: OrdersService; guard: Guard }): void {
  const tag = 'coupons';

  // SPEC §6: coupons need a login; a guest gets 401, which the client marks NOTLOGGEDIN.
  postRoute(app, 'apply-coupon', { access: (r) => deps.guard.requireUser(r, 'customer'), body: applyCouponRequest, response: applyCouponResponse, tag, summary: 'Check a coupon against the cart and say what it takes off', rateLimit: 'apply-coupon' }, async (body, request) => {
    const user = await deps.guard.requireUser(request, 'customer');
    const isFirstOrder = await deps.orders.isFirstOrder(user);
    const view = await deps.coupons.apply(body.coupon, { userId: user.id, storeId: body.restaurant_id, itemTotal: parseRupees(body.subtotal), isFirstOrder });
    return { success: true as const, ...view };
  });

  postRoute(app, 'get-coupons', { body: getCouponsRequest, response: getCouponsResponse, tag, summary: 'Coupons the customer can use at a store' }, async (body, request) => {
    const user = await deps.guard.optionalUser(request);
    const isFirstOrder = user ? await deps.orders.isFirstOrder(user) : true;
    const coupons = await deps.coupons.listUsable({
      userId: user?.id ?? null,
      storeId: body?.restaurant_id ?? 0,
      itemTotal: body?.subtotal === undefined ? ZERO : parseRupees(body.subtotal),
      isFirstOrder,
    });
    return { success: true as const, coupons };
  });
}
