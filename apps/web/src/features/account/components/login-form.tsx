import { useRef, useState, type FormEvent } from 'react';
import type { UserData } from '@keka/contracts';
import { TextField } from '../../../components/ui/text-field';
import { AlertIcon } from '../../../components/ui/icons/alert';
import { isApiError } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { login } from '../api';
import { toLoginRequest, validateLogin, type FieldErrors } from '../validation';

/** E-mail or phone plus password; field errors before sending, the server's message after. */
export function LoginForm({ onSuccess }: { readonly onSuccess: (user: UserData) => void }) {
  const t = useT();
  const [identity, setIdentity] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'identity' | 'password'>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const identityRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateLogin({ identity, password });
    setErrors(found);
    setServerError(null);
    if (found.identity) return identityRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    setBusy(true);
    try {
      const response = await login(toLoginRequest(identity, password));
      onSuccess(response.data);
    } catch (error) {
      setServerError(isApiError(error) ? error.message : t('error.generic'));
      setBusy(false);
    }
  };

  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
      {serverError && (
        <p className="notice notice--danger" role="alert">
          <AlertIcon size={18} />
          {serverError}
        </p>
      )}
      <TextField
        ref={identityRef}
        label={t('auth.identity')}
        type="text"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={identity}
        onChange={(event) => setIdentity(event.target.value)}
        error={errors.identity ? t(errors.identity) : undefined}
      />
      <TextField
        ref={passwordRef}
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        revealable
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password ? t(errors.password) : undefined}
      />
      <button type="submit" className="button button--primary button--block button--large" disabled={busy} aria-busy={busy}>
        {busy && <span className="spinner" aria-hidden="true" />}
        {t(busy ? 'auth.login.submitting' : 'auth.login.submit')}
      </button>
    </form>
  );
}
