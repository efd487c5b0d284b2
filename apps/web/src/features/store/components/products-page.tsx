import { useId, useMemo, useState } from 'react';
import { Link } from '../../../lib/link';
import type { ManageItem } from '@keka/contracts';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { isApiError } from '../../../lib/api';
import { useMoney } from '../../../lib/format';
import { toggleAddon, toggleCategory, toggleItem, updateItemPrice, useProducts } from '../api';
import { useStoreT } from '../i18n';
import { AddonGroupSheet } from './addon-group-sheet';
import { AvailabilitySwitch } from './availability-switch';
import { paiseOf } from './order-card';
import { StorePicker, usePickedStore } from './store-picker';

/** /store/products: categories and items with search, availability switches, quick price and max_qty edits. */
export function ProductsPage({ token }: { token: string }) {
  const t = useStoreT();
  const money = useMoney();
  const { ready, storeId, stores, pick } = usePickedStore(token);
  const q = useProducts(ready ? token : null, storeId);
  const [search, setSearch] = useState('');
  const [groupSheet, setGroupSheet] = useState<number | 'new' | null>(null);
  const searchId = useId();
  const needle = search.trim().toLowerCase();
  const categories = useMemo(
    () => (q.data?.categories ?? []).map((c) => ({ ...c, items: needle ? c.items.filter((i) => i.name.toLowerCase().includes(needle)) : c.items })).filter((c) => !needle || c.items.length > 0),
    [q.data, needle],
  );

  if (q.error && !q.data) return <ErrorState error={q.error} onRetry={q.refetch} headingLevel={1} />;
  const data = q.data;
  return (
    <div className="so-page">
      <div className="so-page__head">
        <h1 className="so-title">{t('store.products.title')}</h1>
        <StorePicker stores={stores} storeId={storeId} onPick={pick} />
        <Link className="button button--primary so-big" to={`/store/view/product/new${storeId ? `?store=${storeId}` : ''}`}>
          {t('store.products.add')}
        </Link>
      </div>
      <div className="field so-search">
        <label className="field__label" htmlFor={searchId}>
          {t('store.products.search')}
        </label>
        <input id={searchId} className="field__input" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      </div>
      {!data && <Skeleton height={300} />}
      {data && categories.length === 0 && <StateMessage title={t('store.products.empty')} />}
      {categories.map((c) => (
        <section key={c.id} className="so-category" aria-labelledby={`so-cat-${c.id}`}>
          <div className="so-category__head">
            <h2 id={`so-cat-${c.id}`} className="so-subtitle">
              {c.name}
            </h2>
            <AvailabilitySwitch checked={c.is_enabled} label={t('store.products.categoryOn', { name: c.name })} onSave={(on) => toggleCategory(c.id, on, token)} />
          </div>
          <ul className="so-products">
            {c.items.map((item) => (
              <ProductRow key={item.id} item={item} token={token} storeId={storeId} />
            ))}
          </ul>
        </section>
      ))}
      {data && (
        <section className="so-category" aria-labelledby="so-addons">
          <div className="so-category__head">
            <h2 id="so-addons" className="so-subtitle">
              {t('store.products.addons')}
            </h2>
            <button type="button" className="button button--secondary so-big" onClick={() => setGroupSheet('new')}>
              {t('store.products.addAddonGroup')}
            </button>
          </div>
          {data.addon_categories.map((g) => (
            <div key={g.id} className="so-addon-group">
              <h3 className="so-addon-group__name">
                {g.name} <span className="so-badge">{t(`store.addon.type.${g.type}`)}</span>
                <button type="button" className="button button--ghost" onClick={() => setGroupSheet(g.id)}>
                  {t('store.products.edit')}
                </button>
              </h3>
              <ul className="so-products">
                {g.addons.map((a) => (
                  <li key={a.id} className="so-product">
                    <span className="so-product__name">
                      {a.name} · {money(paiseOf(a.price))}
                    </span>
                    <AvailabilitySwitch checked={a.is_active} label={t('store.products.addonOn', { name: a.name })} onSave={(on) => toggleAddon(a.id, on, token)} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <AddonGroupSheet
            open={groupSheet !== null}
            storeId={data.store.id}
            group={typeof groupSheet === 'number' ? (data.addon_categories.find((g) => g.id === groupSheet) ?? null) : null}
            token={token}
            onClose={() => setGroupSheet(null)}
            onSaved={() => {
              setGroupSheet(null);
              q.refetch();
            }}
          />
        </section>
      )}
    </div>
  );
}

function ProductRow({ item, token, storeId }: { item: ManageItem; token: string; storeId: number | undefined }) {
  const t = useStoreT();
  const [price, setPrice] = useState(item.price);
  const [maxQty, setMaxQty] = useState(item.max_qty === null ? '' : String(item.max_qty));
  const [state, setState] = useState<{ busy: boolean; message: string | null; failed: boolean }>({ busy: false, message: null, failed: false });
  const priceId = useId();
  const qtyId = useId();
  const changed = price !== item.price || maxQty !== (item.max_qty === null ? '' : String(item.max_qty));
  return (
    <li className="so-product">
      <span className="so-product__name">
        <Link to={`/store/view/product/${item.id}${storeId ? `?store=${storeId}` : ''}`}>{item.name}</Link>
      </span>
      <AvailabilitySwitch checked={item.is_active} label={t('store.products.itemOn', { name: item.name })} onSave={(on) => toggleItem(item.id, on, token)} />
      <form
        className="so-product__edit"
        onSubmit={(e) => {
          e.preventDefault();
          setState({ busy: true, message: null, failed: false });
          updateItemPrice(item.id, price, maxQty === '' ? null : Number(maxQty), token).then(
            (saved) => {
              setPrice(saved.price);
              setState({ busy: false, message: t('store.products.saved'), failed: false });
            },
            (err: unknown) => setState({ busy: false, message: isApiError(err) ? err.message : String(err), failed: true }),
          );
        }}
      >
        <label className="so-visually-hidden" htmlFor={priceId}>
          {t('store.products.price')} {item.name}
        </label>
        <input id={priceId} className="field__input so-num" inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} />
        <label className="so-visually-hidden" htmlFor={qtyId}>
          {t('store.products.maxQty')} {item.name}
        </label>
        <input id={qtyId} className="field__input so-num" inputMode="numeric" placeholder={t('store.products.noMax')} value={maxQty} onChange={(e) => setMaxQty(e.target.value.replace(/\D/g, ''))} />
        <button type="submit" className="button button--secondary" disabled={!changed || state.busy}>
          {t('store.products.savePrice')}
        </button>
        {state.message && (
          <span className={state.failed ? 'so-error' : 'so-ok'} role={state.failed ? 'alert' : 'status'}>
            {state.message}
          </span>
        )}
      </form>
    </li>
  );
}
