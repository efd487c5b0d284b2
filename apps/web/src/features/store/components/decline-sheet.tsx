import { useId, useState } from 'react';
import { Sheet } from '../../../components/ui/sheet';
import { isApiError } from '../../../lib/api';
import { useStoreT } from '../i18n';

const QUICK = ['store.order.reason.stock', 'store.order.reason.busy', 'store.order.reason.closing'] as const;

/** Decline with a reason the customer reads; the server refunds what was paid to the wallet. */
export function DeclineSheet({ open, onClose, onDecline }: { open: boolean; onClose: () => void; onDecline: (reason: string) => Promise<void> }) {
  const t = useStoreT();
  const id = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const valid = reason.trim().length >= 3;

  async function submit() {
    setBusy(true);
    setError(null);
    try {
      await onDecline(reason.trim());
      setReason('');
    } catch (e) {
      setError(isApiError(e) ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Sheet
      open={open}
      onClose={onClose}
      title={t('store.order.declineTitle')}
      subtitle={t('store.order.declineBody')}
      footer={
        <button type="button" className="button button--danger button--block so-big" disabled={!valid || busy} onClick={() => void submit()}>
          {t('store.order.declineSubmit')}
        </button>
      }
    >
      <div className="so-chips" role="group" aria-label={t('store.order.reason')}>
        {QUICK.map((key) => (
          <button key={key} type="button" className="so-chip" aria-pressed={reason === t(key)} onClick={() => setReason(t(key))}>
            {t(key)}
          </button>
        ))}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {t('store.order.reason')}
        </label>
        <textarea id={id} className="field__input so-textarea" rows={3} maxLength={300} value={reason} onChange={(e) => setReason(e.target.value)} />
      </div>
      {error && (
        <p className="so-error" role="alert">
          {error}
        </p>
      )}
    </Sheet>
  );
}
