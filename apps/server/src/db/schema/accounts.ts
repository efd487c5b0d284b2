import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LocalText } from './local-text';
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

/**
 * A Google or Facebook identity linked to an account (issue 34): the provider's subject signs that
 * account in. One identity per provider and account; an identity belongs to one account.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text({ enum: ['google', 'facebook'] }).notNull(),
    /** Google's `sub`, Facebook's user id; `dev:` and the e-mail for the development provider. */
    subject: text().notNull(),
    /** The e-mail the provider gave when it was linked (shown on /my-account). */
    email: text(),
    createdAt: createdAt(),
    lastUsedAt: at(),
  },
  (t) => [uniqueIndex('user_identities_subject_unique').on(t.provider, t.subject), uniqueIndex('user_identities_user_provider_unique').on(t.userId, t.provider)],
);

/**
 * Sign-in providers' keys kept in the admin console (issue 34); keys from the environment win. Google
 * needs its client id; Facebook its app id and app secret, the secret sealed with SECRETS_KEY.
 */
export const signInProviderSettings = pgTable('sign_in_provider_settings', {
  provider: text({ enum: ['google', 'facebook'] }).primaryKey(),
  /** Off: not offered on the sign-in screens (linked accounts keep their other ways in). */
  enabled: boolean().notNull().default(true),
  /** Google's OAuth client id or Facebook's app id: public. */
  clientId: text(),
  /** Facebook's app secret, sealed; null when none is kept. */
  sealedSecret: text(),
  updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  updatedAt: at().notNull().defaultNow(),
});

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
    /** In the default language, as written; `reasonText` says it in the reader's language. */
    reason: text().notNull(),
    reasonText: jsonb().$type<LocalText>(),
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
  /** What the referrer was credited (0 until CREDITED). */
  rewardPaise: money(),
  /** What the referred user was credited (0 until CREDITED). */
  referredRewardPaise: money(),
  /** The referred user's phone at sign-up and the device they signed up on: one credit per phone and per device. */
  referredPhone: text(),
  deviceId: text(),
  /** The referred user's first delivered, paid order that earned the credit. */
  orderId: integer(),
  /** Why a referral was voided (same phone or device already credited, limit reached …). */
  voidReason: text(),
  creditedAt: at(),
  createdAt: createdAt(),
}, (t) => [index().on(t.referrerUserId), index().on(t.referredPhone), index().on(t.deviceId)]);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** In the default language, as written; `titleText`/`messageText` say it in the reader's language. */
    title: text().notNull(),
    message: text().notNull(),
    titleText: jsonb().$type<LocalText>(),
    messageText: jsonb().$type<LocalText>(),
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
    /** The language code the device's app was in when it subscribed; its pushes are written in it. */
    language: text(),
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
    /** The order that earned it (null for a welcome card); one card per order. */
    orderId: integer(),
    title: text().notNull(),
    titleText: jsonb().$type<LocalText>(),
    /** WALLET: amountPaise goes to the wallet when scratched. COUPON: couponId becomes the user's. */
    kind: text({ enum: ['WALLET', 'COUPON'] }).notNull().default('WALLET'),
    amountPaise: money(),
    couponId: integer(),
    isScratched: boolean().notNull().default(false),
    scratchedAt: at(),
    /** Shown once in the home modal (SPEC §2 'Hurray!'): set when the app has shown it. */
    seenAt: at(),
    /** Set when the earning order was cancelled or refunded (an unscratched card is withdrawn, a scratched one is taken back). */
    reversedAt: at(),
    expiresAt: at(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId, t.isScratched), uniqueIndex('rewards_order_unique').on(t.orderId)],
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
  /** An admin's last decision (approve, reject, suspend) and the reason the partner is shown. */
  reviewNote: text(),
  reviewedAt: at(),
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
