import { z } from 'zod';
import { authFields } from './common';
import { ONLINE_PAYMENT_METHODS, uniqueOrderIdField } from './orders';

/** What the customer's browser does next to pay (the server's BrowserStep). */
export const paymentStep = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('redirect'), url: z.string() }),
  z.object({ kind: z.literal('form'), url: z.string(), fields: z.record(z.string(), z.string()) }),
]);
export type PaymentStep = z.infer<typeof paymentStep>;

/** pay-order: pay an order that waits for its money with this provider, or in cash instead ("pay another way"). */
export const payOrderRequest = z.object({ ...authFields, unique_order_id: uniqueOrderIdField, method: z.enum(['COD', ...ONLINE_PAYMENT_METHODS]) });
export type PayOrderRequest = z.input<typeof payOrderRequest>;

/** check-payment: the server asks the provider about the order's open attempts, and answers where the order stands. */
export const checkPaymentRequest = z.object({ ...authFields, unique_order_id: uniqueOrderIdField });

export const paymentAttempt = z.object({
  id: z.number().int(),
  gateway: z.enum(ONLINE_PAYMENT_METHODS),
  /** PENDING (the provider's page is open), PAID, FAILED, REFUNDED. */
  status: z.enum(['PENDING', 'PAID', 'FAILED', 'REFUNDED']),
  /** The development gateway: no money moves. */
  test: z.boolean(),
  /** What the browser does to pay this attempt (an open one only). */
  step: paymentStep.nullable(),
});
export type PaymentAttempt = z.infer<typeof paymentAttempt>;

export const paymentStateResponse = z.object({
  success: z.literal(true),
  data: z.object({
    orderstatus_id: z.number().int(),
    /** ISO 8601: an order still waiting for its money expires then. Null once it no longer waits. */
    pay_by: z.string().nullable(),
    /** The online part (rupees, two decimals). */
    amount: z.string(),
    /** The attempt just started (pay-order) or the newest one (check-payment). */
    attempt: paymentAttempt.nullable(),
  }),
});
export type PaymentStateResponse = z.infer<typeof paymentStateResponse>;
