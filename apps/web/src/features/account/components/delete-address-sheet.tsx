import type { AddressView } from '@keka/contracts';
import { AlertIcon } from '../../../components/ui/icons/alert';
import { Sheet } from '../../../components/ui/sheet';
import { useT } from '../../../lib/i18n';
import { addressName } from './address-book';

export interface DeleteAddressSheetProps {
  /** The address asked about; null keeps the sheet closed. */
  readonly address: AddressView | null;
  readonly deleting: boolean;
  /** Why the last try failed (offline, already deleted); the sheet stays open to retry or cancel. */
  readonly error?: string | null;
  readonly onCancel: () => void;
  readonly onConfirm: (address: AddressView) => void;
}

/** 'Delete this address?' with the address as text and Delete / Cancel (the back button cancels too). */
export function DeleteAddressSheet({ address, deleting, error = null, onCancel, onConfirm }: DeleteAddressSheetProps) {
  const t = useT();
  return (
    <Sheet
      open={address !== null}
      onClose={() => {
        if (!deleting) onCancel();
      }}
      title={t('addresses.deleteTitle')}
      footer={
        address && (
          <div className="delete-address__actions">
            <button type="button" className="button button--secondary" onClick={onCancel} disabled={deleting}>
              {t('addresses.cancel')}
            </button>
            <button type="button" className="button button--danger" onClick={() => onConfirm(address)} disabled={deleting} aria-busy={deleting}>
              {deleting && <span className="spinner" aria-hidden="true" />}
              {t(deleting ? 'addresses.deleting' : 'addresses.deleteConfirm')}
            </button>
          </div>
        )
      }
    >
      {address && (
        <div className="delete-address__body">
          <p className="delete-address__place">
            <strong>{[addressName(address, t), address.house].filter(Boolean).join(', ')}</strong>
            <span>{address.address}</span>
          </p>
          <p className="delete-address__note">{t('addresses.deleteBody')}</p>
          {error && (
            <p className="notice notice--danger delete-address__error" role="alert">
              <AlertIcon size={18} />
              {error}
            </p>
          )}
        </div>
      )}
    </Sheet>
  );
}
