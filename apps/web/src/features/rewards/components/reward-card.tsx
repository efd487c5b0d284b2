import { useState } from 'react';
import type { RewardCard as Card, RewardWin as Win } from '@keka/contracts';
import { AlertIcon } from '../../../components/ui/icons/alert';
import { GiftIcon } from '../../../components/ui/icons/gift';
import { useT } from '../../../lib/i18n';
import { RewardWin } from './reward-win';
import { ScratchSurface } from './scratch-surface';

interface NewCardProps {
  readonly card: Card;
  readonly date: (iso: string) => string;
  /** Scratches on the server; resolves with the revealed card. */
  readonly onScratch: (card: Card) => Promise<Card>;
}

/**
 * A card not scratched yet: the canvas cover for touch and mouse, and the Reveal button that does the
 * same for keyboard and screen-reader users. Its content is unknown here until the server reveals it.
 */
export function NewRewardCard({ card, date, onScratch }: NewCardProps) {
  const t = useT();
  const [phase, setPhase] = useState<'cover' | 'busy' | 'failed'>('cover');
  const [won, setWon] = useState<Win | null>(null);

  const reveal = async () => {
    if (phase === 'busy' || won) return;
    setPhase('busy');
    try {
      const revealed = await onScratch(card);
      setWon(revealed.won);
      setPhase('cover');
    } catch {
      setPhase('failed');
    }
  };

  return (
    <li className="reward-card reward-card--new">
      <h3 className="reward-card__title">{card.title}</h3>
      <div className={`reward-card__face ${won ? 'reward-card__face--won' : ''}`} aria-live="polite">
        {won ? (
          <div className="reward-card__revealed">
            <p className="reward-card__won">{t('rewards.won.heading')}</p>
            <RewardWin win={won} date={date} active />
          </div>
        ) : (
          <div className="reward-card__mystery">
            <GiftIcon size={40} />
            <p>{phase === 'busy' ? t('rewards.revealing') : t('rewards.scratch.mystery')}</p>
          </div>
        )}
        {!won && <ScratchSurface label={t('rewards.scratch.surface')} onScratched={() => void reveal()} disabled={phase === 'busy'} />}
      </div>
      {!won && (
        <>
          {card.expires_at && <p className="reward-card__meta">{t('rewards.expires', { date: date(card.expires_at) })}</p>}
          {phase === 'failed' && (
            <p className="notice notice--danger" role="alert">
              <AlertIcon size={18} />
              {t('rewards.error.scratch')}
            </p>
          )}
          <button
            type="button"
            className="button button--secondary button--block"
            onClick={() => void reveal()}
            disabled={phase === 'busy'}
            aria-busy={phase === 'busy'}
            aria-label={t('rewards.reveal.label', { title: card.title })}
          >
            {phase === 'busy' && <span className="spinner" aria-hidden="true" />}
            {t('rewards.reveal')}
          </button>
        </>
      )}
    </li>
  );
}

/** A card that is scratched, expired or withdrawn: shown apart, greyed when it no longer counts. */
export function PastRewardCard({ card, date }: { readonly card: Card; readonly date: (iso: string) => string }) {
  const t = useT();
  let status: string;
  if (card.state === 'reversed') status = t(card.won ? 'rewards.state.takenBack' : 'rewards.state.reversed');
  else if (card.state === 'expired') status = t('rewards.state.expired', { date: date(card.expires_at ?? card.created_at) });
  else status = t('rewards.state.scratched', { date: date(card.scratched_at ?? card.created_at) });
  return (
    <li className={`reward-card reward-card--${card.state}`}>
      <h3 className="reward-card__title">{card.title}</h3>
      {card.won ? (
        <RewardWin win={card.won} date={date} active={card.state === 'scratched'} />
      ) : (
        <div className="reward-card__mystery reward-card__mystery--small" aria-hidden="true">
          <GiftIcon size={28} />
        </div>
      )}
      <p className="reward-card__status">{status}</p>
    </li>
  );
}
