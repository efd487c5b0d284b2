import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../../lib/link';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api';
import { storeRegister } from '../api';
import { checkStoreRegister, type StoreRegisterErrors, type StoreRegisterFields } from '../register-checks';
import { useStoreT } from '../i18n';
import { startStoreSession } from '../session';
import { useStoreArea } from './store-shell';

const EMPTY: StoreRegisterFields = { name: '', email: '', phone: '', password: '', storeName: '', description: '', address: '', latitude: '', longitude: '', deliveryTime: '30', radius: '7', minOrder: '0' };
type Fields = StoreRegisterFields;

/** /store/register: the owner and the store (SPEC §3 "Restaurant info"); pending until an admin approves it. */
export function StoreRegisterPage() {
  const t = useStoreT();
  const navigate = useNavigate();
  useStoreArea();
  const [f, setF] = useState<Fields>(EMPTY);
  const [pureVeg, setPureVeg] = useState(false);
  const [fresh, setFresh] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [errors, setErrors] = useState<StoreRegisterErrors>({});
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // Each field says what it needs under itself; typing in it takes its error away.
  const field = (key: keyof Fields) => ({
    value: f[key],
    error: errors[key] ? t(errors[key]) : undefined,
    onChange: (e: { target: { value: string } }) => {
      setF({ ...f, [key]: e.target.value });
      if (errors[key]) setErrors(({ [key]: _fixed, ...rest }) => rest);
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = checkStoreRegister(f);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setError(t('store.register.fix'));
      // The first field to fix takes the focus (screen readers hear its error with it).
      requestAnimationFrame(() => form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const user = await storeRegister({
        name: f.name,
        email: f.email,
        phone: f.phone,
        password: f.password,
        store: {
          name: f.storeName,
          description: f.description,
          address: f.address,
          latitude: Number(f.latitude),
          longitude: Number(f.longitude),
          is_pureveg: pureVeg,
          is_fresh: fresh,
          delivery_time: Number(f.deliveryTime),
          delivery_radius: Number(f.radius),
          min_order_price: f.minOrder || '0',
        },
      });
      startStoreSession(user);
      void navigate('/store/status', { replace: true });
    } catch (e) {
      setError(isApiError(e) ? e.message : String(e));
      setBusy(false);
    }
  }

  function locate() {
    navigator.geolocation.getCurrentPosition((p) => {
      setF((now) => ({ ...now, latitude: p.coords.latitude.toFixed(6), longitude: p.coords.longitude.toFixed(6) }));
      setErrors(({ latitude: _lat, longitude: _lng, ...rest }) => rest);
    });
  }

  return (
    <main className="so-auth so-auth--wide">
      <h1 className="so-title">{t('store.register.title')}</h1>
      <form ref={form} className="so-form" onSubmit={(e) => void submit(e)} noValidate>
        {error && (
          <p className="so-error" role="alert">
            {error}
          </p>
        )}
        <fieldset className="so-fieldset">
          <legend>{t('store.register.owner')}</legend>
          <TextField label={t('store.register.name')} autoComplete="name" {...field('name')} />
          <TextField label={t('store.register.email')} type="email" autoComplete="email" {...field('email')} />
          <TextField label={t('store.register.phone')} type="tel" autoComplete="tel" {...field('phone')} />
          <TextField label={t('store.register.password')} type="password" autoComplete="new-password" revealable {...field('password')} />
        </fieldset>
        <fieldset className="so-fieldset">
          <legend>{t('store.register.store')}</legend>
          <TextField label={t('store.register.storeName')} {...field('storeName')} />
          <TextField label={t('store.register.description')} {...field('description')} />
          <TextField label={t('store.register.address')} autoComplete="street-address" {...field('address')} />
          <div className="so-row">
            <TextField label={t('store.register.latitude')} inputMode="decimal" {...field('latitude')} />
            <TextField label={t('store.register.longitude')} inputMode="decimal" {...field('longitude')} />
          </div>
          <button type="button" className="button button--secondary so-big" onClick={locate}>
            {t('store.register.useLocation')}
          </button>
          <label className="so-check">
            <input type="checkbox" checked={pureVeg} onChange={(e) => setPureVeg(e.target.checked)} /> {t('store.register.pureVeg')}
          </label>
          <label className="so-check">
            <input type="checkbox" checked={fresh} onChange={(e) => setFresh(e.target.checked)} /> {t('store.register.fresh')}
          </label>
          <div className="so-row">
            <TextField label={t('store.register.deliveryTime')} inputMode="numeric" {...field('deliveryTime')} />
            <TextField label={t('store.register.radius')} inputMode="decimal" {...field('radius')} />
            <TextField label={t('store.register.minOrder')} inputMode="decimal" {...field('minOrder')} />
          </div>
        </fieldset>
        <button type="submit" className="button button--primary button--block so-big" disabled={busy} aria-busy={busy}>
          {t('store.register.submit')}
        </button>
      </form>
      <Link className="so-link" to="/store/login">
        {t('store.register.login')}
      </Link>
    </main>
  );
}
