import { useState, type FormEvent } from 'react';
import type { UserData } from '@keka/contracts';
import { CodeField } from '../../../components/ui/code-field';
import { TextField } from '../../../components/ui/text-field';
import { useT } from '../../../lib/i18n';
import { sendPhoneCode } from '../api';
import { useCodeSteps } from '../components/use-code-steps';
import { isPhone, normalisePhone } from '../validation';
import { addPhone } from './api';
import './social.css';

/** A phone for an account that has none (made through Google or Facebook): the number, then the code texted to it. */
export function AddPhoneForm({ authToken, onAdded }: { readonly authToken: string; readonly onAdded: (user: UserData) => void }) {
  const t = useT();
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const { busy, notice, setNotice, inputRef, fieldError, clearFieldError, fail, run, serverAlert } = useCodeSteps();
  const number = () => normalisePhone(phone.trim());
  const send = () =>
    run(async () => {
      setNotice((await sendPhoneCode(number())).message);
      setCode('');
      setStep('code');
    });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    clearFieldError();
    if (step === 'phone') return isPhone(phone) ? send() : fail('auth.error.phoneInvalid');
    if (code.length !== 6) return fail('auth.code.invalid');
    return run(async () => onAdded((await addPhone(authToken, number(), code)).data));
  };
  return (
    <form className="auth-form add-phone" onSubmit={(event) => void submit(event)} noValidate>
      {serverAlert}
      {notice && step === 'code' && (
        <p className="notice notice--info" role="status">
          {notice}
        </p>
      )}
      {step === 'phone' ? (
        <TextField ref={inputRef} label={t('auth.phone')} type="tel" inputMode="tel" autoComplete="tel-national" value={phone} onChange={(event) => setPhone(event.target.value)} error={fieldError} />
      ) : (
        <>
          <p className="auth-form__phone">
            {t('auth.code.sentTo', { phone: number() })}{' '}
            <button type="button" className="text-link" onClick={() => setStep('phone')}>
              {t('auth.code.changePhone')}
            </button>
          </p>
          <CodeField ref={inputRef} autoFocus label={t('auth.code.label')} value={code} onValue={setCode} error={fieldError} />
        </>
      )}
      <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy}>
        {busy && <span className="spinner" aria-hidden="true" />}
        {t(step === 'phone' ? 'auth.code.send' : 'auth.addPhone.submit')}
      </button>
    </form>
  );
}
