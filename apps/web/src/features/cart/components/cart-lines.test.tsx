import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { EMPTY_CART, type CartAddon } from '@keka/domain';
import { makeItem } from '../../../test/fixtures';
import { toNewLine } from '../lines';
import { addLine, useCartStore } from '../state';
import { CartLines } from './cart-lines';

afterEach(cleanup);

const HALF: CartAddon = { addon_category_name: 'Choose portion', addon_id: 51, addon_name: 'Half', price: '0.00' };

describe('the cart lines (SPEC §4: the + disappears at max_qty)', () => {
  beforeEach(() => useCartStore.setState({ cart: EMPTY_CART }));

  it('hides + on every line of an item whose lines together reached max_qty', () => {
    const item = makeItem({ max_qty: 3 });
    addLine(toNewLine(item));
    addLine(toNewLine(item));
    addLine(toNewLine(item, [HALF]));
    expect(useCartStore.getState().cart.lines.map((l) => l.quantity)).toEqual([2, 1]);
    render(<CartLines />);
    expect(screen.getAllByRole('button', { name: 'Remove one Paneer Tikka' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Add one more Paneer Tikka' })).toBeNull();
  });

  it('keeps + while the item is under max_qty', () => {
    const item = makeItem({ max_qty: 3 });
    addLine(toNewLine(item));
    addLine(toNewLine(item, [HALF]));
    render(<CartLines />);
    expect(screen.getAllByRole('button', { name: 'Add one more Paneer Tikka' })).toHaveLength(2);
  });
});
