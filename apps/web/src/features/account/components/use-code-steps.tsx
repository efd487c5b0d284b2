import { useRef, useState } from 'react';
import { AlertIcon } from '../../../components/ui/icons/alert';
import { isApiError } from '../../../lib/api';
import { useT, type TranslationKey } from '../../../lib/i18n';

/**
 * What the code-by-SMS and code-by-mail forms share: one call at a time (busy), the server's refusal
 * shown as an alert, the "code sent" notice, and a field error that takes the focus back.
 */
export function useCodeSteps() {
  const t = useT();
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  return {
    busy,
    notice,
    setNotice,
    inputRef,
    fieldError: fieldError ?? undefined,
    clearFieldError: () => setFieldError(null),
    fail: (key: TranslationKey) => {
      setFieldError(t(key));
      inputRef.current?.focus();
    },
    run: async (work: () => Promise<void>) => {
      setBusy(true);
      setServerError(null);
      try {
        await work();
      } catch (error) {
        setServerError(isApiError(error) ? error.message : t('error.generic'));
      } finally {
        setBusy(false);
      }
    },
    serverAlert: serverError ? (
      <p className="notice notice--danger" role="alert">
        <AlertIcon size={18} />
        {serverError}
      </p>
    ) : null,
  };
}
