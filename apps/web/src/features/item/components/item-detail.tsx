import type { ReactNode } from 'react';
import { Link } from '../../../lib/link';
import type { SingleItem } from '@keka/contracts';
import { parseRupees } from '@keka/domain';
import { AlertIcon } from '../../../components/ui/icons/alert';
import { ChevronRightIcon } from '../../../components/ui/icons/chevron-right';
import { StoreIcon } from '../../../components/ui/icons/store';
import { ImageBox } from '../../../components/ui/image-box';
import { VegMark } from '../../../components/ui/veg-mark';
import { useMoney } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { FullDescription } from './full-description';

export interface ItemDetailProps {
  readonly item: SingleItem;
  /** The cart control, composed by the route. */
  readonly control: ReactNode;
  /** A reason the item cannot be ordered here now (store closed, out of range), if any. */
  readonly notice: string | null;
}

/** The picture spans the app's column: the whole screen on a phone, at most --app-max (480 px) on wider ones. */
const HERO_SIZES = '(min-width: 480px) 480px, 100vw';

/** SPEC §2 "Item detail": image, name, short description, price, add controls and 'Full Description'. */
export function ItemDetail({ item, control, notice }: ItemDetailProps) {
  const t = useT();
  const money = useMoney();
  const price = parseRupees(item.price);
  const oldPrice = parseRupees(item.old_price);
  return (
    <article className={`item-detail ${item.image ? '' : 'item-detail--bare'}`} aria-labelledby="item-name">
      {item.image ? (
        <ImageBox src={item.image} srcSet={item.image_srcset} sizes={HERO_SIZES} alt="" ratio="4 / 3" eager className="item-detail__image" />
      ) : null}
      <div className="item-detail__card card">
        <div className="item-detail__marks">
          <VegMark isVeg={item.is_veg === 1} />
          {item.is_recommended === 1 && <span className="item-row__tag">{t('item.bestseller')}</span>}
        </div>
        <h1 id="item-name" className="item-detail__name">
          {item.name}
        </h1>
        {item.short_desc && <p className="item-detail__short">{item.short_desc}</p>}
        <div className="item-detail__buy">
          <p className="item-detail__price">
            <span>{money(price)}</span>
            {oldPrice > price && (
              <s className="item-row__old-price">
                <span className="visually-hidden">{t('item.oldPrice')}</span>
                {money(oldPrice)}
              </s>
            )}
            {item.unit && <span className="item-row__unit">{item.unit}</span>}
          </p>
          <div className="item-detail__control">{control}</div>
        </div>
        {item.addon_categories.length > 0 && item.is_active === 1 && <p className="item-row__custom">{t('item.customisable')}</p>}
        {notice && (
          <p className="notice notice--danger">
            <AlertIcon size={18} />
            {notice}
          </p>
        )}
      </div>
      <FullDescription html={item.desc} />
      <Link to={`/stores/${item.restaurant.slug}`} className="item-detail__store card">
        <StoreIcon size={22} />
        <span className="item-detail__store-text">
          <span className="item-detail__store-from">{t('item.from', { store: item.restaurant.name })}</span>
          <span className="item-detail__store-link">{t('item.viewStore')}</span>
        </span>
        <ChevronRightIcon size={18} />
      </Link>
    </article>
  );
}
