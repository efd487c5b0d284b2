import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../../lib/link';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api';
import { storeLogin } from '../api';
import { useStoreT } from '../i18n';
import { startStoreSession } from '../session';
import { useStoreArea } from './store-shell';

/** /store/login: a store owner's account only (store/login refuses others with 403). */
export function StoreLoginPage() {
  const t = useStoreT();
  const navigate = useNavigate();
  useStoreArea();
  const [identity, setIdentity] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !identity.trim() || !password) return;
    setBusy(true);
    setError(null);
    try {
      const id = identity.trim();
      const user = await storeLogin(id.includes('@') ? { email: id, password } : { phone: id, password });
      startStoreSession(user);
      void navigate('/store/status', { replace: true });
    } catch (e) {
      setError(isApiError(e) ? e.message : String(e));
      setBusy(false);
    }
  }

  return (
    <main className="so-auth">
      <h1 className="so-title">{t('store.login.title')}</h1>
      <p>{t('store.login.subtitle')}</p>
      <form className="so-form" onSubmit={(e) => void submit(e)} noValidate>
        {error && (
          <p className="so-error" role="alert">
            {error}
          </p>
        )}
        <TextField label={t('store.login.email')} autoComplete="username" autoCapitalize="none" value={identity} onChange={(e) => setIdentity(e.target.value)} required />
        <TextField label={t('store.login.password')} type="password" autoComplete="current-password" revealable value={password} onChange={(e) => setPassword(e.target.value)} required />
        <button type="submit" className="button button--primary button--block so-big" disabled={busy} aria-busy={busy}>
          {t('store.login.submit')}
        </button>
      </form>
      <Link className="so-link" to="/store/register">
        {t('store.login.register')}
      </Link>
    </main>
  );
}
