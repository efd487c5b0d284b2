import type { ReactNode } from 'react';
import type { Item } from '@keka/contracts';
import { sectionAnchor, type MenuSection } from '../menu-filter';
import { ItemRow } from './item-row';

export interface MenuProps {
  readonly sections: readonly MenuSection[];
  readonly renderControl: (item: Item) => ReactNode;
  /** Where a dish's name links to (its detail page). */
  readonly itemHref?: (item: Item) => string;
}

/** The menu by section (recommended first); each heading is a jump target of the menu sheet. */
export function Menu({ sections, renderControl, itemHref }: MenuProps) {
  return (
    <>
      {sections.map((section) => {
        const anchor = sectionAnchor(section.id);
        return (
          <section key={section.id} id={anchor} className="menu-section" aria-labelledby={`${anchor}-h`}>
            <h2 id={`${anchor}-h`} className="menu-section__title" tabIndex={-1}>
              {section.name} <span className="menu-section__count">({section.items.length})</span>
            </h2>
            <ul className="menu-section__list">
              {section.items.map((item) => (
                <li key={item.id}>
                  <ItemRow item={item} control={renderControl(item)} href={itemHref?.(item)} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
