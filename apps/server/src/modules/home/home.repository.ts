import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cities, homeCategories, sliders, slides } from '../../db/schema';

export type SlideRow = typeof slides.$inferSelect;
export type SliderPosition = (typeof sliders.$inferSelect)['position'];

export const homeRepository = {
  /** Active slides of active sliders, with their slider's position and city centre. */
  async listSlides(db: Db): Promise<{ slide: SlideRow; position: SliderPosition; city: { latitude: number; longitude: number } | null }[]> {
    const rows = await db
      .select({ slide: slides, position: sliders.position, cityLat: cities.latitude, cityLng: cities.longitude })
      .from(slides)
      .innerJoin(sliders, eq(sliders.id, slides.sliderId))
      .leftJoin(cities, eq(cities.id, slides.cityId))
      .where(and(eq(slides.isActive, true), eq(sliders.isActive, true)))
      .orderBy(asc(slides.sortOrder), asc(slides.id));
    return rows.map((r) => ({
      slide: r.slide,
      position: r.position,
      city: r.cityLat === null || r.cityLng === null ? null : { latitude: r.cityLat, longitude: r.cityLng },
    }));
  },

  async listHomeCategories(db: Db) {
    return db.select().from(homeCategories).where(eq(homeCategories.isActive, true)).orderBy(asc(homeCategories.sortOrder), asc(homeCategories.id));
  },
};
