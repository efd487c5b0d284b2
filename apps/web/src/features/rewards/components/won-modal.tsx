import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '../../../lib/link';
import { GiftIcon } from '../../../components/ui/icons/gift';
import { useT, useTn } from '../../../lib/i18n';
import { fetchRewards, markRewardsSeen } from '../api';
import '../won-modal.css';

/**
 * SPEC §2: 'Hurray! You have won a scratch card' with 'Scratch Now' to /account/rewards, once per new
 * card: it asks which cards the modal has not shown yet, opens for them and marks them seen on the
 * server (a reload or another phone does not show them again). A modal <dialog>: focus stays inside,
 * Escape closes. Loaded lazily by home, only when the user data says some card is unseen.
 */
export function WonRewardsModal({ token, onSeen }: { readonly token: string; readonly onSeen: () => void }) {
  const t = useT();
  const tn = useTn();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [count, setCount] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchRewards(token, controller.signal)
      .then(({ data }) => {
        const unseen = data.filter((c) => c.state === 'new' && !c.is_seen).map((c) => c.id);
        if (unseen.length === 0) return onSeen();
        setCount(unseen.length);
        markRewardsSeen(token, unseen).then(onSeen, (error: unknown) => console.warn('Could not mark scratch cards seen', error));
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('Scratch cards could not be loaded', error);
      });
    return () => controller.abort();
    // onSeen changes identity with each render of home; the cards are asked for once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  useEffect(() => {
    const dialog = ref.current;
    if (count > 0 && dialog && !dialog.open) dialog.showModal();
  }, [count]);

  const close = () => {
    ref.current?.close();
    setCount(0);
  };

  if (count === 0) return null;
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
          {t('rewards.modal.title')}
        </h2>
        <p className="scratch-modal__body">{tn('rewards.modal.body', count)}</p>
        <Link to="/account/rewards" className="button button--primary button--block button--large" onClick={() => ref.current?.close()}>
          {t('rewards.modal.action')}
        </Link>
        <button type="button" className="button button--ghost button--block" onClick={close}>
          {t('rewards.modal.later')}
        </button>
      </div>
    </dialog>
  );
}
