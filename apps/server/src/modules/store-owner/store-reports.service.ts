import type { StoreReportsResponse, storeReportsRequest } from '@keka/contracts';
import { ORDER_STATUS, paise, toRupeeString } from '@keka/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { startOfLocalDay } from '../../lib/clock';
import type { PayoutsService } from '../payouts/payouts.service';
import type { SettingsService } from '../settings/settings.service';
import type { StoreManageService } from './store-manage.service';
import { storeReportsRepository as repo } from './store-reports.repository';

const rupees = (p: number) => toRupeeString(paise(p));
const SKIP = [ORDER_STATUS.AWAITING_PAYMENT, ORDER_STATUS.PAYMENT_FAILED];

/**
 * The owner's reports (issue 7): sales by day, week or month, orders, average order value, top items,
 * ratings and cancellations of one store between two local dates (both included). Sales count
 * delivered orders only: that is the money the store received. With them, the store's payout statement:
 * earned less commission and the compensations it bore, paid out, due (issue 36).
 */
export function createStoreReportsService(deps: { db: Db; settings: SettingsService; manage: StoreManageService; payouts: Pick<PayoutsService, 'storeStatement'> }) {
  const { db, settings, manage } = deps;
  return {
    async report(actor: Actor, input: z.output<typeof storeReportsRequest>): Promise<StoreReportsResponse['data']> {
      const store = await manage.pickStore(actor, input.store_id);
      const timeZone = await settings.get('timezone', 'Asia/Kolkata');
      const from = startOfLocalDay(new Date(`${input.from}T12:00:00Z`), timeZone);
      const lastDay = startOfLocalDay(new Date(`${input.to}T12:00:00Z`), timeZone);
      const to = startOfLocalDay(new Date(lastDay.getTime() + 36 * 3_600_000), timeZone);
      const range = { storeIds: [store.id], from, to, skipStatuses: SKIP };
      const [series, top, rating, cancellations, payout] = await Promise.all([
        repo.series(db, range, input.group, timeZone),
        repo.topItems(db, range, 10),
        repo.ratings(db, range),
        repo.cancellations(db, range),
        deps.payouts.storeStatement(store.id, { from, to }),
      ]);
      const byPeriod = new Map(series.map((p) => [p.period, p]));
      const filled = periodsBetween(input.from, input.to, input.group).map((period) => byPeriod.get(period) ?? { period, orders: 0, delivered: 0, cancelled: 0, salesPaise: 0 });
      const totals = filled.reduce((t, p) => ({ orders: t.orders + p.orders, delivered: t.delivered + p.delivered, cancelled: t.cancelled + p.cancelled, sales: t.sales + p.salesPaise }), {
        orders: 0,
        delivered: 0,
        cancelled: 0,
        sales: 0,
      });
      return {
        from: input.from,
        to: input.to,
        group: input.group,
        series: filled.map((p) => ({ period: p.period, orders: p.orders, delivered: p.delivered, cancelled: p.cancelled, sales: rupees(p.salesPaise) })),
        totals: {
          orders: totals.orders,
          delivered: totals.delivered,
          cancelled: totals.cancelled,
          sales: rupees(totals.sales),
          // Rounded to the paisa, half up.
          average_order_value: rupees(totals.delivered ? Math.round(totals.sales / totals.delivered) : 0),
        },
        top_items: top.map((t) => ({ name: t.name, quantity: t.quantity, sales: rupees(t.salesPaise) })),
        ratings: { average: Math.round(rating.average * 10) / 10, count: rating.count },
        cancellations: cancellations.map((c) => ({ reason: c.reason || 'No reason given', count: c.count })),
        payout,
      };
    },
  };
}

/**
 * Every period between two dates (the chart shows empty days too): days, Mondays of ISO weeks, or the
 * first of each month, as YYYY-MM-DD like the SQL's date_trunc answers.
 */
export function periodsBetween(from: string, to: string, group: 'day' | 'week' | 'month'): string[] {
  const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const start = day(from);
  if (group === 'week') start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7));
  if (group === 'month') start.setUTCDate(1);
  const end = day(to);
  const out: string[] = [];
  for (const d = start; d <= end; ) {
    out.push(iso(d));
    if (group === 'day') d.setUTCDate(d.getUTCDate() + 1);
    else if (group === 'week') d.setUTCDate(d.getUTCDate() + 7);
    else d.setUTCMonth(d.getUTCMonth() + 1);
  }
  return out;
}

export type StoreReportsService = ReturnType<typeof createStoreReportsService>;
