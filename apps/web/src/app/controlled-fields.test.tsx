import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';

afterEach(cleanup);

function DigitsOnly({ max }: { readonly max: number }) {
  const [value, setValue] = useState('');
  return <input aria-label="PIN" value={value} onChange={(event) => setValue(event.target.value.replace(/\D/g, '').slice(0, max))} />;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('controlled fields (test-setup installs keepFieldsControlled, as main.tsx does)', () => {
  it('shows what the state kept: a refused letter goes, accepted digits stay', async () => {
    render(<DigitsOnly max={4} />);
    const field = screen.getByLabelText<HTMLInputElement>('PIN');
    fireEvent.input(field, { target: { value: '12' } });
    await settle();
    expect(field.value).toBe('12');
    // The state refuses the letter and does not change: nothing redraws, yet the field shows '12'.
    fireEvent.input(field, { target: { value: '12a' } });
    await settle();
    expect(field.value).toBe('12');
    fireEvent.input(field, { target: { value: 'PIN: 48 21 9' } });
    await settle();
    expect(field.value).toBe('4821');
  });

  it('leaves a field without a drawn value alone', async () => {
    render(<input aria-label="Free" defaultValue="" />);
    const field = screen.getByLabelText<HTMLInputElement>('Free');
    fireEvent.input(field, { target: { value: 'anything' } });
    await settle();
    expect(field.value).toBe('anything');
  });
});
