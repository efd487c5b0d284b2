import { useRef, useState, type FormEvent } from 'react';
import type { UserData } from '@keka/contracts';
import { TextField } from '../../../components/ui/text-field';
import { AlertIcon } from '../../../components/ui/icons/alert';
import { isApiError } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { register } from '../api';
import { normalisePhone, validateRegister, type FieldErrors, type RegisterField } from '../validation';

const FIELDS: readonly RegisterField[] = ['name', 'email', 'phone', 'password'];

/** Name, e-mail, phone and password; the server's refusals (e-mail taken …) shown as they come. */
export function RegisterForm({ onSuccess, referralCode = '' }: { readonly onSuccess: (user: UserData) => void; readonly referralCode?: string }) {
  const t = useT();
  const [values, setValues] = useState<Record<RegisterField, string>>({ name: '', email: '', phone: '', password: '' });
  const [referral, setReferral] = useState(referralCode);
  const [errors, setErrors] = useState<FieldErrors<RegisterField>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refs = useRef<Partial<Record<RegisterField, HTMLInputElement | null>>>({});

  const set = (field: RegisterField) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateRegister(values);
    setErrors(found);
    setServerError(null);
    const firstInvalid = FIELDS.find((f) => found[f]);
    if (firstInvalid) return refs.current[firstInvalid]?.focus();
    setBusy(true);
    try {
      const response = await register({
        name: values.name.trim(),
        email: values.email.trim(),
        phone: normalisePhone(values.phone.trim()),
        password: values.password,
        ...(referral.trim() ? { refferal_code: referral.trim() } : {}),
      });
      onSuccess(response.data);
    } catch (error) {
      setServerError(isApiError(error) ? error.message : t('error.generic'));
      setBusy(false);
    }
  };

  const fieldError = (f: RegisterField) => {
    const key = errors[f];
    return key ? t(key) : undefined;
  };

  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
      {serverError && (
        <p className="notice notice--danger" role="alert">
          <AlertIcon size={18} />
          {serverError}
        </p>
      )}
      <TextField ref={(el) => { refs.current.name = el; }} label={t('auth.name')} autoComplete="name" value={values.name} onChange={set('name')} error={fieldError('name')} />
      <TextField ref={(el) => { refs.current.email = el; }} label={t('auth.email')} type="email" autoComplete="email" autoCapitalize="none" value={values.email} onChange={set('email')} error={fieldError('email')} />
      <TextField ref={(el) => { refs.current.phone = el; }} label={t('auth.phone')} type="tel" inputMode="tel" autoComplete="tel-national" value={values.phone} onChange={set('phone')} error={fieldError('phone')} />
      <TextField
        ref={(el) => { refs.current.password = el; }}
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        revealable
        value={values.password}
        onChange={set('password')}
        error={fieldError('password')}
      />
      <TextField label={t('auth.referral')} autoCapitalize="characters" autoComplete="off" value={referral} onChange={(event) => setReferral(event.target.value)} />
      <button type="submit" className="button button--primary button--block button--large" disabled={busy} aria-busy={busy}>
        {busy && <span className="spinner" aria-hidden="true" />}
        {t(busy ? 'auth.register.submitting' : 'auth.register.submit')}
      </button>
    </form>
  );
}
