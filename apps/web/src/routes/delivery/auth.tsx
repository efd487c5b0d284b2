import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Link } from '../../lib/link';
import type { DeliveryRegisterRequest, UserData } from '@keka/contracts';
import { TextField } from '../../components/ui/text-field';
import { isApiError } from '../../lib/api';
import { riderLogin, riderRegister } from '../../features/delivery/api';
import { useRiderT } from '../../features/delivery/i18n';
import { setRiderSession } from '../../features/delivery/state';

function useSignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  return (user: UserData) => {
    setRiderSession({ id: user.id, name: user.name, token: user.auth_token });
    const from = (location.state as { from?: string } | null)?.from;
    void navigate(from?.startsWith('/delivery') ? from : '/delivery', { replace: true });
  };
}

/** /delivery/login: e-mail or phone and password; only delivery accounts get in. */
export function RiderLoginRoute() {
  const t = useRiderT();
  const signIn = useSignIn();
  const [id, setId] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      signIn(await riderLogin(id, password));
    } catch (e) {
      setError(isApiError(e) ? e.message : String(e));
      setBusy(false);
    }
  };
  return (
    <main className="rider-auth">
      <p className="rider-auth__brand">{t('rider.app')}</p>
      <h1 className="rider-auth__title">{t('rider.login.title')}</h1>
      <form className="rider-auth__form" onSubmit={(e) => void submit(e)} noValidate>
        <TextField label={t('rider.login.id')} value={id} onChange={(e) => setId(e.target.value)} autoComplete="username" inputMode="email" required />
        <TextField label={t('rider.login.password')} type="password" revealable value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" required />
        {error && (
          <p className="notice notice--danger" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button button--primary button--block button--large" disabled={busy || !id || !password}>
          {busy ? t('rider.login.busy') : t('rider.login.submit')}
        </button>
      </form>
      <Link to="/delivery/register" className="button button--secondary button--block">
        {t('rider.login.noAccount')}
      </Link>
      <Link to="/" className="rider-auth__aside">
        {t('rider.login.customer')}
      </Link>
    </main>
  );
}

const VEHICLES = ['Motorbike', 'Scooter', 'Bicycle', 'Car'] as const;

/** /delivery/register: a partner account that waits for approval (the status screen follows). */
export function RiderRegisterRoute() {
  const t = useRiderT();
  const signIn = useSignIn();
  const [form, setForm] = useState<DeliveryRegisterRequest>({ name: '', email: '', phone: '', password: '', vehicle: 'Motorbike', vehicle_number: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const field = (key: 'name' | 'email' | 'phone' | 'password' | 'vehicle_number') => ({
    value: form[key] ?? '',
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      signIn(await riderRegister({ ...form, vehicle_number: form.vehicle_number || null }));
    } catch (e) {
      setError(isApiError(e) ? e.message : String(e));
      setBusy(false);
    }
  };
  return (
    <main className="rider-auth">
      <p className="rider-auth__brand">{t('rider.app')}</p>
      <h1 className="rider-auth__title">{t('rider.register.title')}</h1>
      <form className="rider-auth__form" onSubmit={(e) => void submit(e)} noValidate>
        <TextField label={t('rider.register.name')} autoComplete="name" required {...field('name')} />
        <TextField label={t('rider.register.email')} type="email" autoComplete="email" required {...field('email')} />
        <TextField label={t('rider.register.phone')} type="tel" autoComplete="tel" inputMode="tel" required {...field('phone')} />
        <TextField label={t('rider.register.password')} type="password" revealable autoComplete="new-password" required {...field('password')} />
        <div className="field">
          <label htmlFor="rider-vehicle" className="field__label">
            {t('rider.register.vehicle')}
          </label>
          <select id="rider-vehicle" className="field__input" value={form.vehicle} onChange={(e) => setForm((f) => ({ ...f, vehicle: e.target.value as DeliveryRegisterRequest['vehicle'] }))}>
            {VEHICLES.map((v) => (
              <option key={v} value={v}>
                {t(`rider.vehicle.${v}`)}
              </option>
            ))}
          </select>
        </div>
        <TextField label={t('rider.register.vehicleNumber')} autoComplete="off" {...field('vehicle_number')} />
        {error && (
          <p className="notice notice--danger" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button button--primary button--block button--large" disabled={busy}>
          {busy ? t('rider.register.busy') : t('rider.register.submit')}
        </button>
      </form>
      <Link to="/delivery/login" className="button button--secondary button--block">
        {t('rider.register.haveAccount')}
      </Link>
    </main>
  );
}
