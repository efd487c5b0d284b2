import { useParams } from 'react-router';
import { CartItemControl } from '../../features/cart/components/cart-item-control';
import { useSlotGroupItems } from '../../features/single-store/api';
import { ProductsState } from '../../features/single-store/components/product-lists';
import { parseId } from '../../features/single-store/links';
import { PageHeader } from '../../components/ui/page-header';
import { useT, useTn } from '../../lib/i18n';
import { CartDock, useCartDockClass } from './cart-dock';
import '../../features/single-store/components/single-store.css';

/** /single-store-view-more/{slotGroupId}[/{storeId}]: every product of one item slot (SPEC §2). */
export function SingleStoreViewMoreRoute() {
  const t = useT();
  const tn = useTn();
  const params = useParams();
  const query = useSlotGroupItems(parseId(params.id), parseId(params.storeId));
  const dockClass = useCartDockClass();
  const count = query.data?.items.length;
  return (
    <div className={`screen ${dockClass}`}>
      <PageHeader
        title={query.data?.slot_group.name ?? t('singleStore.productsTitle')}
        subtitle={count === undefined ? undefined : tn('singleStore.count', count)}
      />
      <main>
        <ProductsState query={query} pick={(data) => data.items} renderControl={(item) => <CartItemControl item={item} />} layout="grid" />
      </main>
      <CartDock />
    </div>
  );
}
