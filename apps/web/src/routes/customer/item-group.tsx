import { useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { CartItemControl } from '../../features/cart/components/cart-item-control';
import { useSavedAddress } from '../../features/location/state';
import { useItemGroup, type ItemGroup } from '../../features/single-store/api';
import { CategoryChips } from '../../features/single-store/components/category-chips';
import { GroupTopImage, ProductsState } from '../../features/single-store/components/product-lists';
import { parseId } from '../../features/single-store/links';
import { PageHeader } from '../../components/ui/page-header';
import { useT, useTn } from '../../lib/i18n';
import { CartDock, useCartDockClass } from './cart-dock';
import '../../features/single-store/components/single-store.css';

/**
 * /item-group/{id} (SPEC §2 "Item group page"): top image, category chips that reload the group with
 * category_id (kept in ?category= so back and reload keep the choice), and the products as rows.
 */
export function ItemGroupRoute() {
  const t = useT();
  const tn = useTn();
  const params = useParams();
  const groupId = parseId(params.id);
  const [search, setSearch] = useSearchParams();
  const categoryId = parseId(search.get('category') ?? undefined);
  const address = useSavedAddress();
  const point = useMemo(() => (address ? { lat: address.lat, lng: address.lng } : null), [address]);
  const query = useItemGroup(groupId, point, categoryId);
  const dockClass = useCartDockClass();

  // While another category loads, the group's top image, title and chips stay on screen.
  const latest = query.data?.item_group;
  const [kept, setKept] = useState<ItemGroup | undefined>(latest);
  if (latest && latest !== kept) setKept(latest);
  const group = latest ?? (kept?.id === groupId ? kept : undefined);
  const chips = group ? [{ id: null, name: t('singleStore.all') }, ...group.categories] : [];
  const count = latest?.filtered_items.length;

  return (
    <div className={`screen ${dockClass}`}>
      <PageHeader
        title={group?.name ?? t('singleStore.productsTitle')}
        subtitle={count === undefined ? undefined : tn('singleStore.count', count)}
      />
      <CategoryChips
        label={t('singleStore.chips')}
        chips={chips}
        selectedId={categoryId}
        onSelect={(id) => setSearch(id === null ? {} : { category: String(id) }, { replace: true })}
      />
      <main>
        <GroupTopImage src={group?.top_image} alt={group?.name ?? ''} />
        <ProductsState query={query} pick={(data) => data.item_group.filtered_items} renderControl={(item) => <CartItemControl item={item} />} layout="rows" />
      </main>
      <CartDock />
    </div>
  );
}
