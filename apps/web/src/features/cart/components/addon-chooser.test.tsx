import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useSettingsStore } from '../../../lib/settings';
import { EXTRAS, PORTION } from '../../../test/fixtures';
import { initialSelection, selectionToAddons, toggleAddon, type AddonSelection } from '../addons';
import { AddonChooser } from './addon-chooser';

afterEach(cleanup);

describe('add-on selection (SPEC §5)', () => {
  it('preselects the first add-on of a SINGLE category and nothing of a MULTI one', () => {
    expect(initialSelection([PORTION, EXTRAS])).toEqual({ 5: [51], 6: [] });
  });

  it('SINGLE replaces the choice; MULTI toggles', () => {
    let s: AddonSelection = initialSelection([PORTION, EXTRAS]);
    s = toggleAddon(s, PORTION, 52);
    s = toggleAddon(s, EXTRAS, 61);
    s = toggleAddon(s, EXTRAS, 62);
    s = toggleAddon(s, EXTRAS, 61);
    expect(s).toEqual({ 5: [52], 6: [62] });
    expect(selectionToAddons([PORTION, EXTRAS], s)).toEqual([
      { addon_category_name: 'Choose portion', addon_id: 52, addon_name: 'Full', price: '140.00' },
      { addon_category_name: 'Add extras', addon_id: 62, addon_name: 'Green salad', price: '40.00' },
    ]);
  });
});

function Harness({ onSubmit }: { onSubmit: (s: AddonSelection) => void }) {
  const [selection, setSelection] = useState(() => initialSelection([PORTION, EXTRAS]));
  return <AddonChooser formId="f" categories={[PORTION, EXTRAS]} selection={selection} onChange={setSelection} onSubmit={() => onSubmit(selection)} />;
}

describe('AddonChooser', () => {
  it('renders radios with the first checked and unchecked checkboxes', () => {
    render(<Harness onSubmit={() => undefined} />);
    const radios = screen.getAllByRole<HTMLInputElement>('radio');
    const boxes = screen.getAllByRole<HTMLInputElement>('checkbox');
    expect(radios.map((r) => r.checked)).toEqual([true, false]);
    expect(boxes.map((b) => b.checked)).toEqual([false, false]);
    expect(screen.getByRole('group', { name: /Choose portion/ })).toBeTruthy();
  });

  it('hides a 0.00 price when hidePriceWhenZero is true, and shows it otherwise', () => {
    useSettingsStore.setState((s) => ({ values: { ...s.values, hidePriceWhenZero: 'true' } }));
    const { unmount } = render(<Harness onSubmit={() => undefined} />);
    expect(screen.queryByText('+ ₹0.00')).toBeNull();
    expect(screen.getByText('+ ₹140.00')).toBeTruthy();
    unmount();
    useSettingsStore.setState((s) => ({ values: { ...s.values, hidePriceWhenZero: 'false' } }));
    render(<Harness onSubmit={() => undefined} />);
    expect(screen.getByText('+ ₹0.00')).toBeTruthy();
  });

  it('submits the chosen add-ons', () => {
    const onSubmit = vi.fn();
    const { container } = render(<Harness onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('radio', { name: /Full/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Extra butter/ }));
    fireEvent.submit(container.querySelector('form') as HTMLFormElement);
    expect(onSubmit).toHaveBeenCalledWith({ 5: [52], 6: [61] });
  });
});
