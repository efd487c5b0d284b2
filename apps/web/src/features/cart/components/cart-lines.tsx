import { isItemAtMaxQuantity, type CartLine } from '@keka/domain';
import { VegMark } from '../../../components/ui/veg-mark';
import { announce } from '../../../lib/announce';
import { useMoney } from '../../../lib/format';
import { translate, useT } from '../../../lib/i18n';
import { useCart } from '../hooks';
import { lineTotal } from '../lines';
import { addLine, decrement, removeFromCart } from '../state';
import { ItemControl } from './item-control';

function LineRow({ line, atMax }: { readonly line: CartLine; readonly atMax: boolean }) {
  const t = useT();
  const money = useMoney();
  const inactive = line.is_active !== 1;
  const addons = line.selectedaddons.map((a) => a.addon_name).join(', ');
  const { quantity: _quantity, ...newLine } = line;
  return (
    <li className={`cart-line ${inactive ? 'cart-line--inactive' : ''}`}>
      <VegMark isVeg={line.is_veg} />
      <div className="cart-line__text">
        <span className="cart-line__name">{line.name}</span>
        {addons && <span className="cart-line__addons">{addons}</span>}
        {inactive && <span className="cart-line__na">{t('item.notAvailable')}</span>}
      </div>
      <div className="cart-line__side">
        {inactive ? (
          <button
            type="button"
            className="cart-line__remove"
            onClick={() => {
              removeFromCart(line);
              announce(translate('cart.announce.removed', { name: line.name }));
            }}
            aria-label={t('cart.removeLabel', { name: line.name })}
          >
            {t('cart.remove')}
          </button>
        ) : (
          <ItemControl
            name={line.name}
            isActive
            quantity={line.quantity}
            canIncrement={!atMax}
            customisable={false}
            onAdd={() => addLine(newLine)}
            onIncrement={() => {
              addLine(newLine);
              announce(translate('cart.announce.quantity', { name: line.name, count: line.quantity + 1 }));
            }}
            onDecrement={() => {
              decrement(line);
              announce(
                line.quantity > 1
                  ? translate('cart.announce.quantity', { name: line.name, count: line.quantity - 1 })
                  : translate('cart.announce.removed', { name: line.name }),
              );
            }}
          />
        )}
        <span className="cart-line__total">{money(lineTotal(line))}</span>
      </div>
    </li>
  );
}

/** SPEC §2 Cart 3: each line with its add-ons, controls and line total; unavailable ones in red. */
export function CartLines() {
  const cart = useCart();
  return (
    <ul className="cart-lines">
      {cart.lines.map((line) => (
        <LineRow key={`${line.id}:${line.selectedaddons.map((a) => a.addon_id).join('-')}`} line={line} atMax={isItemAtMaxQuantity(cart, line)} />
      ))}
    </ul>
  );
}
