import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Surrogate key; "by default" so the seed can give ids the spec's links depend on (deal id = category id). */
export const id = () => integer().primaryKey().generatedByDefaultAsIdentity();

/** Money is integer paise in the database too (ADR 0001); the column name says so. */
export const money = () => integer().notNull().default(0);

export const createdAt = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const at = () => timestamp({ withTimezone: true, mode: 'date' });
