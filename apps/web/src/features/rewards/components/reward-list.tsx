import { Link } from '../../../lib/link';
import type { RewardCard as Card } from '@keka/contracts';
import { GiftIcon } from '../../../components/ui/icons/gift';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { StateMessage } from '../../../components/ui/state-message';
import { useLocale, useT } from '../../../lib/i18n';
import { NewRewardCard, PastRewardCard } from './reward-card';
import { zonedFormat } from '../../../lib/platform-time';

/** Cards to scratch first (big, one per row), then the rest in a grid. */
export function RewardList({ cards, onScratch }: { readonly cards: readonly Card[]; readonly onScratch: (card: Card) => Promise<Card> }) {
  const t = useT();
  const locale = useLocale();
  const format = zonedFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
  const date = (iso: string) => format.format(new Date(iso));
  const fresh = cards.filter((c) => c.state === 'new');
  const past = cards.filter((c) => c.state !== 'new');
  if (cards.length === 0) {
    return (
      <div className="card">
        <StateMessage
          art={<GiftIcon size={44} />}
          title={t('rewards.empty.title')}
          body={t('rewards.empty.body')}
          action={
            <Link to="/" className="button button--primary">
              {t('rewards.empty.action')}
            </Link>
          }
        />
      </div>
    );
  }
  return (
    <>
      {fresh.length > 0 && (
        <section aria-labelledby="rewards-new">
          <h2 id="rewards-new" className="rewards__heading">
            {t('rewards.new.heading')}
          </h2>
          <p className="rewards__hint">{t('rewards.scratch.hint')}</p>
          <ul className="rewards__new">
            {fresh.map((card) => (
              <NewRewardCard key={card.id} card={card} date={date} onScratch={onScratch} />
            ))}
          </ul>
        </section>
      )}
      {past.length > 0 && (
        <section aria-labelledby="rewards-past">
          <h2 id="rewards-past" className="rewards__heading">
            {t('rewards.past.heading')}
          </h2>
          <ul className="rewards__grid">
            {past.map((card) => (
              <PastRewardCard key={card.id} card={card} date={date} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

export function RewardListSkeleton() {
  return (
    <LoadingRegion className="rewards__new">
      <Skeleton height={220} radius="var(--radius-l)" />
      <div className="rewards__grid">
        <Skeleton height={150} radius="var(--radius-l)" />
        <Skeleton height={150} radius="var(--radius-l)" />
      </div>
    </LoadingRegion>
  );
}
