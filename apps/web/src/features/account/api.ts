import type { AuthResponse, GetWalletTransactionsResponse, LoginRequest, RegisterRequest } from '@keka/contracts';
import { callApi } from '../../lib/api';
import { referralFields } from '../../lib/device-id';

export function login(request: LoginRequest): Promise<AuthResponse> {
  return callApi<AuthResponse>('login', request);
}

/** A referral code goes with this device's id (one referral reward per device, ADR 0019). */
export function register(request: RegisterRequest): Promise<AuthResponse> {
  const { refferal_code: code, ...rest } = request;
  return callApi<AuthResponse>('register', { ...rest, ...referralFields(code ?? undefined) });
}

/** SPEC §7 update-user-info: "a call with token and user_id returns user data" (rewards, wallet, address). */
export function fetchCurrentUser(token: string, userId: number): Promise<AuthResponse> {
  return callApi<AuthResponse>('update-user-info', { token, user_id: userId }, { token });
}

interface CodeSent {
  readonly success: true;
  readonly message: string;
}

/** SPEC §7 send-otp: a 6-digit code by SMS. */
export function sendPhoneCode(phone: string): Promise<CodeSent> {
  return callApi<CodeSent>('send-otp', { phone });
}

/** SPEC §7 verify-otp: right code? (not used up) and does the phone have an account. */
export function verifyPhoneCode(phone: string, otp: string): Promise<{ data: { user_exists: boolean } }> {
  return callApi('verify-otp', { phone, otp });
}

/** SPEC §7 custom-otp-user: sign in with the code, or sign up (name needed) when the phone is new. */
export function signInWithCode(request: { phone: string; otp: string; name?: string; refferal_code?: string; accessToken?: string; provider?: string }): Promise<AuthResponse> {
  const { refferal_code: code, ...rest } = request;
  return callApi<AuthResponse>('custom-otp-user', { ...rest, ...referralFields(code) });
}

export function sendPasswordResetMail(email: string): Promise<CodeSent> {
  return callApi<CodeSent>('send-password-reset-mail', { email });
}

export function verifyPasswordResetCode(email: string, code: string): Promise<{ success: true }> {
  return callApi('verify-password-reset-otp', { email, code });
}

export function changePassword(email: string, code: string, password: string): Promise<{ success: true }> {
  return callApi('change-user-password', { email, code, password });
}

/** SPEC §7 change-avatar: the picture as a data URL; answers the user with the stored picture. */
export function changeAvatar(token: string, avatar: string): Promise<AuthResponse> {
  return callApi<AuthResponse>('change-avatar', { avatar }, { token });
}

export function fetchWallet(token: string, page: number, signal?: AbortSignal): Promise<GetWalletTransactionsResponse> {
  return callApi<GetWalletTransactionsResponse>('get-wallet-transactions', { page }, { token, ...(signal ? { signal } : {}) });
}
