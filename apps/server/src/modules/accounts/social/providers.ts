import { hkdfSync } from 'node:crypto';
import { SIGN_IN_PROVIDER_NAMES, SIGN_IN_PROVIDERS, type SignInProvider } from '@keka/contracts';
import type { Config } from '../../../config/env';
import type { Db } from '../../../db/client';
import { SecretUnreadable, type SecretBox } from '../../../lib/secret-box';
import { createTtlCache } from '../../../lib/ttl-cache';
import { identitiesRepository as repo, type SignInSettingsRow } from './identities.repository';
import { createDevVerifier, createFacebookVerifier, createGoogleVerifier, type DevVerifier, type IdentityVerifier } from './verifiers';

export interface SignInProvidersDeps {
  readonly db: Db;
  readonly keys: Config['signIn'];
  /** SECRETS_KEY's box: Facebook's app secret kept in the console is sealed with it. */
  readonly box: SecretBox | null;
  /** SECRETS_KEY: the development tokens' key is derived from it, so every instance of a demo agrees. */
  readonly secretsKey: string | null;
  readonly cacheTtlMs: number;
  /** Verifiers in place of those the keys would make (tests: Google with test certs, Facebook against a fake). */
  readonly overrides?: Partial<Record<SignInProvider, IdentityVerifier>>;
}

/** What one provider is at this moment. */
export interface SignInProviderState {
  readonly provider: SignInProvider;
  readonly verifier: IdentityVerifier | null;
  readonly enabled: boolean;
  readonly source: 'environment' | 'console' | 'development' | 'none';
  readonly problem: string | null;
  readonly row: SignInSettingsRow | null;
}

/** The sealed app secret's context: a row's seal opens only as that provider's. */
export const signInSealContext = (provider: SignInProvider) => `sign-in-provider:${provider}`;

/**
 * The sign-in providers of this moment (issue 34): keys from the environment win; otherwise the keys an
 * admin kept in the console; otherwise, where allowed (demo, outside production), the labelled
 * development stand-in. Read through a short cache: a console change reaches other instances within it.
 */
export function createSignInProviders(deps: SignInProvidersDeps) {
  const { keys } = deps;
  const devKey = deps.secretsKey ? Buffer.from(hkdfSync('sha256', deps.secretsKey, 'keka', 'dev-sign-in', 32)) : undefined;
  const fromEnv = new Map<SignInProvider, IdentityVerifier>();
  const google = deps.overrides?.google ?? (keys.google ? createGoogleVerifier({ clientId: keys.google.clientId }) : null);
  if (google) fromEnv.set('google', google);
  const facebook = deps.overrides?.facebook ?? (keys.facebook ? createFacebookVerifier(keys.facebook) : null);
  if (facebook) fromEnv.set('facebook', facebook);
  const dev = new Map<SignInProvider, DevVerifier>();
  if (keys.devProviders) for (const provider of SIGN_IN_PROVIDERS) if (!fromEnv.has(provider)) dev.set(provider, createDevVerifier(provider, devKey));
  const built = new Map<string, IdentityVerifier>();
  const cache = createTtlCache<readonly SignInProviderState[]>(deps.cacheTtlMs);

  function fromConsole(provider: SignInProvider, row: SignInSettingsRow): { verifier: IdentityVerifier | null; problem: string | null } {
    if (!row.clientId) return { verifier: null, problem: null };
    let secret = '';
    if (provider === 'facebook') {
      if (!row.sealedSecret) return { verifier: null, problem: 'Its app secret is not set.' };
      if (!deps.box) return { verifier: null, problem: 'Its app secret cannot be read: SECRETS_KEY is not set on this server.' };
      try {
        secret = deps.box.open(row.sealedSecret, signInSealContext(provider));
      } catch (error) {
        const reason = error instanceof SecretUnreadable && error.reason === 'other-key' ? 'it was kept under another SECRETS_KEY' : 'it is damaged';
        return { verifier: null, problem: `Its app secret cannot be read (${reason}): enter it again.` };
      }
    }
    const key = `${provider}:${row.clientId}:${secret}`;
    let verifier = built.get(key);
    if (!verifier) {
      verifier = provider === 'google' ? createGoogleVerifier({ clientId: row.clientId }) : createFacebookVerifier({ appId: row.clientId, appSecret: secret });
      built.set(key, verifier);
    }
    return { verifier, problem: null };
  }

  function states(): Promise<readonly SignInProviderState[]> {
    return cache.get('all', async () => {
      const rows = new Map((await repo.signInSettings(deps.db)).map((r) => [r.provider, r]));
      return SIGN_IN_PROVIDERS.map((provider): SignInProviderState => {
        const row = rows.get(provider) ?? null;
        const base = { provider, enabled: row?.enabled ?? true, row };
        const env = fromEnv.get(provider);
        if (env) return { ...base, verifier: env, source: 'environment', problem: null };
        const kept = row ? fromConsole(provider, row) : { verifier: null, problem: null };
        if (kept.verifier) return { ...base, verifier: kept.verifier, source: 'console', problem: null };
        const stand = dev.get(provider) ?? null;
        return { ...base, verifier: stand, source: stand ? 'development' : row?.clientId ? 'console' : 'none', problem: kept.problem };
      });
    });
  }

  return {
    /** The verifiers offered now (switched on, with keys or the development stand-in). */
    async verifiers(): Promise<ReadonlyMap<SignInProvider, IdentityVerifier>> {
      return new Map((await states()).flatMap((s) => (s.enabled && s.verifier ? [[s.provider, s.verifier] as const] : [])));
    },
    states,
    invalidate: () => cache.invalidate(),
    /** The development stand-ins (their token route): one per provider without keys from the environment. */
    dev: dev as ReadonlyMap<SignInProvider, DevVerifier>,
    /** Providers with real keys when the process starts: the browser's security policy lets their scripts in. */
    async configuredAtStart(): Promise<{ google: boolean; facebook: boolean }> {
      const now = await states();
      const real = (p: SignInProvider) => now.some((s) => s.provider === p && (s.source === 'environment' || (s.source === 'console' && s.verifier !== null)));
      return { google: real('google'), facebook: real('facebook') };
    },
    name: (p: SignInProvider) => SIGN_IN_PROVIDER_NAMES[p],
  };
}

export type SignInProviders = ReturnType<typeof createSignInProviders>;
