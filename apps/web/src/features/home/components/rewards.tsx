import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ChevronRightIcon, GiftIcon } from '../../../components/ui/icons';
import { useT, useTn } from '../../../lib/i18n';

/** SPEC §2: the reward banner to /account/rewards, shown by the route only when rewards ≥ 1. */
export function RewardBanner({ count }: { readonly count: number }) {
  const t = useT();
  const tn = useTn();
  return (
    <Link to="/account/rewards" className="reward-banner">
      <span className="reward-banner__art" aria-hidden="true">
        <GiftIcon size={26} />
      </span>
      <span className="reward-banner__text">
        <span className="reward-banner__title">{tn('home.reward', count)}</span>
        <span className="reward-banner__action">{t('home.reward.action')}</span>
      </span>
      <ChevronRightIcon size={20} />
    </Link>
  );
}

/** Once per app load: leaving home and coming back does not nag again. */
let shownThisLoad = false;

/**
 * SPEC §2: 'Hurray! You have won a scratch card' with 'Scratch Now' to /account/rewards, opened by the
 * route when the logged-in user has 1 or more rewards. A modal <dialog>: focus stays inside, Escape closes.
 */
export function ScratchCardModal() {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [open, setOpen] = useState(() => !shownThisLoad);

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog || dialog.open) return;
    shownThisLoad = true;
    dialog.showModal();
  }, [open]);

  const close = () => {
    ref.current?.close();
    setOpen(false);
  };

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className="scratch-modal"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        if (event.target === ref.current) close();
      }}
    >
      <div className="scratch-modal__card">
        <div className="scratch-modal__art" aria-hidden="true">
          <span className="scratch-modal__ticket">
            <GiftIcon size={44} />
          </span>
        </div>
        <h2 id={titleId} className="scratch-modal__title">
          {t('home.scratch.title')}
        </h2>
        <p className="scratch-modal__body">{t('home.scratch.body')}</p>
        <Link to="/account/rewards" className="button button--primary button--block button--large" onClick={() => ref.current?.close()}>
          {t('home.scratch.action')}
        </Link>
        <button type="button" className="button button--ghost button--block" onClick={close}>
          {t('home.scratch.later')}
        </button>
      </div>
    </dialog>
  );
}
