import { slideTypeOf } from '@keka/contracts';
import type { Tx } from '../client';
import { slideStores, slides, sliders } from '../schema';
import { dealIdOf } from './home';
import { slideImagePath } from './images/paths';
import type { SlideImage } from './images/promo-specs';
import { requireId } from './require-id';

/**
 * Home sliders and their slides. A slide's model decides its link (SPEC §2): 1 → its slug (a store),
 * 4 → /keka-deal/{keka_deal_id}, 5 → /slider-stores/{slide id} (slide_stores), none → no link.
 */

type SlideLink =
  | { readonly model: 1; readonly slug: string; readonly itemGroup?: { readonly store: string; readonly key: string } }
  | { readonly model: 4; readonly deal: string }
  | { readonly model: 5; readonly stores: readonly string[] }
  | { readonly model: null };

interface SlideSeed {
  readonly name: string;
  readonly image: SlideImage;
  readonly link: SlideLink;
}

interface SliderSeed {
  readonly name: string;
  readonly position: 'TOP' | 'AD' | 'BOTTOM' | 'PROMO';
  readonly slides: readonly SlideSeed[];
}

export const SLIDERS: readonly SliderSeed[] = [
  {
    name: 'Home top',
    position: 'TOP',
    slides: [
      { name: '50% off your first order', image: 'welcome50', link: { model: null } },
      { name: 'Pizza night, sorted', image: 'pizza-party', link: { model: 1, slug: 'forno-pizzeria' } },
      { name: 'Biryani Festival', image: 'biryani-fest', link: { model: 4, deal: 'Biryani' } },
      { name: 'Groceries in 30 minutes', image: 'fresh-groceries', link: { model: 5, stores: ['green-basket', 'daily-fresh-mart'] } },
    ],
  },
  {
    name: 'Keka Offers',
    position: 'AD',
    slides: [
      { name: 'Free delivery on your first order', image: 'free-delivery', link: { model: 5, stores: ['green-bowl-co', 'annapoorna-thali'] } },
      { name: 'Eat light, feel great', image: 'healthy-week', link: { model: 4, deal: 'Healthy' } },
      { name: 'Midnight cravings?', image: 'late-night', link: { model: 5, stores: ['burger-yard', 'roll-junction', 'kfc-restaurant'] } },
    ],
  },
  {
    name: 'Special Offers',
    position: 'BOTTOM',
    slides: [
      { name: 'Flat ₹75 off', image: 'flat75', link: { model: null } },
      { name: 'Sweet endings', image: 'desserts', link: { model: 4, deal: 'Desserts' } },
      { name: 'Crispy dosas, fluffy idlis', image: 'south-tiffin', link: { model: 1, slug: 'mylari-tiffin-room' } },
    ],
  },
  {
    name: 'Promotions',
    position: 'PROMO',
    slides: [
      { name: 'Summer fruit fest', image: 'summer-fruits', link: { model: 1, slug: 'green-basket', itemGroup: { store: 'green-basket', key: 'summer-fruits' } } },
      { name: 'Stock up on staples', image: 'monthly-staples', link: { model: 1, slug: 'daily-fresh-mart', itemGroup: { store: 'daily-fresh-mart', key: 'staples' } } },
      { name: 'Bucket deals', image: 'bucket-deals', link: { model: 1, slug: 'kfc-restaurant' } },
    ],
  },
];

export interface SliderRefs {
  readonly storeIds: ReadonlyMap<string, number>;
  /** Item group ids by `${storeSlug}/${groupKey}`. */
  readonly itemGroupIds: ReadonlyMap<string, number>;
}

export async function insertSliders(tx: Tx, refs: SliderRefs): Promise<number> {
  let slideCount = 0;
  for (const slider of SLIDERS) {
    const [row] = await tx.insert(sliders).values({ name: slider.name, position: slider.position }).returning({ id: sliders.id });
    if (!row) throw new Error(`slider ${slider.name} was not inserted`);
    for (const [i, slide] of slider.slides.entries()) await insertSlide(tx, row.id, slide, i, refs);
    slideCount += slider.slides.length;
  }
  return slideCount;
}

async function insertSlide(tx: Tx, sliderId: number, slide: SlideSeed, sortOrder: number, refs: SliderRefs): Promise<void> {
  const { link } = slide;
  const itemGroupId = link.model === 1 && link.itemGroup ? requireId(refs.itemGroupIds, `${link.itemGroup.store}/${link.itemGroup.key}`) : null;
  const [row] = await tx
    .insert(slides)
    .values({
      sliderId,
      name: slide.name,
      image: slideImagePath(slide.image),
      model: link.model,
      slug: link.model === 1 ? link.slug : null,
      kekaDealId: link.model === 4 ? dealIdOf(link.deal) : null,
      type: slideTypeOf(link.model, itemGroupId),
      itemGroupId,
      sortOrder,
    })
    .returning({ id: slides.id });
  if (!row) throw new Error(`slide ${slide.name} was not inserted`);
  if (link.model === 5) {
    await tx.insert(slideStores).values(link.stores.map((slug) => ({ slideId: row.id, storeId: requireId(refs.storeIds, slug) })));
  }
}
