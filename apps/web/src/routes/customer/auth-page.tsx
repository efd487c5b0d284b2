import { useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../lib/link';
import type { UserData } from '@keka/contracts';
import { ForgotPasswordForm } from '../../features/account/components/forgot-password-form';
import { LoginForm } from '../../features/account/components/login-form';
import { PhoneCodeForm } from '../../features/account/components/phone-code-form';
import { RegisterForm } from '../../features/account/components/register-form';
import { useUser } from '../../features/account/state';
import { socialLogin, type ProviderToken } from '../../features/account/social/api';
import { LinkAccount } from '../../features/account/social/link-account';
import { PROVIDER_NAMES, SocialButtons } from '../../features/account/social/social-buttons';
import { isApiError } from '../../lib/api';
import { PageHeader } from '../../components/ui/page-header';
import { announce } from '../../lib/announce';
import { useT } from '../../lib/i18n';
import { useSetting } from '../../lib/settings';
import { completeSignIn, fromState } from './auth-success';
import '../../features/account/components/auth.css';

const MODES = {
  login: {
    title: 'auth.login.title',
    heading: 'auth.login.heading',
    subtitle: 'auth.login.subtitle',
    done: 'auth.login.done',
    switchText: 'auth.login.noAccount',
    switchLink: 'auth.login.register',
    switchTo: '/register',
  },
  register: {
    title: 'auth.register.title',
    heading: 'auth.register.heading',
    subtitle: 'auth.register.subtitle',
    done: 'auth.register.done',
    switchText: 'auth.register.haveAccount',
    switchLink: 'auth.register.login',
    switchTo: '/login',
  },
  forgot: {
    title: 'auth.forgot.title',
    heading: 'auth.forgot.heading',
    subtitle: 'auth.forgot.subtitle',
    done: 'auth.forgot.done',
    switchText: 'auth.forgot.remembered',
    switchLink: 'auth.register.login',
    switchTo: '/login',
  },
} as const;

/** What /login shows after a password was reset (history state, never the URL). */
const PASSWORD_CHANGED = 'password-changed';

/**
 * /login (password, or a code by SMS), /register and /login/forgot-password: the form, then back where
 * the user came from (e.g. /cart). Someone already signed in is sent on instead of shown a form.
 */
export function AuthPage({ mode }: { mode: keyof typeof MODES }) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const user = useUser();
  // Signed in when the page opened: sent on. (Signing in HERE navigates by itself, to where it should.)
  const [signedInAlready] = useState(() => user !== null);
  const [withCode, setWithCode] = useState(false);
  /** A provider's e-mail that already has an account: proven once, then linked (issue 34). */
  const [link, setLink] = useState<{ email: string; token: ProviderToken } | null>(null);
  const [socialBusy, setSocialBusy] = useState(false);
  // Where to go after: read once, as a sheet opened here (the development sign-in) replaces the history state.
  const [from] = useState(() => fromState(location.state));
  const logo = useSetting('storeLogo');
  const keys = MODES[mode];
  if (signedInAlready && user && mode !== 'forgot') return <Navigate to={from ?? '/'} replace />;
  const onSuccess = (signedIn: UserData) => {
    announce(t(keys.done, { name: signedIn.name }));
    void navigate(completeSignIn(signedIn, from), { replace: true });
  };
  const signInWith = async (token: ProviderToken): Promise<'moved-on' | void> => {
    setSocialBusy(true);
    try {
      const signedIn = (await socialLogin(token)).data;
      announce(t('auth.social.done', { provider: PROVIDER_NAMES[token.provider], name: signedIn.name }));
      void navigate(completeSignIn(signedIn, from), { replace: true });
      return 'moved-on';
    } catch (error) {
      if (!isApiError(error) || error.code !== 'LINK_REQUIRED') throw error;
      setLink({ email: typeof error.details.email === 'string' ? error.details.email : '', token });
    } finally {
      setSocialBusy(false);
    }
  };
  const referral = (search.get('ref') ?? '').slice(0, 32);
  const passwordChanged = (location.state as { notice?: unknown } | null)?.notice === PASSWORD_CHANGED;
  let form: ReactNode;
  if (mode === 'forgot') {
    form = (
      <ForgotPasswordForm
        onDone={() => {
          // /login says it in a status notice (read out once; no extra announcement).
          void navigate('/login', { replace: true, state: { ...(from ? { from } : {}), notice: PASSWORD_CHANGED } });
        }}
      />
    );
  } else if (link) {
    form = <LinkAccount email={link.email} token={link.token} onSuccess={onSuccess} onCancel={() => setLink(null)} />;
  } else {
    // Both /login and /register offer a password or a code by SMS (which signs up a new number too).
    const methods = (
      <div className="auth__methods" role="group" aria-label={t('auth.method')}>
        <button type="button" className="chip auth__method" aria-pressed={!withCode} onClick={() => setWithCode(false)}>
          {t('auth.method.password')}
        </button>
        <button type="button" className="chip auth__method" aria-pressed={withCode} onClick={() => setWithCode(true)}>
          {t('auth.method.code')}
        </button>
      </div>
    );
    const codeForm = <PhoneCodeForm onSuccess={onSuccess} referralCode={referral} />;
    form =
      mode === 'register' ? (
        <>
          <SocialButtons onToken={signInWith} busy={socialBusy} />
          {methods}
          {withCode ? codeForm : <RegisterForm onSuccess={onSuccess} referralCode={referral} />}
        </>
      ) : (
        <>
          <SocialButtons onToken={signInWith} busy={socialBusy} />
          {methods}
          {passwordChanged && (
            <p className="notice notice--success auth__notice" role="status">
              {t('auth.forgot.done')}
            </p>
          )}
          {withCode ? codeForm : <LoginForm onSuccess={onSuccess} />}
          {!withCode && (
            <p className="auth__forgot">
              <Link to="/login/forgot-password" state={location.state as unknown} className="text-link">
                {t('auth.login.forgot')}
              </Link>
            </p>
          )}
        </>
      );
  }
  return (
    <div className="auth">
      <PageHeader title={t(keys.title)} />
      <main>
        <div className="auth__hero">
          <img src={logo} alt="" width={56} height={56} />
          <div>
            <h2 className="auth__title">{t(keys.heading)}</h2>
            <p className="auth__subtitle">{t(keys.subtitle)}</p>
          </div>
        </div>
        {form}
        <p className="auth__switch">
          {t(keys.switchText)}{' '}
          <Link to={keys.switchTo} state={location.state as unknown} replace className="text-link">
            {t(keys.switchLink)}
          </Link>
        </p>
      </main>
    </div>
  );
}
