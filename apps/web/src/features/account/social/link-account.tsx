import { useRef, useState, type FormEvent } from 'react';
import type { UserData } from '@keka/contracts';
import { AlertIcon } from '../../../components/ui/icons/alert';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { login } from '../api';
import { PhoneCodeForm } from '../components/phone-code-form';
import type { ProviderToken } from './api';
import { PROVIDER_NAMES } from './social-buttons';

/**
 * A provider's verified e-mail that already has an account (LINK_REQUIRED): the account is proven once,
 * by its password or a code to its phone, and the provider is linked to it as the sign-in succeeds.
 */
export function LinkAccount({ email, token, onSuccess, onCancel }: { readonly email: string; readonly token: ProviderToken; readonly onSuccess: (user: UserData) => void; readonly onCancel: () => void }) {
  const t = useT();
  const provider = PROVIDER_NAMES[token.provider];
  const [withCode, setWithCode] = useState(false);
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    if (!password) {
      setFieldError(t('auth.error.passwordRequired'));
      return passwordRef.current?.focus();
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      onSuccess((await login({ email, password, accessToken: token.accessToken, provider: token.provider })).data);
    } catch (caught) {
      setFailure(isApiError(caught) ? caught.message : t('error.generic'));
      setBusy(false);
    }
  };
  return (
    <section className="card link-account" aria-labelledby="link-account-title">
      <h2 id="link-account-title" className="link-account__title">
        {t('auth.link.title', { provider })}
      </h2>
      <p className="link-account__body">{t(withCode ? 'auth.link.bodyCode' : 'auth.link.body', { email, provider })}</p>
      {withCode ? (
        <PhoneCodeForm onSuccess={onSuccess} link={token} />
      ) : (
        <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
          {failure && (
            <p className="notice notice--danger" role="alert">
              <AlertIcon size={18} />
              {failure}
            </p>
          )}
          <TextField label={t('auth.email')} type="email" value={email} readOnly autoComplete="username" />
          <TextField
            ref={passwordRef}
            autoFocus
            label={t('auth.password')}
            type="password"
            autoComplete="current-password"
            revealable
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={fieldError}
          />
          <button type="submit" className="button button--primary button--block button--large" disabled={busy} aria-busy={busy}>
            {busy && <span className="spinner" aria-hidden="true" />}
            {t('auth.link.submit')}
          </button>
        </form>
      )}
      <div className="link-account__other">
        <button type="button" className="text-link" onClick={() => setWithCode(!withCode)}>
          {t(withCode ? 'auth.link.withPassword' : 'auth.link.withCode')}
        </button>
        <button type="button" className="text-link" onClick={onCancel}>
          {t('auth.link.cancel')}
        </button>
      </div>
    </section>
  );
}
