import type { RegisterRequest, UserData } from '@keka/contracts';
import type { registerRequest } from '@keka/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { fail } from '../../lib/errors';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { getDummyHash, hashPassword, verifyPassword } from '../../lib/password';
import { hashToken, newReferralSuffix, newSessionToken } from '../../lib/tokens';
import { accountsRepository as repo, type UserRow } from './accounts.repository';
import { presentUser } from './user.presenter';

const SESSION_DAYS = 60;
/**
 * SECURITY 21: an account locks for 15 minutes after 5 failed logins in a row. Failures per IP are
 * counted by the login route (http/rate-limit.ts 'failed-login'), shared through Redis like every limit.
 */
const LOCK_AFTER_FAILURES = 5;
const LOCK_MINUTES = 15;

export interface RequestMeta {
  readonly ip: string;
  readonly userAgent: string | undefined;
}

export interface LoginInput {
  readonly email?: string | undefined;
  readonly phone?: string | undefined;
  readonly password: string;
}

function normalisePhone(raw: string): string | null {
  const digits = raw.replace(/[\s-]/g, '');
  return /^(\+91|0)?[6-9]\d{9}$/.test(digits) ? `+91${digits.slice(-10)}` : null;
}

export function createAuthService(deps: { db: Db; clock: Clock }) {
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
      expiresAt: new Date(now.getTime() + SESSION_DAYS * 86_400_000),
    });
    return describeUser(user, token);
  }

  async function describeUser(user: UserRow, token: string): Promise<UserData> {
    const [rewards, defaultAddress] = await Promise.all([
      repo.countUnscratchedRewards(db, user.id),
      user.defaultAddressId === null ? undefined : repo.findAddress(db, user.id, user.defaultAddressId),
    ]);
    return presentUser(user, { token, rewards, defaultAddress });
  }

  async function findLoginUser(input: LoginInput): Promise<UserRow | undefined> {
    if (input.email) return repo.findUserByEmail(db, input.email.trim().toLowerCase());
    const phone = input.phone ? normalisePhone(input.phone) : null;
    return phone ? repo.findUserByPhone(db, phone) : undefined;
  }

  return {
    async login(input: LoginInput, meta: RequestMeta): Promise<UserData> {
      const user = await findLoginUser(input);
      const now = clock.now();
      if (user?.lockedUntil && user.lockedUntil > now) {
        fail('ACCOUNT_LOCKED', `Too many failed attempts. Try again in ${LOCK_MINUTES} minutes or reset your password.`);
      }
      // Always hash once, so the answer time does not tell whether the account exists.
      const ok = await verifyPassword(input.password, user?.passwordHash ?? (await getDummyHash()));
      if (!user || !ok) {
        if (user) await repo.recordLoginFailure(db, user.id, LOCK_AFTER_FAILURES, new Date(now.getTime() + LOCK_MINUTES * 60_000));
        fail('INVALID_CREDENTIALS', 'The e-mail/phone or password is not right.');
      }
      if (!user.isActive) fail('ACCOUNT_DISABLED', 'This account has been disabled. Please contact support.');
      if (user.failedLoginCount > 0) await repo.resetLoginFailures(db, user.id);
      return startSession(user, meta);
    },

    /** Sign-up; a delivery partner signs up through delivery/register (the role never comes from the body, SECURITY 16). */
    async register(input: z.output<typeof registerRequest>, meta: RequestMeta, role: 'customer' | 'delivery' = 'customer'): Promise<UserData> {
      if (await repo.findUserByEmail(db, input.email)) fail('EMAIL_TAKEN', 'An account with this e-mail already exists. Try logging in.');
      if (await repo.findUserByPhone(db, input.phone)) fail('PHONE_TAKEN', 'An account with this phone number already exists. Try logging in.');
      const referrer = input.refferal_code ? await repo.findUserByReferralCode(db, input.refferal_code.toUpperCase()) : undefined;
      const passwordHash = await hashPassword(input.password);
      const prefix = input.name.replace(/[^A-Za-z]/g, '').slice(0, 5).toUpperCase() || 'KEKA';
      for (let attempt = 0; attempt < 5; attempt += 1) {
        try {
          const user = await repo.insertUser(db, {
            name: input.name,
            email: input.email,
            phone: input.phone,
            passwordHash,
            role,
            referralCode: `${prefix}${newReferralSuffix()}`,
            referredByUserId: referrer?.id ?? null,
          });
          return await startSession(user, meta);
        } catch (error) {
          const constraint = (error as { constraint?: string; cause?: { constraint?: string } }).cause?.constraint ??
            (error as { constraint?: string }).constraint;
          if (constraint === 'users_email_unique') fail('EMAIL_TAKEN', 'An account with this e-mail already exists. Try logging in.');
          if (constraint === 'users_phone_unique') fail('PHONE_TAKEN', 'An account with this phone number already exists. Try logging in.');
          if (constraint !== 'users_referral_code_unique') throw error;
        }
      }
      throw new Error('could not allocate a referral code');
    },

    /** The user behind a bearer token, or null (revoked, expired, disabled, unknown). */
    async authenticate(token: string): Promise<Actor | null> {
      const user = await repo.findUserBySessionHash(db, hashToken(token), clock.now());
      return user ? { id: user.id, role: user.role, name: user.name } : null;
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
