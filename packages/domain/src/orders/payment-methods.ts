/** The providers an order can be paid online with (issue 33); which of them are offered is the server's to say. */
export const ONLINE_PAYMENT_METHODS = ['STRIPE', 'RAZORPAY', 'PAYTM', 'PAYMONGO', 'MERCADOPAGO'] as const;
export type OnlinePaymentMethod = (typeof ONLINE_PAYMENT_METHODS)[number];

/** Each provider's name as people read it. */
export const ONLINE_PAYMENT_NAMES: Readonly<Record<OnlinePaymentMethod, string>> = { STRIPE: 'Stripe', RAZORPAY: 'Razorpay', PAYTM: 'Paytm', PAYMONGO: 'PayMongo', MERCADOPAGO: 'Mercado Pago' };

export function isOnlinePaymentMethod(code: string): code is OnlinePaymentMethod {
  return (ONLINE_PAYMENT_METHODS as readonly string[]).includes(code);
}
