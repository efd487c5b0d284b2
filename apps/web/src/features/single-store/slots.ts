import type { Item, SlotGroups } from '@keka/contracts';

export interface SlotSection {
  /** 1..4: the slot's place on the page. */
  readonly position: 1 | 2 | 3 | 4;
  /** The slot group's id, for 'View More'. */
  readonly id: number;
  readonly name: string;
  readonly items: readonly Item[];
}

const POSITIONS = [1, 2, 3, 4] as const;

/**
 * SPEC §3 "Store type" / "Store slots": storeType.slot_N names the slot group shown in place N and
 * slot_N_name its heading; store_slots.slot_N carries its items. A place with no group, a group the
 * answer left out or a group without items is not shown; the heading falls back to the group's name.
 */
export function toSlotSections({ storeType, store_slots }: Pick<SlotGroups, 'storeType' | 'store_slots'>): SlotSection[] {
  const sections: SlotSection[] = [];
  for (const position of POSITIONS) {
    const groupId = storeType[`slot_${position}`];
    const slot = store_slots[`slot_${position}`];
    if (groupId === null || slot === null || slot.filtered_items.length === 0) continue;
    const heading = storeType[`slot_${position}_name`].trim();
    sections.push({ position, id: slot.id, name: heading || slot.name, items: slot.filtered_items });
  }
  return sections;
}

/** A phone shows two and a half products of a scroller; the rest come in a later step. */
const PRODUCTS_IN_FIRST_VIEW = 3;
/** Slots drawn with the page (with their first products): the ones a phone's first screen reaches. */
const SLOTS_WITH_THE_PAGE = 2;

/**
 * How many steps after the first paint the slots take: the first slots' other products one slot a step,
 * then each later slot's first products and, a step later, its other products.
 */
export const slotSteps = (slots: number): number => Math.min(slots, SLOTS_WITH_THE_PAGE) + 2 * Math.max(0, slots - SLOTS_WITH_THE_PAGE);

/** How many products slot `index` shows after `step` steps: 0 (not yet drawn), its first ones, or all (undefined). */
export function slotLimit(index: number, step: number): number | undefined {
  if (index < SLOTS_WITH_THE_PAGE) return step > index ? undefined : PRODUCTS_IN_FIRST_VIEW;
  const firstStep = SLOTS_WITH_THE_PAGE + 2 * (index - SLOTS_WITH_THE_PAGE) + 1;
  if (step < firstStep) return 0;
  return step > firstStep ? undefined : PRODUCTS_IN_FIRST_VIEW;
}
