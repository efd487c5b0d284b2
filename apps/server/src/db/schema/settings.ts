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

/**
 * Local outbox: the development mail and SMS adapters write here instead of sending; with DEV_OUTBOX on,
 * every web push the server asks for is also kept here (channel PUSH, recipient `user:{id}`, body the
 * JSON the service worker gets) so a developer or a browser test can see and replay it.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: id(),
    channel: text({ enum: ['SMS', 'MAIL', 'PUSH'] }).notNull(),
    recipient: text().notNull(),
    subject: text(),
    body: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.recipient)],
);
