import type { RegisterRequest, UserData } from '@keka/contracts';
import type { registerRequest } from '@keka/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { fail } from '../../lib/errors';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { getDummyHash, hashPassword, needsRehash, verifyPassword } from '../../lib/password';
import { hashToken, newReferralSuffix, newSessionToken } from '../../lib/tokens';
import { accountsRepository as repo, type UserRow } from './accounts.repository';
import { presentUser } from './user.presenter';

const SESSION_DAYS = 60;
/** An admin's session is short (issue 11): a lost laptop is not a lost platform for two months. */
const ADMIN_SESSION_HOURS = 12;
const sessionMs = (role: UserRow['role']) => (role === 'admin' ? ADMIN_SESSION_HOURS * 3_600_000 : SESSION_DAYS * 86_400_000);

export interface RequestMeta {
  readonly ip: string;
  readonly userAgent: string | undefined;
}

export interface NewCustomer {
  readonly name: string;
  readonly email?: string | null | undefined;
  readonly phone: string;
  readonly refferal_code?: string | null | undefined;
  /** The sign-up device (ADR 0019): one referral credit per device. */
  readonly device_id?: string | null | undefined;
}

/**
 * The referral side of a customer sign-up (modules/referrals): which referrer a code names for this
 * newcomer (null for an unknown code or a self-referral: the sign-up goes on, silently without one),
 * and the PENDING referral written in the same transaction as the account.
 */
export interface ReferralSignUps {
  referrerFor(code: string, newcomer: { email: string | null; phone: string; deviceId: string | null }): Promise<number | null>;
  record(tx: Tx, v: { referrerUserId: number; referredUserId: number; phone: string; deviceId: string | null }): Promise<void>;
}

export interface LoginInput {
  readonly email?: string | undefined;
  readonly phone?: string | undefined;
  readonly password: string;
}

/**
 * The account a login names, as one key whether or not such an account exists: failed attempts are
 * counted on it (SECURITY 21), so the count and its refusal say nothing about existence.
 */
export function loginAccountKey(input: LoginInput): string {
  if (input.email) return `e:${input.email.trim().toLowerCase()}`;
  const raw = input.phone ?? '';
  return `p:${normalisePhone(raw) ?? raw.replace(/[\s-]/g, '')}`;
}

function normalisePhone(raw: string): string | null {
  const digits = raw.replace(/[\s-]/g, '');
  return /^(\+91|0)?[6-9]\d{9}$/.test(digits) ? `+91${digits.slice(-10)}` : null;
}

export function createAuthService(deps: { db: Db; clock: Clock; referrals?: ReferralSignUps }) {
  const { db, clock } = deps;

  async function startSession(user: UserRow, meta: RequestMeta): Promise<UserData> {
    const token = newSessionToken();
    const now = clock.now();
    await repo.insertSession(db, {
      userId: user.id,
      tokenHash: hashToken(token),
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      ip: meta.ip,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + sessionMs(user.role)),
    });
    return describeUser(user, token);
  }

  async function describeUser(user: UserRow, token: string): Promise<UserData> {
    const [rewards, defaultAddress] = await Promise.all([
      repo.countLiveRewards(db, user.id, clock.now()),
      user.defaultAddressId === null ? undefined : repo.findAddress(db, user.id, user.defaultAddressId),
    ]);
    return presentUser(user, { token, rewards, defaultAddress });
  }

  async function findLoginUser(input: LoginInput): Promise<UserRow | undefined> {
    if (input.email) return repo.findUserByEmail(db, input.email.trim().toLowerCase());
    const phone = input.phone ? normalisePhone(input.phone) : null;
    return phone ? repo.findUserByPhone(db, phone) : undefined;
  }

  async function findReferrer(code: string, newcomer: { email: string | null; phone: string; deviceId: string | null }): Promise<number | null> {
    if (deps.referrals) return deps.referrals.referrerFor(code, newcomer);
    return (await repo.findUserByReferralCode(db, code.toUpperCase()))?.id ?? null;
  }

  async function insertUser(
    input: Omit<NewCustomer, 'phone'> & { phone: string | null; passwordHash: string | null },
    role: 'customer' | 'store_owner' | 'delivery' = 'customer',
    also?: (tx: Tx, user: UserRow) => Promise<void>,
  ): Promise<UserRow> {
    if (input.email && (await repo.findUserByEmail(db, input.email))) fail('EMAIL_TAKEN', 'An account with this e-mail already exists. Try logging in.');
    if (input.phone && (await repo.findUserByPhone(db, input.phone))) fail('PHONE_TAKEN', 'An account with this phone number already exists. Try logging in.');
    const deviceId = input.device_id ?? null;
    const { phone } = input;
    const referrerId = input.refferal_code && role === 'customer' && phone ? await findReferrer(input.refferal_code, { email: input.email ?? null, phone, deviceId }) : null;
    const prefix = input.name.replace(/[^A-Za-z]/g, '').slice(0, 5).toUpperCase() || 'KEKA';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        return await db.transaction(async (tx) => {
          const user = await repo.insertUser(tx, {
            name: input.name,
            email: input.email ?? null,
            phone: input.phone,
            passwordHash: input.passwordHash,
            role,
            referralCode: `${prefix}${newReferralSuffix()}`,
            referredByUserId: referrerId,
          });
          if (referrerId !== null && phone) await deps.referrals?.record(tx, { referrerUserId: referrerId, referredUserId: user.id, phone, deviceId });
          await also?.(tx, user);
          return user;
        });
      } catch (error) {
        const constraint = (error as { constraint?: string; cause?: { constraint?: string } }).cause?.constraint ??
          (error as { constraint?: string }).constraint;
        if (constraint === 'users_email_unique') fail('EMAIL_TAKEN', 'An account with this e-mail already exists. Try logging in.');
        if (constraint === 'users_phone_unique') fail('PHONE_TAKEN', 'An account with this phone number already exists. Try logging in.');
        if (constraint !== 'users_referral_code_unique') throw error;
      }
    }
    throw new Error('could not allocate a referral code');
  }

  return {
    /**
     * Password sign-in. Every attempt hashes exactly once (against a dummy hash when no account has
     * this e-mail/phone), and a wrong password and an unknown account give the same answer; failed
     * attempts are limited per account and per address by the login route (SECURITY 21).
     */
    async login(input: LoginInput, meta: RequestMeta): Promise<UserData> {
      const user = await findLoginUser(input);
      const ok = await verifyPassword(input.password, user?.passwordHash ?? (await getDummyHash()));
      if (!user || !ok) fail('INVALID_CREDENTIALS', 'The e-mail/phone or password is not right.');
      if (!user.isActive) fail('ACCOUNT_DISABLED', 'This account has been disabled. Please contact support.');
      if (user.passwordHash && needsRehash(user.passwordHash)) {
        await repo.updatePasswordHash(db, user.id, await hashPassword(input.password));
      }
      return startSession(user, meta);
    },

    /** A new account: customers here, store owners through store/register, partners through delivery/register (the role never comes from the body, SECURITY 16). */
    async register(input: z.output<typeof registerRequest>, meta: RequestMeta, role: 'customer' | 'store_owner' | 'delivery' = 'customer'): Promise<UserData> {
      const user = await insertUser({ ...input, passwordHash: await hashPassword(input.password) }, role);
      return startSession(user, meta);
    },

    /** A customer whose phone a one-time code has proven (register-otp-user): no password yet. */
    async registerVerified(input: NewCustomer, meta: RequestMeta): Promise<UserData> {
      return startSession(await insertUser({ ...input, passwordHash: null }), meta);
    },

    /**
     * A customer whose e-mail a sign-in provider vouches for (issue 34): no password, no phone yet (the
     * checkout asks for one); `link` writes the identity in the account's own transaction.
     */
    async registerFromProvider(input: { name: string; email: string | null; phone: string | null }, link: (tx: Tx, user: UserRow) => Promise<void>, meta: RequestMeta): Promise<UserData> {
      return startSession(await insertUser({ name: input.name, email: input.email, phone: input.phone, passwordHash: null }, 'customer', link), meta);
    },

    findByPhone: (phone: string) => repo.findUserByPhone(db, phone),
    findById: (id: number) => repo.findUserById(db, id),

    /** add-phone: a phone proven by a code becomes the account's (PHONE_TAKEN when another account has it). */
    async setPhone(actor: Actor, phone: string, token: string): Promise<UserData> {
      const other = await repo.findUserByPhone(db, phone);
      if (other && other.id !== actor.id) fail('PHONE_TAKEN', 'Another account has this phone number. Sign in to it, or use another number.');
      try {
        await repo.updatePhone(db, actor.id, phone);
      } catch (error) {
        const constraint = (error as { cause?: { constraint?: string } }).cause?.constraint ?? (error as { constraint?: string }).constraint;
        if (constraint === 'users_phone_unique') fail('PHONE_TAKEN', 'Another account has this phone number. Sign in to it, or use another number.');
        throw error;
      }
      return this.describeActor(actor, token);
    },

    /** The e-mail check: what a sign-up with these would answer (EMAIL_TAKEN / PHONE_TAKEN), rate-limited by the route. */
    async accountAvailability(email: string, phone: string | null): Promise<{ email_available: boolean; phone_available: boolean | null }> {
      const [byEmail, byPhone] = await Promise.all([repo.findUserByEmail(db, email), phone ? repo.findUserByPhone(db, phone) : undefined]);
      return { email_available: !byEmail, phone_available: phone ? !byPhone : null };
    },
    findByEmail: (email: string) => repo.findUserByEmail(db, email),

    /** A session for a user proven another way (a one-time code); a disabled account is refused. */
    async signIn(user: UserRow, meta: RequestMeta): Promise<UserData> {
      if (!user.isActive) fail('ACCOUNT_DISABLED', 'This account has been disabled. Please contact support.');
      return startSession(user, meta);
    },

    /** A picture already stored (sniffed, re-encoded) becomes the user's avatar; their fresh data. */
    async setAvatar(actor: Actor, avatar: string, token: string): Promise<UserData> {
      await repo.updateAvatar(db, actor.id, avatar);
      const user = (await repo.findUserById(db, actor.id)) ?? fail('UNAUTHENTICATED', 'Please log in to continue.');
      return describeUser(user, token);
    },

    /** A new password (after a reset): every session of the user ends (SECURITY 22). */
    async setPassword(user: UserRow, password: string): Promise<void> {
      await repo.updatePasswordHash(db, user.id, await hashPassword(password));
      await repo.revokeAllSessions(db, user.id, clock.now());
    },

    /** The user behind a bearer token, or null (revoked, expired, disabled, unknown). */
    async authenticate(token: string): Promise<Actor | null> {
      const user = await repo.findUserBySessionHash(db, hashToken(token), clock.now());
      return user ? { id: user.id, role: user.role, name: user.name } : null;
    },

    /** check-ban: true when the session's account has been disabled, null for no live session. */
    async isBanned(token: string): Promise<boolean | null> {
      const user = await repo.findUserBySessionHash(db, hashToken(token), clock.now(), true);
      return user ? !user.isActive : null;
    },

    async logout(token: string): Promise<void> {
      await repo.revokeSession(db, hashToken(token), clock.now());
    },

    /** update-user-info: the actor's current data (rewards, wallet, default address). */
    async describeActor(actor: Actor, token: string): Promise<UserData> {
      const user = (await repo.findUserById(db, actor.id)) ?? fail('UNAUTHENTICATED', 'Please log in to continue.');
      return describeUser(user, token);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
export type { RegisterRequest };
