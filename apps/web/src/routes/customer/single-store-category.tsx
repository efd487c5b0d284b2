import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { CartItemControl } from '../../features/cart/components/cart-item-control';
import { useSavedAddress } from '../../features/location/state';
import { useTopCategories, useTopCategoryItems } from '../../features/single-store/api';
import { CategoryChips } from '../../features/single-store/components/category-chips';
import { ProductsState } from '../../features/single-store/components/product-lists';
import { parseId, topCategoryHref } from '../../features/single-store/links';
import { PageHeader } from '../../components/ui/page-header';
import { useT, useTn } from '../../lib/i18n';
import { CartDock, useCartDockClass } from './cart-dock';
import '../../features/single-store/components/single-store.css';

/** /single-store-category/{categoryId}/{storeId}: a top category's products, with the store's other top categories as chips. */
export function SingleStoreCategoryRoute() {
  const t = useT();
  const tn = useTn();
  const navigate = useNavigate();
  const params = useParams();
  const categoryId = parseId(params.id);
  const storeId = parseId(params.storeId);
  const address = useSavedAddress();
  const point = useMemo(() => (address ? { lat: address.lat, lng: address.lng } : null), [address]);
  const items = useTopCategoryItems(categoryId, storeId);
  // The chips come from their own call, so they stay put while another category loads.
  const siblings = useTopCategories(storeId, point);
  const dockClass = useCartDockClass();
  const chips = siblings.data?.top_categories ?? items.data?.categories ?? [];
  const title = items.data?.category.name ?? chips.find((c) => c.id === categoryId)?.name ?? t('singleStore.productsTitle');
  const count = items.data?.items.length;

  return (
    <div className={`screen ${dockClass}`}>
      <PageHeader
        title={title}
        subtitle={count === undefined ? undefined : tn('singleStore.count', count)}
      />
      <CategoryChips
        label={t('singleStore.chips')}
        chips={chips}
        selectedId={categoryId}
        onSelect={(id) => {
          if (id !== null && storeId !== null && id !== categoryId) void navigate(topCategoryHref(id, storeId), { replace: true });
        }}
      />
      <main>
        <ProductsState query={items} pick={(data) => data.items} renderControl={(item) => <CartItemControl item={item} />} layout="grid" />
      </main>
      <CartDock />
    </div>
  );
}
