import { memo, useId, type ReactNode } from 'react';
import { Link } from '../../../lib/link';
import type { Item } from '@keka/contracts';
import { ChevronRightIcon } from '../../../components/ui/icons/chevron-right';
import { useT } from '../../../lib/i18n';
import { viewMoreHref } from '../links';
import type { SlotSection } from '../slots';
import { ProductCard } from './product-card';

/** One of the four item slots: its heading, a horizontal scroller of products and 'View More'. */
export interface SlotScrollerProps {
  readonly section: SlotSection;
  readonly renderControl: (item: Item) => ReactNode;
}

/**
 * Memoised: the page redraws when its later slots arrive (single-store-page.tsx); a slot whose props
 * did not change is not drawn again with all its cards.
 */
export const SlotScroller = memo(function SlotScroller({ section, renderControl }: SlotScrollerProps) {
  const t = useT();
  const headingId = useId();
  return (
    <section className="ss-section ss-section--deferred" aria-labelledby={headingId}>
      <div className="ss-section__head">
        <h2 id={headingId} className="section-title ss-section__title">
          {section.name}
        </h2>
        <Link to={viewMoreHref(section.id)} className="text-link ss-section__more" aria-label={t('singleStore.viewMoreLabel', { name: section.name })}>
          {t('singleStore.viewMore')}
          <ChevronRightIcon size={16} />
        </Link>
      </div>
      <ul className="ss-scroller" tabIndex={0} aria-label={section.name}>
        {section.items.map((item) => (
          <li key={item.id} className="ss-scroller__item">
            <ProductCard item={item} renderControl={renderControl} />
          </li>
        ))}
      </ul>
    </section>
  );
});
