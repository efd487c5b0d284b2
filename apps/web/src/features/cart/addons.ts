import type { AddonCategory } from '@keka/contracts';
import type { CartAddon } from '@keka/domain';
import { toCartAddon } from './lines';

/** Chosen add-on ids per add-on category id. */
export type AddonSelection = Readonly<Record<number, readonly number[]>>;

/** SPEC §5: a SINGLE category starts with its first add-on chosen; a MULTI one with none. */
export function initialSelection(categories: readonly AddonCategory[]): AddonSelection {
  const selection: Record<number, number[]> = {};
  for (const category of categories) {
    const first = category.addons[0];
    selection[category.id] = category.type === 'SINGLE' && first ? [first.id] : [];
  }
  return selection;
}

export function toggleAddon(selection: AddonSelection, category: AddonCategory, addonId: number): AddonSelection {
  const current = selection[category.id] ?? [];
  const next =
    category.type === 'SINGLE'
      ? [addonId]
      : current.includes(addonId)
        ? current.filter((id) => id !== addonId)
        : [...current, addonId];
  return { ...selection, [category.id]: next };
}

/** The selected add-ons as cart add-ons, in menu order. */
export function selectionToAddons(categories: readonly AddonCategory[], selection: AddonSelection): CartAddon[] {
  return categories.flatMap((category) =>
    category.addons.filter((addon) => selection[category.id]?.includes(addon.id)).map((addon) => toCartAddon(category, addon)),
  );
}
