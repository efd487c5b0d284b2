import { customType, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** bytea as a Buffer on both drivers (node-postgres gives a Buffer, the embedded one a Uint8Array or `\x…` text). */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array | string }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) =>
    typeof value === 'string' ? Buffer.from(value.startsWith('\\x') ? value.slice(2) : value, 'hex') : Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Uploaded pictures (issue 35) when no object storage is configured: every instance reads the same
 * rows, so a picture uploaded through one is served by all. A name is random and its bytes never
 * change (a new picture gets a new name), which is what lets them be served as immutable.
 */
export const uploads = pgTable('uploads', {
  /** `<32 hex>.webp`: the last part of the picture's /uploads/ address. */
  name: text().primaryKey(),
  contentType: text().notNull(),
  bytes: bytes().notNull(),
  sizeBytes: integer().notNull(),
  createdAt: createdAt(),
});
