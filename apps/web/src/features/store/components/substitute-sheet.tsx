import { useId, useMemo, useState } from 'react';
import type { ManageItem, StoreOrderCard } from '@keka/contracts';
import { parseRupees } from '@keka/domain';
import { Sheet } from '../../../components/ui/sheet';
import { isApiError } from '../../../lib/api';
import { useMoney } from '../../../lib/format';
import { orderActions, useProducts } from '../api';
import { useStoreT } from '../i18n';

type Line = StoreOrderCard['items'][number];
const MATCHES = 8;
const PRICE = /^\d{1,6}(\.\d{1,2})?$/;

/**
 * Issue 36: a line the kitchen does not have. "Leave it out" changes the order at once (the customer is
 * refunded and told); a replacement (one of the store's items that is on, its quantity and price) goes to
 * the customer to answer, and the card shows it waiting.
 */
export function SubstituteSheet({ order, line, token, onClose, onDone }: { readonly order: StoreOrderCard; readonly line: Line | null; readonly token: string; readonly onClose: () => void; readonly onDone: () => void }) {
  const t = useStoreT();
  const money = useMoney();
  const searchId = useId();
  const qtyId = useId();
  const priceId = useId();
  const listId = useId();
  const products = useProducts(line ? token : null, order.store.id);
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<ManageItem | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [price, setPrice] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const items = useMemo(() => (products.data?.categories ?? []).filter((c) => c.is_enabled).flatMap((c) => c.items.filter((i) => i.is_active && i.id !== line?.item_id)), [products.data, line]);
  const q = query.trim().toLowerCase();
  const matches = (q ? items.filter((i) => i.name.toLowerCase().includes(q)) : items).slice(0, MATCHES);
  const lineText = line ? `${line.quantity} × ${line.name}` : '';

  const reset = () => {
    setQuery('');
    setChosen(null);
    setQuantity(1);
    setPrice('');
    setError(null);
  };
  const close = () => {
    reset();
    onClose();
  };
  async function send(change: Parameters<typeof orderActions.substitute>[1]) {
    setBusy(true);
    setError(null);
    try {
      await orderActions.substitute(order.unique_order_id, change, token);
      reset();
      onDone();
    } catch (e) {
      setError(isApiError(e) ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }
  const pick = (item: ManageItem) => {
    setChosen(item);
    setPrice(item.price);
    setQuantity(line?.quantity ?? 1);
  };
  const priceOk = PRICE.test(price.trim());

  return (
    <Sheet
      open={line !== null}
      onClose={close}
      title={t('store.sub.title', { line: lineText })}
      subtitle={t('store.sub.body')}
      footer={
        <button
          type="button"
          className="button button--primary button--block so-big"
          disabled={busy || !chosen || !priceOk}
          onClick={() => line && chosen && void send({ line_id: line.line_id, kind: 'REPLACE', item_id: chosen.id, quantity, price: price.trim() })}
        >
          {t('store.sub.send')}
        </button>
      }
    >
      <button type="button" className="button button--danger button--block so-big" disabled={busy} onClick={() => line && void send({ line_id: line.line_id, kind: 'REMOVE' })}>
        {t('store.sub.leaveOut')}
      </button>
      <h3 className="so-sub__or">{t('store.sub.or')}</h3>
      <div className="field">
        <label className="field__label" htmlFor={searchId}>
          {t('store.sub.search')}
        </label>
        <input id={searchId} className="field__input" type="search" value={query} autoComplete="off" onChange={(e) => setQuery(e.target.value)} aria-controls={listId} />
      </div>
      <div id={listId} className="so-sub__list" role="radiogroup" aria-label={t('store.sub.or')}>
        {matches.map((item) => (
          <label key={item.id} className={`so-sub__item${chosen?.id === item.id ? ' so-sub__item--on' : ''}`}>
            <input type="radio" name={listId} checked={chosen?.id === item.id} onChange={() => pick(item)} />
            <span className="so-sub__name">{item.name}</span>
            <span className="so-money">{money(parseRupees(item.price))}</span>
          </label>
        ))}
        {products.data && matches.length === 0 && <p className="so-note">{t('store.sub.noMatch', { query: query.trim() })}</p>}
      </div>
      {chosen && (
        <div className="so-sub__terms">
          <div className="field">
            <label className="field__label" htmlFor={qtyId}>
              {t('store.sub.quantity')}
            </label>
            <input id={qtyId} className="field__input" type="number" inputMode="numeric" min={1} max={99} value={quantity} onChange={(e) => setQuantity(Math.min(99, Math.max(1, Math.floor(Number(e.target.value) || 1))))} />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={priceId}>
              {t('store.sub.price')}
            </label>
            <input id={priceId} className="field__input" inputMode="decimal" value={price} aria-invalid={!priceOk} onChange={(e) => setPrice(e.target.value)} />
          </div>
        </div>
      )}
      {error && (
        <p className="so-error" role="alert">
          {error}
        </p>
      )}
    </Sheet>
  );
}
