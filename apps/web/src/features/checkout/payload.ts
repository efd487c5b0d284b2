import type { PlaceOrderRequest } from '@keka/contracts';
import { toRupeeString, type Bill, type Cart } from '@keka/domain';

export interface OrderAddress {
  readonly lat: number;
  readonly lng: number;
  readonly address: string;
  readonly house: string | null;
  readonly tag: string | null;
}

/**
 * SPEC §3 place-order payload for cash on delivery. The server re-reads prices; `total` is what the
 * customer saw, so the server can say PRICE_CHANGED when its bill differs.
 */
export function buildPlaceOrderPayload(cart: Cart, address: OrderAddress, comment: string, bill: Bill): PlaceOrderRequest {
  return {
    order: cart.lines.map((line) => ({
      id: line.id,
      quantity: line.quantity,
      name: line.name,
      price: line.price,
      selectedaddons: line.selectedaddons.map((a) => ({
        addon_id: a.addon_id,
        addon_category_name: a.addon_category_name,
        addon_name: a.addon_name,
        price: a.price,
      })),
    })),
    restaurant_id: cart.restaurantId ?? undefined,
    coupon: null,
    location: { lat: address.lat, lng: address.lng, address: address.address, house: address.house, tag: address.tag },
    order_comment: comment.trim() === '' ? null : comment.trim(),
    total: { productQuantity: cart.lines.reduce((n, l) => n + l.quantity, 0), totalPrice: toRupeeString(bill.total) },
    method: 'COD',
    delivery_type: 1,
    tipAmount: 0,
    partial_wallet: false,
  };
}
