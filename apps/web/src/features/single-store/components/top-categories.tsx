import { memo } from 'react';
import { Link } from '../../../lib/link';
import type { TopCategory } from '@keka/contracts';
import { ImageBox } from '../../../components/ui/image-box';
import { useT } from '../../../lib/i18n';
import { topCategoryHref } from '../links';

/** SPEC §2: the store's top categories, each to /single-store-category/{categoryId}/{storeId}. */
/** Memoised: the page redraws at each of its paint steps; the grid stays as it is. */
export const TopCategoryGrid = memo(function TopCategoryGrid({ categories, storeId }: { readonly categories: readonly TopCategory[]; readonly storeId: number }) {
  const t = useT();
  if (categories.length === 0) return null;
  return (
    <section className="ss-section ss-section--padded" aria-labelledby="ss-categories-heading">
      <h2 id="ss-categories-heading" className="section-title">
        {t('singleStore.categories')}
      </h2>
      <ul className="ss-categories">
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={topCategoryHref(category.id, storeId)} className="ss-categories__tile">
              <ImageBox src={category.image} ratio="1" className="ss-categories__image" />
              <span className="ss-categories__name">{category.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
});
