import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { errorText } from '../api';
import { FormError } from './query-state';

export interface ReasonDialogProps {
  readonly title: string;
  /** What will happen, in a sentence. */
  readonly body: string;
  readonly confirmLabel: string;
  /** The button that closes it unchanged; say what it keeps when "Cancel" would read as the action. */
  readonly closeLabel?: string;
  /** Ask for a reason (at least 3 characters); the person affected may be shown it. */
  readonly askReason?: boolean;
  readonly danger?: boolean;
  /** More to choose before confirming (shown above the reason). */
  readonly children?: ReactNode;
  /** What is still missing from `children`, in a sentence; null when the choice is complete. */
  readonly missing?: () => string | null;
  readonly onConfirm: (reason: string) => Promise<void>;
  readonly onClose: () => void;
}

/**
 * A confirmation in a modal <dialog> (focus kept inside, Escape closes): used for every decision that
 * is hard to undo or that someone is told about — reject, suspend, force a move, refund, clear caches.
 */
export function ReasonDialog({ title, body, confirmLabel, closeLabel = 'Cancel', askReason = false, danger = false, children, missing, onConfirm, onClose }: ReasonDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const lacking = missing?.() ?? null;
    if (lacking) {
      setError(lacking);
      return;
    }
    if (askReason && reason.trim().length < 3) {
      setError('Give a reason of at least 3 characters.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onConfirm(reason.trim());
      onClose();
    } catch (e) {
      setError(errorText(e));
      setBusy(false);
    }
  }

  return (
    <dialog ref={ref} className="ad-dialog" aria-labelledby={`${id}-title`} onCancel={onClose} onClose={onClose}>
      <form method="dialog" onSubmit={(e) => void submit(e)} noValidate>
        <h2 id={`${id}-title`} className="ad-dialog__title">
          {title}
        </h2>
        <p>{body}</p>
        {children}
        {askReason && (
          <label className="ad-field">
            <span className="ad-field__label">Reason</span>
            <textarea className="ad-input" rows={3} maxLength={300} value={reason} onChange={(e) => setReason(e.target.value)} aria-invalid={error ? true : undefined} required />
          </label>
        )}
        <FormError text={error} />
        <div className="ad-dialog__actions">
          <button type="button" className="ad-button ad-button--quiet" onClick={onClose} disabled={busy}>
            {closeLabel}
          </button>
          <button type="submit" className={`ad-button ${danger ? 'ad-button--danger' : 'ad-button--primary'}`} disabled={busy} aria-busy={busy}>
            {confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
