import type { AuthResponse, GetSignInProvidersResponse, SignInMethodsResponse, SignInProvider } from '@keka/contracts';
import { callApi } from '../../../lib/api';
import { useQuery } from '../../../lib/use-query';

/** A provider's token waiting to be used: signed in with, or linked once the account is proven. */
export interface ProviderToken {
  readonly provider: SignInProvider;
  readonly accessToken: string;
}

/** The providers this server offers (issue 34): asked for only by the sign-in screens. */
export function useSignInProviders() {
  return useQuery('get-sign-in-providers', (signal) => callApi<GetSignInProvidersResponse>('get-sign-in-providers', {}, { signal }));
}

export function socialLogin(token: ProviderToken): Promise<AuthResponse> {
  return callApi<AuthResponse>('social-login', token);
}

/** The development stand-in's token for a made-up identity (only where the server offers it). */
export async function devSignInToken(provider: SignInProvider, name: string, email: string): Promise<string> {
  return (await callApi<{ data: { accessToken: string } }>('dev/sign-in-token', { provider, name, email })).data.accessToken;
}

export function useSignInMethods(token: string) {
  return useQuery(`get-sign-in-methods:${token.slice(-8)}`, (signal) => callApi<SignInMethodsResponse>('get-sign-in-methods', {}, { token, signal }));
}

export function linkProvider(authToken: string, token: ProviderToken): Promise<SignInMethodsResponse> {
  return callApi<SignInMethodsResponse>('link-provider', token, { token: authToken });
}

export function unlinkProvider(authToken: string, provider: SignInProvider): Promise<SignInMethodsResponse> {
  return callApi<SignInMethodsResponse>('unlink-provider', { provider }, { token: authToken });
}

/** add-phone: the code send-otp texted proves the phone; answers the user with it. */
export function addPhone(authToken: string, phone: string, otp: string): Promise<AuthResponse> {
  return callApi<AuthResponse>('add-phone', { phone, otp }, { token: authToken });
}
