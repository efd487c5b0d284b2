import { boolean, doublePrecision, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id, money, updatedAt } from './columns';

export const USER_ROLES = ['customer', 'delivery', 'store_owner', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text().notNull(),
    /** Lower-cased on write; unique when present. */
    email: text(),
    /** E.164-ish digits; unique when present. */
    phone: text(),
    passwordHash: text(),
    role: text({ enum: USER_ROLES }).notNull().default('customer'),
    avatar: text(),
    isActive: boolean().notNull().default(true),
    /** Cached wallet balance; every change also writes a wallet_transactions row in the same transaction. */
    walletBalancePaise: money(),
    defaultAddressId: integer(),
    referralCode: text().notNull(),
    referredByUserId: integer(),
    failedLoginCount: integer().notNull().default(0),
    lockedUntil: at(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_phone_unique').on(t.phone),
    uniqueIndex('users_referral_code_unique').on(t.referralCode),
    index().on(t.role),
  ],
);

/** Opaque bearer sessions; only a SHA-256 of the token is stored (SECURITY 22). */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    userAgent: text(),
    ip: text(),
    createdAt: createdAt(),
    lastSeenAt: createdAt(),
    expiresAt: at().notNull(),
    revokedAt: at(),
  },
  (t) => [index().on(t.userId)],
);

/** One-time codes for phone OTP login and e-mail password reset (SECURITY 20, 21). */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    channel: text({ enum: ['SMS', 'MAIL'] }).notNull(),
    destination: text().notNull(),
    purpose: text({ enum: ['LOGIN', 'REGISTER', 'PASSWORD_RESET', 'VERIFY'] }).notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: at().notNull(),
    consumedAt: at(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.destination, t.purpose)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    address: text().notNull(),
    house: text(),
    landmark: text(),
    tag: text(),
    createdAt: createdAt(),
    deletedAt: at(),
  },
  (t) => [index().on(t.userId)],
);

export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text({ enum: ['CREDIT', 'DEBIT'] }).notNull(),
    amountPaise: integer().notNull(),
    balanceAfterPaise: integer().notNull(),
    reason: text().notNull(),
    orderId: integer(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId, t.createdAt)],
);

export const referrals = pgTable('referrals', {
  id: id(),
  referrerUserId: integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  referredUserId: integer()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: text({ enum: ['PENDING', 'CREDITED', 'VOID'] }).notNull().default('PENDING'),
  rewardPaise: money(),
  creditedAt: at(),
  createdAt: createdAt(),
});

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    message: text().notNull(),
    image: text(),
    clickAction: text(),
    isRead: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId, t.isRead)],
);

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A Web Push endpoint, or an opaque push_token from a native wrapper. */
    endpoint: text().notNull().unique(),
    p256dh: text(),
    auth: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId)],
);

/** Scratch-card rewards (SPEC §2 "Hurray! You have won a scratch card"). */
export const rewards = pgTable(
  'rewards',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer(),
    title: text().notNull(),
    amountPaise: money(),
    isScratched: boolean().notNull().default(false),
    scratchedAt: at(),
    expiresAt: at(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId, t.isScratched)],
);

/** Delivery partner profile (vehicle, availability) and the stores a partner serves. */
export const deliveryProfiles = pgTable('delivery_profiles', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  vehicle: text(),
  vehicleNumber: text(),
  isOnline: boolean().notNull().default(false),
  isApproved: boolean().notNull().default(false),
  /** Overrides the `delivery_commission_percent` setting when above 0. */
  commissionPercent: doublePrecision().notNull().default(0),
  /** Cash collected at doors (COD) and not yet handed in; offers stop at the `cash_limit` setting. */
  cashInHandPaise: money(),
  /** Last known position (going online, or a GPS point): `nearest` dispatch ranks by it. */
  lastLatitude: doublePrecision(),
  lastLongitude: doublePrecision(),
  lastLocatedAt: at(),
  /** When he was last offered an order alone (`nearest` dispatch takes turns fairly). */
  lastOfferedAt: at(),
  createdAt: createdAt(),
});

export const deliveryPartnerStores = pgTable(
  'delivery_partner_stores',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.storeId] })],
);

export const storeOwners = pgTable(
  'store_owners',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.storeId] })],
);
