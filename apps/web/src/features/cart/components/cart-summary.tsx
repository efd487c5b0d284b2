import { VegMark } from '../../../components/ui/veg-mark';
import { useMoney, useNumber } from '../../../lib/format';
import { useCart } from '../hooks';
import { lineTotal } from '../lines';

/** The cart as a read-only list for checkout: quantity × name, add-ons, line total. */
export function CartSummary() {
  const cart = useCart();
  const money = useMoney();
  const formatNumber = useNumber();
  return (
    <ul className="order-items">
      {cart.lines.map((line) => (
        <li key={`${line.id}:${line.selectedaddons.map((a) => a.addon_id).join('-')}`} className="order-items__line">
          <VegMark isVeg={line.is_veg} />
          <span className="order-items__text">
            <span className="order-items__name">
              {formatNumber(line.quantity)} × {line.name}
            </span>
            {line.selectedaddons.length > 0 && (
              <span className="order-items__addons">{line.selectedaddons.map((a) => a.addon_name).join(', ')}</span>
            )}
          </span>
          <span className="order-items__total">{money(lineTotal(line))}</span>
        </li>
      ))}
    </ul>
  );
}
