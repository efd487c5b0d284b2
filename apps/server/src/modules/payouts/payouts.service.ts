import type { AdminMarkPaidResponse, AdminPayeeRow, AdminPayoutView, AdminPayoutsResponse, PayeeKind, StorePayoutView } from '@keka/contracts';
import { paise, toRupeeString } from '@keka/domain';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { startOfLocalDay, type Clock } from '../../lib/clock';
import { fail, notFound } from '../../lib/errors';
import type { AdminWrites } from '../admin/admin-writes';
import type { SettingsService } from '../settings/settings.service';
import { payoutsRepository as repo, type Earned, type Payee, type Period } from './payouts.repository';

const rupees = (p: number) => toRupeeString(paise(p));
const RECENT = 20;
/** Compensations a store's statement lists for a period; more than a store sees in one. */
const GIVEN_LIMIT = 200;

/** The platform's cut of a store's item totals (stores.commission_percent), in whole paise. */
export const commissionOf = (grossPaise: number, percent: number | null): number => Math.round((grossPaise * (percent ?? 0)) / 100);

type Borne = { payeeId: number; paise: number };

/**
 * What a payee earned from these rows: a store keeps its item totals less commission; a partner commission
 * + tips; both less the compensations given to customers at their cost (issue 36).
 */
function earnedOf(kind: PayeeKind, payee: Payee, row: Earned | undefined, borne: readonly Borne[]) {
  const gross = row?.grossPaise ?? 0;
  const deductions = kind === 'STORE' ? commissionOf(gross, payee.commissionPercent) : (row?.tipsPaise ?? 0);
  const compensations = borne.find((b) => b.payeeId === payee.id)?.paise ?? 0;
  return { orders: row?.orders ?? 0, gross, deductions, compensations, earned: (kind === 'STORE' ? gross - deductions : gross + deductions) - compensations };
}

const toDate = (v: Date | string | null): Date | null => (v === null ? null : v instanceof Date ? v : new Date(v));

/**
 * Payouts (issue 11): what each store and delivery partner earned, what was paid to them outside the app
 * (the `payouts` table) and the balance due; "mark paid" records a payout of at most the balance due.
 */
export function createPayoutsService(deps: { db: Db; clock: Clock; settings: SettingsService; writes: AdminWrites }) {
  const { db, clock, writes } = deps;

  const payeesOf = (tx: Db | Tx, kind: PayeeKind, id?: number) => (kind === 'STORE' ? repo.stores(tx, id) : repo.partners(tx, id));
  const earnedRows = (tx: Db | Tx, kind: PayeeKind, period: Period | null, id?: number) => (kind === 'STORE' ? repo.storeEarned(tx, period, id) : repo.partnerEarned(tx, period, id));

  /** All-time earned less all-time paid, read in the caller's transaction. */
  async function dueOf(tx: Db | Tx, kind: PayeeKind, payee: Payee): Promise<{ earned: number; paid: number; due: number }> {
    const [[earnedRow], [paidRow], borne] = await Promise.all([earnedRows(tx, kind, null, payee.id), repo.paid(tx, kind, payee.id), repo.borne(tx, kind, null, payee.id)]);
    const earned = earnedOf(kind, payee, earnedRow, borne).earned;
    const paid = paidRow?.paidPaise ?? 0;
    return { earned, paid, due: earned - paid };
  }

  const presentPayout = (row: { payout: { id: number; payeeKind: PayeeKind; payeeId: number; amountPaise: number; reference: string; paidAt: Date }; createdBy: string | null }, name: string): AdminPayoutView => ({
    id: row.payout.id,
    payee_kind: row.payout.payeeKind,
    payee_id: row.payout.payeeId,
    name,
    amount: rupees(row.payout.amountPaise),
    reference: row.payout.reference,
    paid_at: row.payout.paidAt.toISOString(),
    created_by: row.createdBy,
  });

  return {
    async list(input: { kind: PayeeKind; from: string; to: string }): Promise<AdminPayoutsResponse['data']> {
      const zone = await deps.settings.get('timezone', 'Asia/Kolkata');
      const from = startOfLocalDay(new Date(`${input.from}T12:00:00Z`), zone);
      const to = startOfLocalDay(new Date(startOfLocalDay(new Date(`${input.to}T12:00:00Z`), zone).getTime() + 36 * 3_600_000), zone);
      const [payees, inPeriod, allTime, paid, recent, borneInPeriod, borneAllTime] = await Promise.all([
        payeesOf(db, input.kind),
        earnedRows(db, input.kind, { from, to }),
        earnedRows(db, input.kind, null),
        repo.paid(db, input.kind),
        repo.recent(db, input.kind, RECENT),
        repo.borne(db, input.kind, { from, to }),
        repo.borne(db, input.kind, null),
      ]);
      const rows: AdminPayeeRow[] = payees.map((payee) => {
        const period = earnedOf(input.kind, payee, inPeriod.find((r) => r.payeeId === payee.id), borneInPeriod);
        const total = earnedOf(input.kind, payee, allTime.find((r) => r.payeeId === payee.id), borneAllTime).earned;
        const paidRow = paid.find((p) => p.payeeId === payee.id);
        const paidTotal = paidRow?.paidPaise ?? 0;
        return {
          payee_kind: input.kind,
          payee_id: payee.id,
          name: payee.name,
          commission_percent: input.kind === 'STORE' ? (payee.commissionPercent ?? 0) : null,
          period: { orders: period.orders, gross: rupees(period.gross), deductions: rupees(period.deductions), compensations: rupees(period.compensations), earned: rupees(period.earned) },
          earned_total: rupees(total),
          paid_total: rupees(paidTotal),
          due: rupees(total - paidTotal),
          last_paid_at: toDate(paidRow?.lastPaidAt ?? null)?.toISOString() ?? null,
        };
      });
      // Whoever is owed most comes first; then the rest by name.
      rows.sort((a, b) => Number(b.due) - Number(a.due) || a.name.localeCompare(b.name));
      return { payees: rows, recent: recent.map((r) => presentPayout(r, payees.find((p) => p.id === r.payout.payeeId)?.name ?? `#${r.payout.payeeId}`)) };
    },

    /**
     * One store's statement for its owner (issue 36): what it earned in the period (item totals less the
     * platform's commission and the compensations it bore), what was paid out in all, what is due, and
     * each compensation given at its cost.
     */
    async storeStatement(storeId: number, period: { from: Date; to: Date }): Promise<StorePayoutView> {
      const [payee] = await repo.stores(db, storeId);
      if (!payee) notFound('We could not find this store.');
      const [[inPeriod], borneInPeriod, all, given] = await Promise.all([repo.storeEarned(db, period, storeId), repo.borne(db, 'STORE', period, storeId), dueOf(db, 'STORE', payee), repo.borneBy(db, storeId, period, GIVEN_LIMIT)]);
      const [paidRow] = await repo.paid(db, 'STORE', storeId);
      const earned = earnedOf('STORE', payee, inPeriod, borneInPeriod);
      return {
        orders: earned.orders,
        gross: rupees(earned.gross),
        commission_percent: payee.commissionPercent ?? 0,
        commission: rupees(earned.deductions),
        compensations: rupees(earned.compensations),
        earned: rupees(earned.earned),
        earned_total: rupees(all.earned),
        paid_total: rupees(all.paid),
        due: rupees(all.due),
        last_paid_at: toDate(paidRow?.lastPaidAt ?? null)?.toISOString() ?? null,
        given: given.map((g) => ({ id: g.id, order_id: g.uniqueOrderId, action: g.action, amount: rupees(g.amountPaise), reason: g.reason, given_at: g.givenAt.toISOString() })),
      };
    },

    /** Records money handed over outside the app: at most the balance due, decided under the payee's row lock. */
    async markPaid(actor: Actor, v: { kind: PayeeKind; payeeId: number; amountPaise: number; reference: string }): Promise<AdminMarkPaidResponse['data']> {
      return writes.write(actor, async (tx, audit) => {
        if (!(await repo.lockPayee(tx, v.kind, v.payeeId))) notFound(v.kind === 'STORE' ? 'We could not find this store.' : 'We could not find this delivery partner.');
        const [payee] = await payeesOf(tx, v.kind, v.payeeId);
        if (!payee) notFound('We could not find this payee.');
        const before = await dueOf(tx, v.kind, payee);
        if (v.amountPaise > before.due) fail('AMOUNT_TOO_LARGE', `At most ₹${rupees(Math.max(0, before.due))} is due to ${payee.name}.`, { due: rupees(Math.max(0, before.due)) });
        const now = clock.now();
        const made = await repo.insert(tx, { payeeKind: v.kind, payeeId: v.payeeId, amountPaise: v.amountPaise, reference: v.reference, paidAt: now, createdByUserId: actor.id, createdAt: now });
        const due = before.due - v.amountPaise;
        await audit({
          action: 'payout.mark-paid',
          entity: v.kind === 'STORE' ? 'store' : 'partner',
          entityId: v.payeeId,
          before: { paid: rupees(before.paid), due: rupees(before.due) },
          after: { paid: rupees(before.paid + v.amountPaise), due: rupees(due), amount: rupees(v.amountPaise), payout_id: made.id },
          reason: v.reference,
        });
        return { payout: presentPayout({ payout: made, createdBy: actor.name }, payee.name), due: rupees(due) };
      });
    },
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
