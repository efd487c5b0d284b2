import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

/** Key/value settings (SPEC §3). Only `isPublic` ones are sent to browsers by get-settings. */
export const settings = pgTable('settings', {
  id: id(),
  key: text().notNull().unique(),
  value: text().notNull().default(''),
  isPublic: boolean().notNull().default(true),
  updatedAt: updatedAt(),
});

export const languages = pgTable('languages', {
  id: id(),
  code: text().notNull().unique(),
  languageName: text().notNull(),
  isDefault: boolean().notNull().default(false),
  isActive: boolean().notNull().default(true),
  isRtl: boolean().notNull().default(false),
  createdAt: createdAt(),
});

export const translations = pgTable(
  'translations',
  {
    languageId: integer()
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    value: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.languageId, t.key] })],
);

/** Local outbox for SMS and mail: the development adapter writes here instead of sending. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: id(),
    channel: text({ enum: ['SMS', 'MAIL'] }).notNull(),
    recipient: text().notNull(),
    subject: text(),
    body: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.recipient)],
);
