import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { signInProviderSettings, userIdentities, users } from '../../../db/schema';
import type { UserRow } from '../accounts.repository';

export type IdentityRow = typeof userIdentities.$inferSelect;
export type SignInSettingsRow = typeof signInProviderSettings.$inferSelect;
type Key = { readonly provider: IdentityRow['provider']; readonly subject: string };
const byKey = (k: Key) => and(eq(userIdentities.provider, k.provider), eq(userIdentities.subject, k.subject));

export const identitiesRepository = {
  /** The account a provider identity is linked to. */
  async linkedUser(db: Db, key: Key): Promise<UserRow | undefined> {
    const [row] = await db.select({ user: users }).from(userIdentities).innerJoin(users, eq(users.id, userIdentities.userId)).where(byKey(key)).limit(1);
    return row?.user;
  },

  async insert(db: Db | Tx, v: Key & { userId: number; email: string | null; at: Date }): Promise<void> {
    await db.insert(userIdentities).values({ userId: v.userId, provider: v.provider, subject: v.subject, email: v.email, lastUsedAt: v.at });
  },

  async touch(db: Db, key: Key, at: Date): Promise<void> {
    await db.update(userIdentities).set({ lastUsedAt: at }).where(byKey(key));
  },

  listOf(db: Db, userId: number): Promise<IdentityRow[]> {
    return db.select().from(userIdentities).where(eq(userIdentities.userId, userId)).orderBy(asc(userIdentities.createdAt));
  },

  /** The user row locked for this transaction, and its linked providers. */
  async lockWithProviders(tx: Tx, userId: number): Promise<{ user: UserRow | undefined; providers: IdentityRow['provider'][] }> {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    const rows = await tx.select({ provider: userIdentities.provider }).from(userIdentities).where(eq(userIdentities.userId, userId));
    return { user, providers: rows.map((r) => r.provider) };
  },

  signInSettings(db: Db | Tx): Promise<SignInSettingsRow[]> {
    return db.select().from(signInProviderSettings);
  },

  async lockSignInSettings(tx: Tx, provider: SignInSettingsRow['provider']): Promise<SignInSettingsRow | undefined> {
    const [row] = await tx.select().from(signInProviderSettings).where(eq(signInProviderSettings.provider, provider)).for('update');
    return row;
  },

  async saveSignInSettings(tx: Tx, row: SignInSettingsRow): Promise<void> {
    const { provider: _key, ...set } = row;
    await tx.insert(signInProviderSettings).values(row).onConflictDoUpdate({ target: signInProviderSettings.provider, set });
  },

  async remove(tx: Tx, userId: number, provider: IdentityRow['provider']): Promise<void> {
    await tx.delete(userIdentities).where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, provider)));
  },
};
