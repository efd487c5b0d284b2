import { useMemo } from 'react';
import { useUser } from '../../features/account/state';
import { useUnreadAlertCount } from '../../features/alerts/api';
import { useCartCount } from '../../features/cart/hooks';
import { BottomNav } from '../../components/ui/bottom-nav';

/**
 * The bottom nav with its live badges: cart item count, and unread alerts for a logged-in user. A screen
 * that already knows the unread count (the alerts screen) passes it, so the badge never disagrees with it.
 */
export function CustomerNav({ unread }: { readonly unread?: number }) {
  const cartCount = useCartCount();
  const user = useUser();
  const session = useMemo(() => (user && unread === undefined ? { token: user.auth_token, userId: user.id } : null), [user, unread]);
  const alertCount = useUnreadAlertCount(session);
  return <BottomNav cartCount={cartCount} alertCount={unread ?? alertCount} />;
}
