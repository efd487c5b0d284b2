import { lazy, Suspense, useState } from 'react';
import type { Item } from '@keka/contracts';
import { isAtMaxQuantity, type CartAddon } from '@keka/domain';
import { announce } from '../../../lib/announce';
import { translate } from '../../../lib/i18n';
import { settingText } from '../../../lib/settings';
import { useItemQuantity } from '../hooks';
import { lastLineOfItem, quantityOfItem, toNewLine } from '../lines';
import { addLine, decrement, useCartStore } from '../state';
import { ItemControl } from './item-control';

// The add-on sheet is its own chunk, asked for the first time a customisable dish is added: a
// store's first screen does not wait for it.
const AddonSheet = lazy(() => import('./addon-sheet').then((m) => ({ default: m.AddonSheet })));

function announceQuantity(item: Item, prefix = ''): void {
  const count = quantityOfItem(useCartStore.getState().cart, item.id);
  const message =
    count === 0 ? translate('cart.announce.removed', { name: item.name }) : translate('cart.announce.quantity', { name: item.name, count });
  announce(`${prefix}${message}`);
}

/**
 * The menu's item control wired to the cart; customisable items go through the add-on sheet. At a
 * store that is not accepting orders (`closed`) ADD is disabled.
 */
export function CartItemControl({ item, closed = false }: { readonly item: Item; readonly closed?: boolean }) {
  const quantity = useItemQuantity(item.id);
  const [sheetOpen, setSheetOpen] = useState(false);
  // Drawn once first opened, then kept, so that it closes as it opened.
  const [sheetWanted, setSheetWanted] = useState(false);
  if (sheetOpen && !sheetWanted) setSheetWanted(true);
  const customisable = item.addon_categories.length > 0;

  const add = (addons: CartAddon[] = []) => {
    const removedOther = addLine(toNewLine(item, addons));
    // The float cart shows itemsRemovedMsg; screen readers hear it first.
    announceQuantity(item, removedOther ? `${settingText('itemsRemovedMsg')}. ` : '');
  };
  const remove = () => {
    const line = lastLineOfItem(useCartStore.getState().cart, item.id);
    if (!line) return;
    decrement(line);
    announceQuantity(item);
  };

  return (
    <>
      <ItemControl
        name={item.name}
        isActive={item.is_active === 1}
        quantity={quantity}
        canIncrement={!isAtMaxQuantity({ quantity, max_qty: item.max_qty })}
        customisable={customisable}
        onAdd={() => (customisable ? setSheetOpen(true) : add())}
        onIncrement={() => (customisable ? setSheetOpen(true) : add())}
        onDecrement={remove}
        closed={closed}
      />
      {customisable && sheetWanted && (
        <Suspense fallback={null}>
          <AddonSheet
            item={item}
            open={sheetOpen}
            onClose={() => setSheetOpen(false)}
            onConfirm={(addons) => {
              setSheetOpen(false);
              add(addons);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
