import { adminDecideItemReportRequest, adminDecideItemReportResponse, adminItemReportsRequest, adminItemReportsResponse } from '@keka/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Guard } from '../../http/guard';
import { postRoute } from '../../http/route';
import type { ItemReportsService } from '../orders/item-reports.service';

/** The queue of missing-item reports a rule left to an admin, and the decision (issue 36). */
export function registerAdminItemReportRoutes(app: FastifyInstance, deps: { readonly guard: Guard; readonly reports: ItemReportsService }): void {
  const tag = 'admin';
  const admin = (request: FastifyRequest) => deps.guard.requireUser(request, 'admin');

  postRoute(app, 'admin/get-item-reports', { access: admin, body: adminItemReportsRequest, response: adminItemReportsResponse, tag, summary: 'Reports of missing or wrong items: those waiting for review, or all, newest first' }, async (body, request) => {
    await admin(request);
    return { success: true as const, data: await deps.reports.queue({ waitingOnly: body.status === 'IN_REVIEW', beforeId: body.before_id ?? null }) };
  });

  postRoute(app, 'admin/decide-item-report', { access: admin, body: adminDecideItemReportRequest, response: adminDecideItemReportResponse, tag, summary: 'Refund a reported item (at whose cost) or turn the report down, with a note the customer reads' }, async (body, request) => ({
    success: true as const,
    data: await deps.reports.decide(await admin(request), { id: body.id, decision: body.decision, amountPaise: body.amount, bornBy: body.born_by, note: body.note }),
  }));
}
