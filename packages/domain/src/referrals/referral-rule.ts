/**
 * Refer & earn (ADR 0019): when a referred customer's first order is delivered and paid, the referrer
 * and the friend are both credited once, unless the credit would be farmed. Pure: the caller loads the
 * facts under its locks and writes the verdict.
 */

export type ReferralVoidReason =
  | 'NOT_FIRST_ORDER'
  | 'PHONE_ALREADY_REWARDED'
  | 'DEVICE_ALREADY_REWARDED'
  | 'REFERRER_LIMIT_REACHED'
  | 'REFERRER_INACTIVE';

export type ReferralVerdict = { readonly kind: 'CREDIT' } | { readonly kind: 'VOID'; readonly reason: ReferralVoidReason };

export interface ReferralFacts {
  /** Delivered orders of the friend other than the one being delivered now. */
  readonly earlierDeliveredOrders: number;
  /** Another referral with the friend's phone was already credited. */
  readonly phoneAlreadyRewarded: boolean;
  /** Another referral signed up on the same device was already credited. */
  readonly deviceAlreadyRewarded: boolean;
  /** Referrals already credited to this referrer. */
  readonly referrerCredits: number;
  /** The `referralMaxCreditsPerReferrer` setting; 0 = no limit. */
  readonly maxCreditsPerReferrer: number;
  readonly referrerActive: boolean;
}

/** The first failing check names the reason; a referral that passes them all is credited. */
export function decideReferralCredit(f: ReferralFacts): ReferralVerdict {
  if (f.earlierDeliveredOrders > 0) return { kind: 'VOID', reason: 'NOT_FIRST_ORDER' };
  if (!f.referrerActive) return { kind: 'VOID', reason: 'REFERRER_INACTIVE' };
  if (f.phoneAlreadyRewarded) return { kind: 'VOID', reason: 'PHONE_ALREADY_REWARDED' };
  if (f.deviceAlreadyRewarded) return { kind: 'VOID', reason: 'DEVICE_ALREADY_REWARDED' };
  if (f.maxCreditsPerReferrer > 0 && f.referrerCredits >= f.maxCreditsPerReferrer) return { kind: 'VOID', reason: 'REFERRER_LIMIT_REACHED' };
  return { kind: 'CREDIT' };
}

/**
 * One mailbox under its many spellings: lower case, no "+tag", and for Gmail no dots
 * (priya.n+2@gmail.com and priyan@gmail.com reach one person).
 */
export function canonicalEmail(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 1) return lower;
  const domain = lower.slice(at + 1);
  let local = lower.slice(0, at).split('+')[0] ?? '';
  if (domain === 'gmail.com' || domain === 'googlemail.com') local = local.replace(/\./g, '');
  return `${local}@${domain === 'googlemail.com' ? 'gmail.com' : domain}`;
}

export interface SignUpParty {
  readonly email: string | null;
  readonly phone: string | null;
  /** The device the party signed up on, when known. */
  readonly deviceId: string | null;
}

/** A person using their own code under another account: the same mailbox, phone or sign-up device. */
export function isSelfReferral(referrer: SignUpParty, newcomer: SignUpParty): boolean {
  if (referrer.email && newcomer.email && canonicalEmail(referrer.email) === canonicalEmail(newcomer.email)) return true;
  if (referrer.phone && newcomer.phone && referrer.phone.slice(-10) === newcomer.phone.slice(-10)) return true;
  return referrer.deviceId !== null && referrer.deviceId === newcomer.deviceId;
}

/** What a referrer sees of a friend's phone: the last three digits ("••••••• 210"). */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 6) return null;
  return `••••••• ${digits.slice(-3)}`;
}

/** What a referrer sees of a friend's name: the first word only. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}
