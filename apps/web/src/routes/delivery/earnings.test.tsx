import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { Earnings } from '../../features/delivery/api';
import { EarningsBody } from './earnings';

afterEach(cleanup);

const totals = (deductions: string, earnings: string) => ({ deliveries: 1, commission: '24.00', tips: '20.00', deductions, earnings, cash_collected: '360.00' });
const data = (deduction: string, earnings: string): Earnings => ({
  today: totals(deduction, earnings),
  week: totals(deduction, earnings),
  days: [{ date: '2026-12-07', earnings, deliveries: 1 }],
  orders: [{ unique_order_id: 'ODAB12CD34EF', store_name: 'Spice Route', delivered_at: '2026-12-07T08:00:00.000Z', commission: '24.00', tip: '20.00', deduction, earnings, cash_collected: '360.00' }],
  cash_in_hand: '360.00',
});

describe('the rider earnings screen (issue 36)', () => {
  it('shows what a compensation at his cost took off, per total and per delivery', () => {
    render(<EarningsBody data={data('20.00', '24.00')} />);
    expect(screen.getAllByText('Compensation you bear')).toHaveLength(2);
    expect(screen.getAllByText('−₹20.00')).toHaveLength(2);
    expect(screen.getByText('₹20.00 off: compensation to the customer at your cost')).toBeTruthy();
  });

  it('says nothing of compensation when there was none', () => {
    render(<EarningsBody data={data('0.00', '44.00')} />);
    expect(screen.queryByText('Compensation you bear')).toBeNull();
    expect(screen.queryByText(/compensation to the customer/)).toBeNull();
  });
});
