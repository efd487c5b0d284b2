import type { Item, MenuCategory } from '@keka/contracts';

export interface MenuSection {
  readonly id: string;
  readonly name: string;
  readonly items: readonly Item[];
}

export interface MenuFilter {
  readonly vegOnly: boolean;
  readonly query: string;
}

export const NO_FILTER: MenuFilter = { vegOnly: false, query: '' };

/** Recommended first (when any), then the menu's categories with items, in the server's order. */
export function menuSections(recommended: readonly Item[], categories: readonly MenuCategory[], recommendedName: string): MenuSection[] {
  return [
    ...(recommended.length > 0 ? [{ id: 'recommended', name: recommendedName, items: recommended }] : []),
    ...categories.filter((c) => c.items.length > 0).map((c) => ({ id: String(c.id), name: c.name, items: c.items })),
  ];
}

function normalise(text: string): string {
  return text.toLocaleLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');
}

/** Every word of the query appears in the dish's name or short description (accents ignored). */
export function matchesQuery(item: Pick<Item, 'name' | 'short_desc'>, query: string): boolean {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = normalise(`${item.name} ${item.short_desc}`);
  return words.every((word) => text.includes(word));
}

export function isFiltering(filter: MenuFilter): boolean {
  return filter.vegOnly || filter.query.trim() !== '';
}

/** The sections with only the dishes passing the filter; sections left empty are dropped. */
export function filterSections(sections: readonly MenuSection[], filter: MenuFilter): MenuSection[] {
  if (!isFiltering(filter)) return [...sections];
  return sections
    .map((section) => ({
      ...section,
      items: section.items.filter((item) => (!filter.vegOnly || item.is_veg === 1) && matchesQuery(item, filter.query)),
    }))
    .filter((section) => section.items.length > 0);
}

/** Dishes on show, each counted once (a recommended dish is also in its category). */
export function countDishes(sections: readonly MenuSection[]): number {
  return new Set(sections.flatMap((s) => s.items.map((i) => i.id))).size;
}

/** The veg-only switch only makes sense when there is something to hide. */
export function hasNonVeg(sections: readonly MenuSection[]): boolean {
  return sections.some((s) => s.items.some((i) => i.is_veg !== 1));
}

export const sectionAnchor = (id: string) => `menu-section-${id}`;
