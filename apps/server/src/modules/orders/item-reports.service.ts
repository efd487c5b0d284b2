import { ADMIN_ITEM_REPORTS_PAGE, type AdminItemReportRow, type GetItemReportResponse, type ItemReportView } from '@keka/contracts';
import { checkReportedLines, ORDER_STATUS, paise, payoutDeductedFrom, reportOpenUntil, reportRuleFor, reportValuePaise, toRupeeString, type CostBearer, type ItemProblem, type ReportRefusal } from '@keka/domain';
import type { Db, Tx } from '../../db/client';
import type { ItemReportLine } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { fail, notFound } from '../../lib/errors';
import type { AdminWrites } from '../admin/admin-writes';
import { compensationGifts } from '../compensation/compensation-gifts';
import type { SettingsService } from '../settings/settings.service';
import type { ImageStore } from '../store-owner/store-uploads';
import { invalidTransition, type MoveSpec, type OrderMoves } from './order-moves';
import { customerNotices } from './order-notices';
import { paidPaise, refundablePaise } from './paid';
import { itemReportsRepository as repo, type ItemReportRow } from './item-reports.repository';
import type { OrderAccess } from './orders.access';
import type { OrderRow } from './orders.repository';
import { refundMove } from './refund-move';

const rupees = (p: number) => toRupeeString(paise(p));
const DAY_MS = 86_400_000;
const COUPON_DAYS = 30;

const REFUSALS: Record<ReportRefusal, string> = {
  EMPTY: 'Choose at least one item.',
  UNKNOWN_LINE: 'One of these items is not in this order.',
  TOO_MANY: 'You can report at most as many as you ordered.',
  DUPLICATE_LINE: 'Each item can be reported once.',
};

function alreadyReported(): never {
  return fail('ALREADY_REPORTED', 'You have reported items of this order already. Our team has your report.');
}

export function presentItemReport(report: ItemReportRow, couponCode: string | null): ItemReportView {
  return {
    id: report.id,
    status: report.status,
    lines: report.lines.map((l) => ({ line_id: l.line_id, name: l.name, quantity: l.quantity, problem: l.problem, value: rupees(l.value_paise) })),
    value: rupees(report.valuePaise),
    given: rupees(report.givenPaise),
    coupon_code: couponCode,
    note: report.note,
    photo: report.photo,
    decision_note: report.decisionNote,
    created_at: report.createdAt.toISOString(),
    decided_at: report.decidedAt?.toISOString() ?? null,
  };
}

const itemsText = (lines: readonly ItemReportLine[]) => lines.map((l) => `${l.quantity} × ${l.name} ${l.problem === 'MISSING' ? 'missing' : 'wrong'}`).join(', ');

/**
 * Missing or wrong items after delivery (issue 36). The customer reports lines of a delivered order
 * within `itemReportHours`; the MISSING rule whose limit covers the lines' worth refunds them (where they
 * were paid from), gives a coupon worth them, or leaves the report to an admin (no rule: an admin too).
 * One report per order: its unique index and the refund's conditional update make a double tap or a
 * race give once. What is given is recorded as a compensation at the rule's bearer's cost.
 */
export function createItemReportsService(deps: { db: Db; clock: Clock; access: OrderAccess; moves: OrderMoves; settings: SettingsService; images: ImageStore; writes: AdminWrites }) {
  const { db, clock, access, moves } = deps;

  async function openUntil(order: OrderRow): Promise<Date | null> {
    if (order.orderStatusId !== ORDER_STATUS.DELIVERED || !order.deliveredAt) return null;
    const hours = Number(await deps.settings.get('itemReportHours', '48'));
    return reportOpenUntil(order.deliveredAt, Number.isFinite(hours) && hours > 0 ? hours : 48);
  }

  /** The compensation row of what was given, at `bornBy`'s cost (payouts deduct it). */
  function recordGift(tx: Tx, order: OrderRow, v: { ruleId: number | null; action: 'WALLET' | 'COUPON'; amountPaise: number; couponId?: number; bornBy: CostBearer; reason: string; at: Date }) {
    return compensationGifts.record(tx, {
      orderId: order.id,
      ruleId: v.ruleId,
      userId: order.userId,
      action: v.action,
      amountPaise: v.amountPaise,
      couponId: v.couponId ?? null,
      bornBy: v.bornBy,
      ...payoutDeductedFrom(v.bornBy, order),
      reason: v.reason,
      givenAt: v.at,
    });
  }

  async function adminRow(id: number): Promise<AdminItemReportRow> {
    const [row] = await repo.queue(db, { waitingOnly: false, beforeId: null, limit: 1, id });
    if (!row) notFound('No such report.');
    return presentAdminRow(row);
  }

  const presentAdminRow = (row: Awaited<ReturnType<typeof repo.queue>>[number]): AdminItemReportRow => ({
    ...presentItemReport(row.report, row.couponCode),
    order_id: row.order.uniqueOrderId,
    customer: row.customer,
    store: row.store,
    order_paid: rupees(paidPaise(row.order)),
    refundable: rupees(refundablePaise(row.order)),
  });

  return {
    async get(actor: Actor, uniqueOrderId: string): Promise<GetItemReportResponse['data']> {
      const { order } = await access.require(actor, uniqueOrderId, ['customer']);
      const found = await repo.ofOrder(db, order.id);
      const until = found ? null : await openUntil(order);
      return { report: found ? presentItemReport(found.report, found.couponCode) : null, open_until: until && until > clock.now() ? until.toISOString() : null };
    },

    async report(actor: Actor, body: { unique_order_id: string; lines: readonly { line_id: number; quantity: number; problem: ItemProblem }[]; note: string; photo?: string | null | undefined }): Promise<ItemReportView> {
      const facts = await access.require(actor, body.unique_order_id, ['customer']);
      const { order } = facts;
      if (order.orderStatusId !== ORDER_STATUS.DELIVERED) invalidTransition(order);
      const until = await openUntil(order);
      const now = clock.now();
      if (!until || until <= now) fail('REPORT_WINDOW_CLOSED', 'Items can be reported within a short time of delivery, and that time has passed. Please contact support.');
      if (await repo.ofOrder(db, order.id)) alreadyReported();
      const ordered = await repo.linesOf(db, order.id);
      const reported = body.lines.map((l) => ({ lineId: l.line_id, quantity: l.quantity }));
      const refusal = checkReportedLines(ordered, reported);
      if (refusal) fail('REPORT_LINES_INVALID', REFUSALS[refusal]);
      const photo = body.photo ? (await deps.images.save(Buffer.from(body.photo.slice(body.photo.indexOf(',') + 1), 'base64'))).image : null;

      const lines: ItemReportLine[] = body.lines.map((l) => {
        const line = ordered.find((o) => o.id === l.line_id);
        return { line_id: l.line_id, name: line?.name ?? '', quantity: l.quantity, problem: l.problem, value_paise: line ? reportValuePaise(ordered, [{ lineId: l.line_id, quantity: l.quantity }], order, Number.MAX_SAFE_INTEGER) : 0 };
      });
      const value = reportValuePaise(ordered, reported, order, refundablePaise(order));
      const rules = await compensationGifts.activeRules(db, 'MISSING');
      const rule = value > 0 ? reportRuleFor(rules, value) : null;
      const reason = `Reported: ${itemsText(lines)}`;
      const base = { orderId: order.id, userId: order.userId, lines, note: body.note, photo, valuePaise: value, ruleId: rule?.id ?? null, createdAt: now };
      let made: ItemReportRow | undefined;
      const insert = async (tx: Tx, values: Partial<typeof base> & { status: ItemReportRow['status']; givenPaise?: number; couponId?: number | null; decidedAt?: Date | null }) => {
        made = await repo.insertOnce(tx, { ...base, ...values });
        if (!made) alreadyReported();
        return made;
      };

      let spec: MoveSpec;
      if (rule?.action === 'WALLET') {
        const { split, ...refund } = refundMove(order, { amountPaise: value, reason: `items reported (${itemsText(lines)})`, at: now, lost: alreadyReported });
        spec = {
          ...refund,
          notice: () => customerNotices.itemsRefunded(split, order.uniqueOrderId),
          alsoInTx: async (tx, moved) => {
            await insert(tx, { status: 'REFUNDED', givenPaise: value, decidedAt: now });
            await refund.alsoInTx?.(tx, moved);
            await recordGift(tx, order, { ruleId: rule.id, action: 'WALLET', amountPaise: value, bornBy: rule.bornBy, reason, at: now });
          },
        };
      } else if (rule?.action === 'COUPON') {
        let code = '';
        spec = {
          to: null,
          event: 'order.status',
          lost: alreadyReported,
          notice: () => customerNotices.itemsCoupon(order.uniqueOrderId, code, value, COUPON_DAYS),
          alsoInTx: async (tx) => {
            const gift = await compensationGifts.givePersonalCoupon(tx, { userId: order.userId, amountPaise: value, expiresAt: new Date(now.getTime() + COUPON_DAYS * DAY_MS), at: now, name: 'Sorry about your items', description: 'Your own coupon for items that were missing or wrong. One use.' });
            code = gift.code;
            await insert(tx, { status: 'COUPON', givenPaise: value, couponId: gift.couponId, decidedAt: now });
            await recordGift(tx, order, { ruleId: rule.id, action: 'COUPON', amountPaise: value, couponId: gift.couponId, bornBy: rule.bornBy, reason, at: now });
          },
        };
      } else {
        spec = { to: null, event: 'order.status', lost: alreadyReported, notice: () => customerNotices.itemsInReview(order.uniqueOrderId), alsoInTx: async (tx) => void (await insert(tx, { status: 'IN_REVIEW' })) };
      }
      await moves.move(actor, facts, spec);
      const found = made ? await repo.ofOrder(db, order.id) : undefined;
      if (!found) alreadyReported();
      return presentItemReport(found.report, found.couponCode);
    },

    async queue(v: { waitingOnly: boolean; beforeId: number | null }) {
      const [rows, waiting] = await Promise.all([repo.queue(db, { ...v, limit: ADMIN_ITEM_REPORTS_PAGE + 1 }), repo.waiting(db)]);
      const page = rows.slice(0, ADMIN_ITEM_REPORTS_PAGE);
      return { items: page.map(presentAdminRow), waiting, next_before_id: rows.length > ADMIN_ITEM_REPORTS_PAGE ? (page.at(-1)?.report.id ?? null) : null };
    },

    /** An admin's decision on a report in review: a refund (at most its worth and what is refundable) at someone's cost, or no. */
    async decide(actor: Actor, v: { id: number; decision: 'REFUND' | 'REJECT'; amountPaise: number; bornBy: CostBearer; note: string }): Promise<AdminItemReportRow> {
      const first = await repo.find(db, v.id);
      if (!first) notFound('No such report.');
      const [orderRow] = await repo.queue(db, { waitingOnly: false, beforeId: null, limit: 1, id: v.id });
      if (!orderRow) notFound('No such report.');
      const facts = await access.require(actor, orderRow.order.uniqueOrderId, ['admin']);
      const { order } = facts;
      const decided = (): never => fail('ALREADY_DECIDED', 'This report was decided meanwhile. Look at it again.');
      if (first.status !== 'IN_REVIEW') decided();
      const now = clock.now();
      const refund = v.decision === 'REFUND';
      if (refund && v.amountPaise > Math.min(first.valuePaise, refundablePaise(order))) {
        const most = Math.min(first.valuePaise, refundablePaise(order));
        fail('AMOUNT_TOO_LARGE', `At most ₹${rupees(most)} can be refunded for this report.`, { refundable: rupees(most) });
      }
      const settle = async (tx: Tx) => {
        const locked = await repo.lock(tx, v.id);
        if (locked?.status !== 'IN_REVIEW') decided();
        await repo.update(tx, v.id, { status: refund ? 'REFUNDED' : 'REJECTED', givenPaise: refund ? v.amountPaise : 0, decidedByUserId: actor.id, decidedAt: now, decisionNote: v.note });
      };
      let spec: MoveSpec;
      if (refund) {
        const { split, ...move } = refundMove(order, { amountPaise: v.amountPaise, reason: v.note, at: now, lost: decided });
        spec = {
          ...move,
          notice: () => customerNotices.itemsRefunded(split, order.uniqueOrderId),
          alsoInTx: async (tx, moved) => {
            await settle(tx);
            await move.alsoInTx?.(tx, moved);
            await recordGift(tx, order, { ruleId: null, action: 'WALLET', amountPaise: v.amountPaise, bornBy: v.bornBy, reason: `Reported items, refunded by an admin: ${v.note}`, at: now });
          },
        };
      } else {
        spec = { to: null, event: 'order.status', lost: decided, notice: () => customerNotices.itemsRejected(order.uniqueOrderId, v.note), alsoInTx: settle };
      }
      await moves.move(actor, facts, spec, (work) =>
        deps.writes.write(actor, async (tx, audit) => {
          const result = await work(tx);
          await audit({
            action: refund ? 'item-report.refund' : 'item-report.reject',
            entity: 'order',
            entityId: order.uniqueOrderId,
            before: { status: first.status, value: rupees(first.valuePaise) },
            after: { status: refund ? 'REFUNDED' : 'REJECTED', given: rupees(refund ? v.amountPaise : 0), ...(refund ? { born_by: v.bornBy } : {}) },
            reason: v.note,
          });
          return result;
        }),
      );
      return adminRow(v.id);
    },
  };
}

export type ItemReportsService = ReturnType<typeof createItemReportsService>;
