import type { CSSProperties } from 'react';
import { Link } from '../../../lib/link';
import type { RestaurantInfo, StoreType } from '@keka/contracts';
import { ArrowLeftIcon } from '../../../components/ui/icons/arrow-left';
import { ClockIcon } from '../../../components/ui/icons/clock';
import { SearchIcon } from '../../../components/ui/icons/search';
import { ImageBox } from '../../../components/ui/image-box';
import { Skeleton } from '../../../components/ui/skeleton';
import { useT, useTn } from '../../../lib/i18n';
import { topColours } from '../colours';

export interface StoreTopProps {
  readonly store: RestaurantInfo;
  readonly layout: StoreType | undefined;
  readonly onBack: () => void;
}

/** The store's own top: its colour (top_bg_color), headings, top image and a search box to /explore. */
export function StoreTop({ store, layout, onBack }: StoreTopProps) {
  const t = useT();
  const tn = useTn();
  const colours = topColours(layout?.top_bg_color);
  const title = layout?.heading_1.trim() || store.name;
  return (
    <header className="ss-top" style={{ '--ss-bg': colours.background, '--ss-ink': colours.ink } as CSSProperties}>
      <div className="ss-top__bar">
        <button type="button" className="icon-button ss-top__back" onClick={onBack} aria-label={t('common.back')}>
          <ArrowLeftIcon />
        </button>
        <div className="ss-top__titles">
          <h1 className="ss-top__title">{title}</h1>
          <p className="ss-top__subtitle">
            {layout ? layout.heading_2 || store.description : <Skeleton width="60%" height="1em" className="ss-top__subtitle-skeleton" />}
          </p>
        </div>
        <span className="ss-top__time">
          <ClockIcon size={14} />
          {tn('store.mins', store.delivery_time)}
        </span>
      </div>
      <div className="ss-top__search">
        <Link to="/explore" className="ss-search">
          <SearchIcon size={20} />
          <span>{t('singleStore.search', { name: store.name })}</span>
        </Link>
      </div>
      {layout ? (
        layout.top_image && <ImageBox src={layout.top_image} ratio="3 / 1" eager className="ss-top__image" />
      ) : (
        <Skeleton width="100%" height="auto" radius="0" className="ss-top__image ss-top__image--skeleton" />
      )}
      {/* A line is kept for the tagline while the layout loads, so the page does not move when it lands. */}
      {(!layout || layout.heading_3) && (
        <p className="ss-top__tagline">{layout ? layout.heading_3 : <Skeleton width="70%" height="1em" className="ss-top__tagline-skeleton" />}</p>
      )}
    </header>
  );
}
