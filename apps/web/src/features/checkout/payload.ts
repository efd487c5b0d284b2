import type { OnlinePaymentMethod, PlaceOrderRequest } from '@keka/contracts';
import { toRupeeString, type Bill, type Cart, type DeliveryType, type SubstitutionDefault, type TipChoice } from '@keka/domain';

export interface OrderAddress {
  readonly lat: number;
  readonly lng: number;
  readonly address: string;
  readonly house: string | null;
  readonly tag: string | null;
}

export type PayMethod =
  | { readonly method: 'COD'; readonly partialWallet: boolean }
  | { readonly method: 'WALLET' }
  /** Paid online (issue 33): the order waits for the provider's verified payment; part may come from the wallet. */
  | { readonly method: OnlinePaymentMethod; readonly partialWallet: boolean };

export interface OrderChoices {
  readonly address: OrderAddress | null;
  readonly comment: string;
  readonly deliveryType: DeliveryType;
  readonly couponCode: string | null;
  readonly tip: TipChoice | null;
  readonly slot: { readonly id: number; readonly date: string } | null;
  readonly payment: PayMethod;
  /** Issue 36: what a proposed replacement becomes without an answer in time (asked on grocery orders). */
  readonly substitutionDefault?: SubstitutionDefault;
}

/**
 * SPEC §3 place-order payload. The server re-reads prices and recomputes the bill; `total.totalPrice`
 * is the whole bill the customer saw, so the server can say PRICE_CHANGED when its own differs.
 */
export function buildPlaceOrderPayload(cart: Cart, bill: Bill, choices: OrderChoices): PlaceOrderRequest {
  const { address, comment, deliveryType, couponCode, tip, slot, payment, substitutionDefault } = choices;
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
    coupon: couponCode,
    location: address ? { lat: address.lat, lng: address.lng, address: address.address, house: address.house, tag: address.tag } : null,
    order_comment: comment.trim() === '' ? null : comment.trim(),
    total: { productQuantity: cart.lines.reduce((n, l) => n + l.quantity, 0), totalPrice: toRupeeString(bill.total) },
    method: payment.method,
    delivery_type: deliveryType === 'SELFPICKUP' ? 2 : 1,
    tip: deliveryType === 'DELIVERY' ? tip : null,
    partial_wallet: payment.method !== 'WALLET' && payment.partialWallet,
    ...(slot ? { slot_id: slot.id, slot_date: slot.date } : {}),
    ...(substitutionDefault ? { substitution_default: substitutionDefault } : {}),
  };
}
