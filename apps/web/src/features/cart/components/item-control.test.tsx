import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { EMPTY_CART } from '@keka/domain';
import { makeItem, PORTION } from '../../../test/fixtures';
import { useCartNoticeStore, useCartStore } from '../state';
import { CartItemControl } from './cart-item-control';
import { ItemControl } from './item-control';

afterEach(cleanup);

const noop = () => undefined;

describe('ItemControl (SPEC §4 item control)', () => {
  it('shows ADD when the item is not in the cart', () => {
    const onAdd = vi.fn();
    render(<ItemControl name="Dosa" isActive quantity={0} canIncrement customisable={false} onAdd={onAdd} onIncrement={noop} onDecrement={noop} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Dosa to cart' }));
    expect(onAdd).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: /Remove one/ })).toBeNull();
  });

  it('shows − quantity + when in the cart', () => {
    const onIncrement = vi.fn();
    const onDecrement = vi.fn();
    render(<ItemControl name="Dosa" isActive quantity={2} canIncrement customisable={false} onAdd={noop} onIncrement={onIncrement} onDecrement={onDecrement} />);
    expect(screen.getByText('2 in cart')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add one more Dosa' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove one Dosa' }));
    expect(onIncrement).toHaveBeenCalledOnce();
    expect(onDecrement).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: /to cart/ })).toBeNull();
  });

  it('hides + at max_qty', () => {
    render(<ItemControl name="Dosa" isActive quantity={3} canIncrement={false} customisable={false} onAdd={noop} onIncrement={noop} onDecrement={noop} />);
    expect(screen.queryByRole('button', { name: 'Add one more Dosa' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove one Dosa' })).toBeTruthy();
  });

  it('shows Not Available for an inactive item, with no buttons', () => {
    render(<ItemControl name="Dosa" isActive={false} quantity={0} canIncrement customisable={false} onAdd={noop} onIncrement={noop} onDecrement={noop} />);
    expect(screen.getByText('Not Available')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});

describe('CartItemControl wired to the cart', () => {
  beforeEach(() => {
    useCartStore.setState({ cart: EMPTY_CART });
    useCartNoticeStore.setState({ notice: null });
  });

  const renderControl = (item = makeItem()) =>
    render(
      <MemoryRouter>
        <CartItemControl item={item} />
      </MemoryRouter>,
    );

  it('ADD → + up to max_qty, where + disappears; − back to ADD empties the cart', () => {
    renderControl(makeItem({ max_qty: 2 }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Paneer Tikka to cart' }));
    expect(useCartStore.getState().cart.lines[0]?.quantity).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Add one more Paneer Tikka' }));
    expect(useCartStore.getState().cart.lines[0]?.quantity).toBe(2);
    expect(screen.queryByRole('button', { name: 'Add one more Paneer Tikka' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove one Paneer Tikka' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove one Paneer Tikka' }));
    expect(useCartStore.getState().cart).toEqual(EMPTY_CART);
    expect(screen.getByRole('button', { name: 'Add Paneer Tikka to cart' })).toBeTruthy();
  });

  it("empties another store's cart first and shows itemsRemovedMsg", () => {
    useCartStore.setState({
      cart: {
        restaurantId: 9,
        lines: [{ ...makeItem({ id: 99, restaurant_id: 9 }), is_veg: true, selectedaddons: [], quantity: 1 }],
      },
    });
    renderControl();
    fireEvent.click(screen.getByRole('button', { name: 'Add Paneer Tikka to cart' }));
    const { cart } = useCartStore.getState();
    expect(cart.restaurantId).toBe(1);
    expect(cart.lines.map((l) => l.id)).toEqual([11]);
    expect(useCartNoticeStore.getState().notice).toBe('Items from your previous store were removed from the cart');
  });

  it('opens the add-on sheet (its own chunk) instead of adding for items with add-on categories', async () => {
    renderControl(makeItem({ addon_categories: [PORTION] }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Paneer Tikka to cart' }));
    expect(useCartStore.getState().cart.lines).toHaveLength(0);
    expect(await screen.findByRole('radio', { name: /Half/ })).toBeTruthy();
  });
});
