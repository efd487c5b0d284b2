import type { HomeCategory, Slide } from '@keka/contracts';
import type { AppPath } from '../../lib/link';

/** SPEC §2 category tiles: id 1 → /food; a category with a link → /stores/{link}; others → /keka-deal/{id}. */
export function categoryHref(category: Pick<HomeCategory, 'id' | 'link'>): AppPath {
  if (category.id === 1) return '/food';
  if (category.link) return `/stores/${category.link}`;
  return `/keka-deal/${category.id}`;
}

/**
 * SPEC §2 slides by model: 4 → /keka-deal/{keka_deal_id}; 5 → /slider-stores/{id}; 1 → the store of the
 * slug, or the item group's page when the slide names one (SPEC §3 slide item_group_id); none → no link.
 */
export function slideHref(slide: Pick<Slide, 'id' | 'model' | 'slug' | 'keka_deal_id' | 'item_group_id'>): AppPath | null {
  switch (slide.model) {
    case 4:
      return slide.keka_deal_id === null ? null : `/keka-deal/${slide.keka_deal_id}`;
    case 5:
      return `/slider-stores/${slide.id}`;
    case 1:
      if (slide.item_group_id !== null) return `/item-group/${slide.item_group_id}`;
      return slide.slug ? `/stores/${slide.slug}` : null;
    case null:
      return null;
  }
}

/** The greeting by the hour of the day (local time). */
export function greetingKey(hour: number): 'home.greeting.morning' | 'home.greeting.afternoon' | 'home.greeting.evening' {
  if (hour < 12) return 'home.greeting.morning';
  if (hour < 17) return 'home.greeting.afternoon';
  return 'home.greeting.evening';
}

/** SPEC §2/§6: the rewards banner and the scratch-card modal need at least one reward. */
export const MIN_REWARDS = 1;

export function hasRewards(user: { readonly rewards: number } | null): boolean {
  return user !== null && user.rewards >= MIN_REWARDS;
}

/** The 'Hurray!' modal opens once per new card: only while the server says some card is unseen. */
export function hasUnseenRewards(user: { readonly rewards: number; readonly unseen_rewards?: number } | null): boolean {
  return hasRewards(user) && (user?.unseen_rewards ?? 0) >= MIN_REWARDS;
}

/** The promo slides not already on the home screen (promo-slider repeats some of home-data's). */
export function freshSlides<S extends { readonly id: number }>(slides: readonly S[], shown: ReadonlyArray<readonly { readonly id: number }[]>): S[] {
  const seen = new Set(shown.flatMap((list) => list.map((s) => s.id)));
  return slides.filter((s) => !seen.has(s.id));
}
