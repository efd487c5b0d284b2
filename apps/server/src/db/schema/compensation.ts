import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id, money } from './columns';
import { users } from './accounts';
import { stores } from './catalog';
import { coupons, orders } from './orders';

export const COMPENSATION_TRIGGERS = ['LATE'] as const;
/** WALLET: money to the wallet; COUPON: a personal coupon (amount 0: worth the order's delivery charge, "free delivery"). */
export const COMPENSATION_ACTIONS = ['WALLET', 'COUPON'] as const;
export const COST_BEARERS = ['STORE', 'PARTNER', 'PLATFORM'] as const;

/** What the server gives when an order goes wrong, and who pays for it (issue 36). */
export const compensationRules = pgTable('compensation_rules', {
  id: id(),
  name: text().notNull(),
  trigger: text({ enum: COMPENSATION_TRIGGERS }).notNull(),
  /** LATE: delivered more than this many minutes after the promise. */
  lateMinutes: integer().notNull().default(0),
  action: text({ enum: COMPENSATION_ACTIONS }).notNull(),
  amountPaise: money(),
  /** COUPON: days the coupon can be used. */
  validDays: integer().notNull().default(30),
  bornBy: text({ enum: COST_BEARERS }).notNull(),
  isActive: boolean().notNull().default(true),
  createdAt: createdAt(),
});

/** What was given: at most once per order and rule (the unique index), in the order's transaction. */
export const compensations = pgTable(
  'compensations',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ruleId: integer()
      .notNull()
      .references(() => compensationRules.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    action: text({ enum: COMPENSATION_ACTIONS }).notNull(),
    /** Paise given: to the wallet, or the coupon's value. */
    amountPaise: money(),
    couponId: integer().references(() => coupons.id),
    bornBy: text({ enum: COST_BEARERS }).notNull(),
    /** Whose payout it is deducted from (the order's store or partner); null for the platform. */
    storeId: integer().references(() => stores.id),
    deliveryUserId: integer().references(() => users.id),
    /** Why, in English for the console ("Delivered 34 min after the promise"). */
    reason: text().notNull(),
    givenAt: at().notNull(),
  },
  (t) => [uniqueIndex().on(t.orderId, t.ruleId), index().on(t.givenAt), index().on(t.storeId), index().on(t.deliveryUserId)],
);
