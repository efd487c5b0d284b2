import type { StoreCategory } from '@keka/contracts';
import { CheckIcon } from '../../../components/ui/icons/check';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';

export interface CategoryChipsProps {
  readonly categories: readonly StoreCategory[] | undefined;
  readonly selected: readonly number[];
  readonly onToggle: (id: number) => void;
  readonly onClear: () => void;
}

/** Multi-select category filter: toggle buttons (aria-pressed) that wrap, with a clear button. */
export function CategoryChips({ categories, selected, onToggle, onClear }: CategoryChipsProps) {
  const t = useT();
  return (
    <section className="filter-chips" aria-labelledby="category-filter-heading">
      <div className="filter-chips__head">
        <h2 id="category-filter-heading" className="filter-chips__title">
          {t('categories.filter')}
          {selected.length > 0 && <span className="filter-chips__count">{t('categories.selected', { count: selected.length })}</span>}
        </h2>
        {selected.length > 0 && (
          <button type="button" className="text-link filter-chips__clear" onClick={onClear}>
            {t('categories.clear')}
          </button>
        )}
      </div>
      {categories ? (
        <ul className="filter-chips__list">
          {categories.map((category) => {
            const on = selected.includes(category.id);
            return (
              <li key={category.id}>
                <button type="button" className={`chip ${on ? 'chip--on' : ''}`} aria-pressed={on} onClick={() => onToggle(category.id)}>
                  {on && <CheckIcon size={16} />}
                  {category.name}
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <LoadingRegion className="filter-chips__list">
          {[72, 96, 64, 110, 80, 70].map((w, i) => (
            <Skeleton key={i} width={w} height={40} radius="var(--radius-pill)" />
          ))}
        </LoadingRegion>
      )}
    </section>
  );
}
