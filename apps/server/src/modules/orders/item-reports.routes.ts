import { getItemReportRequest, getItemReportResponse, REPORT_PHOTO_MAX_BYTES, reportOrderItemsRequest, reportOrderItemsResponse } from '@keka/contracts';
import type { FastifyInstance } from 'fastify';
import type { Guard } from '../../http/guard';
import { postRoute } from '../../http/route';
import type { ItemReportsService } from './item-reports.service';

/** The customer's report of missing or wrong items of a delivered order (issue 36). */
export function registerItemReportRoutes(app: FastifyInstance, deps: { readonly reports: ItemReportsService; readonly guard: Guard }): void {
  const tag = 'orders';
  const customer = (r: Parameters<Guard['requireUser']>[0]) => deps.guard.requireUser(r, 'customer');

  postRoute(app, 'get-order-item-report', { access: customer, body: getItemReportRequest, response: getItemReportResponse, tag, summary: "The order's report of missing or wrong items, or until when one can be made" }, async (body, request) => ({
    success: true as const,
    data: await deps.reports.get(await customer(request), body.unique_order_id),
  }));

  postRoute(
    app,
    'report-order-items',
    { access: customer, body: reportOrderItemsRequest, response: reportOrderItemsResponse, tag, summary: 'Report items of a delivered order missing or wrong, with an optional photo; a rule refunds, gives a coupon or asks an admin', bodyLimit: Math.ceil((REPORT_PHOTO_MAX_BYTES * 4) / 3) + 16 * 1024 },
    async (body, request) => ({ success: true as const, data: await deps.reports.report(await customer(request), body) }),
  );
}
