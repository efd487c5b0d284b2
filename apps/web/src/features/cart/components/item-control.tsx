import { useEffect, useRef } from 'react';
import { MinusIcon } from '../../../components/ui/icons/minus';
import { PlusIcon } from '../../../components/ui/icons/plus';
import { useNumber } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import './item-control.css';

export interface ItemControlProps {
  readonly name: string;
  readonly isActive: boolean;
  readonly quantity: number;
  /** False at max_qty: the + disappears (SPEC §4). */
  readonly canIncrement: boolean;
  readonly customisable: boolean;
  readonly onAdd: () => void;
  readonly onIncrement: () => void;
  readonly onDecrement: () => void;
  /** The store is not accepting orders: ADD is disabled (the screen says why); − still works. */
  readonly closed?: boolean;
}

/**
 * SPEC §4 item control: ADD when not in the cart; − quantity + when in it (+ hidden at max_qty);
 * a not-available text for inactive items. Focus follows the control as it changes shape.
 */
export function ItemControl({ name, isActive, quantity, canIncrement, customisable, onAdd, onIncrement, onDecrement, closed = false }: ItemControlProps) {
  const t = useT();
  const formatNumber = useNumber();
  const root = useRef<HTMLDivElement>(null);
  const hadFocus = useRef(false);
  const previous = useRef(quantity);

  useEffect(() => {
    const crossed = (previous.current === 0) !== (quantity === 0);
    previous.current = quantity;
    if (!crossed || !hadFocus.current) return;
    const target = root.current?.querySelector<HTMLButtonElement>(quantity === 0 ? '.item-control__add' : '.item-control__step:last-of-type');
    target?.focus();
  }, [quantity]);

  if (!isActive) {
    return <div className="item-control item-control--na">{t('item.notAvailable')}</div>;
  }

  return (
    <div
      ref={root}
      className="item-control"
      onFocus={() => {
        hadFocus.current = true;
      }}
      onBlur={(event) => {
        hadFocus.current = root.current?.contains(event.relatedTarget) ?? false;
      }}
    >
      {quantity === 0 ? (
        <button type="button" className="item-control__add" onClick={onAdd} disabled={closed} aria-label={t('item.addLabel', { name })}>
          {t('item.add')}
          {customisable && (
            <span className="item-control__plus" aria-hidden="true">
              +
            </span>
          )}
        </button>
      ) : (
        <div className="item-control__stepper" role="group" aria-label={t('item.quantityGroup', { name })}>
          <button type="button" className="item-control__step" onClick={onDecrement} aria-label={t('item.decrease', { name })}>
            <MinusIcon size={18} />
          </button>
          <span className="item-control__qty">
            <span aria-hidden="true">{formatNumber(quantity)}</span>
            <span className="visually-hidden">{t('item.inCart', { count: quantity })}</span>
          </span>
          {canIncrement && !closed ? (
            <button type="button" className="item-control__step" onClick={onIncrement} aria-label={t('item.increase', { name })}>
              <PlusIcon size={18} />
            </button>
          ) : (
            <span className="item-control__step item-control__step--off" aria-hidden="true" />
          )}
        </div>
      )}
    </div>
  );
}
