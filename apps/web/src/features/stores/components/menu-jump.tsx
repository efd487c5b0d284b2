import { useState } from 'react';
import { ListIcon } from '../../../components/ui/icons/list';
import { Sheet } from '../../../components/ui/sheet';
import { useNumber } from '../../../lib/format';
import { useT, useTn } from '../../../lib/i18n';
import { sectionAnchor, type MenuSection } from '../menu-filter';

/** The sheet closes through a history step first; jump once it has (Chrome restores scroll on that step). */
const JUMP_AFTER_CLOSE_MS = 120;

function jumpTo(id: string): void {
  const section = document.getElementById(sectionAnchor(id));
  if (!section) return;
  section.scrollIntoView({ block: 'start' });
  // Focus follows, so keyboard and screen-reader users land in the section too.
  document.getElementById(`${sectionAnchor(id)}-h`)?.focus({ preventScroll: true });
}

/** A floating 'Menu' button opening the list of sections with their counts; a tap jumps there. */
export function MenuJump({ sections, raised }: { readonly sections: readonly MenuSection[]; readonly raised: boolean }) {
  const t = useT();
  const tn = useTn();
  const formatNumber = useNumber();
  const [open, setOpen] = useState(false);
  if (sections.length < 2) return null;
  return (
    <>
      <button type="button" className={`menu-fab ${raised ? 'menu-fab--raised' : ''}`} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <ListIcon size={18} />
        {t('store.menuButton')}
      </button>
      <Sheet open={open} onClose={() => setOpen(false)} title={t('store.jump.title')}>
        <ul className="menu-jump">
          {sections.map((section) => (
            <li key={section.id}>
              <button
                type="button"
                className="menu-jump__item"
                onClick={() => {
                  setOpen(false);
                  window.setTimeout(() => jumpTo(section.id), JUMP_AFTER_CLOSE_MS);
                }}
              >
                <span className="menu-jump__name">{section.name}</span>
                <span className="menu-jump__count">
                  <span aria-hidden="true">{formatNumber(section.items.length)}</span>
                  <span className="visually-hidden">{tn('store.jump.count', section.items.length)}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </Sheet>
    </>
  );
}
