import type { Tx } from '../client';
import { dealStores, deals, homeCategories } from '../schema';
import type { CategoryImage } from './images/category-art';
import { categoryImagePath } from './images/paths';
import { requireId } from './require-id';

/**
 * Home category grid (SPEC §2): id 1 opens /food, the tile with a link opens /stores/kfc-restaurant,
 * every other tile opens /keka-deal/{id}, so each of those has a deal with the same id.
 */

interface DealSeed {
  readonly name: string;
  readonly description: string;
  readonly stores: readonly string[];
}

interface HomeTileSeed {
  readonly id: number;
  readonly name: string;
  readonly image: CategoryImage;
  readonly link?: string;
  readonly deal?: DealSeed;
}

export const FOOD_TILE_ID = 1;
export const LINK_TILE_SLUG = 'kfc-restaurant';

export const HOME_TILES: readonly HomeTileSeed[] = [
  { id: FOOD_TILE_ID, name: 'Food', image: 'food' },
  { id: 2, name: 'Fried Chicken', image: 'fried-chicken', link: LINK_TILE_SLUG },
  { id: 3, name: 'Biryani', image: 'biryani', deal: { name: 'Biryani Festival', description: 'Dum, Hyderabadi and Malabar biryanis from the best handis in town.', stores: ['nawabs-biryani-house', 'spice-route', 'malabar-coast-kitchen', 'tandoori-nights'] } },
  { id: 4, name: 'Pizza', image: 'pizza', deal: { name: 'Pizza Party', description: 'Wood-fired pizzas and loaded sides. 20% off at Forno with PIZZA20.', stores: ['forno-pizzeria', 'burger-yard'] } },
  { id: 5, name: 'Healthy', image: 'healthy', deal: { name: 'Eat Light', description: 'Bowls, salads, idlis and thalis that keep you going.', stores: ['green-bowl-co', 'mylari-tiffin-room', 'annapoorna-thali'] } },
  { id: 6, name: 'Desserts', image: 'desserts', deal: { name: 'Sweet Endings', description: 'Cakes, brownies, payasam and mithai.', stores: ['brew-and-bake', 'forno-pizzeria', 'annapoorna-thali', 'nawabs-biryani-house'] } },
  { id: 7, name: 'Groceries', image: 'groceries', deal: { name: 'Fresh Groceries', description: 'Fruits, vegetables and daily essentials in a delivery slot that suits you.', stores: ['green-basket', 'daily-fresh-mart'] } },
  { id: 8, name: 'Pure Veg', image: 'pure-veg', deal: { name: 'Pure Veg Kitchens', description: 'Kitchens that cook only vegetarian food.', stores: ['annapoorna-thali', 'mylari-tiffin-room'] } },
  { id: 9, name: 'Quick Bites', image: 'quick-bites', deal: { name: 'Quick Bites', description: 'Rolls, burgers, tiffin and coffee in about 20 minutes.', stores: ['roll-junction', 'burger-yard', 'brew-and-bake', 'mylari-tiffin-room'] } },
  { id: 10, name: 'South Indian', image: 'south-indian', deal: { name: 'Taste of the South', description: 'Dosas, appams, meals and coastal curries.', stores: ['mylari-tiffin-room', 'malabar-coast-kitchen'] } },
];

export async function insertHomeTiles(tx: Tx, storeIds: ReadonlyMap<string, number>): Promise<void> {
  await tx.insert(homeCategories).values(
    HOME_TILES.map((tile, i) => ({ id: tile.id, name: tile.name, image: categoryImagePath(tile.image), link: tile.link ?? null, sortOrder: i })),
  );
  const dealTiles = HOME_TILES.flatMap((tile) => (tile.deal ? [{ tile, deal: tile.deal }] : []));
  await tx.insert(deals).values(dealTiles.map(({ tile, deal }) => ({ id: tile.id, name: deal.name, description: deal.description, image: categoryImagePath(tile.image) })));
  await tx.insert(dealStores).values(
    dealTiles.flatMap(({ tile, deal }) => deal.stores.map((slug, i) => ({ dealId: tile.id, storeId: requireId(storeIds, slug), sortOrder: i }))),
  );
}

/** The deal id a tile opens, by its name (sliders link to deals). */
export function dealIdOf(tileName: string): number {
  const tile = HOME_TILES.find((t) => t.name === tileName && t.deal);
  if (!tile) throw new Error(`no deal tile named ${tileName}`);
  return tile.id;
}
