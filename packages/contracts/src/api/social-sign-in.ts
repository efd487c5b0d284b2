import { z } from 'zod';

import { SIGN_IN_PROVIDERS } from '@keka/domain';
import { adminReason } from './admin';
import { authFields } from './common';

export { SIGN_IN_PROVIDERS, SIGN_IN_PROVIDER_NAMES, type SignInProvider } from '@keka/domain';
export const signInProvider = z.enum(SIGN_IN_PROVIDERS, { message: 'Choose Google or Facebook.' });

/** Google's ID token (a JWT) or Facebook's access token, as the provider's script gave it. */
export const providerAccessToken = z.string().trim().min(1, 'The sign-in did not finish: try again.').max(4096);

/** The identity a provider vouches for, to link once its account is proven (login, login-otp-user). */
export const providerLinkFields = { accessToken: providerAccessToken.nullish(), provider: signInProvider.nullish() };

/**
 * social-login: sign in with a provider's token; a new identity with an unused e-mail creates the
 * account. Referral codes need a phone-proven sign-up (their farming checks go by phone): not taken here.
 */
export const socialLoginRequest = z.object({ accessToken: providerAccessToken, provider: signInProvider }).strip();
export type SocialLoginRequest = z.input<typeof socialLoginRequest>;

/** link-provider / unlink-provider (signed in): add or remove a way to sign in. */
export const linkProviderRequest = z.object({ accessToken: providerAccessToken, provider: signInProvider }).strip();
export const unlinkProviderRequest = z.object({ provider: signInProvider }).strip();

/** What the sign-in screens may offer: configured providers, or a labelled development one. */
export const signInProviderInfo = z.object({
  provider: signInProvider,
  /** Google's OAuth client id or Facebook's app id: public, the browser's script needs it. Null for a development provider. */
  client_id: z.string().nullable(),
  /** A stand-in on this server (demo or development): no Google or Facebook is involved. */
  development: z.boolean(),
});
export type SignInProviderInfo = z.infer<typeof signInProviderInfo>;
export const getSignInProvidersResponse = z.object({ success: z.literal(true), data: z.array(signInProviderInfo) });
export type GetSignInProvidersResponse = z.infer<typeof getSignInProvidersResponse>;

/** The signed-in account's ways in (/my-account). */
export const signInMethods = z.object({
  password: z.boolean(),
  /** Sign-in codes go to this phone; null without one. */
  phone: z.string().nullable(),
  providers: z.array(z.object({ provider: signInProvider, email: z.string().nullable(), linked_at: z.string() })),
});
export type SignInMethods = z.infer<typeof signInMethods>;
export const signInMethodsResponse = z.object({ success: z.literal(true), data: signInMethods });
export type SignInMethodsResponse = z.infer<typeof signInMethodsResponse>;

/** dev/sign-in-token: the development provider's stand-in for Google's or Facebook's sign-in page. */
export const devSignInTokenRequest = z
  .object({
    provider: signInProvider,
    name: z.string().trim().min(2, 'Enter a name').max(80),
    email: z.string().trim().toLowerCase().max(254).pipe(z.email({ message: 'Enter a valid e-mail address' })),
  })
  .strip();
export const devSignInTokenResponse = z.object({ success: z.literal(true), data: z.object({ accessToken: z.string() }) });

/** The console's sign-in providers (issue 34): keys set here or in the server's environment. */
export const adminSignInProvider = z.object({
  provider: signInProvider,
  name: z.string(),
  enabled: z.boolean(),
  /** Where its keys come from: the environment (read-only here), this console, none (the development stand-in where allowed, or not offered). */
  source: z.enum(['environment', 'console', 'development', 'none']),
  /** On the sign-in screens now: the real provider, the development stand-in, or not at all. */
  offered: z.enum(['live', 'development', 'off']),
  /** Google's client id or Facebook's app id (public). */
  client_id: z.string().nullable(),
  /** Facebook: whether an app secret is kept (never the secret). */
  secret_set: z.boolean(),
  /** Why kept keys cannot be used (SECRETS_KEY missing or another one); null when none. */
  problem: z.string().nullable(),
  /** The browser's security policy was fixed at start without this provider: a restart lets its script in. */
  restart_needed: z.boolean(),
});
export type AdminSignInProvider = z.infer<typeof adminSignInProvider>;
export const adminSignInProvidersRequest = z.object({ ...authFields }).strip();
export const adminSignInProvidersResponse = z.object({
  success: z.literal(true),
  data: z.object({
    providers: z.array(adminSignInProvider),
    can_keep_secrets: z.boolean(),
    /** This server's origin: Google's client must list it as an authorised JavaScript origin. */
    origin: z.string(),
  }),
});
export type AdminSignInProvidersResponse = z.infer<typeof adminSignInProvidersResponse>;

const keyText = z
  .string()
  .trim()
  .max(300, 'At most 300 characters')
  .regex(/^[^\p{Cc}\s]*$/u, 'Paste the key without spaces, line breaks or control characters');

export const adminSaveSignInProviderRequest = z
  .object({
    provider: signInProvider,
    enabled: z.boolean(),
    /** A new client id / app id; empty removes it; left out keeps it. */
    client_id: keyText.optional(),
    /** Facebook's new app secret; left out or empty keeps the one kept. */
    secret: keyText.optional(),
    /** Forget the keys kept here for this provider. */
    clear: z.boolean().default(false),
    reason: adminReason.nullish(),
    ...authFields,
  })
  .strip();
export type AdminSaveSignInProviderRequest = z.input<typeof adminSaveSignInProviderRequest>;
