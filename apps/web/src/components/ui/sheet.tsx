import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '../../lib/i18n';
import { CloseIcon } from './icons/close';
import './sheet.css';

export interface SheetProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly title: ReactNode;
  readonly subtitle?: ReactNode;
  readonly children: ReactNode;
  readonly footer?: ReactNode;
}

/**
 * A bottom sheet on the native modal <dialog> (focus kept inside, background inert). It closes with
 * the visible button, Escape, a tap on the backdrop and the phone's back button (DESIGN "Thumbs").
 */
export function Sheet({ open, onClose, title, subtitle, children, footer }: SheetProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useBackButtonCloses(open, onClose);

  // In the commit that draws the panel: a passive effect could run later (under load), leaving the
  // panel drawn inside a dialog that is still closed, unseen and unreachable for a moment.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="sheet"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      {open && (
        <div className="sheet__panel">
          <header className="sheet__header">
            <div className="sheet__titles">
              <h2 id={titleId} className="sheet__title">
                {title}
              </h2>
              {subtitle && <p className="sheet__subtitle">{subtitle}</p>}
            </div>
            <button type="button" className="icon-button sheet__close" onClick={onClose} aria-label={t('common.close')}>
              <CloseIcon size={20} />
            </button>
          </header>
          <div className="sheet__body">{children}</div>
          {footer && <footer className="sheet__footer">{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}

/** While open, a history entry is pushed so the back button closes the sheet instead of leaving. */
function useBackButtonCloses(open: boolean, onClose: () => void): void {
  const navigate = useNavigate();
  const location = useLocation();
  const sheetKey = useId();
  const phase = useRef<'idle' | 'pushing' | 'on-entry'>('idle');
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });
  const onOurEntry = (location.state as { sheet?: string } | null)?.sheet === sheetKey;

  useEffect(() => {
    if (open && phase.current === 'idle') {
      phase.current = 'pushing';
      void navigate(`${location.pathname}${location.search}`, { state: { sheet: sheetKey }, replace: false });
    } else if (open && phase.current === 'pushing' && onOurEntry) {
      phase.current = 'on-entry';
    } else if (open && phase.current === 'on-entry' && !onOurEntry) {
      // The back button left our entry: close.
      phase.current = 'idle';
      onCloseRef.current();
    } else if (!open && phase.current !== 'idle') {
      const wasOnEntry = onOurEntry;
      phase.current = 'idle';
      if (wasOnEntry) void navigate(-1);
    }
  }, [open, onOurEntry, navigate, location.pathname, location.search, sheetKey]);
}
