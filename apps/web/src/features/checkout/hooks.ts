import { useCallback, useRef, useState } from 'react';
import type { PlaceOrderRequest, PlaceOrderResponse } from '@keka/contracts';
import { ApiError, isApiError } from '../../lib/api';
import { createUuid } from '../../lib/uuid';
import { placeOrder } from './api';

export type PlaceOrderStatus = { readonly kind: 'idle' } | { readonly kind: 'placing' } | { readonly kind: 'failed'; readonly error: ApiError };

/**
 * One Idempotency-Key per checkout attempt: a retry of the same order (after a lost answer or a 5xx)
 * reuses it; a changed order or a definite refusal (4xx) starts a new attempt with a new key.
 * A second tap while placing does nothing.
 */
export function usePlaceOrder(onPlaced: (response: PlaceOrderResponse) => void | Promise<void>) {
  const [status, setStatus] = useState<PlaceOrderStatus>({ kind: 'idle' });
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const inFlight = useRef(false);

  const place = useCallback(
    async (payload: PlaceOrderRequest, token: string) => {
      if (inFlight.current) return;
      inFlight.current = true;
      const body = JSON.stringify(payload);
      if (attempt.current?.body !== body) attempt.current = { key: createUuid(), body };
      setStatus({ kind: 'placing' });
      try {
        const response = await placeOrder(payload, token, attempt.current.key);
        attempt.current = null;
        await onPlaced(response);
      } catch (error) {
        const apiError = isApiError(error) ? error : new ApiError('FAILED', String(error), 0);
        const outcomeUnknown = apiError.status === 0 || apiError.status >= 500;
        if (!outcomeUnknown) attempt.current = null;
        setStatus({ kind: 'failed', error: apiError });
      } finally {
        inFlight.current = false;
      }
    },
    [onPlaced],
  );

  return { status, place };
}
