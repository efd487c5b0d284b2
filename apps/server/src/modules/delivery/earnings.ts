import type { GetEarningsResponse } from '@keka/contracts';
import { paise, toRupeeString } from '@keka/domain';
import { localDate } from '../../lib/clock';

export interface EarningRow {
  readonly uniqueOrderId: string;
  readonly storeName: string;
  readonly earnedAt: Date;
  readonly commissionPaise: number;
  readonly tipPaise: number;
  readonly cashPaise: number;
  /** Compensations the partner bears for this order (issue 36). */
  readonly deductionPaise: number;
}

/** What a delivery earned its partner: commission and tip, less what he bears of its compensations. */
export const earnedPaise = (r: Pick<EarningRow, 'commissionPaise' | 'tipPaise' | 'deductionPaise'>): number => r.commissionPaise + r.tipPaise - r.deductionPaise;

const rupees = (p: number) => toRupeeString(paise(p));

function totals(rows: readonly EarningRow[]) {
  const commission = rows.reduce((s, r) => s + r.commissionPaise, 0);
  const tips = rows.reduce((s, r) => s + r.tipPaise, 0);
  const cash = rows.reduce((s, r) => s + r.cashPaise, 0);
  const deductions = rows.reduce((s, r) => s + r.deductionPaise, 0);
  return { deliveries: rows.length, commission: rupees(commission), tips: rupees(tips), deductions: rupees(deductions), earnings: rupees(commission + tips - deductions), cash_collected: rupees(cash) };
}

/** The earnings screen's numbers from the week's ledger rows (latest first): today, the week, a bar per day. */
export function summariseEarnings(v: { rows: readonly EarningRow[]; now: Date; zone: string; todayStart: Date; cashInHandPaise: number }): GetEarningsResponse['data'] {
  const todayRows = v.rows.filter((r) => r.earnedAt.getTime() >= v.todayStart.getTime());
  const days: GetEarningsResponse['data']['days'] = [];
  for (let back = 6; back >= 0; back -= 1) {
    const date = localDate(new Date(v.now.getTime() - back * 86_400_000), v.zone);
    const ofDay = v.rows.filter((r) => localDate(r.earnedAt, v.zone) === date);
    days.push({ date, earnings: rupees(ofDay.reduce((s, r) => s + earnedPaise(r), 0)), deliveries: ofDay.length });
  }
  return {
    today: totals(todayRows),
    week: totals(v.rows),
    days,
    orders: v.rows.map((r) => ({
      unique_order_id: r.uniqueOrderId,
      store_name: r.storeName,
      delivered_at: r.earnedAt.toISOString(),
      commission: rupees(r.commissionPaise),
      tip: rupees(r.tipPaise),
      deduction: rupees(r.deductionPaise),
      earnings: rupees(earnedPaise(r)),
      cash_collected: rupees(r.cashPaise),
    })),
    cash_in_hand: rupees(v.cashInHandPaise),
  };
}
