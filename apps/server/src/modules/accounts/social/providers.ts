import { hkdfSync } from 'node:crypto';
import { SIGN_IN_PROVIDERS, type SignInProvider } from '@keka/contracts';
import type { Config } from '../../../config/env';
import { createDevVerifier, createFacebookVerifier, createGoogleVerifier, type DevVerifier, type IdentityVerifier } from './verifiers';

export interface SignInProvidersDeps {
  readonly keys: Config['signIn'];
  /** SECRETS_KEY: the development tokens' key is derived from it, so every instance of a demo agrees. */
  readonly secretsKey: string | null;
  /** Verifiers in place of those the keys would make (tests: Google with test certs, Facebook against a fake). */
  readonly overrides?: Partial<Record<SignInProvider, IdentityVerifier>>;
}

/**
 * The sign-in providers of this server (issue 34): Google and Facebook with keys from the environment;
 * without keys, where allowed (demo, outside production), the labelled development stand-in.
 */
export function createSignInProviders(deps: SignInProvidersDeps) {
  const { keys } = deps;
  const devKey = deps.secretsKey ? Buffer.from(hkdfSync('sha256', deps.secretsKey, 'keka', 'dev-sign-in', 32)) : undefined;
  const real = new Map<SignInProvider, IdentityVerifier>();
  const google = deps.overrides?.google ?? (keys.google ? createGoogleVerifier({ clientId: keys.google.clientId }) : null);
  if (google) real.set('google', google);
  const facebook = deps.overrides?.facebook ?? (keys.facebook ? createFacebookVerifier(keys.facebook) : null);
  if (facebook) real.set('facebook', facebook);
  const dev = new Map<SignInProvider, DevVerifier>();
  if (keys.devProviders) for (const provider of SIGN_IN_PROVIDERS) if (!real.has(provider)) dev.set(provider, createDevVerifier(provider, devKey));
  const all = new Map<SignInProvider, IdentityVerifier>(SIGN_IN_PROVIDERS.flatMap((p) => {
    const v = real.get(p) ?? dev.get(p);
    return v ? [[p, v] as const] : [];
  }));
  return {
    verifiers: () => Promise.resolve(all as ReadonlyMap<SignInProvider, IdentityVerifier>),
    dev: dev as ReadonlyMap<SignInProvider, DevVerifier>,
  };
}
