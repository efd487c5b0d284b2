import { useId, useState } from 'react';
import type { OrderView } from '@keka/contracts';
import { parseRupees } from '@keka/domain';
import { AlertIcon } from '../../../components/ui/icons/alert';
import { Sheet } from '../../../components/ui/sheet';
import { useMoney } from '../../../lib/format';
import { useT } from '../../../lib/i18n';

export interface CancelOrderSheetProps {
  readonly order: OrderView;
  readonly open: boolean;
  readonly cancelling: boolean;
  /** Why the last try failed; the sheet stays open to try again or keep the order. */
  readonly error: string | null;
  readonly onKeep: () => void;
  readonly onCancel: (reason: string) => void;
}

/** 'Cancel this order?' with an optional reason, and what comes back to the wallet (SPEC §7 cancel-order). */
export function CancelOrderSheet({ order, open, cancelling, error, onKeep, onCancel }: CancelOrderSheetProps) {
  const t = useT();
  const money = useMoney();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const wallet = parseRupees(order.bill.wallet_paid);
  return (
    <Sheet
      open={open}
      onClose={() => {
        if (!cancelling) onKeep();
      }}
      title={t('order.cancel.title')}
      footer={
        <div className="cancel-order__actions">
          <button type="button" className="button button--secondary" onClick={onKeep} disabled={cancelling}>
            {t('order.cancel.keep')}
          </button>
          <button type="button" className="button button--danger" onClick={() => onCancel(reason)} disabled={cancelling} aria-busy={cancelling}>
            {cancelling && <span className="spinner" aria-hidden="true" />}
            {t(cancelling ? 'order.cancel.cancelling' : 'order.cancel.confirm')}
          </button>
        </div>
      }
    >
      <div className="cancel-order">
        <p className="cancel-order__body">{t('order.cancel.body')}</p>
        {wallet > 0 && <p className="cancel-order__body">{t('order.cancel.walletBack', { amount: money(wallet) })}</p>}
        <div className="field">
          <label htmlFor={reasonId} className="field__label">
            {t('order.cancel.reason')}
          </label>
          <textarea
            id={reasonId}
            className="field__input cancel-order__reason"
            rows={2}
            maxLength={300}
            placeholder={t('order.cancel.reasonHint')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        {error && (
          <p className="notice notice--danger" role="alert">
            <AlertIcon size={18} />
            {error}
          </p>
        )}
      </div>
    </Sheet>
  );
}
