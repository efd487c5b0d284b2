import { z } from 'zod';
import { authFields, okResponse } from './common';

/** A Web Push subscription as PushSubscription.toJSON() gives it. */
export const pushSubscription = z.object({
  endpoint: z.string().trim().url().max(2048),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});

/**
 * SPEC §7 save-notification-token (push_token, user_id, token): a browser sends its Web Push
 * subscription; a native wrapper may send an opaque push_token instead (kept, not pushed to yet).
 */
export const saveNotificationTokenRequest = z
  .object({ ...authFields, subscription: pushSubscription.optional(), push_token: z.string().trim().min(1).max(4096).optional() })
  .loose()
  .refine((v) => v.subscription !== undefined || v.push_token !== undefined, { message: 'subscription or push_token is required' });
export const saveNotificationTokenResponse = okResponse;

export const deleteNotificationTokenRequest = z.object({ ...authFields, endpoint: z.string().trim().min(1).max(4096) }).loose();

export const pushPublicKeyRequest = z.object({}).loose().nullish();
export const pushPublicKeyResponse = z.object({ success: z.literal(true), public_key: z.string() });
export type PushPublicKeyResponse = z.infer<typeof pushPublicKeyResponse>;
