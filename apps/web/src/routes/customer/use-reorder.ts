import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { GetReorderItemsResponse } from '@keka/contracts';
import { addLines, useCartStore } from '../../features/cart/state';
import { fetchReorderItems } from '../../features/orders/api';
import type { ReorderNote } from '../../features/orders/components/reorder';
import { isApiError } from '../../lib/api';
import { useT } from '../../lib/i18n';

/** What the cart page reads from the navigation state after a reorder. */
export interface ReorderNavState {
  readonly reorder: ReorderNote;
}

export interface ReorderFailure {
  readonly orderId: string;
  readonly message: string;
  readonly note: ReorderNote | null;
}

const noteOf = (answer: GetReorderItemsResponse, limitedIds: readonly number[] = []): ReorderNote => ({
  storeName: answer.restaurant.name,
  skipped: answer.skipped,
  limited: answer.lines.filter((l) => limitedIds.includes(l.id)).map((l) => l.name),
});

/**
 * Reorder (issue 9), composed here because it joins two features: the order's lines as today's menu has
 * them (orders), put into the cart (cart: SPEC §4 rules, one store). A cart holding another store's
 * items is only replaced after the customer says so. Then to /cart, which names what was left out.
 */
export function useReorder(token: string) {
  const t = useT();
  const navigate = useNavigate();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [pending, setPending] = useState<GetReorderItemsResponse | null>(null);
  const [failure, setFailure] = useState<ReorderFailure | null>(null);

  /**
   * From the 'Replace cart' sheet the sheet's own history entry (back closes it) is replaced by /cart,
   * and the sheet is left open as its page goes: closing it first would step back over our navigation.
   */
  const put = (answer: GetReorderItemsResponse, fromSheet: boolean) => {
    const { limitedIds } = addLines(answer.lines);
    const state: ReorderNavState = { reorder: noteOf(answer, limitedIds) };
    void navigate('/cart', { state, replace: fromSheet });
  };

  const start = async (orderId: string) => {
    setBusyId(orderId);
    setFailure(null);
    try {
      const answer = await fetchReorderItems(orderId, token);
      if (answer.lines.length === 0) {
        setFailure({ orderId, message: t('orders.reorder.none'), note: noteOf(answer) });
        return;
      }
      const cart = useCartStore.getState().cart;
      if (cart.lines.length > 0 && cart.restaurantId !== answer.restaurant.id) setPending(answer);
      else put(answer, false);
    } catch (error) {
      const offline = isApiError(error) && error.code === 'NETWORK';
      setFailure({ orderId, message: t(offline ? 'error.offline.body' : 'error.generic'), note: null });
    } finally {
      setBusyId(null);
    }
  };

  return {
    busyId,
    failure,
    /** The answer waiting for 'Replace cart' (another store's items are in the cart). */
    pending,
    start: (orderId: string) => void start(orderId),
    replace: () => {
      if (pending) put(pending, true);
    },
    keep: () => setPending(null),
  };
}
