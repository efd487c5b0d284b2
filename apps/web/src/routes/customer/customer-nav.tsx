import { useMemo } from 'react';
import { useUser } from '../../features/account/state';
import { useUnreadAlertCount } from '../../features/alerts/api';
import { useCartCount } from '../../features/cart/hooks';
import { BottomNav } from '../../components/ui/bottom-nav';

/** The bottom nav with its live badges: cart item count, and unread alerts for a logged-in user. */
export function CustomerNav() {
  const cartCount = useCartCount();
  const user = useUser();
  const session = useMemo(() => (user ? { token: user.auth_token, userId: user.id } : null), [user]);
  const alertCount = useUnreadAlertCount(session);
  return <BottomNav cartCount={cartCount} alertCount={alertCount} />;
}
