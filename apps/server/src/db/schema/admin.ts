import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { users } from './accounts';

/**
 * Every admin write, in the same transaction as the write (issue 11): who, when, what, and the
 * record before and after. Never updated or deleted by the app.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** What was done, e.g. `store.approve`, `settings.update`, `order.force-move`. */
    action: text().notNull(),
    /** What it was done to: a table-like name and the row's key. */
    entity: text().notNull(),
    entityId: text(),
    before: jsonb(),
    after: jsonb(),
    reason: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.createdAt), index().on(t.entity, t.entityId), index().on(t.actorUserId)],
);

export const PAYEE_KINDS = ['STORE', 'PARTNER'] as const;

/** Money handed to a store or a delivery partner outside the app, recorded by an admin. */
export const payouts = pgTable(
  'payouts',
  {
    id: id(),
    payeeKind: text({ enum: PAYEE_KINDS }).notNull(),
    /** A store id or a partner's user id. */
    payeeId: integer().notNull(),
    amountPaise: integer().notNull(),
    /** A bank reference or a note. */
    reference: text().notNull().default(''),
    paidAt: at().notNull(),
    createdByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.payeeKind, t.payeeId)],
);
