import {
  adminAssignRiderRequest,
  adminEtaReportRequest,
  adminEtaReportResponse,
  adminForceMoveRequest,
  adminMarkPaidRequest,
  adminMarkPaidResponse,
  adminOrderRequest,
  adminOrderResponse,
  adminOrderRidersRequest,
  adminOrderRidersResponse,
  adminOrdersRequest,
  adminOrdersResponse,
  adminOverviewRequest,
  adminOverviewResponse,
  adminPaymentGatewaysRequest,
  adminPaymentGatewaysResponse,
  adminPayoutsRequest,
  adminPayoutsResponse,
  adminRefundRequest,
  adminSavePaymentGatewayRequest,
} from '@keka/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Guard } from '../../http/guard';
import { postRoute } from '../../http/route';
import type { AdminOrdersService } from '../orders/admin-orders.service';
import type { GatewayKeysService } from '../payments/gateway-keys.service';
import type { PayoutsService } from '../payouts/payouts.service';

export interface AdminOrderRouteDeps {
  readonly guard: Guard;
  readonly adminOrders: AdminOrdersService;
  readonly payouts: PayoutsService;
  readonly gatewayKeys: GatewayKeysService;
}

/** As admin.routes' requireAdmin (imported from there it would be a cycle): 401 anonymous, 403 other roles. */
const requireAdmin = (guard: Guard, request: FastifyRequest) => guard.requireUser(request, 'admin');

/** The console's overview, orders, payouts and payment providers (issues 11, 33); admins only, every write audited. */
export function registerAdminOrderRoutes(app: FastifyInstance, deps: AdminOrderRouteDeps): void {
  const tag = 'admin';
  const { guard, adminOrders, payouts, gatewayKeys } = deps;

  postRoute(app, 'admin/get-payment-gateways', { access: (r) => requireAdmin(guard, r), body: adminPaymentGatewaysRequest, response: adminPaymentGatewaysResponse, tag, summary: 'Each payment provider: where its keys come from, which are set (never a secret), whether it is offered' }, async (_body, request) => {
    await requireAdmin(guard, request);
    return { success: true as const, data: await gatewayKeys.describe() };
  });

  postRoute(app, 'admin/save-payment-gateway', { access: (r) => requireAdmin(guard, r), body: adminSavePaymentGatewayRequest, response: adminPaymentGatewaysResponse, tag, summary: "Set a provider's keys (secrets sealed with SECRETS_KEY) or switch it on or off, audited" }, async (body, request) => {
    const actor = await requireAdmin(guard, request);
    return { success: true as const, data: await gatewayKeys.save(actor, { gateway: body.gateway, enabled: body.enabled, values: body.values, clear: body.clear, reason: body.reason ?? null }) };
  });

  postRoute(app, 'admin/get-overview', { access: (r) => requireAdmin(guard, r), body: adminOverviewRequest, response: adminOverviewResponse, tag, summary: "Today's orders and takings, live orders by status, orders and revenue per day" }, async (body, request) => {
    await requireAdmin(guard, request);
    return { success: true as const, data: await adminOrders.overview(body.days) };
  });

  postRoute(app, 'admin/get-eta-report', { access: (r) => requireAdmin(guard, r), body: adminEtaReportRequest, response: adminEtaReportResponse, tag, summary: 'How promises are kept: p50 and p90 of (delivered − first promised) per city and store' }, async (body, request) => {
    await requireAdmin(guard, request);
    return { success: true as const, data: await adminOrders.etaReport(body.days) };
  });

  postRoute(app, 'admin/get-orders', { access: (r) => requireAdmin(guard, r), body: adminOrdersRequest, response: adminOrdersResponse, tag, summary: 'Orders, newest first: search and filters, id cursor' }, async (body, request) => {
    await requireAdmin(guard, request);
    return { success: true as const, ...(await adminOrders.search(body)) };
  });

  postRoute(app, 'admin/get-order', { access: (r) => requireAdmin(guard, r), body: adminOrderRequest, response: adminOrderResponse, tag, summary: 'One order with its people, bill and whole history' }, async (body, request) => {
    const actor = await requireAdmin(guard, request);
    return { success: true as const, data: await adminOrders.get(actor, body.unique_order_id) };
  });

  postRoute(app, 'admin/force-order-move', { access: (r) => requireAdmin(guard, r), body: adminForceMoveRequest, response: adminOrderResponse, tag, summary: 'Move an order to a status the state machine allows an admin, with a reason' }, async (body, request) => {
    const actor = await requireAdmin(guard, request);
    return { success: true as const, data: await adminOrders.forceMove(actor, body.unique_order_id, body.status_id, body.reason) };
  });

  postRoute(app, 'admin/get-order-riders', { access: (r) => requireAdmin(guard, r), body: adminOrderRidersRequest, response: adminOrderRidersResponse, tag, summary: 'Approved delivery partners this order could be given to: the store’s own and online ones first' }, async (body, request) => {
    const actor = await requireAdmin(guard, request);
    return { success: true as const, data: await adminOrders.riders(actor, body.unique_order_id, body.q) };
  });

  postRoute(app, 'admin/assign-rider', { access: (r) => requireAdmin(guard, r), body: adminAssignRiderRequest, response: adminOrderResponse, tag, summary: 'Give a delivery order to a partner, or to another one before pickup, with a reason' }, async (body, request) => {
    const actor = await requireAdmin(guard, request);
    return { success: true as const, data: await adminOrders.assignRider(actor, body.unique_order_id, body.delivery_user_id, body.reason) };
  });

  postRoute(app, 'admin/refund-order', { access: (r) => requireAdmin(guard, r), body: adminRefundRequest, response: adminOrderResponse, tag, summary: 'Give back part or all of what was paid: through the provider it was paid with, the rest to the wallet' }, async (body, request) => {
    const actor = await requireAdmin(guard, request);
    return { success: true as const, data: await adminOrders.refund(actor, body.unique_order_id, { amountPaise: body.amount, refundedBeforePaise: body.refunded_before, reason: body.reason }) };
  });

  postRoute(app, 'admin/get-payouts', { access: (r) => requireAdmin(guard, r), body: adminPayoutsRequest, response: adminPayoutsResponse, tag, summary: 'What stores or delivery partners earned, were paid and are due' }, async (body, request) => {
    await requireAdmin(guard, request);
    return { success: true as const, data: await payouts.list(body) };
  });

  postRoute(app, 'admin/mark-payout-paid', { access: (r) => requireAdmin(guard, r), body: adminMarkPaidRequest, response: adminMarkPaidResponse, tag, summary: 'Record a payout (at most the balance due)' }, async (body, request) => {
    const actor = await requireAdmin(guard, request);
    return { success: true as const, data: await payouts.markPaid(actor, { kind: body.payee_kind, payeeId: body.payee_id, amountPaise: body.amount, reference: body.reference }) };
  });
}
