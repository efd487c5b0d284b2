import type { Tx } from '../client';
import { offerSectionItems, offerSectionStores, offerSections } from '../schema';
import { bannerImagePath } from './images/paths';
import type { BannerImage } from './images/promo-specs';
import { RESTAURANTS } from './restaurants';
import { requireId } from './require-id';

/** Offer sections: /offer-section/{id} lists items, /offer-restaurants-section/{id} lists stores. */

interface ItemOffer {
  readonly title: string;
  readonly subtitle: string;
  readonly image: BannerImage;
  /** [store slug, item name] */
  readonly items: ReadonlyArray<readonly [string, string]>;
}

interface StoreOffer {
  readonly title: string;
  readonly subtitle: string;
  readonly image: BannerImage;
  readonly stores: readonly string[];
}

const ITEM_OFFERS: readonly ItemOffer[] = [
  {
    title: 'Meals under ₹149',
    subtitle: 'Big on taste, easy on the wallet',
    image: 'offer-under-149',
    items: [
      ['mylari-tiffin-room', 'Masala Dosa'],
      ['mylari-tiffin-room', 'Idli Vada Combo'],
      ['mylari-tiffin-room', 'Filter Coffee'],
      ['roll-junction', 'Paneer Tikka Roll'],
      ['roll-junction', 'Egg Roll'],
      ['burger-yard', 'Classic Aloo Tikki Burger'],
      ['burger-yard', 'Salted Fries'],
      ['brew-and-bake', 'Butter Croissant'],
      ['kfc-restaurant', 'Veg Krunch Burger'],
      ['dragon-wok', 'Veg Momos (6 pcs)'],
    ],
  },
  {
    title: "Chef's specials",
    subtitle: 'Signature dishes from the best kitchens near you',
    image: 'offer-chef-specials',
    items: [
      ['spice-route', 'Butter Chicken'],
      ['nawabs-biryani-house', 'Hyderabadi Chicken Dum Biryani'],
      ['malabar-coast-kitchen', 'Meen Curry (Kerala Fish Curry)'],
      ['forno-pizzeria', 'Margherita'],
      ['green-bowl-co', 'Mexican Burrito Bowl'],
      ['annapoorna-thali', 'Gujarati Thali'],
    ],
  },
];

/** 'Top rated' is derived from the data so it stays true when ratings are edited. */
const TOP_RATED = RESTAURANTS.filter((r) => (r.isActive ?? true) && r.rating >= 4.4).map((r) => r.slug);

const STORE_OFFERS: readonly StoreOffer[] = [
  { title: 'Free delivery', subtitle: 'Your first order from these stores is delivered free', image: 'offer-free-delivery', stores: RESTAURANTS.filter((r) => r.isFreeDelivery).map((r) => r.slug) },
  { title: 'Top rated near you', subtitle: 'Rated 4.4 and above by Bengaluru', image: 'offer-top-rated', stores: TOP_RATED },
];

export interface OfferRefs {
  readonly storeIds: ReadonlyMap<string, number>;
  readonly itemIds: ReadonlyMap<string, ReadonlyMap<string, number>>;
}

export async function insertOfferSections(tx: Tx, refs: OfferRefs): Promise<number> {
  for (const offer of ITEM_OFFERS) {
    const id = await insertSection(tx, offer);
    await tx.insert(offerSectionItems).values(offer.items.map(([slug, name]) => ({ offerSectionId: id, itemId: requireId(requireStore(refs.itemIds, slug), name) })));
  }
  for (const offer of STORE_OFFERS) {
    const id = await insertSection(tx, offer);
    await tx.insert(offerSectionStores).values(offer.stores.map((slug) => ({ offerSectionId: id, storeId: requireId(refs.storeIds, slug) })));
  }
  return ITEM_OFFERS.length + STORE_OFFERS.length;
}

async function insertSection(tx: Tx, offer: { title: string; subtitle: string; image: BannerImage }): Promise<number> {
  const [row] = await tx.insert(offerSections).values({ title: offer.title, subtitle: offer.subtitle, image: bannerImagePath(offer.image) }).returning({ id: offerSections.id });
  if (!row) throw new Error(`offer section ${offer.title} was not inserted`);
  return row.id;
}

function requireStore<V>(map: ReadonlyMap<string, V>, slug: string): V {
  const value = map.get(slug);
  if (value === undefined) throw new Error(`seed data refers to unknown store ${slug}`);
  return value;
}
