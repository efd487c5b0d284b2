import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { SignInProvider, SignInProviderInfo } from '@keka/contracts';
import { SIGN_IN_PROVIDER_NAMES } from '@keka/domain';
import { AlertIcon } from '../../../components/ui/icons/alert';
import { Sheet } from '../../../components/ui/sheet';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api';
import { useLocale, useT } from '../../../lib/i18n';
import { isEmail } from '../validation';
import { devSignInToken, useSignInProviders, type ProviderToken } from './api';
import { facebookLogin, renderGoogleButton } from './provider-scripts';
import './social.css';

export const PROVIDER_NAMES = SIGN_IN_PROVIDER_NAMES;

/**
 * "Continue with Google / Facebook" for the providers the server offers (issue 34): Google's own
 * button, Facebook's login dialog, or, without their keys, the labelled development stand-in. Each
 * hands the provider's token to `onToken`, which signs in or links with it.
 */
export function SocialButtons({
  onToken,
  busy,
  only,
  divider = true,
}: {
  /** Resolves `'moved-on'` when it navigated elsewhere (a signed-in user sent on); the screen stays otherwise. */
  readonly onToken: (token: ProviderToken) => Promise<'moved-on' | void>;
  readonly busy: boolean;
  /** Just these providers (linking from /my-account); all the server offers otherwise. */
  readonly only?: readonly SignInProvider[];
  /** The "or" line before the screen's other ways in. */
  readonly divider?: boolean;
}) {
  const t = useT();
  const providers = useSignInProviders();
  const [error, setError] = useState<string | null>(null);
  const [dev, setDev] = useState<SignInProvider | null>(null);
  const list = (providers.data?.data ?? []).filter((p) => !only || only.includes(p.provider));
  if (list.length === 0) return null;
  const use = async (token: ProviderToken) => {
    setError(null);
    // The development sheet stays open (busy) until the token is used: closing it steps the history
    // back, and that step, landing after a sign-in's navigation, would undo it (back on /login).
    try {
      if ((await onToken(token)) === 'moved-on') return;
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : t('error.generic'));
    }
    setDev(null);
  };
  return (
    <div className="social" aria-busy={busy}>
      {error && (
        <p className="notice notice--danger" role="alert">
          <AlertIcon size={18} />
          {error}
        </p>
      )}
      <ul className="social__list">
        {list.map((info) => (
          <li key={info.provider}>
            <ProviderButton info={info} busy={busy} oneTap={divider} onToken={use} onDevelopment={() => setDev(info.provider)} onError={setError} />
          </li>
        ))}
      </ul>
      {divider && (
        <p className="social__or" aria-hidden="true">
          <span>{t('auth.social.or')}</span>
        </p>
      )}
      <DevSignInSheet provider={dev} onClose={() => setDev(null)} onToken={use} />
    </div>
  );
}

function ProviderButton({
  info,
  busy,
  oneTap,
  onToken,
  onDevelopment,
  onError,
}: {
  readonly info: SignInProviderInfo;
  readonly busy: boolean;
  /** Google's One Tap prompt too (the sign-in screens; not when linking from /my-account). */
  readonly oneTap: boolean;
  readonly onToken: (token: ProviderToken) => Promise<void>;
  readonly onDevelopment: () => void;
  readonly onError: (message: string) => void;
}) {
  const t = useT();
  const name = PROVIDER_NAMES[info.provider];
  const label = t(info.provider === 'google' ? 'auth.social.google' : 'auth.social.facebook');
  if (info.development || !info.client_id) {
    return (
      <button type="button" className={`social__button social__button--${info.provider}`} disabled={busy} onClick={onDevelopment}>
        <ProviderMark provider={info.provider} />
        <span className="social__label">{label}</span>
        <span className="social__dev">{t('auth.social.devBadge')}</span>
      </button>
    );
  }
  if (info.provider === 'google') return <GoogleButton clientId={info.client_id} oneTap={oneTap} onToken={(accessToken) => void onToken({ provider: 'google', accessToken })} onError={() => onError(t('auth.social.unavailable', { provider: name }))} />;
  const appId = info.client_id;
  return (
    <button
      type="button"
      className="social__button social__button--facebook"
      disabled={busy}
      onClick={() => {
        facebookLogin(appId).then(
          (accessToken) => (accessToken ? onToken({ provider: 'facebook', accessToken }) : onError(t('auth.social.cancelled', { provider: name }))),
          () => onError(t('auth.social.unavailable', { provider: name })),
        );
      }}
    >
      <ProviderMark provider="facebook" />
      <span className="social__label">{label}</span>
    </button>
  );
}

function GoogleButton({ clientId, oneTap, onToken, onError }: { readonly clientId: string; readonly oneTap: boolean; readonly onToken: (idToken: string) => void; readonly onError: () => void }) {
  const t = useT();
  const locale = useLocale();
  const parent = useRef<HTMLDivElement>(null);
  const handlers = useRef({ onToken, onError });
  useEffect(() => {
    handlers.current = { onToken, onError };
  });
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const element = parent.current;
    if (!element) return;
    renderGoogleButton(element, clientId, (token) => handlers.current.onToken(token), locale, oneTap).then(
      () => setReady(true),
      () => handlers.current.onError(),
    );
  }, [clientId, locale, oneTap]);
  return (
    <div className="social__google">
      {!ready && (
        <span className="social__button social__button--placeholder" aria-hidden="true">
          <ProviderMark provider="google" />
          <span className="social__label">{t('auth.social.google')}</span>
        </span>
      )}
      <div ref={parent} />
    </div>
  );
}

/** The development stand-in: a made-up name and e-mail, said plainly to be no Google or Facebook at all. */
function DevSignInSheet({ provider, onClose, onToken }: { readonly provider: SignInProvider | null; readonly onClose: () => void; readonly onToken: (token: ProviderToken) => Promise<unknown> }) {
  const t = useT();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const providerName = provider ? PROVIDER_NAMES[provider] : '';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!provider || busy) return;
    const found = { ...(name.trim().length < 2 ? { name: t('auth.error.nameRequired') } : {}), ...(!isEmail(email.trim()) ? { email: t('auth.error.emailInvalid') } : {}) };
    setErrors(found);
    setFailure(null);
    if (found.name || found.email) return;
    setBusy(true);
    try {
      const accessToken = await devSignInToken(provider, name.trim(), email.trim());
      await onToken({ provider, accessToken });
    } catch (caught) {
      setFailure(isApiError(caught) ? caught.message : t('error.generic'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Sheet open={provider !== null} onClose={() => !busy && onClose()} title={t('auth.social.devTitle', { provider: providerName })}>
      <form className="auth-form social__dev-form" onSubmit={(event) => void submit(event)} noValidate>
        <p className="notice notice--info social__dev-note">{t('auth.social.devBody', { provider: providerName })}</p>
        {failure && (
          <p className="notice notice--danger" role="alert">
            <AlertIcon size={18} />
            {failure}
          </p>
        )}
        <TextField label={t('auth.name')} autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} error={errors.name} />
        <TextField label={t('auth.email')} type="email" inputMode="email" autoComplete="email" autoCapitalize="none" value={email} onChange={(event) => setEmail(event.target.value)} error={errors.email} />
        <button type="submit" className="button button--primary button--block button--large" disabled={busy} aria-busy={busy}>
          {busy && <span className="spinner" aria-hidden="true" />}
          {t('auth.social.devSubmit', { provider: providerName })}
        </button>
      </form>
    </Sheet>
  );
}

function ProviderMark({ provider }: { readonly provider: SignInProvider }) {
  return provider === 'google' ? (
    <svg className="social__mark" width="20" height="20" viewBox="0 0 48 48" aria-hidden="true">
      <path fill="#EA4335" d="M24 9.5c3.5 0 6.6 1.2 9 3.5l6.7-6.7C35.6 2.5 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.2l7.8 6.1C12.4 13.6 17.7 9.5 24 9.5z" />
      <path fill="#4285F4" d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.5 5.8c4.4-4 7.1-10 7.1-17.5z" />
      <path fill="#FBBC05" d="M10.5 28.7c-.5-1.5-.8-3-.8-4.7s.3-3.2.8-4.7l-7.8-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.8l7.8-6.1z" />
      <path fill="#34A853" d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.5-5.8c-2.1 1.4-4.8 2.3-8.4 2.3-6.3 0-11.6-4.1-13.5-9.8l-7.8 6.1C6.6 42.6 14.6 48 24 48z" />
    </svg>
  ) : (
    <svg className="social__mark" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="12" fill="#1877F2" />
      <path fill="#fff" d="M15.1 12.9l.4-2.9h-2.8V8.2c0-.8.4-1.6 1.6-1.6h1.3V4.1s-1.1-.2-2.2-.2c-2.3 0-3.8 1.4-3.8 3.9V10H7.1v2.9h2.5V20h3.1v-7.1h2.4z" />
    </svg>
  );
}
