import { Link } from '../../../lib/link';
import type { StoreSummary } from '@keka/contracts';
import { ImageBox } from '../../../components/ui/image-box';
import { ClockIcon } from '../../../components/ui/icons/clock';
import { RatingPill } from '../../../components/ui/rating-pill';
import { useDistance } from '../../../lib/format';
import { useLocale, useT, useTn } from '../../../lib/i18n';
import { useSettingText } from '../../../lib/settings';

/** A store in a list: image, name, cuisines, rating, delivery time, distance; greyed when closed. */
export function StoreCard({ store, eager = false }: { readonly store: StoreSummary; readonly eager?: boolean }) {
  const t = useT();
  const tn = useTn();
  const locale = useLocale();
  const formatDistance = useDistance();
  const notAccepting = useSettingText('notAcceptingOrdersMsg');
  const unavailable = store.is_active !== 1 || store.is_operational !== 1;
  // Lists only hold stores in range, so not operational means closed: the spec's not-accepting text.
  const outOfRange = store.distance !== null && store.distance > store.delivery_radius;
  return (
    <Link to={`/stores/${store.slug}`} className={`store-card ${unavailable ? 'store-card--off' : ''}`}>
      <span className="store-card__media">
        <ImageBox src={store.image} ratio="1" eager={eager} className="store-card__image" />
        {store.is_free_delivery === 1 && !unavailable && <span className="store-card__ribbon">{t('store.freeDelivery')}</span>}
      </span>
      <span className="store-card__body">
        <span className="store-card__name">{store.name}</span>
        <span className="store-card__meta">
          <RatingPill rating={store.rating} locale={locale} />
          <span className="store-card__dot" aria-hidden="true">
            •
          </span>
          <span className="store-card__time">
            <ClockIcon size={14} />
            {tn('store.mins', store.delivery_time)}
          </span>
          {store.distance !== null && (
            <>
              <span className="store-card__dot" aria-hidden="true">
                •
              </span>
              <span>{formatDistance(store.distance)}</span>
            </>
          )}
        </span>
        <span className="store-card__cuisines">{store.cuisines.join(', ')}</span>
        {store.is_pureveg === 1 && <span className="pure-veg-badge">{t('store.pureVeg')}</span>}
        {unavailable && (
          <span className="store-card__status">{outOfRange ? t('store.card.notOperational') : notAccepting}</span>
        )}
      </span>
    </Link>
  );
}
