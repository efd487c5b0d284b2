import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useFilteredStores, useStoreCategories } from '../../features/browse/api';
import { CategoryChips } from '../../features/browse/components/category-chips';
import { parseCategoryIds, storesForList, toggleCategory } from '../../features/browse/lists';
import { useSavedPoint } from '../../features/location/state';
import { useT } from '../../lib/i18n';
import { StoreListPage } from './store-list-page';

/** /categories/stores: category chips (any of them, multi-select, kept in ?c=) over the matching stores. */
export function CategoryStoresRoute() {
  const t = useT();
  const point = useSavedPoint();
  const [params, setParams] = useSearchParams();
  const selected = useMemo(() => parseCategoryIds(params.get('c')), [params]);
  const categories = useStoreCategories();
  const query = useFilteredStores(point, selected);
  const stores = useMemo(() => query.data && storesForList(query.data), [query.data]);
  const select = (ids: readonly number[]) => setParams(ids.length ? { c: ids.join(',') } : {}, { replace: true });
  return (
    <StoreListPage
      title={t('categories.title')}
      top={
        <CategoryChips
          categories={categories.data}
          selected={selected}
          onToggle={(id) => select(toggleCategory(selected, id))}
          onClear={() => select([])}
        />
      }
      stores={stores}
      error={query.error}
      onRetry={query.refetch}
      more={query.more}
      countText={(open) => (selected.length === 0 ? t('categories.all') : t('home.storesCount', { count: open }))}
      empty={
        selected.length > 0
          ? {
              title: t('categories.empty.title'),
              body: t('categories.empty.body'),
              action: (
                <button type="button" className="button button--secondary" onClick={() => select([])}>
                  {t('categories.clear')}
                </button>
              ),
            }
          : undefined
      }
    />
  );
}
