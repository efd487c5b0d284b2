import type { RestaurantInfo } from '@keka/contracts';
import { ImageBox } from '../../../components/ui/image-box';
import { RatingPill } from '../../../components/ui/rating-pill';
import { useLocale, useT } from '../../../lib/i18n';

/** The compact store header of the cart (SPEC §2 Cart 1: image, name, description, rating, pure veg). */
export function StoreSummary({ store }: { readonly store: RestaurantInfo }) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="store-summary">
      <ImageBox src={store.image} ratio="1" className="store-summary__image" />
      <div className="store-summary__text">
        <h2 className="store-summary__name">{store.name}</h2>
        <p className="store-summary__description">{store.description || store.cuisines.join(', ')}</p>
        <span className="store-summary__meta">
          <RatingPill rating={store.rating} locale={locale} />
          {store.is_pureveg === 1 && <span className="pure-veg-badge">{t('store.pureVeg')}</span>}
        </span>
      </div>
    </div>
  );
}
