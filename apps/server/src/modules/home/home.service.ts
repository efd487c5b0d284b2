import type { HomeData, PromoSlider, Slide } from '@keka/contracts';
import { distanceKm, type LatLng } from '@keka/domain';
import type { Db } from '../../db/client';
import { createTtlCache } from '../../lib/ttl-cache';
import { homeRepository as repo, type SlideRow, type SliderPosition } from './home.repository';

/** A city's slides show within this distance of its centre. */
const CITY_REACH_KM = 40;

function presentSlide(s: SlideRow): Slide {
  const model = s.model === 1 || s.model === 4 || s.model === 5 ? s.model : null;
  return {
    id: s.id,
    name: s.name,
    image: s.image,
    model,
    slug: s.slug,
    keka_deal_id: s.kekaDealId,
    type: s.type,
    item_group_id: s.itemGroupId,
  };
}

type Loaded = Awaited<ReturnType<typeof repo.listSlides>>;

export function createHomeService(deps: { db: Db; cacheTtlMs: number }) {
  const slidesCache = createTtlCache<Loaded>(deps.cacheTtlMs);
  const categoriesCache = createTtlCache<HomeData['categories']>(deps.cacheTtlMs);

  async function slidesFor(point: LatLng): Promise<(position: SliderPosition) => Slide[]> {
    const all = await slidesCache.get('slides', () => repo.listSlides(deps.db));
    const visible = all.filter((r) => r.city === null || distanceKm(r.city, point) <= CITY_REACH_KM);
    return (position) => visible.filter((r) => r.position === position).map((r) => presentSlide(r.slide));
  }

  return {
    async homeData(point: LatLng): Promise<HomeData> {
      const [of, categories] = await Promise.all([
        slidesFor(point),
        categoriesCache.get('categories', async () =>
          (await repo.listHomeCategories(deps.db)).map((c) => ({ id: c.id, name: c.name, image: c.image, link: c.link })),
        ),
      ]);
      return { success: true, top_slider: of('TOP'), categories, ad_slider: of('AD'), bottom_slider: of('BOTTOM') };
    },

    /** The promo slider: PROMO slides first ("main"), the bottom slider's as the others. */
    async promoSlider(point: LatLng): Promise<PromoSlider> {
      const of = await slidesFor(point);
      return { success: true, mainSlides: of('PROMO'), otherSlides: of('BOTTOM') };
    },

    invalidate(): void {
      slidesCache.invalidate();
      categoriesCache.invalidate();
    },
  };
}

export type HomeService = ReturnType<typeof createHomeService>;
