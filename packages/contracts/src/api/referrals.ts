import { z } from 'zod';
import { authFields, moneyString } from './common';

/**
 * The sign-up device (ADR 0019): a random id the web app keeps in local storage and sends with a
 * sign-up that carries a referral code; one referral credit per device. Not a secret, not a fingerprint.
 */
export const deviceIdField = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Invalid device id')
  .nullish();

/** get-referrals: the session customer's code, the rule's amounts and the friends who joined with it. */
export const getReferralsRequest = z.object({ ...authFields }).loose().nullish();

export const referralStatus = z.enum(['pending', 'credited', 'void']);
export type ReferralStatus = z.infer<typeof referralStatus>;

export const referralFriend = z.object({
  id: z.number().int(),
  /** The friend's first name only; their phone masked ("••••••• 210"); never their e-mail. */
  name: z.string(),
  phone: z.string().nullable(),
  status: referralStatus,
  joined_at: z.string(),
  credited_at: z.string().nullable(),
  /** What this friend earned the referrer: the credit when credited, else what it will be. */
  reward: moneyString,
  reward_paise: z.number().int(),
});
export type ReferralFriend = z.infer<typeof referralFriend>;

export const getReferralsResponse = z.object({
  success: z.literal(true),
  data: z.object({
    code: z.string(),
    /** `/register?ref=CODE`; the app puts it on its own origin. `share_url` is the server's public URL with it. */
    share_path: z.string(),
    share_url: z.string(),
    /** What the referrer gets, and what the friend gets, when the friend's first order is delivered and paid. */
    referrer_reward: moneyString,
    referrer_reward_paise: z.number().int(),
    friend_reward: moneyString,
    friend_reward_paise: z.number().int(),
    friends: z.array(referralFriend),
    totals: z.object({
      joined: z.number().int(),
      pending: z.number().int(),
      credited: z.number().int(),
      earned: moneyString,
      earned_paise: z.number().int(),
    }),
  }),
});
export type GetReferralsResponse = z.infer<typeof getReferralsResponse>;
