import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { adminLogin, errorText } from '../api';
import { startAdminSession, useAdminSession } from '../session';
import { useAdminArea } from './admin-shell';
import { FormError } from './query-state';

/** /admin/login: an admin account only (admin/login answers 403 to any other). */
export function AdminLoginPage() {
  useAdminArea();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const session = useAdminSession();
  const [identity, setIdentity] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const next = from?.startsWith('/admin/') && from !== '/admin/login' ? from : '/admin';

  if (session) return <Navigate to={next} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!identity.trim() || !password) {
      setError('Enter your e-mail or phone and your password.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const id = identity.trim();
      startAdminSession(await adminLogin(id.includes('@') ? { email: id, password } : { phone: id, password }));
      void navigate(next, { replace: true });
    } catch (e) {
      setError(errorText(e));
      setBusy(false);
    }
  }

  return (
    <main className="ad-auth">
      <form className="ad-card ad-form" onSubmit={(e) => void submit(e)} noValidate>
        <h1 className="ad-title">Keka admin</h1>
        <p className="ad-muted">Sign in with an admin account. Sessions end after 12 hours.</p>
        <FormError text={error} />
        <label className="ad-field">
          <span className="ad-field__label">E-mail or phone</span>
          <input className="ad-input" autoComplete="username" autoCapitalize="none" value={identity} onChange={(e) => setIdentity(e.target.value)} required />
        </label>
        <label className="ad-field">
          <span className="ad-field__label">Password</span>
          <input className="ad-input" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
        </label>
        <button type="submit" className="ad-button ad-button--primary" disabled={busy} aria-busy={busy}>
          Sign in
        </button>
      </form>
    </main>
  );
}
