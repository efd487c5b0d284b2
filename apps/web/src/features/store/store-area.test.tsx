import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { StoreOrderCard } from '@keka/contracts';
import { stubApi } from '../../test/fetch-stub';
import { OrderCard } from './components/order-card';
import { StoreRegisterPage } from './components/register-page';
import { reportCsv } from './components/reports-page';

const money = (v: string) => v;
const order = (overrides: Partial<StoreOrderCard> = {}): StoreOrderCard =>
  ({
    unique_order_id: 'OD-ABCDEF123456',
    status_id: 1,
    status: 'PLACED',
    created_at: '2026-11-23T05:30:00.000Z',
    delivery_type: 'DELIVERY',
    payment_mode: 'COD',
    payment_status: 'PENDING',
    store: { id: 1, name: 'Spice Route' },
    customer: { name: 'Aarav', phone: null },
    address: null,
    distance_km: 1.2,
    order_comment: '<img src=x onerror="alert(1)"> no onions',
    items: [{ line_id: 41, item_id: 11, name: 'Paneer Tikka', is_veg: true, quantity: 2, price: money('289.00'), line_total: money('578.00'), addons: [{ addon_category_name: 'Size', addon_name: 'Full', price: '0.00' }] }],
    bill: { total: '661.90' },
    slot: null,
    preparation_minutes: null,
    eta_at: null,
    promised_at: null,
    first_promised_at: null,
    promise_extended_at: null,
    promise_extension_reason: null,
    accepted_at: null,
    ready_at: null,
    picked_up_at: null,
    delivered_at: null,
    cancelled_at: null,
    cancel_reason: null,
    cancelled_by: null,
    rider: null,
    pin_locked: false,
    substitutions: [],
    can_substitute: false,
    actions: ['accept', 'decline'],
    ...overrides,
  }) as unknown as StoreOrderCard;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('OrderCard', () => {
  it('shows the comment as text (SECURITY 23), the add-ons, and one button per action', () => {
    const { container } = render(
      <MemoryRouter>
        <OrderCard order={order()} token="tok" defaultMinutes={20} onChanged={() => undefined} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('order-comment').textContent).toBe('<img src=x onerror="alert(1)"> no onions');
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('Size: Full')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept · 20 min' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark ready' })).toBeNull();
  });

  it('accepts with the minutes chosen on the stepper and tells the dashboard', async () => {
    const { calls } = stubApi({ 'store/accept-order': { success: true, data: order({ status_id: 2 }) } });
    const changed = vi.fn();
    render(
      <MemoryRouter>
        <OrderCard order={order()} token="tok" defaultMinutes={20} onChanged={changed} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: '5 minutes more' }));
    fireEvent.click(screen.getByRole('button', { name: '5 minutes more' }));
    fireEvent.click(screen.getByRole('button', { name: 'Accept · 30 min' }));
    await waitFor(() => expect(changed).toHaveBeenCalled());
    expect(calls).toEqual([{ name: 'store/accept-order', body: { unique_order_id: 'OD-ABCDEF123456', preparation_minutes: 30 } }]);
  });

  it('says why an action was refused and keeps the card', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ success: false, code: 'INVALID_TRANSITION', message: 'This order was cancelled.' }), { status: 409 })));
    render(
      <MemoryRouter>
        <OrderCard order={order()} token="tok" defaultMinutes={20} onChanged={() => undefined} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Accept · 20 min' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This order was cancelled.');
  });
});

describe('a line the kitchen does not have (issue 36)', () => {
  const picking = { status_id: 2, status: 'PREPARING', can_substitute: true, actions: ['mark_ready'] } as Partial<StoreOrderCard>;
  const products = {
    success: true,
    data: {
      store: { id: 1 },
      addon_categories: [],
      categories: [{ id: 3, name: 'Mains', is_enabled: true, items: [{ id: 12, item_category_id: 3, name: 'Paneer Butter Masala', short_desc: '', price: '279.00', image: '', is_active: true, is_veg: true, max_qty: null, addon_category_ids: [] }] }],
    },
  };

  it('is left out from the card, or a replacement is proposed at the price the kitchen sets', async () => {
    const { calls } = stubApi({ 'store/substitute-line': { success: true, data: order(picking) }, 'store/get-products': products });
    const changed = vi.fn();
    render(
      <MemoryRouter>
        <OrderCard order={order(picking)} token="tok" defaultMinutes={20} onChanged={changed} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Not available: 2 × Paneer Tikka' }));
    fireEvent.click(await screen.findByRole('radio', { name: /Paneer Butter Masala/ }));
    fireEvent.change(screen.getByLabelText('Price of one (₹)'), { target: { value: '260' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send to the customer' }));
    await waitFor(() => expect(changed).toHaveBeenCalled());
    expect(calls.find((c) => c.name === 'store/substitute-line')?.body).toMatchObject({ unique_order_id: 'OD-ABCDEF123456', line_id: 41, kind: 'REPLACE', item_id: 12, quantity: 2, price: '260' });

    fireEvent.click(screen.getByRole('button', { name: 'Not available: 2 × Paneer Tikka' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave it out' }));
    await waitFor(() => expect(calls.filter((c) => c.name === 'store/substitute-line').at(-1)?.body).toMatchObject({ line_id: 41, kind: 'REMOVE' }));
  });

  it('says a replacement waits for the customer, and what was changed', () => {
    const sub = { id: 1, line_id: 41, kind: 'REPLACE', line: { name: 'Paneer Tikka', quantity: 2, line_total: '578.00' }, replacement: { item_id: 12, name: 'Paneer Butter Masala', is_veg: true, quantity: 2, price: '279.00', line_total: '558.00' }, difference: '-20.00', refunded: '0.00', collect: '0.00', answer_by: '2026-11-23T05:45:00.000Z', created_at: '2026-11-23T05:40:00.000Z', settled_at: null };
    render(
      <MemoryRouter>
        <OrderCard order={order({ ...picking, substitutions: [{ ...sub, status: 'PENDING', settled_by: null }, { ...sub, id: 2, line_id: 40, kind: 'REMOVE', status: 'REMOVED', replacement: null, line: { name: 'Naan', quantity: 1, line_total: '40.00' }, settled_by: 'store' }] } as Partial<StoreOrderCard>)} token="tok" defaultMinutes={20} onChanged={() => undefined} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status').textContent).toMatch(/^Waiting for the customer: 2 × Paneer Butter Masala, until /);
    expect(screen.queryByRole('button', { name: 'Not available: 2 × Paneer Tikka' })).toBeNull();
    expect(screen.getByText('Left out: 1 × Naan')).toBeTruthy();
  });
});

describe('the promise on the card (issue 36)', () => {
  const minutesFromNow = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
  const preparing = (overrides: Partial<StoreOrderCard> = {}) =>
    order({ status_id: 2, preparation_minutes: 15, eta_at: minutesFromNow(10), promised_at: minutesFromNow(10), actions: ['decline', 'mark_ready', 'update_preparation_time'], ...overrides });

  it('says "Late" with the minutes once the promise has passed, and the new estimate', () => {
    render(
      <MemoryRouter>
        <OrderCard order={preparing({ promised_at: minutesFromNow(-12.5), eta_at: minutesFromNow(6) })} token="tok" defaultMinutes={20} onChanged={() => undefined} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Late 12 min')).toBeTruthy();
    expect(screen.getByText(/^Now .* · promised /)).toBeTruthy();
  });

  it('on time: no badge', () => {
    render(
      <MemoryRouter>
        <OrderCard order={preparing()} token="tok" defaultMinutes={20} onChanged={() => undefined} />
      </MemoryRouter>,
    );
    expect(screen.queryByText(/^Late/)).toBeNull();
  });

  it('a longer time asks why and sends the reason; a shorter one does not', async () => {
    const { calls } = stubApi({ 'store/update-preparation-time': { success: true, data: preparing() } });
    render(
      <MemoryRouter>
        <OrderCard order={preparing()} token="tok" defaultMinutes={20} onChanged={() => undefined} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Change time' }));
    fireEvent.click(screen.getByRole('button', { name: '5 minutes more' }));
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Save time' });
    expect(save.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Why it needs longer (the customer is told)'), { target: { value: 'Oven is full' } });
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ name: 'store/update-preparation-time', body: { unique_order_id: 'OD-ABCDEF123456', preparation_minutes: 20, reason: 'Oven is full' } });
  });

  it('once extended, a longer time is refused on the card and the reason shows', () => {
    render(
      <MemoryRouter>
        <OrderCard order={preparing({ promise_extended_at: minutesFromNow(-3), promise_extension_reason: 'Oven is full' })} token="tok" defaultMinutes={20} onChanged={() => undefined} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Oven is full')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change time' }));
    fireEvent.click(screen.getByRole('button', { name: '5 minutes more' }));
    expect(screen.getByText(/extended once already|made longer once already/)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save time' }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '5 minutes less' }));
    fireEvent.click(screen.getByRole('button', { name: '5 minutes less' }));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save time' }).disabled).toBe(false);
  });
});

describe("the card's badge says where the order is for the kitchen", () => {
  it.each([
    [{ status_id: 1, status: 'PLACED' }, 'New'],
    [{ status_id: 2, status: 'PREPARING' }, 'Preparing'],
    // A delivery order marked ready stays PREPARING or DELIVERY_ASSIGNED until its partner picks it up.
    [{ status_id: 2, status: 'PREPARING', ready_at: '2026-11-23T05:50:00.000Z' }, 'Ready'],
    [{ status_id: 3, status: 'DELIVERY_ASSIGNED', ready_at: '2026-11-23T05:50:00.000Z' }, 'Ready'],
    [{ status_id: 7, status: 'READY_FOR_PICKUP', delivery_type: 'SELFPICKUP' }, 'Ready'],
    [{ status_id: 4, status: 'PICKED_UP' }, 'Out for delivery'],
    [{ status_id: 5, status: 'DELIVERED', delivery_type: 'SELFPICKUP' }, 'Collected'],
    [{ status_id: 6, status: 'CANCELLED' }, 'Cancelled'],
  ] as const)('%o reads %s', (overrides, badge) => {
    const { container } = render(
      <MemoryRouter>
        <OrderCard order={order({ ...overrides, actions: [] })} token="tok" defaultMinutes={20} onChanged={() => undefined} />
      </MemoryRouter>,
    );
    expect(container.querySelector('.so-card__status')?.textContent).toBe(badge);
  });
});

describe('/store/register', () => {
  it('says under each empty field what it needs, in words, and sends nothing', async () => {
    const { calls } = stubApi({});
    render(
      <MemoryRouter>
        <StoreRegisterPage />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send for approval' }));
    expect(screen.getByRole('alert').textContent).toBe('Some fields need a look: see below.');
    const name = screen.getByLabelText('Your name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toContain('Enter your name (2 letters or more)');
    for (const text of ['Enter a valid e-mail address', 'Enter a 10-digit mobile number', 'Use 6 to 128 characters', 'Enter the store name', 'Enter the store address']) expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByText(/^\w+: /)).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(name));
    // Typing answers that field's error; the others stay.
    fireEvent.change(name, { target: { value: 'Meera Iyer' } });
    expect(screen.queryByText('Enter your name (2 letters or more)')).toBeNull();
    expect(screen.getByText('Enter the store name')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});

describe('reportCsv', () => {
  it('writes one quoted row per period and a total row', () => {
    const csv = reportCsv({
      from: '2026-11-22',
      to: '2026-11-23',
      group: 'day',
      series: [
        { period: '2026-11-22', orders: 0, delivered: 0, cancelled: 0, sales: '0.00' },
        { period: '2026-11-23', orders: 3, delivered: 2, cancelled: 1, sales: '1200.50' },
      ],
      totals: { orders: 3, delivered: 2, cancelled: 1, sales: '1200.50', average_order_value: '600.25' },
      top_items: [],
      ratings: { average: 0, count: 0 },
      cancellations: [],
      payout: { orders: 0, gross: '0.00', commission_percent: 0, commission: '0.00', compensations: '0.00', earned: '0.00', earned_total: '0.00', paid_total: '0.00', due: '0.00', last_paid_at: null, given: [] },
    });
    expect(csv).toBe(
      '"period","orders","delivered","cancelled","sales"\r\n"2026-11-22","0","0","0","0.00"\r\n"2026-11-23","3","2","1","1200.50"\r\n"total","3","2","1","1200.50"\r\n',
    );
  });
});
