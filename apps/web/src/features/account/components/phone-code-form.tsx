import { useState, type FormEvent } from 'react';
import type { UserData } from '@keka/contracts';
import { CodeField } from '../../../components/ui/code-field';
import { TextField } from '../../../components/ui/text-field';
import { useT } from '../../../lib/i18n';
import { sendPhoneCode, signInWithCode, verifyPhoneCode } from '../api';
import { isPhone, normalisePhone } from '../validation';
import type { ProviderToken } from '../social/api';
import { useCodeSteps } from './use-code-steps';

type Step = 'phone' | 'code' | 'name';

/**
 * Sign in or sign up with a code sent to the phone (SPEC §7 send-otp, verify-otp, custom-otp-user):
 * the phone, then the 6-digit code; a phone without an account is asked for a name (and a referral
 * code) before the account is made.
 */
export function PhoneCodeForm({
  onSuccess,
  referralCode = '',
  link,
}: {
  readonly onSuccess: (user: UserData) => void;
  readonly referralCode?: string;
  /** A provider's token to link to the account this code proves (issue 34). */
  readonly link?: ProviderToken | undefined;
}) {
  const t = useT();
  const [step, setStep] = useState<Step>('phone');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [referral, setReferral] = useState(referralCode);
  const { busy, notice, setNotice, inputRef, fieldError, clearFieldError, fail, run, serverAlert } = useCodeSteps();
  const send = () =>
    run(async () => {
      const response = await sendPhoneCode(normalisePhone(phone.trim()));
      setNotice(response.message);
      setCode('');
      setStep('code');
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    clearFieldError();
    if (step === 'phone') {
      if (!isPhone(phone)) return fail('auth.error.phoneInvalid');
      return send();
    }
    if (step === 'code') {
      if (code.length !== 6) return fail('auth.code.invalid');
      return run(async () => {
        const found = await verifyPhoneCode(normalisePhone(phone.trim()), code);
        if (found.data.user_exists) onSuccess((await signInWithCode({ phone: normalisePhone(phone.trim()), otp: code, ...link })).data);
        else setStep('name');
      });
    }
    if (name.trim().length < 2) return fail('auth.error.nameRequired');
    return run(async () => {
      const trimmed = referral.trim();
      onSuccess((await signInWithCode({ phone: normalisePhone(phone.trim()), otp: code, name: name.trim(), ...(trimmed ? { refferal_code: trimmed } : {}), ...link })).data);
    });
  };


  const submitLabel = { phone: 'auth.code.send', code: 'auth.code.verify', name: 'auth.register.submit' } as const;
  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
      {serverAlert}
      {notice && step !== 'phone' && (
        <p className="notice notice--info" role="status">
          {notice}
        </p>
      )}
      {step === 'phone' ? (
        <TextField
          ref={inputRef}
          label={t('auth.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          error={fieldError}
        />
      ) : (
        <p className="auth-form__phone">
          {t('auth.code.sentTo', { phone: normalisePhone(phone.trim()) })}{' '}
          <button type="button" className="text-link" onClick={() => setStep('phone')}>
            {t('auth.code.changePhone')}
          </button>
        </p>
      )}
      {step === 'code' && (
        <CodeField ref={inputRef} autoFocus label={t('auth.code.label')} value={code} onValue={setCode} error={fieldError} />
      )}
      {step === 'name' && (
        <>
          <p className="auth-form__hint">{t('auth.code.newAccount')}</p>
          <TextField ref={inputRef} autoFocus label={t('auth.name')} autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} error={fieldError} />
          <TextField label={t('auth.referral')} autoCapitalize="characters" autoComplete="off" value={referral} onChange={(event) => setReferral(event.target.value)} />
        </>
      )}
      <button type="submit" className="button button--primary button--block button--large" disabled={busy} aria-busy={busy}>
        {busy && <span className="spinner" aria-hidden="true" />}
        {t(submitLabel[step])}
      </button>
      {step === 'code' && (
        <button type="button" className="button button--ghost button--block" disabled={busy} onClick={() => void send()}>
          {t('auth.code.resend')}
        </button>
      )}
    </form>
  );
}
