import { useState, type FormEvent } from 'react';
import { CodeField } from '../../../components/ui/code-field';
import { TextField } from '../../../components/ui/text-field';
import { useT } from '../../../lib/i18n';
import { changePassword, sendPasswordResetMail, verifyPasswordResetCode } from '../api';
import { isEmail } from '../validation';
import { useCodeSteps } from './use-code-steps';

/**
 * A new password by a code sent by e-mail (SPEC §7 send-password-reset-mail, verify-password-reset-otp,
 * change-user-password). The answer never says whether the address has an account.
 */
export function ForgotPasswordForm({ onDone }: { readonly onDone: () => void }) {
  const t = useT();
  const [step, setStep] = useState<'email' | 'code' | 'password'>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const { busy, notice, setNotice, inputRef, fieldError, clearFieldError, fail, run, serverAlert } = useCodeSteps();
  const send = () =>
    run(async () => {
      setNotice((await sendPasswordResetMail(email.trim())).message);
      setCode('');
      setStep('code');
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    clearFieldError();
    if (step === 'email') return isEmail(email) ? send() : fail('auth.error.emailInvalid');
    if (step === 'code') {
      if (code.length !== 6) return fail('auth.code.invalid');
      return run(async () => {
        await verifyPasswordResetCode(email.trim(), code);
        setStep('password');
      });
    }
    if (password.length < 6) return fail('auth.error.passwordShort');
    return run(async () => {
      await changePassword(email.trim(), code, password);
      onDone();
    });
  };

  const submitLabel = { email: 'auth.forgot.send', code: 'auth.code.verify', password: 'auth.forgot.save' } as const;
  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
      {serverAlert}
      {notice && step === 'code' && (
        <p className="notice notice--info" role="status">
          {notice}
        </p>
      )}
      {step === 'email' && (
        <TextField
          ref={inputRef}
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldError}
        />
      )}
      {step === 'code' && <CodeField ref={inputRef} autoFocus label={t('auth.forgot.codeLabel')} value={code} onValue={setCode} error={fieldError} />}
      {step === 'password' && (
        <TextField
          ref={inputRef}
          autoFocus
          label={t('auth.forgot.newPassword')}
          type="password"
          autoComplete="new-password"
          revealable
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldError}
        />
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
