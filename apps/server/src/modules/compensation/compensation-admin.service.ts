import { ADMIN_COMPENSATIONS_PAGE, type AdminCompensationRuleView, type AdminCompensationView, type adminSaveCompensationRuleRequest } from '@keka/contracts';
import { paise, toRupeeString } from '@keka/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { fail } from '../../lib/errors';
import { compensationRepository as repo, type CompensationRuleRow } from './compensation.repository';
import type { AdminWrites } from '../admin/admin-writes';

type SaveRule = z.output<typeof adminSaveCompensationRuleRequest>;
const rupees = (p: number) => toRupeeString(paise(p));

export function presentRule(rule: CompensationRuleRow, given: number): AdminCompensationRuleView {
  return {
    id: rule.id,
    name: rule.name,
    trigger: rule.trigger,
    late_minutes: rule.lateMinutes,
    up_to: rupees(rule.upToPaise),
    action: rule.action,
    amount: rupees(rule.amountPaise),
    valid_days: rule.validDays,
    born_by: rule.bornBy,
    is_active: rule.isActive,
    given,
  };
}

const audited = (r: CompensationRuleRow) => ({ name: r.name, trigger: r.trigger, late_minutes: r.lateMinutes, up_to: rupees(r.upToPaise), action: r.action, amount: rupees(r.amountPaise), valid_days: r.validDays, born_by: r.bornBy, is_active: r.isActive });

/** Compensation rules and what they gave (issue 36); every change audited. */
export function createAdminCompensationService(deps: { db: Db; writes: AdminWrites }) {
  const { db, writes } = deps;

  return {
    rules: async () => (await repo.listRules(db)).map((r) => presentRule(r.rule, r.given)),

    async save(actor: Actor, body: SaveRule): Promise<AdminCompensationRuleView> {
      return writes.write(actor, async (tx, audit) => {
        const before = body.id === undefined ? undefined : await repo.lockRule(tx, body.id);
        if (body.id !== undefined && !before) fail('NOT_FOUND', 'No such compensation rule.');
        const values = {
          name: body.name,
          trigger: body.trigger,
          lateMinutes: body.trigger === 'LATE' ? body.late_minutes : 0,
          upToPaise: body.trigger === 'MISSING' ? body.up_to : 0,
          action: body.action,
          amountPaise: body.trigger === 'LATE' ? body.amount : 0,
          validDays: body.valid_days,
          bornBy: body.born_by,
          isActive: body.is_active,
        };
        const id = before ? before.id : await repo.insertRule(tx, values);
        if (before) await repo.updateRule(tx, id, values);
        const after = { ...(before ?? { id, createdAt: new Date(0) }), ...values };
        await audit({ action: before ? 'compensation-rule.update' : 'compensation-rule.create', entity: 'compensation_rule', entityId: id, before: before ? audited(before) : null, after: audited(after) });
        return presentRule(after, before ? await repo.timesGiven(tx, id) : 0);
      });
    },

    /** A rule never given is deleted; one that was is kept for its history and switched off. */
    async remove(actor: Actor, id: number): Promise<'DELETED' | 'DEACTIVATED'> {
      return writes.write(actor, async (tx, audit) => {
        const before = await repo.lockRule(tx, id);
        if (!before) fail('NOT_FOUND', 'No such compensation rule.');
        const given = await repo.timesGiven(tx, id);
        if (given > 0) {
          await repo.updateRule(tx, id, { isActive: false });
          await audit({ action: 'compensation-rule.deactivate', entity: 'compensation_rule', entityId: id, before: audited(before), after: { ...audited(before), is_active: false }, reason: `given ${given} times: kept for its history` });
          return 'DEACTIVATED';
        }
        await repo.deleteRule(tx, id);
        await audit({ action: 'compensation-rule.delete', entity: 'compensation_rule', entityId: id, before: audited(before), after: null });
        return 'DELETED';
      });
    },

    async given(beforeId: number | null): Promise<{ items: AdminCompensationView[]; next_before_id: number | null }> {
      const rows = await repo.listGiven(db, beforeId, ADMIN_COMPENSATIONS_PAGE + 1);
      const page = rows.slice(0, ADMIN_COMPENSATIONS_PAGE);
      return {
        items: page.map((r) => ({
          id: r.given.id,
          order_id: r.uniqueOrderId,
          customer: r.customer,
          store: r.store,
          rule: r.rule,
          action: r.given.action,
          amount: rupees(r.given.amountPaise),
          coupon_code: r.couponCode,
          born_by: r.given.bornBy,
          reason: r.given.reason,
          given_at: r.given.givenAt.toISOString(),
        })),
        next_before_id: rows.length > ADMIN_COMPENSATIONS_PAGE ? (page.at(-1)?.given.id ?? null) : null,
      };
    },
  };
}
