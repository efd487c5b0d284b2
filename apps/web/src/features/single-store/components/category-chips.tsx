import { useEffect, useRef } from 'react';

export interface Chip {
  readonly id: number | null;
  readonly name: string;
}

export interface CategoryChipsProps {
  readonly label: string;
  readonly chips: readonly Chip[];
  readonly selectedId: number | null;
  readonly onSelect: (id: number | null) => void;
}

/** A sticky row of category chips; the chosen one is pressed and scrolled into view. */
export function CategoryChips({ label, chips, selectedId, onSelect }: CategoryChipsProps) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const chosen = list.current?.querySelector<HTMLElement>('[aria-pressed="true"]');
    chosen?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [selectedId]);
  if (chips.length < 2) return null;
  return (
    <nav className="ss-chips" aria-label={label}>
      <ul ref={list}>
        {chips.map((chip) => (
          <li key={chip.id ?? 'all'}>
            <button type="button" className="ss-chips__chip" aria-pressed={chip.id === selectedId} onClick={() => onSelect(chip.id)}>
              {chip.name}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
