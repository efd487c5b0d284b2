import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cities, popularLocations } from '../../db/schema';

export type PopularLocationRow = typeof popularLocations.$inferSelect;
export type CityRow = typeof cities.$inferSelect;

export const geoRepository = {
  async listPopularLocations(db: Db): Promise<PopularLocationRow[]> {
    return db
      .select()
      .from(popularLocations)
      .where(and(eq(popularLocations.isActive, true)))
      .orderBy(asc(popularLocations.sortOrder), asc(popularLocations.id));
  },

  async listCities(db: Db): Promise<CityRow[]> {
    return db.select().from(cities).orderBy(asc(cities.id));
  },
};
