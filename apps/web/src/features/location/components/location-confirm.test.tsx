import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { addressFromPopular } from '../address';
import { LocationConfirm } from './location-confirm';

vi.mock('./location-map', () => ({ default: () => null }));

afterEach(cleanup);

const indiranagar = { id: 1, name: 'Indiranagar', address: '100 Feet Road, HAL 2nd Stage, Indiranagar, Bengaluru', latitude: 12.9719, longitude: 77.6412 };
const house = () => screen.getByLabelText<HTMLInputElement>('House / flat / floor (optional)');

describe('LocationConfirm: the house / flat field', () => {
  it("starts empty for a popular area, never with the area's name (tester's bug)", () => {
    render(<LocationConfirm initial={addressFromPopular(indiranagar)} onSave={() => undefined} />);
    expect(house().value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('Address').value).toContain('Indiranagar');
  });

  it('starts with the saved house when a saved address is edited, and saves what is typed', () => {
    const onSave = vi.fn();
    const saved = { lat: 12.97, lng: 77.64, address: '12th Main Road, Indiranagar', house: 'Flat 304', tag: 'Work' };
    render(<LocationConfirm initial={saved} onSave={onSave} />);
    expect(house().value).toBe('Flat 304');
    fireEvent.input(house(), { target: { value: '  Flat 305  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save address & continue' }));
    expect(onSave).toHaveBeenCalledWith({ ...saved, house: 'Flat 305' });
  });
});

describe('LocationConfirm while the caller saves', () => {
  it('cannot be sent twice, and shows why the last save failed', () => {
    const onSave = vi.fn();
    render(<LocationConfirm initial={addressFromPopular(indiranagar)} onSave={onSave} saving saveError="You're offline" submitLabel="Save address" />);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Save address' });
    expect(button.disabled).toBe(true);
    fireEvent.submit(button.closest('form') as HTMLFormElement);
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain("You're offline");
  });
});
