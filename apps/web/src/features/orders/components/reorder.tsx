import type { ReorderSkipped } from '@keka/contracts';
import { AlertIcon } from '../../../components/ui/icons/alert';
import { CheckIcon } from '../../../components/ui/icons/check';
import { RepeatIcon } from '../../../components/ui/icons/repeat';
import { Sheet } from '../../../components/ui/sheet';
import { useT, type TranslationKey } from '../../../lib/i18n';
import './reorder.css';

const REASONS: Record<ReorderSkipped['reason'], TranslationKey> = {
  GONE: 'orders.reorder.reason.GONE',
  UNAVAILABLE: 'orders.reorder.reason.UNAVAILABLE',
  ADDONS_CHANGED: 'orders.reorder.reason.ADDONS_CHANGED',
};

/** What a reorder left out, said to the customer on the cart (or where it started, when nothing could be added). */
export interface ReorderNote {
  readonly storeName: string;
  readonly skipped: readonly ReorderSkipped[];
  /** Names of items max_qty stopped short of the old quantity. */
  readonly limited: readonly string[];
}

export interface ReorderButtonProps {
  readonly storeName: string;
  readonly busy: boolean;
  readonly onReorder: () => void;
  readonly className?: string;
}

export function ReorderButton({ storeName, busy, onReorder, className = '' }: ReorderButtonProps) {
  const t = useT();
  return (
    <button
      type="button"
      className={`button button--secondary reorder-button ${className}`}
      onClick={onReorder}
      disabled={busy}
      aria-busy={busy}
      aria-label={busy ? undefined : t('orders.reorder.label', { store: storeName })}
    >
      {busy ? <span className="spinner" aria-hidden="true" /> : <RepeatIcon size={18} />}
      {t(busy ? 'orders.reorder.busy' : 'orders.reorder.button')}
    </button>
  );
}

/** SPEC §4: a cart holds one store. Before a reorder empties another store's cart, the customer is asked. */
export function ReorderReplaceSheet({ storeName, open, onReplace, onKeep }: { readonly storeName: string; readonly open: boolean; readonly onReplace: () => void; readonly onKeep: () => void }) {
  const t = useT();
  return (
    <Sheet
      open={open}
      onClose={onKeep}
      title={t('orders.reorder.replace.title')}
      footer={
        <div className="cancel-order__actions">
          <button type="button" className="button button--secondary" onClick={onKeep}>
            {t('orders.reorder.replace.keep')}
          </button>
          <button type="button" className="button button--primary" onClick={onReplace}>
            {t('orders.reorder.replace.confirm')}
          </button>
        </div>
      }
    >
      <p className="cancel-order__body">{t('orders.reorder.replace.body', { store: storeName })}</p>
    </Sheet>
  );
}

/** The lines that did not come back, each with why. */
function SkippedList({ note }: { readonly note: ReorderNote }) {
  const t = useT();
  if (note.skipped.length === 0 && note.limited.length === 0) return null;
  return (
    <ul className="reorder-note__list">
      {note.skipped.map((s) => (
        <li key={`${s.item_id}-${s.reason}`}>{t('orders.reorder.skippedLine', { name: s.name, reason: t(REASONS[s.reason]) })}</li>
      ))}
      {note.limited.map((name) => (
        <li key={`limited-${name}`}>{t('orders.reorder.limitedLine', { name })}</li>
      ))}
    </ul>
  );
}

/** On the cart after a reorder: what was added, and what was not (and why). */
export function ReorderAddedNotice({ note }: { readonly note: ReorderNote }) {
  const t = useT();
  const partial = note.skipped.length > 0 || note.limited.length > 0;
  return (
    <div className={`notice ${partial ? 'notice--info' : 'notice--success'} reorder-note`} role="status">
      {partial ? <AlertIcon size={18} /> : <CheckIcon size={18} />}
      <div className="reorder-note__text">
        <p>{t(partial ? 'orders.reorder.addedSome' : 'orders.reorder.added', { store: note.storeName })}</p>
        <SkippedList note={note} />
      </div>
    </div>
  );
}

/** Where a reorder started: nothing could be added (each line named), or the call failed. */
export function ReorderFailedNotice({ note, message }: { readonly note: ReorderNote | null; readonly message: string }) {
  return (
    <div className="notice notice--danger reorder-note" role="alert">
      <AlertIcon size={18} />
      <div className="reorder-note__text">
        <p>{message}</p>
        {note && <SkippedList note={note} />}
      </div>
    </div>
  );
}
