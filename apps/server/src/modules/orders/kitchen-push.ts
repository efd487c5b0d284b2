import { localText } from '../../lib/local-text';
import type { PushService } from '../push/push.service';

/**
 * A new order rings the store's owners even with the dashboard closed (web push): when it is placed,
 * or, paid online, once its payment is verified (issue 33).
 */
export function ringKitchen(push: PushService, order: { readonly storeId: number; readonly uniqueOrderId: string; readonly deliveryType: 'DELIVERY' | 'SELFPICKUP'; readonly items: number; readonly total: string }): void {
  push.notifyStoreOwners(order.storeId, {
    title: localText('push.store.newOrder.title', { number: order.uniqueOrderId.slice(-6) }),
    body: localText(order.deliveryType === 'SELFPICKUP' ? 'push.store.newOrder.body.pickup' : 'push.store.newOrder.body.delivery', { count: order.items, total: order.total }),
    url: `/store/order/view/${order.uniqueOrderId}`,
    tag: order.uniqueOrderId,
  });
}
