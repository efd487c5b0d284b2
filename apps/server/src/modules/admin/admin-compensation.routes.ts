import {
  adminCompensationRulesRequest,
  adminCompensationRulesResponse,
  adminCompensationsRequest,
  adminCompensationsResponse,
  adminDeleteCompensationRuleRequest,
  adminDeleteCompensationRuleResponse,
  adminSaveCompensationRuleRequest,
  adminSaveCompensationRuleResponse,
} from '@keka/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { Guard } from '../../http/guard';
import { postRoute } from '../../http/route';
import type { Clock } from '../../lib/clock';
import { createAdminCompensationService } from '../compensation/compensation-admin.service';
import { createAdminWrites } from './admin-writes';

/** Compensation rules, and what they gave at whose cost (issue 36). */
export function registerAdminCompensationRoutes(app: FastifyInstance, deps: { readonly db: Db; readonly guard: Guard; readonly clock: Clock }): void {
  const tag = 'admin';
  const service = createAdminCompensationService({ db: deps.db, writes: createAdminWrites({ db: deps.db, clock: deps.clock }) });
  const admin = (request: FastifyRequest) => deps.guard.requireUser(request, 'admin');

  postRoute(app, 'admin/get-compensation-rules', { access: admin, body: adminCompensationRulesRequest, response: adminCompensationRulesResponse, tag, summary: 'Compensation rules with how often each was given' }, async (_body, request) => {
    await admin(request);
    return { success: true as const, data: await service.rules() };
  });

  postRoute(app, 'admin/save-compensation-rule', { access: admin, body: adminSaveCompensationRuleRequest, response: adminSaveCompensationRuleResponse, tag, summary: 'Add or change a compensation rule' }, async (body, request) => ({
    success: true as const,
    data: await service.save(await admin(request), body),
  }));

  postRoute(app, 'admin/delete-compensation-rule', { access: admin, body: adminDeleteCompensationRuleRequest, response: adminDeleteCompensationRuleResponse, tag, summary: 'Delete a rule never given; switch off one that was' }, async (body, request) => ({
    success: true as const,
    data: { outcome: await service.remove(await admin(request), body.id) },
  }));

  postRoute(app, 'admin/get-compensations', { access: admin, body: adminCompensationsRequest, response: adminCompensationsResponse, tag, summary: 'What compensation rules gave, why and at whose cost, newest first' }, async (body, request) => {
    await admin(request);
    return { success: true as const, data: await service.given(body.before_id ?? null) };
  });
}
