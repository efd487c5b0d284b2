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

/** Slots drawn with the page: the ones a phone's first screen reaches; the others come just after. */
export const SLOTS_WITH_THE_PAGE = 2;

