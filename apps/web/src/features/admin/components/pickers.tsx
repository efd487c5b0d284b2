import { useState } from 'react';
import type { AdminPickItemGroupsResponse, AdminPickStoreItemsResponse, AdminPickStoresResponse } from '@keka/contracts';
import { useAdminQuery } from '../api';
import { moveItem, OrderButtons } from './edit-card';

/** Something chosen in a picker: its id, its name, and a word more to tell it from its namesakes. */
export interface Picked {
  readonly id: number;
  readonly name: string;
  readonly note?: string;
}

interface SearchPickerProps<R> {
  readonly label: string;
  readonly chosen: readonly Picked[];
  readonly onChange: (next: Picked[]) => void;
  /** The admin call that searches, and its body for the typed words. */
  readonly call: string;
  readonly body: (q: string) => Record<string, unknown>;
  readonly toOptions: (answer: R) => Picked[];
  /** What is searched for, e.g. "a store": the search box is "Find a store for {label}". */
  readonly what: string;
  readonly placeholder: string;
  /** One choice only: a new one replaces it. */
  readonly single?: boolean;
  /** The order of the choices counts (a slot's items): a numbered list with ↑ ↓. */
  readonly ordered?: boolean;
  readonly emptyText?: string;
}

/** Type to search through an admin call, pick from the answers; the choices show above with a way to remove (and order) them. */
export function SearchPicker<R>({ label, chosen, onChange, call, body, toOptions, what, placeholder, single = false, ordered = false, emptyText = 'None chosen' }: SearchPickerProps<R>) {
  const [q, setQ] = useState('');
  const found = useAdminQuery<R>(call, body(q));
  const options = found.data ? toOptions(found.data).filter((o) => !chosen.some((c) => c.id === o.id)) : [];
  const remove = (item: Picked) => (
    <button type="button" className="ad-button ad-button--quiet ad-button--small" aria-label={`Remove ${item.name}`} onClick={() => onChange(chosen.filter((c) => c.id !== item.id))}>
      ×
    </button>
  );
  return (
    <fieldset className="ad-field ad-picker">
      <legend className="ad-field__label">{label}</legend>
      {chosen.length === 0 ? <p className="ad-muted">{emptyText}</p> : null}
      {ordered && chosen.length > 0 ? (
        <ol className="ad-picked">
          {chosen.map((item, i) => (
            <li key={item.id}>
              <span>
                <span className="ad-muted" aria-hidden="true">
                  {i + 1}.
                </span>{' '}
                {item.name} {item.note ? <span className="ad-muted">{item.note}</span> : null}
              </span>
              <span className="ad-nowrap">
                <OrderButtons label={item.name} index={i} count={chosen.length} onMove={(by) => onChange(moveItem(chosen, i, by))} />
                {remove(item)}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
      {!ordered && chosen.length > 0 ? (
        <ul className="ad-chips">
          {chosen.map((item) => (
            <li key={item.id} className="ad-chip">
              {item.name} {item.note ? <span className="ad-muted">({item.note})</span> : null} {remove(item)}
            </li>
          ))}
        </ul>
      ) : null}
      <input className="ad-input" type="search" aria-label={`Find ${what} for ${label}`} placeholder={placeholder} value={q} onChange={(e) => setQ(e.target.value)} />
      {q.trim() && (
        <ul className="ad-options">
          {found.isLoading && !found.data ? <li className="ad-muted">Searching…</li> : null}
          {found.data && options.length === 0 ? <li className="ad-muted">No {what.replace(/^an? /, '')} found</li> : null}
          {options.map((o) => (
            <li key={o.id}>
              <button
                type="button"
                className="ad-button ad-button--quiet ad-button--small"
                onClick={() => {
                  onChange(single ? [o] : [...chosen, o]);
                  setQ('');
                }}
              >
                {o.name} {o.note ? <span className="ad-muted">({o.note})</span> : null}
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

type ChoiceProps = Pick<SearchPickerProps<unknown>, 'label' | 'chosen' | 'onChange' | 'single' | 'emptyText'>;

/** Stores by name or slug (a coupon's, a deal's, a slide's, the store whose page is edited). */
export function StorePicker({ emptyText, onChange, ...props }: ChoiceProps) {
  return (
    <SearchPicker<AdminPickStoresResponse>
      {...props}
      // The city tells namesakes apart in the answers; a chosen store is its name, as the server lists it.
      onChange={(next) => onChange(next.map(({ id, name }) => ({ id, name })))}
      emptyText={emptyText ?? (props.single ? 'None chosen' : 'Every store')}
      call="pick-stores"
      what="a store"
      body={(q) => ({ q, limit: 8 })}
      toOptions={(r) => r.data.map((s) => ({ id: s.id, name: s.name, note: s.city }))}
      placeholder="Find a store by name"
    />
  );
}

/** Items of one store only, in the order they will show. */
export function StoreItemPicker({ storeId, ...props }: Omit<ChoiceProps, 'single'> & { readonly storeId: number }) {
  return (
    <SearchPicker<AdminPickStoreItemsResponse>
      {...props}
      ordered
      call="pick-store-items"
      what="an item"
      body={(q) => ({ store_id: storeId, q, limit: 12 })}
      toOptions={(r) => r.data.map((i) => ({ id: i.id, name: i.name, note: [i.unit, `₹${i.price}`, i.is_active ? null : 'not available'].filter(Boolean).join(' · ') }))}
      placeholder="Find an item of this store by name"
    />
  );
}

/** One item group of any store (what a slide opens). */
export function ItemGroupPicker(props: Omit<ChoiceProps, 'single'>) {
  return (
    <SearchPicker<AdminPickItemGroupsResponse>
      {...props}
      single
      call="pick-item-groups"
      what="an item group"
      body={(q) => ({ q, limit: 8 })}
      toOptions={(r) => r.data.map((g) => ({ id: g.id, name: g.name, note: g.store_name }))}
      placeholder="Find an item group by its name or store"
    />
  );
}
