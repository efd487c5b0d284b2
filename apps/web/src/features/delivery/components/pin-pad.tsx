import { useId, useState, type FormEvent } from 'react';
import { useRiderT } from '../i18n';

export interface PinPadProps {
  readonly busy: boolean;
  readonly error: string | null;
  readonly onSubmit: (pin: string) => void;
  readonly onCancel: () => void;
}

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

/**
 * The hand-over PIN: one field that takes typing, paste and one-time-code autofill (WCAG 3.3.8), with
 * a big on-screen keypad beside it for a thumb at the door. Digits only, four of them.
 */
export function PinPad({ busy, error, onSubmit, onCancel }: PinPadProps) {
  const t = useRiderT();
  const id = useId();
  const [pin, setPin] = useState('');
  const set = (value: string) => setPin(value.replace(/\D/g, '').slice(0, 4));
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (pin.length === 4 && !busy) onSubmit(pin);
  };
  return (
    <form className="pin-pad" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="pin-pad__title">
        {t('rider.pin.title')}
      </h2>
      <p className="pin-pad__hint" id={`${id}-hint`}>
        {t('rider.pin.hint')}
      </p>
      <label htmlFor={`${id}-pin`} className="visually-hidden">
        {t('rider.pin.label')}
      </label>
      <input
        id={`${id}-pin`}
        // Ready for the customer's four digits the moment the pad opens.
        autoFocus
        className="pin-pad__field"
        value={pin}
        onChange={(e) => set(e.target.value)}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="\d{4}"
        maxLength={4}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="notice notice--danger" role="alert">
          {error}
        </p>
      )}
      <div className="pin-pad__keys">
        {KEYS.map((k) => (
          <button key={k} type="button" className="pin-pad__key" onClick={() => set(pin + k)} tabIndex={-1}>
            {k}
          </button>
        ))}
        <button type="button" className="pin-pad__key pin-pad__key--muted" onClick={() => set(pin.slice(0, -1))} aria-label={t('rider.pin.clear')} tabIndex={-1}>
          ⌫
        </button>
        <button type="button" className="pin-pad__key" onClick={() => set(pin + '0')} tabIndex={-1}>
          0
        </button>
        <span />
      </div>
      <button type="submit" className="button button--primary button--block button--large" disabled={pin.length !== 4 || busy}>
        {busy ? t('rider.sending') : t('rider.pin.submit')}
      </button>
      <button type="button" className="button button--ghost button--block" onClick={onCancel}>
        {t('rider.pin.cancel')}
      </button>
    </form>
  );
}
