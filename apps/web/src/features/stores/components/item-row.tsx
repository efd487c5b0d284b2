import { useId, type ReactNode } from 'react';
import { Link, type AppPath } from '../../../lib/link';
import type { Item } from '@keka/contracts';
import { parseRupees } from '@keka/domain';
import { ImageBox } from '../../../components/ui/image-box';
import { VegMark } from '../../../components/ui/veg-mark';
import { useMoney } from '../../../lib/format';
import { useT } from '../../../lib/i18n';

export interface ItemRowProps {
  readonly item: Item;
  /** The ADD / − qty + control, composed by the route (features do not import each other). */
  readonly control: ReactNode;
  /** The dish's detail page; the name links there when given. */
  readonly href?: AppPath | undefined;
}

/** A menu item: veg mark, name, price, short description, image with the control on it. */
export function ItemRow({ item, control, href }: ItemRowProps) {
  const t = useT();
  const money = useMoney();
  const price = parseRupees(item.price);
  const oldPrice = parseRupees(item.old_price);
  const inactive = item.is_active !== 1;
  const nameId = useId();
  return (
    <article className={`item-row ${inactive ? 'item-row--inactive' : ''}`} aria-labelledby={nameId}>
      <div className="item-row__text">
        <div className="item-row__marks">
          <VegMark isVeg={item.is_veg === 1} />
          {item.is_recommended === 1 && <span className="item-row__tag">{t('item.bestseller')}</span>}
        </div>
        <h3 id={nameId} className="item-row__name">
          {href ? (
            <Link to={href} className="item-row__link">
              {item.name}
            </Link>
          ) : (
            item.name
          )}
        </h3>
        <p className="item-row__price">
          <span>{money(price)}</span>
          {oldPrice > price && (
            <s className="item-row__old-price">
              <span className="visually-hidden">{t('item.oldPrice')}</span>
              {money(oldPrice)}
            </s>
          )}
          {item.unit && <span className="item-row__unit">{item.unit}</span>}
        </p>
        {item.short_desc && <p className="item-row__desc">{item.short_desc}</p>}
      </div>
      <div className={`item-row__media ${item.image ? '' : 'item-row__media--bare'}`}>
        {item.image && <ImageBox src={item.image} ratio="1" className="item-row__image" />}
        <div className="item-row__control">{control}</div>
        {item.addon_categories.length > 0 && !inactive && <p className="item-row__custom">{t('item.customisable')}</p>}
      </div>
    </article>
  );
}
