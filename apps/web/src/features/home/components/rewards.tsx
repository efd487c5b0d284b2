import { Link } from '../../../lib/link';
import { ChevronRightIcon } from '../../../components/ui/icons/chevron-right';
import { GiftIcon } from '../../../components/ui/icons/gift';
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
