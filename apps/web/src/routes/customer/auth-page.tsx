import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { UserData } from '@keka/contracts';
import { LoginForm } from '../../features/account/components/login-form';
import { RegisterForm } from '../../features/account/components/register-form';
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
} as const;

/** /login and /register: the form, then back where the user came from (e.g. /cart). */
export function AuthPage({ mode }: { mode: keyof typeof MODES }) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const from = fromState(location.state);
  const logo = useSetting('storeLogo');
  const keys = MODES[mode];
  const onSuccess = (user: UserData) => {
    announce(t(keys.done, { name: user.name }));
    void navigate(completeSignIn(user, from), { replace: true });
  };
  const form: ReactNode = mode === 'login' ? <LoginForm onSuccess={onSuccess} /> : <RegisterForm onSuccess={onSuccess} />;
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
