import {
  adminApproveStoreRequest,
  adminApproveStoreResponse,
  adminCollectPartnerCashRequest,
  adminGetApprovalsRequest,
  adminGetApprovalsResponse,
  adminGetPartnersRequest,
  adminGetPartnersResponse,
  adminPartnerResponse,
  adminSearchPartnerStoresRequest,
  adminSearchPartnerStoresResponse,
  adminUpdatePartnerRequest,
  approvePartnerRequest,
  approvePartnerResponse,
} from '@keka/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Guard } from '../../http/guard';
import { postRoute } from '../../http/route';
import type { AdminApprovalsService } from './admin-approvals.service';

/** Only role admin passes (SECURITY 17): 401 without a session, 403 for every other role. */
const requireAdmin = (guard: Guard, request: FastifyRequest) => guard.requireUser(request, 'admin');

const reasonOf = (text: string | null | undefined): string | null => (text ? text : null);

/**
 * Approvals (stores and delivery partners waiting, decided lately) and the delivery partners' page of
 * the admin console (issue 11), admins only. `admin/approve-store` and `admin/approve-delivery-partner`
 * keep their older request shapes, extended with a reason (and SUSPENDED for a store).
 */
export function registerAdminApprovalRoutes(app: FastifyInstance, deps: { guard: Guard; approvals: AdminApprovalsService }): void {
  const tag = 'admin';
  const { guard, approvals } = deps;

  postRoute(app, 'admin/get-approvals', { access: (r) => requireAdmin(guard, r), body: adminGetApprovalsRequest, response: adminGetApprovalsResponse, tag, summary: 'Stores and delivery partners waiting for approval, and the ones decided lately' }, async (_body, request) => {
    await requireAdmin(guard, request);
    return { success: true as const, data: await approvals.approvals() };
  });

  postRoute(app, 'admin/approve-store', { access: (r) => requireAdmin(guard, r), body: adminApproveStoreRequest, response: adminApproveStoreResponse, tag, summary: 'Approve, reject or suspend a store, with a reason the owner is shown' }, async (body, request) => ({
    success: true as const,
    data: await approvals.decideStore(await requireAdmin(guard, request), { storeId: body.store_id, approval: body.approval, reason: reasonOf(body.reason) }),
  }));

  postRoute(app, 'admin/approve-delivery-partner', { access: (r) => requireAdmin(guard, r), body: approvePartnerRequest, response: approvePartnerResponse, tag, summary: 'Approve, reject or suspend a delivery partner, and set his stores' }, async (body, request) => ({
    success: true as const,
    data: await approvals.decidePartner(await requireAdmin(guard, request), { partnerId: body.partner_id, approved: body.approved, reason: reasonOf(body.reason), storeIds: body.store_ids }),
  }));

  postRoute(app, 'admin/get-partners', { access: (r) => requireAdmin(guard, r), body: adminGetPartnersRequest, response: adminGetPartnersResponse, tag, summary: 'Delivery partners: search, status, stores, cash in hand, commission' }, async (body, request) => {
    await requireAdmin(guard, request);
    return { success: true as const, ...(await approvals.partners({ q: body.q, status: body.status ?? null, beforeId: body.before_id ?? null, limit: body.limit })) };
  });

  postRoute(app, 'admin/update-partner', { access: (r) => requireAdmin(guard, r), body: adminUpdatePartnerRequest, response: adminPartnerResponse, tag, summary: "A partner's stores and own commission percent" }, async (body, request) => ({
    success: true as const,
    data: await approvals.updatePartner(await requireAdmin(guard, request), { partnerId: body.partner_id, storeIds: body.store_ids, commissionPercent: body.commission_percent }),
  }));

  postRoute(app, 'admin/collect-partner-cash', { access: (r) => requireAdmin(guard, r), body: adminCollectPartnerCashRequest, response: adminPartnerResponse, tag, summary: 'Cash a partner handed in (at most what he holds)' }, async (body, request) => ({
    success: true as const,
    data: await approvals.collectCash(await requireAdmin(guard, request), { partnerId: body.partner_id, amountPaise: body.amount, note: reasonOf(body.note) }),
  }));

  postRoute(app, 'admin/search-partner-stores', { access: (r) => requireAdmin(guard, r), body: adminSearchPartnerStoresRequest, response: adminSearchPartnerStoresResponse, tag, summary: 'Stores by name, to link a partner to' }, async (body, request) => {
    await requireAdmin(guard, request);
    return { success: true as const, data: await approvals.searchStores(body.q) };
  });
}
