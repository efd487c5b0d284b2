import { Link } from '../../../lib/link';
import type { HomeCategory } from '@keka/contracts';
import { ImageBox } from '../../../components/ui/image-box';
import { useT } from '../../../lib/i18n';
import { categoryHref } from '../links';

export function CategoryGrid({ categories }: { readonly categories: readonly HomeCategory[] }) {
  const t = useT();
  if (categories.length === 0) return null;
  return (
    <section className="section" aria-labelledby="categories-heading">
      <h2 id="categories-heading" className="section-title">
        {t('home.categories')}
      </h2>
      <ul className="category-grid">
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={categoryHref(category)} className="category-grid__tile">
              <ImageBox src={category.image} ratio="1" className="category-grid__image" />
              <span className="category-grid__name">{category.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
