import { z } from 'zod';
import { adminReason } from './admin';
import { authFields } from './common';
import { ONLINE_PAYMENT_METHODS } from './orders';

/**
 * The console's payment providers (issue 33): each provider's keys, set here or in the server's
 * environment. Secret fields are write-only: the server answers only whether one is set.
 */
export const adminGatewayField = z.object({
  name: z.string(),
  label: z.string(),
  secret: z.boolean(),
  required: z.boolean(),
  /** The value of a public field; always null for a secret one. */
  value: z.string().nullable(),
  /** A secret field: whether a value is kept. */
  set: z.boolean(),
  /** Allowed values (a choice instead of free text). */
  options: z.array(z.object({ value: z.string(), label: z.string() })).nullable(),
  hint: z.string().nullable(),
});
export type AdminGatewayField = z.infer<typeof adminGatewayField>;

export const ADMIN_GATEWAY_SOURCES = ['environment', 'console', 'test', 'none'] as const;

export const adminGateway = z.object({
  code: z.enum(ONLINE_PAYMENT_METHODS),
  name: z.string(),
  enabled: z.boolean(),
  /** Where its keys come from: the server's environment (read-only here), this console, none (a test gateway, or not offered). */
  source: z.enum(ADMIN_GATEWAY_SOURCES),
  /** Offered to customers now: real, test, or not at all. */
  offered: z.enum(['live', 'test', 'off']),
  /** Why keys kept here cannot be used (sealed under another SECRETS_KEY…); null when none. */
  problem: z.string().nullable(),
  fields: z.array(adminGatewayField),
  /** Where this provider sends its webhooks: to be entered in the provider's dashboard. */
  webhook_url: z.string(),
});
export type AdminGateway = z.infer<typeof adminGateway>;

export const adminPaymentGatewaysRequest = z.object({ ...authFields }).strip();
export const adminPaymentGatewaysResponse = z.object({
  success: z.literal(true),
  data: z.object({
    gateways: z.array(adminGateway),
    /** SECRETS_KEY is set: secret keys can be kept here. */
    can_keep_secrets: z.boolean(),
    /** Providers without keys are offered as test gateways (development, the demo). */
    test_gateways: z.boolean(),
  }),
});
export type AdminPaymentGatewaysResponse = z.infer<typeof adminPaymentGatewaysResponse>;

/** A key as typed: no control characters, no spaces around it. */
const keyValue = z
  .string()
  .trim()
  .max(500, 'At most 500 characters')
  .regex(/^[^\p{Cc}]*$/u, 'Paste the key without line breaks or control characters');

export const adminSavePaymentGatewayRequest = z
  .object({
    ...authFields,
    gateway: z.enum(ONLINE_PAYMENT_METHODS),
    enabled: z.boolean(),
    /** New values by field name; a secret field left out (or empty) keeps what is kept. */
    values: z.record(z.string().max(40), keyValue).refine((v) => Object.keys(v).length <= 12, 'Too many fields').default({}),
    /** Forget every key kept here for this provider. */
    clear: z.boolean().default(false),
    reason: adminReason.nullish(),
  })
  .strip();
export type AdminSavePaymentGatewayRequest = z.input<typeof adminSavePaymentGatewayRequest>;
