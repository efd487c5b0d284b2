import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { PinPad } from './pin-pad';

afterEach(cleanup);

describe('PinPad (the hand-over PIN)', () => {
  it('takes a pasted or autofilled code, keeps digits only, and submits four of them', () => {
    const onSubmit = vi.fn();
    render(<PinPad busy={false} error={null} onSubmit={onSubmit} onCancel={() => undefined} />);
    const field = screen.getByLabelText('4-digit PIN');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    const confirm = screen.getByRole('button', { name: 'Confirm delivery' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    // What a paste of "PIN: 48 21" or an SMS autofill puts in the field.
    fireEvent.input(field, { target: { value: 'PIN: 48 21' } });
    expect((field as HTMLInputElement).value).toBe('4821');
    fireEvent.click(confirm);
    expect(onSubmit).toHaveBeenCalledWith('4821');
  });

  it('works with the on-screen keys too, with a delete key, and ties the error to the field', () => {
    const onSubmit = vi.fn();
    render(<PinPad busy={false} error="That PIN is not right." onSubmit={onSubmit} onCancel={() => undefined} />);
    for (const key of ['1', '9', '9', '3']) fireEvent.click(screen.getByRole('button', { name: key }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete last digit' }));
    fireEvent.click(screen.getByRole('button', { name: '7' }));
    const field = screen.getByLabelText('4-digit PIN');
    expect((field as HTMLInputElement).value).toBe('1997');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('That PIN is not right.');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm delivery' }));
    expect(onSubmit).toHaveBeenCalledWith('1997');
  });
});
