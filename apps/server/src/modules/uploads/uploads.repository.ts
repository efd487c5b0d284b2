import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';
import type { PictureStorage } from './picture-storage';

/** The database adapter of the picture storage: rows of `uploads` in the app's own database (PostgreSQL or the embedded one). */
export function createDatabasePictureStorage(db: Db): PictureStorage {
  return {
    kind: 'database',
    async put(name, picture) {
      await db.insert(uploads).values({ name, contentType: picture.contentType, bytes: picture.bytes, sizeBytes: picture.bytes.length }).onConflictDoNothing();
    },
    async get(name) {
      const [row] = await db.select({ bytes: uploads.bytes, contentType: uploads.contentType }).from(uploads).where(eq(uploads.name, name));
      return row ?? null;
    },
    async has(name) {
      const [row] = await db.select({ name: uploads.name }).from(uploads).where(eq(uploads.name, name));
      return Boolean(row);
    },
  };
}
