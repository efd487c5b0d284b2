import { useId, type ReactNode } from 'react';
import { Link } from '../../../lib/link';
import type { Item } from '@keka/contracts';
import { parseRupees } from '@keka/domain';
import { ImageBox } from '../../../components/ui/image-box';
import { useMoney } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { itemHref } from '../links';
import { discountPercent } from '../pricing';

export interface ProductProps {
  readonly item: Item;
  /** The cart's ADD / − qty + control, composed by the route (features do not import each other). */
  readonly renderControl: (item: Item) => ReactNode;
  readonly eager?: boolean;
}

/** Price, the MRP struck through and the pack size (SPEC §2 single store item slots). */
export function ProductPrice({ item, className }: { readonly item: Item; readonly className: string }) {
  const t = useT();
  const money = useMoney();
  const price = parseRupees(item.price);
  const oldPrice = parseRupees(item.old_price);
  return (
    <p className={className}>
      <span className="product-price__now">{money(price)}</span>
      {oldPrice > price && (
        <s className="product-price__old">
          <span className="visually-hidden">{t('item.oldPrice')}</span>
          {money(oldPrice)}
        </s>
      )}
    </p>
  );
}

/** 'Not Available Now' for an inactive item, else the cart control (SPEC §2, §4). */
export function ProductControl({ item, renderControl }: Pick<ProductProps, 'item' | 'renderControl'>) {
  const t = useT();
  if (item.is_active !== 1) return <span className="product-na">{t('singleStore.notAvailableNow')}</span>;
  return <>{renderControl(item)}</>;
}

function DiscountBadge({ item }: { readonly item: Item }) {
  const t = useT();
  const percent = discountPercent(item.price, item.old_price);
  if (percent === null) return null;
  return <span className="product-card__badge">{t('singleStore.percentOff', { percent })}</span>;
}

/** A product tile for the slot scrollers and the two-column lists. */
export function ProductCard({ item, renderControl, eager = false }: ProductProps) {
  const nameId = useId();
  const inactive = item.is_active !== 1;
  return (
    <article className={`product-card ${inactive ? 'product-card--inactive' : ''}`} aria-labelledby={nameId}>
      {/* The badge sits outside the link so the link is named by the product alone. */}
      {!inactive && <DiscountBadge item={item} />}
      <Link to={itemHref(item.id)} className="product-card__link">
        <span className="product-card__media">
          <ImageBox src={item.image} ratio="1" eager={eager} className="product-card__image" />
        </span>
        <h3 id={nameId} className="product-card__name">
          {item.name}
        </h3>
      </Link>
      <p className="product-card__unit">{item.unit ?? '\u00a0'}</p>
      <ProductPrice item={item} className="product-price product-card__price" />
      <div className="product-card__control">
        <ProductControl item={item} renderControl={renderControl} />
      </div>
    </article>
  );
}

/** A product as a list row: picture, name, pack size, price and the control (item group page). */
export function ProductRow({ item, renderControl, eager = false }: ProductProps) {
  const nameId = useId();
  const inactive = item.is_active !== 1;
  return (
    <article className={`product-row ${inactive ? 'product-row--inactive' : ''}`} aria-labelledby={nameId}>
      <Link to={itemHref(item.id)} className="product-row__media" tabIndex={-1} aria-hidden="true">
        <ImageBox src={item.image} ratio="1" eager={eager} className="product-row__image" />
        {!inactive && <DiscountBadge item={item} />}
      </Link>
      <div className="product-row__text">
        <h3 id={nameId} className="product-row__name">
          <Link to={itemHref(item.id)} className="product-row__link">
            {item.name}
          </Link>
        </h3>
        {item.unit && <p className="product-row__unit">{item.unit}</p>}
        <ProductPrice item={item} className="product-price" />
      </div>
      <div className="product-row__control">
        <ProductControl item={item} renderControl={renderControl} />
      </div>
    </article>
  );
}

/** Products as a two-column grid (View More, category pages). */
export function ProductGrid({ items, renderControl }: { readonly items: readonly Item[]; readonly renderControl: ProductProps['renderControl'] }) {
  return (
    <ul className="product-grid">
      {items.map((item, i) => (
        <li key={item.id}>
          <ProductCard item={item} renderControl={renderControl} eager={i < 4} />
        </li>
      ))}
    </ul>
  );
}
