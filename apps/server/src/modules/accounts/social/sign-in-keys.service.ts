import { SIGN_IN_PROVIDER_NAMES, type AdminSignInProvider, type AdminSignInProvidersResponse, type SignInProvider } from '@keka/contracts';
import type { Actor } from '../../../lib/actor';
import type { Clock } from '../../../lib/clock';
import { fail } from '../../../lib/errors';
import type { SecretBox } from '../../../lib/secret-box';
import type { AdminWrites } from '../../admin/admin-writes';
import { identitiesRepository as repo } from './identities.repository';
import { signInSealContext, type SignInProviders, type SignInProviderState } from './providers';

export interface SaveSignInKeys {
  readonly provider: SignInProvider;
  readonly enabled: boolean;
  readonly clientId?: string | undefined;
  readonly secret?: string | undefined;
  readonly clear: boolean;
  readonly reason: string | null;
}

/** What each provider's public id looks like: a typo is said here, not found at a customer's first tap. */
const CLIENT_ID_SHAPE: Record<SignInProvider, { readonly pattern: RegExp; readonly says: string }> = {
  google: { pattern: /^[\w-]+\.apps\.googleusercontent\.com$/, says: 'A Google client id ends in .apps.googleusercontent.com.' },
  facebook: { pattern: /^\d{5,20}$/, says: 'A Facebook app id is a number.' },
};

/**
 * The admin console's sign-in keys (issue 34), built like its payment keys: Facebook's app secret is
 * write-only and sealed with SECRETS_KEY; the answer and the audit row never hold it. The browser's
 * security policy is fixed at start, so a provider first configured here asks for a restart.
 */
export function createSignInKeysService(deps: {
  readonly providers: SignInProviders;
  readonly box: SecretBox | null;
  readonly writes: AdminWrites;
  readonly clock: Clock;
  readonly publicUrl: string;
  readonly allowedAtStart: { readonly google: boolean; readonly facebook: boolean };
}) {
  const { providers, box } = deps;

  const present = (s: SignInProviderState): AdminSignInProvider => {
    const real = s.source === 'environment' || (s.source === 'console' && s.verifier !== null);
    return {
      provider: s.provider,
      name: SIGN_IN_PROVIDER_NAMES[s.provider],
      enabled: s.enabled,
      source: s.source,
      offered: !s.enabled || !s.verifier ? 'off' : s.verifier.development ? 'development' : 'live',
      client_id: s.source === 'environment' ? s.verifier?.clientId ?? null : s.row?.clientId ?? null,
      secret_set: s.source === 'environment' ? s.provider === 'facebook' : s.row?.sealedSecret != null,
      problem: s.problem,
      restart_needed: real && !deps.allowedAtStart[s.provider],
    };
  };

  async function describe(): Promise<AdminSignInProvidersResponse['data']> {
    return { providers: (await providers.states()).map(present), can_keep_secrets: box !== null, origin: new URL(deps.publicUrl).origin };
  }

  return {
    describe,

    async save(actor: Actor, body: SaveSignInKeys): Promise<AdminSignInProvidersResponse['data']> {
      const name = SIGN_IN_PROVIDER_NAMES[body.provider];
      providers.invalidate();
      const state = (await providers.states()).find((s) => s.provider === body.provider);
      if (!state) fail('VALIDATION', 'No such provider.');
      const typed = Boolean(body.clientId) || Boolean(body.secret);
      if (state.source === 'environment' && (typed || body.clear)) fail('KEYS_FROM_ENVIRONMENT', `${name}'s keys are set in the server's environment: change them there. Here it can only be switched on or off.`);
      if (body.provider === 'google' && body.secret) fail('VALIDATION', 'Google sign-in needs only its client id.');
      if (body.secret && !box) fail('SECRETS_KEY_MISSING', "Facebook's app secret can be kept here only when the server has SECRETS_KEY set (32 characters or more). Set it and restart, or set FACEBOOK_APP_SECRET in the environment.");
      const row = body.clear ? null : state.row;
      const clientId = body.clientId === undefined ? (row?.clientId ?? null) : body.clientId || null;
      if (clientId && !CLIENT_ID_SHAPE[body.provider].pattern.test(clientId)) fail('KEYS_INVALID', CLIENT_ID_SHAPE[body.provider].says);
      const sealedSecret = body.secret && box ? box.seal(body.secret, signInSealContext(body.provider)) : (row?.sealedSecret ?? null);
      if (body.provider === 'facebook' && (clientId !== null) !== (sealedSecret !== null)) fail('KEYS_INCOMPLETE', 'Facebook needs both its app id and its app secret.');
      const before = { enabled: state.enabled, client_id: state.row?.clientId ?? null, secret_set: state.row?.sealedSecret != null };
      const after = { enabled: body.enabled, client_id: clientId, secret_set: sealedSecret !== null, secret_changed: Boolean(body.secret), cleared: body.clear };
      await deps.writes.write(actor, async (tx, audit) => {
        await repo.lockSignInSettings(tx, body.provider);
        await repo.saveSignInSettings(tx, { provider: body.provider, enabled: body.enabled, clientId, sealedSecret, updatedBy: actor.id, updatedAt: deps.clock.now() });
        await audit({ action: 'accounts.sign_in_provider', entity: 'sign_in_provider', entityId: body.provider, before, after, reason: body.reason });
      });
      providers.invalidate();
      return describe();
    },
  };
}

export type SignInKeysService = ReturnType<typeof createSignInKeysService>;
