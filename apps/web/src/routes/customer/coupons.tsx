import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../lib/link';
import { useAuthToken } from '../../features/account/state';
import { useCoupons } from '../../features/cart/api';
import { CouponList } from '../../features/cart/components/coupon-list';
import { useCouponBox } from '../../features/cart/coupon';
import { useAppliedCoupon, useCart, useCartItemTotal } from '../../features/cart/hooks';
import { useCouponStore } from '../../features/cart/state';
import { useRestaurantInfo } from '../../features/stores/api';
import { AlertIcon } from '../../components/ui/icons/alert';
import { GiftIcon } from '../../components/ui/icons/gift';
import { PageHeader } from '../../components/ui/page-header';
import { LoadingRegion, Skeleton } from '../../components/ui/skeleton';
import { ErrorState, StateMessage } from '../../components/ui/state-message';
import { useT } from '../../lib/i18n';
import '../../features/cart/components/cart.css';

/** /coupons (SPEC §2): the coupons the customer can use at the cart's store, each with 'Apply'. */
export function CouponsRoute() {
  const t = useT();
  const navigate = useNavigate();
  const cart = useCart();
  const itemTotal = useCartItemTotal();
  const token = useAuthToken();
  const applied = useAppliedCoupon();
  const store = useRestaurantInfo(cart.restaurantId === null ? null : { id: cart.restaurantId }, null);
  const list = useCoupons(cart.restaurantId, itemTotal, token);
  const box = useCouponBox({ restaurantId: cart.restaurantId, itemTotal, token });
  const [applyingCode, setApplyingCode] = useState<string | null>(null);

  const apply = async (code: string) => {
    setApplyingCode(code);
    await box.apply(code);
    setApplyingCode(null);
    // Applied: back to the cart, which shows the saving in its bill.
    if (useCouponStore.getState().coupon?.code === code) void navigate('/cart', { replace: true });
  };

  let body;
  if (cart.restaurantId === null) {
    body = (
      <StateMessage
        art={<GiftIcon size={44} />}
        title={t('coupons.noCart.title')}
        body={t('coupons.noCart.body')}
        action={
          <Link to="/" className="button button--primary">
            {t('cart.empty.action')}
          </Link>
        }
      />
    );
  } else if (list.error && !list.data) {
    body = <ErrorState error={list.error} onRetry={list.refetch} />;
  } else if (!list.data) {
    body = (
      <LoadingRegion className="coupon-list">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} width="100%" height={120} />
        ))}
      </LoadingRegion>
    );
  } else if (list.data.coupons.length === 0) {
    body = <StateMessage art={<GiftIcon size={44} />} title={t('coupons.empty.title')} body={t('coupons.empty.body')} />;
  } else {
    body = (
      <>
        <h2 className="coupons__heading">{t('coupons.available')}</h2>
        <CouponList coupons={list.data.coupons} appliedCode={applied?.code ?? null} applyingCode={applyingCode} onApply={(code) => void apply(code)} />
      </>
    );
  }

  return (
    <div className="screen screen--grey">
      <PageHeader title={t('coupons.title')} subtitle={store.data ? t('coupons.subtitle', { store: store.data.name }) : undefined} fallback="/cart" />
      <main className="cart coupons">
        {box.status.kind === 'failed' && box.status.message && (
          <p className="notice notice--danger" role="alert">
            <AlertIcon size={18} />
            {box.status.message}
            {!token && (
              <Link to="/login" state={{ from: '/coupons' }} className="text-link">
                {t('cart.login.action')}
              </Link>
            )}
          </p>
        )}
        {body}
      </main>
    </div>
  );
}
