import type { RestaurantInfo } from '@keka/contracts';
import { parseRupees } from '@keka/domain';
import { ClockIcon } from '../../../components/ui/icons/clock';
import { PinIcon } from '../../../components/ui/icons/pin';
import { ImageBox } from '../../../components/ui/image-box';
import { RatingPill } from '../../../components/ui/rating-pill';
import { useDistance, useMoney, useNumber } from '../../../lib/format';
import { useLocale, useT, useTn } from '../../../lib/i18n';

/** The store page header: image, name, cuisines, rating, pure-veg badge, time, distance, min order. */
export function StoreHeader({ store }: { readonly store: RestaurantInfo }) {
  const t = useT();
  const tn = useTn();
  const locale = useLocale();
  const money = useMoney();
  const formatDistance = useDistance();
  const formatNumber = useNumber();
  const minOrder = parseRupees(store.min_order_price);
  return (
    <div className="store-hero">
      <ImageBox src={store.image} ratio="16 / 9" eager className="store-hero__image" />
      <div className="store-hero__card card">
        <div className="store-hero__title-row">
          <h1 className="store-hero__name">{store.name}</h1>
          <span className="store-hero__rating">
            <RatingPill rating={store.rating} locale={locale} />
            {store.rating_count > 0 && (
              <span className="store-hero__count">{tn('store.ratings', store.rating_count, { count: formatNumber(store.rating_count) })}</span>
            )}
          </span>
        </div>
        <p className="store-hero__cuisines">{store.cuisines.join(' • ')}</p>
        {store.description && <p className="store-hero__description">{store.description}</p>}
        <ul className="store-hero__facts">
          <li>
            <ClockIcon size={16} />
            {tn('store.mins', store.delivery_time)}
          </li>
          {store.distance !== null && (
            <li>
              <PinIcon size={16} />
              {formatDistance(store.distance)}
            </li>
          )}
          {minOrder > 0 && <li>{t('store.minOrder', { amount: money(minOrder) })}</li>}
          {store.is_pureveg === 1 && (
            <li>
              <span className="pure-veg-badge">{t('store.pureVeg')}</span>
            </li>
          )}
        </ul>
      </div>
    </div>
  );
}
