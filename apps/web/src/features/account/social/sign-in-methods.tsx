import { useState } from 'react';
import type { SignInMethods as Methods, SignInProvider, UserData } from '@keka/contracts';
import { SIGN_IN_PROVIDERS } from '@keka/domain';
import { AlertIcon } from '../../../components/ui/icons/alert';
import { announce } from '../../../lib/announce';
import { isApiError } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { setUser } from '../state';
import { AddPhoneForm } from './add-phone-form';
import { linkProvider, unlinkProvider, useSignInMethods, useSignInProviders, type ProviderToken } from './api';
import { PROVIDER_NAMES, SocialButtons } from './social-buttons';

/** /my-account's "Ways to log in" (issue 34): password, phone codes, and each provider, linked or not. */
export function SignInMethods({ user }: { readonly user: UserData }) {
  const t = useT();
  const asked = useSignInMethods(user.auth_token);
  const offered = useSignInProviders();
  const [changed, setChanged] = useState<Methods | null>(null);
  const [busy, setBusy] = useState<SignInProvider | 'link' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [addingPhone, setAddingPhone] = useState(false);
  const methods = changed ?? asked.data?.data;
  if (!methods) return null;
  const linked = new Map(methods.providers.map((p) => [p.provider, p]));
  const offeredNow = new Set((offered.data?.data ?? []).map((p) => p.provider));
  const unlinked = SIGN_IN_PROVIDERS.filter((p) => !linked.has(p) && offeredNow.has(p));
  const shown = SIGN_IN_PROVIDERS.filter((p) => linked.has(p) || offeredNow.has(p));

  const unlink = async (provider: SignInProvider) => {
    setBusy(provider);
    setError(null);
    try {
      setChanged((await unlinkProvider(user.auth_token, provider)).data);
      announce(t('account.signIn.unlinkedDone', { provider: PROVIDER_NAMES[provider] }));
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : t('error.generic'));
    } finally {
      setBusy(null);
    }
  };
  const link = async (token: ProviderToken) => {
    setBusy('link');
    setError(null);
    try {
      setChanged((await linkProvider(user.auth_token, token)).data);
      announce(t('account.signIn.linkedDone', { provider: PROVIDER_NAMES[token.provider] }));
    } finally {
      setBusy(null);
    }
  };
  const phoneAdded = (next: UserData) => {
    setUser(next);
    setAddingPhone(false);
    setChanged({ ...methods, phone: next.phone });
    announce(t('auth.addPhone.done'));
  };

  return (
    <section className="card sign-in-methods" aria-labelledby="sign-in-methods">
      <h2 id="sign-in-methods" className="account__section-title">
        {t('account.signIn.title')}
      </h2>
      {error && (
        <p className="notice notice--danger" role="alert">
          <AlertIcon size={18} />
          {error}
        </p>
      )}
      <ul className="sign-in-methods__list">
        <li className="sign-in-methods__row">
          <span className="sign-in-methods__what">
            <span className="sign-in-methods__name">{t('account.signIn.password')}</span>
            <span className="sign-in-methods__detail">{t(methods.password ? 'account.signIn.passwordSet' : 'account.signIn.passwordNone')}</span>
          </span>
        </li>
        <li className="sign-in-methods__row">
          <span className="sign-in-methods__what">
            <span className="sign-in-methods__name">{t('account.signIn.phone')}</span>
            <span className="sign-in-methods__detail">{methods.phone ?? t('account.signIn.phoneNone')}</span>
          </span>
          {!methods.phone && !addingPhone && (
            <button type="button" className="button button--secondary sign-in-methods__action" onClick={() => setAddingPhone(true)}>
              {t('account.signIn.addPhone')}
            </button>
          )}
        </li>
        {addingPhone && (
          <li className="sign-in-methods__row">
            <AddPhoneForm authToken={user.auth_token} onAdded={phoneAdded} />
          </li>
        )}
        {shown.map((provider) => {
          const row = linked.get(provider);
          return (
            <li key={provider} className="sign-in-methods__row">
              <span className="sign-in-methods__what">
                <span className="sign-in-methods__name">{PROVIDER_NAMES[provider]}</span>
                <span className="sign-in-methods__detail">{row ? `${t('account.signIn.linked')}${row.email ? ` · ${row.email}` : ''}` : t('account.signIn.notLinked')}</span>
              </span>
              {row && (
                <button
                  type="button"
                  className="button button--secondary sign-in-methods__action"
                  disabled={busy !== null}
                  aria-busy={busy === provider}
                  aria-label={`${t('account.signIn.unlink')} ${PROVIDER_NAMES[provider]}`}
                  onClick={() => void unlink(provider)}
                >
                  {t('account.signIn.unlink')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {unlinked.length > 0 && <SocialButtons only={unlinked} divider={false} busy={busy !== null} onToken={link} />}
    </section>
  );
}
