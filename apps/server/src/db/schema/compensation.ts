import { SUBSTITUTION_STATUSES } from '@keka/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id, money } from './columns';
import { users } from './accounts';
import { stores } from './catalog';
import { coupons, orders } from './orders';

export const COMPENSATION_TRIGGERS = ['LATE', 'MISSING'] as const;
/** WALLET: money to the wallet; COUPON: a personal coupon (amount 0: worth the order's delivery charge, "free delivery"). */
export const COMPENSATION_ACTIONS = ['WALLET', 'COUPON'] as const;
export const COST_BEARERS = ['STORE', 'PARTNER', 'PLATFORM'] as const;
/** A rule's action: the two above, or REVIEW (a missing-item report goes to an admin). */
export const RULE_ACTIONS = ['WALLET', 'COUPON', 'REVIEW'] as const;
/** REFUNDED: money back (wallet or provider); COUPON: a coupon worth it; IN_REVIEW: an admin decides; REJECTED: nothing given. */
export const ITEM_REPORT_STATUSES = ['REFUNDED', 'COUPON', 'IN_REVIEW', 'REJECTED'] as const;

/** What the server gives when an order goes wrong, and who pays for it (issue 36). */
export const compensationRules = pgTable('compensation_rules', {
  id: id(),
  name: text().notNull(),
  trigger: text({ enum: COMPENSATION_TRIGGERS }).notNull(),
  /** LATE: delivered more than this many minutes after the promise. */
  lateMinutes: integer().notNull().default(0),
  action: text({ enum: RULE_ACTIONS }).notNull(),
  amountPaise: money(),
  /** MISSING: reports worth at most this many paise (0: any); the smallest limit that covers a report applies. */
  upToPaise: money(),
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
    /** The rule that gave it; null for an admin's decision on a reviewed report. */
    ruleId: integer().references(() => compensationRules.id),
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

/**
 * A customer's report of missing or wrong items of a delivered order (issue 36): one per order (the
 * unique index, so a double tap or a race makes one), decided by a MISSING rule or by an admin.
 */
export const itemReports = pgTable(
  'item_reports',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id),
    status: text({ enum: ITEM_REPORT_STATUSES }).notNull(),
    /** The lines as reported: [{ line_id, name, quantity, problem, value_paise }]. */
    lines: jsonb().$type<ItemReportLine[]>().notNull(),
    note: text().notNull().default(''),
    /** A picture the customer took, stored like every upload. */
    photo: text(),
    /** What the lines are worth (their share of what was paid), at most what was refundable. */
    valuePaise: money(),
    /** What was given: refunded or the coupon's value. */
    givenPaise: money(),
    ruleId: integer().references(() => compensationRules.id),
    couponId: integer().references(() => coupons.id),
    decidedByUserId: integer().references(() => users.id),
    decidedAt: at(),
    decisionNote: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.status, t.id)],
);

export interface ItemReportLine {
  readonly line_id: number;
  readonly name: string;
  readonly quantity: number;
  readonly problem: 'MISSING' | 'WRONG';
  readonly value_paise: number;
}

export const SUBSTITUTION_KINDS = ['REMOVE', 'REPLACE'] as const;

/**
 * A line the store could not supply (issue 36): left out, or a replacement proposed for the customer
 * to answer. What the line was is kept here (the order's line itself is changed or deleted when the
 * substitution is settled), so the order's page and receipt can say what happened. At most one proposal
 * waits per line (the partial unique index): two racing proposals give one.
 */
export const substitutions = pgTable(
  'substitutions',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The order's line (order_lines.id); not a reference: the line goes when it is left out. */
    orderLineId: integer().notNull(),
    kind: text({ enum: SUBSTITUTION_KINDS }).notNull(),
    status: text({ enum: SUBSTITUTION_STATUSES }).notNull(),
    lineName: text().notNull(),
    lineQuantity: integer().notNull(),
    /** What the line cost with its add-ons. */
    lineTotalPaise: money(),
    replacementItemId: integer(),
    replacementName: text(),
    replacementIsVeg: boolean(),
    replacementQuantity: integer(),
    replacementUnitPricePaise: money(),
    /** Settled: the bill's total after − before (signed), the part refunded and the part added to the cash due. */
    differencePaise: integer().notNull().default(0),
    refundPaise: money(),
    collectPaise: money(),
    /** Who settled it: customer, store, or default (the customer's checkout choice when time ran out). */
    settledBy: text(),
    proposedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    /** A proposal's answer is due by then; after it the default applies. */
    answerBy: at(),
    createdAt: createdAt(),
    settledAt: at(),
  },
  (t) => [index().on(t.orderId), uniqueIndex('substitutions_one_pending_per_line').on(t.orderLineId).where(sql`status = 'PENDING'`), index('substitutions_pending_due').on(t.answerBy).where(sql`status = 'PENDING'`)],
);
export type SubstitutionRow = typeof substitutions.$inferSelect;
