import { memo, type ReactNode } from 'react';
import type { Item } from '@keka/contracts';
import { Deferred } from '../../../components/ui/deferred';
import { sectionAnchor, type MenuSection } from '../menu-filter';
import { ItemRow } from './item-row';
import type { AppPath } from '../../../lib/link';

export interface MenuProps {
  readonly sections: readonly MenuSection[];
  readonly renderControl: (item: Item) => ReactNode;
  /** Where a dish's name links to (its detail page). */
  readonly itemHref?: (item: Item) => AppPath;
}

/**
 * The menu by section (recommended first); each heading is a jump target of the menu sheet. The first
 * section is drawn with the page, the others in React's deferred render after it (`Deferred`): a menu
 * of 30 dishes drawn at once was a 120 ms task on a cheap phone.
 */
export function Menu({ sections, renderControl, itemHref }: MenuProps) {
  const [first, ...rest] = sections;
  const draw = (section: MenuSection) => <MenuSectionList key={section.id} section={section} renderControl={renderControl} itemHref={itemHref} />;
  return (
    <>
      {first && draw(first)}
      {rest.length > 0 && <Deferred>{rest.map(draw)}</Deferred>}
    </>
  );
}

/** Memoised: a new cart count redraws the page, not each section's dishes. */
const MenuSectionList = memo(function MenuSectionList({ section, renderControl, itemHref }: Omit<MenuProps, 'sections'> & { readonly section: MenuSection }) {
  const anchor = sectionAnchor(section.id);
  return (
    <section id={anchor} className="menu-section" aria-labelledby={`${anchor}-h`}>
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
});
