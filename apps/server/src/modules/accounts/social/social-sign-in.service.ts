import { SIGN_IN_PROVIDER_NAMES, type SignInMethods, type SignInProvider, type SignInProviderInfo, type UserData } from '@keka/contracts';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../lib/actor';
import type { Clock } from '../../../lib/clock';
import { fail } from '../../../lib/errors';
import type { AuthService, RequestMeta } from '../auth.service';
import type { UserRow } from '../accounts.repository';
import { identitiesRepository as repo } from './identities.repository';
import type { IdentityVerifier, VerifiedIdentity } from './verifiers';

export interface ProviderToken {
  readonly accessToken: string;
  readonly provider: SignInProvider;
}

const PROVIDER_NAMES = SIGN_IN_PROVIDER_NAMES;
const TAKEN = (p: SignInProvider) => `This ${PROVIDER_NAMES[p]} account is already linked to another account here. Sign in with it, or unlink it there first.`;

const isUnique = (error: unknown, name: string) =>
  ((error as { cause?: { constraint?: string } }).cause?.constraint ?? (error as { constraint?: string }).constraint) === name;

/**
 * Sign-in with Google or Facebook (issue 34). A verified identity signs in the account it is linked
 * to. A first sign-in whose verified e-mail already has an account is refused with LINK_REQUIRED until
 * that account is proven (its password or a phone code, in `linkProven`): never silently taken over.
 * Otherwise the account is made, without a phone (the checkout asks for one).
 */
export function createSocialSignIn(deps: { db: Db; clock: Clock; auth: AuthService; verifiers: () => Promise<ReadonlyMap<SignInProvider, IdentityVerifier>> }) {
  const { db, auth } = deps;

  async function verify(token: ProviderToken): Promise<VerifiedIdentity> {
    const verifier = (await deps.verifiers()).get(token.provider);
    if (!verifier) fail('PROVIDER_UNAVAILABLE', `Signing in with ${PROVIDER_NAMES[token.provider]} is not available here. Use your phone number or e-mail.`);
    return verifier.verify(token.accessToken);
  }

  const linkedUser = (identity: VerifiedIdentity) => repo.linkedUser(db, identity);
  const newIdentity = (userId: number, identity: VerifiedIdentity) => ({ ...identity, userId, at: deps.clock.now() });

  /** Links an identity to a user: refused when it is another account's, or the user has another of this provider. */
  async function link(userId: number, identity: VerifiedIdentity): Promise<void> {
    const owner = await linkedUser(identity);
    if (owner) {
      if (owner.id !== userId) fail('IDENTITY_TAKEN', TAKEN(identity.provider));
      return;
    }
    try {
      await repo.insert(db, newIdentity(userId, identity));
    } catch (error) {
      if (isUnique(error, 'user_identities_subject_unique')) fail('IDENTITY_TAKEN', TAKEN(identity.provider));
      if (isUnique(error, 'user_identities_user_provider_unique')) fail('IDENTITY_TAKEN', `Your account is linked to another ${PROVIDER_NAMES[identity.provider]} account. Unlink it first.`);
      throw error;
    }
  }

  async function signInLinked(user: UserRow, identity: VerifiedIdentity, meta: RequestMeta): Promise<UserData> {
    const data = await auth.signIn(user, meta);
    await repo.touch(db, identity, deps.clock.now());
    return data;
  }

  return {
    /** The providers the sign-in screens offer, with the public id their script needs. */
    async providers(): Promise<SignInProviderInfo[]> {
      return [...(await deps.verifiers()).values()].map((v) => ({ provider: v.provider, client_id: v.clientId, development: v.development }));
    },

    /** `profile`: the name and phone a sign-up form gave with the token (`register`), used when the account is made. */
    async signIn(token: ProviderToken, meta: RequestMeta, profile?: { name: string; phone: string }): Promise<UserData> {
      const identity = await verify(token);
      const linked = await linkedUser(identity);
      if (linked) return signInLinked(linked, identity, meta);
      const owner = identity.email ? await auth.findByEmail(identity.email) : undefined;
      if (owner && identity.email) {
        // The caller has just proven this e-mail through the provider, so saying it has an account
        // tells them nothing they could not find out; taking the account over needs its own proof.
        const name = PROVIDER_NAMES[identity.provider];
        const other = owner.passwordHash || owner.phone ? undefined : (await repo.listOf(db, owner.id))[0];
        const how = other
          ? `Sign in with ${PROVIDER_NAMES[other.provider]}, then link ${name} under Ways to log in in your account.`
          : `Sign in to it once with its password or a phone code to link ${name}.`;
        fail('LINK_REQUIRED', `You already have an account with ${identity.email}. ${how}`, { email: identity.email });
      }
      const name = profile?.name ?? (identity.name?.trim().slice(0, 80) || identity.email?.split('@')[0] || `${PROVIDER_NAMES[identity.provider]} user`);
      try {
        const account = { name: name.length >= 2 ? name : `${name} ${PROVIDER_NAMES[identity.provider]}`, email: identity.email, phone: profile?.phone ?? null };
        return await auth.registerFromProvider(account, (tx, user) => repo.insert(tx, newIdentity(user.id, identity)), meta);
      } catch (error) {
        // Two first sign-ins of one person at once: the other made the account; sign in to it.
        const again = await linkedUser(identity);
        if (again) return signInLinked(again, identity, meta);
        throw error;
      }
    },

    /** The token of a sign-in that is about to be proven another way: checked before that sign-in runs. */
    verify,

    /** After the account was proven (password, phone code), its identity is linked to it. */
    async linkProven(user: { id: number }, identity: VerifiedIdentity): Promise<void> {
      await link(user.id, identity);
    },

    async linkSignedIn(actor: Actor, token: ProviderToken): Promise<SignInMethods> {
      await link(actor.id, await verify(token));
      return this.methods(actor);
    },

    async methods(actor: Actor): Promise<SignInMethods> {
      const [user, identities] = await Promise.all([
        auth.findById(actor.id),
        repo.listOf(db, actor.id),
      ]);
      if (!user) fail('UNAUTHENTICATED', 'Please log in to continue.');
      return {
        password: user.passwordHash !== null,
        phone: user.phone,
        providers: identities.map((i) => ({ provider: i.provider, email: i.email, linked_at: i.createdAt.toISOString() })),
      };
    },

    /**
     * Unlinking is refused when nothing else would sign the account in (password, phone codes, another
     * provider); the account's row is locked so two unlinks at once cannot both pass the count.
     */
    async unlink(actor: Actor, provider: SignInProvider): Promise<SignInMethods> {
      await db.transaction(async (tx) => {
        const { user, providers } = await repo.lockWithProviders(tx, actor.id);
        if (!user) fail('UNAUTHENTICATED', 'Please log in to continue.');
        if (!providers.includes(provider)) fail('NOT_FOUND', `Your account is not linked to ${PROVIDER_NAMES[provider]}.`);
        const others = (user.passwordHash ? 1 : 0) + (user.phone ? 1 : 0) + providers.filter((p) => p !== provider).length;
        if (others === 0) fail('LAST_SIGN_IN_METHOD', `${PROVIDER_NAMES[provider]} is the only way into your account. Add a phone number or link another sign-in first.`);
        await repo.remove(tx, actor.id, provider);
      });
      return this.methods(actor);
    },
  };
}

export type SocialSignIn = ReturnType<typeof createSocialSignIn>;
