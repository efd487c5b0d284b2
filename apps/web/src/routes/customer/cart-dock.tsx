import { useCartCount, useCartItemTotal, useCartNotice } from '../../features/cart/hooks';
import { FloatCart } from '../../components/ui/float-cart';
import { useMoney } from '../../lib/format';

/** The float cart bar of a screen that lists items: count, item total and the itemsRemovedMsg notice. */
export function CartDock() {
  const count = useCartCount();
  const total = useCartItemTotal();
  const notice = useCartNotice();
  const money = useMoney();
  return <FloatCart count={count} total={money(total)} notice={notice} />;
}

/** Screens with the float cart keep room below their last item for it (DESIGN "Thumbs"). */
export function useCartDockClass(): string {
  return useCartCount() > 0 ? 'screen--with-cart' : '';
}
