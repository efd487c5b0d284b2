import { useCallback, useEffect, useRef, useState } from 'react';
import type { Cart } from '@keka/domain';
import { checkAvailability } from './api';
import { chooseSlot, markLinesUnavailable, useCartStore } from './state';

interface SlotRef {
  readonly key: string;
  readonly id: number;
  readonly date: string;
}

/** Lines as the availability check sees them: ids and add-ons (a quantity change needs no new check). */
const linesKey = (cart: Cart) => cart.lines.map((l) => `${l.id}:${l.selectedaddons.map((a) => a.addon_id).join('.')}`).join(',');

/**
 * SPEC §4 availability: checked when the cart loads, after a line is removed and after a slot is
 * chosen; the ids that come back turn their lines inactive (red, 'remove'). Failures are only logged
 * (SPEC §8): the server checks again at place-order.
 */
export function useAvailabilityCheck(cart: Cart, slot: SlotRef | null): void {
  const key = linesKey(cart);
  const slotKey = slot?.key ?? '';
  const slotRef = useRef(slot);
  useEffect(() => {
    slotRef.current = slot;
  });
  useEffect(() => {
    const current = useCartStore.getState().cart;
    if (current.restaurantId === null || current.lines.length === 0) return undefined;
    const controller = new AbortController();
    checkAvailability(current, slotRef.current, controller.signal).then(
      (answer) => {
        markLinesUnavailable(answer.unavailable_ids);
        if (answer.slot_available === 0) chooseSlot(null);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) console.warn('availability check failed', error);
      },
    );
    return () => controller.abort();
  }, [key, slotKey]);
}

export type ProcessOutcome = { readonly kind: 'go'; readonly to: string } | { readonly kind: 'stay'; readonly reason: 'UNAVAILABLE' | 'SLOT_GONE' | 'FAILED' };

/**
 * SPEC §4 "Process cart": show the overlay, check availability; all available → /checkout/ (or
 * /checkout/{slot id}); otherwise mark the unavailable lines and stay.
 */
export function useProcessCart(slot: SlotRef | null) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ProcessOutcome | null>(null);
  const run = useCallback(async (): Promise<ProcessOutcome> => {
    setBusy(true);
    try {
      const answer = await checkAvailability(useCartStore.getState().cart, slot);
      let result: ProcessOutcome;
      if (answer.unavailable_ids.length > 0) {
        markLinesUnavailable(answer.unavailable_ids);
        result = { kind: 'stay', reason: 'UNAVAILABLE' };
      } else if (answer.slot_available === 0) {
        chooseSlot(null);
        result = { kind: 'stay', reason: 'SLOT_GONE' };
      } else {
        markLinesUnavailable([]);
        result = { kind: 'go', to: slot ? `/checkout/${slot.key}` : '/checkout/' };
      }
      setOutcome(result);
      return result;
    } catch (error) {
      console.warn('cart check failed', error);
      const failed: ProcessOutcome = { kind: 'stay', reason: 'FAILED' };
      setOutcome(failed);
      return failed;
    } finally {
      setBusy(false);
    }
  }, [slot]);
  return { busy, outcome, run };
}
