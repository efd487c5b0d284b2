import { forwardRef, useId, useState, type InputHTMLAttributes } from 'react';
import { useT } from '../../lib/i18n';
import { AlertIcon } from './icons/alert';
import { EyeIcon } from './icons/eye';
import { EyeOffIcon } from './icons/eye-off';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  readonly label: string;
  readonly error?: string | undefined;
  /** A password field gets a show/hide toggle. */
  readonly revealable?: boolean;
}

/** A labelled input whose error is tied to it (aria-invalid, aria-describedby). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, revealable = false, type, ...rest },
  ref,
) {
  const t = useT();
  const id = useId();
  const errorId = `${id}-error`;
  const [revealed, setRevealed] = useState(false);
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="field__control">
        <input
          ref={ref}
          id={id}
          className="field__input"
          type={revealable && revealed ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...rest}
        />
        {revealable && (
          <button
            type="button"
            className="icon-button field__adornment"
            onClick={() => setRevealed((v) => !v)}
            aria-label={t(revealed ? 'auth.hidePassword' : 'auth.showPassword')}
            aria-pressed={revealed}
          >
            {revealed ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
          </button>
        )}
      </div>
      {error && (
        <p id={errorId} className="field__error">
          <AlertIcon size={16} />
          {error}
        </p>
      )}
    </div>
  );
});
