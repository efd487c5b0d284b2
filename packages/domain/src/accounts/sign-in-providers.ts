/** Sign-in through another provider (SPEC §7 `accessToken`, `provider`; issue 34), with their names as shown. */
export const SIGN_IN_PROVIDERS = ['google', 'facebook'] as const;
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number];
export const SIGN_IN_PROVIDER_NAMES: Readonly<Record<SignInProvider, string>> = { google: 'Google', facebook: 'Facebook' };
