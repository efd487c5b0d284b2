import type { OnlinePaymentMethod, PaymentStateResponse, PaymentStep } from '@keka/contracts';
import { isOnlinePaymentMethod } from '@keka/domain';
import { callApi } from '../../lib/api';

export const isOnlineMethod = isOnlinePaymentMethod;

/** pay-order: starts (or shows again) an attempt with this provider, or sends the order to be paid in cash. */
export function payOrder(uniqueOrderId: string, method: OnlinePaymentMethod | 'COD', token: string): Promise<PaymentStateResponse> {
  return callApi<PaymentStateResponse>('pay-order', { unique_order_id: uniqueOrderId, method }, { token });
}

/** check-payment: the server asks the provider, and says where the order stands. */
export function checkPayment(uniqueOrderId: string, token: string): Promise<PaymentStateResponse> {
  return callApi<PaymentStateResponse>('check-payment', { unique_order_id: uniqueOrderId }, { token });
}

/** Sends the browser to the provider's page: a plain redirect, or a form post (Razorpay, Paytm). */
export function goToPaymentStep(step: PaymentStep): void {
  if (step.kind === 'redirect') {
    window.location.assign(step.url);
    return;
  }
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = step.url;
  for (const [name, value] of Object.entries(step.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}
