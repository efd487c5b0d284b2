import { adminAuditLogRequest, adminAuditLogResponse } from '@keka/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { Guard } from '../../http/guard';
import { postRoute } from '../../http/route';
import type { Actor } from '../../lib/actor';
import { registerLoginRoute } from '../accounts/login-route';
import type { AuthService } from '../accounts/auth.service';
import type { CatalogService } from '../catalog/catalog.service';
import type { SettingsService } from '../settings/settings.service';
import type { Clock } from '../../lib/clock';
import { registerAdminStoreRoutes } from './admin-stores.routes';
import type { HomeService } from '../home/home.service';
import type { ImageStore } from '../store-owner/store-uploads';
import { registerAdminContentRoutes } from './admin-content.routes';
import { registerAdminCompensationRoutes } from './admin-compensation.routes';
import { registerAdminItemReportRoutes } from './admin-item-reports.routes';
import type { ItemReportsService } from '../orders/item-reports.service';
import { registerAdminCustomerGroupRoutes } from './admin-customer-groups.routes';
import { registerAdminStorePagesRoutes } from './admin-store-pages.routes';
import { auditRepository } from './audit.repository';
import { registerAdminSettingsRoutes } from './admin-settings.routes';
import type { LiveEvents } from '../../realtime/live-events';
import type { DeliveryService } from '../delivery/delivery.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { PushService } from '../push/push.service';
import type { StoreManageService } from '../store-owner/store-manage.service';
import { registerAdminApprovalRoutes } from './admin-approvals.routes';
import { createAdminApprovalsService } from './admin-approvals.service';
import { registerAdminOrderRoutes, type AdminOrderRouteDeps } from './admin-orders.routes';

export interface AdminRouteDeps {
  readonly db: Db;
  readonly guard: Guard;
  readonly auth: AuthService;
  readonly clock: Clock;
  readonly settings: SettingsService;
  // Approvals and delivery partners (admin-approvals.*):
  readonly manage: StoreManageService;
  readonly delivery: DeliveryService;
  readonly notifications: NotificationsService;
  readonly push: PushService;
  readonly live: LiveEvents;
  readonly catalog: CatalogService;
  readonly adminOrders: AdminOrderRouteDeps['adminOrders'];
  readonly payouts: AdminOrderRouteDeps['payouts'];
  readonly gatewayKeys: AdminOrderRouteDeps['gatewayKeys'];
  readonly images: ImageStore;
  readonly home: HomeService;
  readonly itemReports: ItemReportsService;
}

/** Only role admin passes (SECURITY 17): 401 without a session, 403 for every other role. */
export const requireAdmin = (guard: Guard, request: FastifyRequest): Promise<Actor> => guard.requireUser(request, 'admin');

/**
 * The admin console's own calls (issue 11), under /api/admin/*. Its sign-in is rate-limited like the
 * others; an admin's session lasts hours, not the customer's weeks (auth.service).
 */
export function registerAdminRoutes(app: FastifyInstance, deps: AdminRouteDeps): void {
  const tag = 'admin';
  const { db, guard } = deps;

  registerLoginRoute(app, 'admin/login', deps, {
    tag,
    summary: 'Log in as an admin',
    role: { role: 'admin', refusal: 'This is not an admin account.' },
  });
  registerAdminContentRoutes(app, { db, guard, clock: deps.clock, images: deps.images, invalidateHome: () => deps.home.invalidate() });
  registerAdminCustomerGroupRoutes(app, { db, guard, clock: deps.clock });
  registerAdminCompensationRoutes(app, { db, guard, clock: deps.clock });
  registerAdminItemReportRoutes(app, { guard, reports: deps.itemReports });
  registerAdminStorePagesRoutes(app, {
    db,
    guard,
    clock: deps.clock,
    // The single-store calls read their tables afresh; the catalogue and the home's slides (which
    // name item groups) are kept in memory, as after a store owner's edit of the same rows.
    refresh: () => {
      deps.catalog.invalidate();
      deps.home.invalidate();
    },
  });

  registerAdminSettingsRoutes(app, deps);
  registerAdminApprovalRoutes(app, { guard, approvals: createAdminApprovalsService(deps) });
  registerAdminStoreRoutes(app, deps);

  postRoute(app, 'admin/get-audit-log', { access: (r) => requireAdmin(guard, r), body: adminAuditLogRequest, response: adminAuditLogResponse, tag, summary: 'Every admin write, newest first, searchable' }, async (body, request) => {
    await requireAdmin(guard, request);
    const rows = await auditRepository.search(db, { q: body.q, entity: body.entity ?? null, entityId: body.entity_id ?? null, beforeId: body.before_id ?? null, limit: body.limit + 1 });
    const page = rows.slice(0, body.limit);
    return {
      success: true as const,
      data: page.map(({ row, actorName }) => ({
        id: row.id,
        actor: row.actorUserId === null ? null : { id: row.actorUserId, name: actorName ?? '' },
        action: row.action,
        entity: row.entity,
        entity_id: row.entityId,
        before: row.before,
        after: row.after,
        reason: row.reason,
        created_at: row.createdAt.toISOString(),
      })),
      next_before_id: rows.length > body.limit ? (page.at(-1)?.row.id ?? null) : null,
    };
  });
  registerAdminOrderRoutes(app, deps);
}
