import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from './text-field';

/**
 * A 6-digit one-time code: the phone's keypad, the code offered by the keyboard from the SMS
 * (`one-time-code`), and a pasted "123 456" or "Code: 123456" kept as its digits.
 */
export const CodeField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'onChange' | 'value'> & { value: string; onValue: (digits: string) => void }>(
  function CodeField({ value, onValue, ...rest }, ref) {
    return (
      <TextField
        ref={ref}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        enterKeyHint="done"
        className="field__input field__input--code"
        value={value}
        onChange={(event) => onValue(event.target.value.replace(/\D/g, '').slice(0, 6))}
        {...rest}
      />
    );
  },
);
