import { z } from 'zod';
import { moneyString } from './common';
import { deviceIdField } from './referrals';
import { providerLinkFields } from './social-sign-in';

/** An e-mail address as accounts keep it: trimmed and lower-case. */
export const emailAddress = z.string().trim().toLowerCase().max(254).pipe(z.email({ message: 'Enter a valid e-mail address' }));
/** Indian mobile numbers: 10 digits, optionally with +91 / 0 in front; stored as +91XXXXXXXXXX. */
export const phoneNumber = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^(\+91|0)?[6-9]\d{9}$/, { message: 'Enter a valid 10-digit mobile number' }))
  .transform((v) => `+91${v.slice(-10)}`);
const email = emailAddress;
const phone = phoneNumber;
const password = z.string().min(6, 'Password must be at least 6 characters').max(128);

/**
 * Log in with e-mail or phone and a password; or, on the customer's `login`, with a provider's
 * `accessToken` and `provider` alone (SPEC §7), as `social-login` does. With both, the provider's
 * identity is linked once the password proves the account (issue 34).
 */
export const loginRequest = z
  .object({
    email: z.string().trim().max(254).optional(),
    phone: z.string().trim().max(20).optional(),
    password: z.string().min(1, 'Enter your password').max(128).optional(),
    ...providerLinkFields,
  })
  .loose()
  .refine((v) => Boolean(v.email) || Boolean(v.phone) || Boolean(v.accessToken && v.provider), { message: 'Enter your e-mail or phone number' })
  .refine((v) => v.password !== undefined || Boolean(v.accessToken && v.provider), { message: 'Enter your password' });
export type LoginRequest = z.input<typeof loginRequest>;

export const registerRequest = z
  .object({
    name: z.string().trim().min(2, 'Enter your name').max(80),
    email,
    phone,
    password,
    refferal_code: z.string().trim().max(32).nullish(),
    device_id: deviceIdField,
  })
  // Unknown fields (role, wallet_balance …) are dropped, never assigned (SECURITY 16).
  .strip();
export type RegisterRequest = z.input<typeof registerRequest>;

/**
 * The customer's `register`: a password, or a provider's `accessToken` and `provider` instead (SPEC §7),
 * which makes the account from the provider's verified e-mail (issue 34).
 */
export const customerRegisterRequest = registerRequest
  .extend({ password: password.optional(), ...providerLinkFields })
  .refine((v) => v.password !== undefined || Boolean(v.accessToken && v.provider), { message: 'Password must be at least 6 characters' });

export const savedAddress = z.object({
  id: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
  address: z.string(),
  house: z.string().nullable(),
  landmark: z.string().nullable(),
  tag: z.string().nullable(),
});
export type SavedAddress = z.infer<typeof savedAddress>;

/** SPEC §3 User. */
export const userData = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  role: z.enum(['customer', 'delivery', 'store_owner', 'admin']),
  auth_token: z.string(),
  /** Scratch cards that can be scratched now (not scratched, expired or withdrawn). */
  rewards: z.number().int(),
  /** Of those, the ones the home modal has not shown yet (SPEC §2 'Hurray!' once per new card). */
  unseen_rewards: z.number().int().default(0),
  wallet_balance: moneyString,
  referral_code: z.string(),
  default_address_id: z.number().int().nullable(),
  default_address: savedAddress.nullable(),
});
export type UserData = z.infer<typeof userData>;

export const authResponse = z.object({ success: z.literal(true), data: userData });
export type AuthResponse = z.infer<typeof authResponse>;

/** SPEC §7 update-user-info: "A call with token and user_id returns user data" (fresh rewards, wallet, address). */
export const updateUserInfoRequest = z
  .object({ token: z.string().max(200).nullish(), auth_token: z.string().max(200).nullish(), user_id: z.unknown().optional(), unique_order_id: z.string().max(64).nullish() })
  .loose()
  .nullish();

/** A one-time code as typed: exactly 6 digits (SECURITY 20); spaces from a paste are dropped. */
const otp = z
  .string()
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { message: 'Enter the 6-digit code' }));

/** send-otp, login-send-otp (SPEC §7): a 6-digit code by SMS to this phone. */
export const sendOtpRequest = z.object({ phone }).strip();
/** verify-otp: is this the code sent to this phone? Does not use it up. */
export const verifyOtpRequest = z.object({ phone, otp }).strip();
export const verifyOtpResponse = z.object({ success: z.literal(true), data: z.object({ verified: z.literal(true), user_exists: z.boolean() }) });
/** login-otp-user: sign in with the code instead of a password. */
export const loginOtpRequest = z.object({ phone, otp, ...providerLinkFields }).strip();
/** register-otp-user: a new account proven by the code (no password needed). */
export const registerOtpRequest = z
  .object({
    name: z.string().trim().min(2, 'Enter your name').max(80),
    email: email.nullish(),
    phone,
    otp,
    refferal_code: z.string().trim().max(32).nullish(),
    device_id: deviceIdField,
  })
  .strip();
/** custom-otp-user: sign in with the code, or sign up when the phone has no account yet (name then required). */
export const customOtpRequest = z
  .object({
    name: z.string().trim().min(2, 'Enter your name').max(80).nullish(),
    email: email.nullish(),
    phone,
    otp,
    refferal_code: z.string().trim().max(32).nullish(),
    device_id: deviceIdField,
    ...providerLinkFields,
  })
  .strip();
/** add-phone (signed in): a phone proven by a send-otp code becomes the account's, for orders and codes. */
export const addPhoneRequest = z.object({ phone, otp }).strip();
/** A sent-code answer; the same whether or not an account exists (SECURITY 21). */
export const codeSentResponse = z.object({ success: z.literal(true), message: z.string() });

/** send-password-reset-mail (SPEC §7). */
export const passwordResetMailRequest = z.object({ email }).strip();
/** verify-password-reset-otp: checks the e-mailed code without using it up. */
export const verifyPasswordResetRequest = z.object({ email, code: otp }).strip();
/** change-user-password: the e-mailed code and the new password; every session is signed out. */
export const changeUserPasswordRequest = z.object({ email, code: otp, password }).strip();

/** login-phone (SPEC §7): a password sign-in by phone number only (the `login` call takes either). */
export const loginPhoneRequest = z.object({ phone, password: z.string().min(1, 'Enter your password').max(128) }).strip();

/**
 * The e-mail check (SPEC §7 "email check (email, phone, accessToken, provider)"): before a sign-up form
 * is sent, are this e-mail and phone still free? With a provider's token, the token must be valid and
 * vouch for this very e-mail.
 */
export const checkEmailRequest = z.object({ email, phone: phone.nullish(), ...providerLinkFields }).strip();
export const checkEmailResponse = z.object({
  success: z.literal(true),
  data: z.object({ email_available: z.boolean(), phone_available: z.boolean().nullable() }),
});
