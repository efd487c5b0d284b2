import type { ReactNode } from 'react';
import { Link } from '../../../lib/link';
import type { ItemWithStore } from '@keka/contracts';
import { ChevronRightIcon } from '../../../components/ui/icons/chevron-right';
import { useT, useTn } from '../../../lib/i18n';
import type { StoreGroup } from '../lists';

export interface OfferGroupsProps {
  readonly groups: readonly StoreGroup[];
  /** The item row with its cart control, composed by the route. */
  readonly renderItem: (item: ItemWithStore, storeOpen: boolean) => ReactNode;
}

/** Offer items under a heading per store, each heading linking to the store. */
export function OfferGroups({ groups, renderItem }: OfferGroupsProps) {
  const t = useT();
  const tn = useTn();
  return (
    <>
      {groups.map(({ store, items }) => {
        const open = store.is_operational === 1;
        const headingId = `offer-store-${store.id}`;
        return (
          <section key={store.id} className={`offer-group ${open ? '' : 'offer-group--closed'}`} aria-labelledby={headingId}>
            <div className="offer-group__head">
              <div className="offer-group__titles">
                <h2 id={headingId} className="offer-group__name">
                  {store.name}
                </h2>
                <p className="offer-group__meta">{open ? tn('offer.dishes', items.length) : t('offer.storeClosed')}</p>
              </div>
              <Link to={`/stores/${store.slug}`} className="text-link offer-group__link" aria-label={`${t('offer.viewStore')}: ${store.name}`}>
                {t('offer.viewStore')}
                <ChevronRightIcon size={16} />
              </Link>
            </div>
            <ul className="menu-section__list">
              {items.map((item) => (
                <li key={item.id}>{renderItem(item, open)}</li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
