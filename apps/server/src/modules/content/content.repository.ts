import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pages } from '../../db/schema';

export const contentRepository = {
  async listPages(db: Db) {
    return db
      .select({ id: pages.id, slug: pages.slug, title: pages.title })
      .from(pages)
      .where(eq(pages.isActive, true))
      .orderBy(asc(pages.sortOrder), asc(pages.id));
  },

  async findPage(db: Db, slug: string) {
    const [row] = await db
      .select()
      .from(pages)
      .where(and(eq(pages.slug, slug), eq(pages.isActive, true)))
      .limit(1);
    return row;
  },
};
