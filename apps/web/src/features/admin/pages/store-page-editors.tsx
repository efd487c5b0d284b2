import { useState } from 'react';
import type { AdminItemGroupView, AdminPickedItem, AdminSlotGroupView, AdminStoreBannerView, AdminStorePageResponse, StoreBannerType } from '@keka/contracts';
import { useAdminWrite } from '../api';
import { EditCard } from '../components/edit-card';
import { ImageField } from '../components/image-field';
import { StoreItemPicker, type Picked } from '../components/pickers';

type StorePage = AdminStorePageResponse['data'];

/** The three kinds of banner of the single-store page (SPEC §2), named as the customer's page heads them. */
export const BANNER_TYPES: readonly { type: StoreBannerType; title: string; hint: string }[] = [
  { type: 0, title: 'Top carousel', hint: 'Under the search box, one at a time: wide pictures (3:1).' },
  { type: 1, title: 'More offers (120 px)', hint: 'A row that scrolls sideways, 120 px high: pictures of 3:1.' },
  { type: 2, title: 'Collections (300 px)', hint: 'A row that scrolls sideways, 300 px high: upright pictures of 3:4.' },
];

export const itemsAsPicked = (items: readonly AdminPickedItem[]): Picked[] => items.map((i) => ({ id: i.id, name: i.name, ...(i.unit ? { note: i.unit } : {}) }));

type Opens = 'nothing' | 'item_group' | 'top_category';
/** An item group wins over a category, as on the customer's page (single-store links.ts). */
const opensOf = (b: AdminStoreBannerView | null): Opens => (b?.item_group_id ? 'item_group' : b?.top_category_id ? 'top_category' : 'nothing');

export function BannerEditor({ page, initial, type, onDone, onCancel }: { page: StorePage; initial: AdminStoreBannerView | null; type: StoreBannerType; onDone: () => void; onCancel: () => void }) {
  const write = useAdminWrite();
  const [f, setF] = useState({
    type: initial?.type ?? type,
    name: initial?.name ?? '',
    image: initial?.image ?? '',
    opens: opensOf(initial),
    item_group_id: String(initial?.item_group_id ?? ''),
    top_category_id: String(initial?.top_category_id ?? ''),
    is_active: initial?.is_active ?? true,
  });
  const set = <K extends keyof typeof f>(key: K, value: (typeof f)[K]) => setF((p) => ({ ...p, [key]: value }));
  const hint = BANNER_TYPES.find((b) => b.type === f.type)?.hint;
  return (
    <EditCard
      title={initial ? `Edit banner ${initial.name}` : 'New banner'}
      onCancel={onCancel}
      onSubmit={async () => {
        await write('save-store-banner', {
          ...(initial ? { id: initial.id } : {}),
          store_id: page.store.id,
          type: f.type,
          name: f.name,
          image: f.image,
          opens: f.opens,
          item_group_id: f.opens === 'item_group' && f.item_group_id ? Number(f.item_group_id) : null,
          top_category_id: f.opens === 'top_category' && f.top_category_id ? Number(f.top_category_id) : null,
          is_active: f.is_active,
        });
        onDone();
      }}
    >
      <div className="ad-grid">
        <label className="ad-field">
          <span className="ad-field__label">Name</span>
          <input className="ad-input" required minLength={2} maxLength={80} value={f.name} onChange={(e) => set('name', e.target.value)} />
          <span className="ad-field__hint">Read out in place of the picture.</span>
        </label>
        <label className="ad-field">
          <span className="ad-field__label">Where it shows</span>
          <select className="ad-input" value={f.type} onChange={(e) => set('type', Number(e.target.value) as StoreBannerType)}>
            {BANNER_TYPES.map((b) => (
              <option key={b.type} value={b.type}>
                {b.title}
              </option>
            ))}
          </select>
        </label>
        <label className="ad-field">
          <span className="ad-field__label">Opens</span>
          <select className="ad-input" value={f.opens} onChange={(e) => set('opens', e.target.value as Opens)}>
            <option value="nothing">Nothing</option>
            <option value="item_group" disabled={page.item_groups.length === 0}>
              An item group
            </option>
            <option value="top_category" disabled={page.top_categories.length === 0}>
              A category
            </option>
          </select>
        </label>
        {f.opens === 'item_group' && (
          <label className="ad-field">
            <span className="ad-field__label">Item group</span>
            <select className="ad-input" required value={f.item_group_id} onChange={(e) => set('item_group_id', e.target.value)}>
              <option value="">Choose an item group</option>
              {page.item_groups.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
            </select>
          </label>
        )}
        {f.opens === 'top_category' && (
          <label className="ad-field">
            <span className="ad-field__label">Category</span>
            <select className="ad-input" required value={f.top_category_id} onChange={(e) => set('top_category_id', e.target.value)}>
              <option value="">Choose a category</option>
              {page.top_categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <ImageField value={f.image} onChange={(v) => set('image', v)} {...(hint ? { hint } : {})} />
      <label className="ad-check">
        <input type="checkbox" checked={f.is_active} onChange={(e) => set('is_active', e.target.checked)} /> Active
      </label>
    </EditCard>
  );
}

export function SlotGroupEditor({ page, initial, onDone, onCancel }: { page: StorePage; initial: AdminSlotGroupView | null; onDone: () => void; onCancel: () => void }) {
  const write = useAdminWrite();
  const [name, setName] = useState(initial?.name ?? '');
  const [items, setItems] = useState<Picked[]>(itemsAsPicked(initial?.items ?? []));
  const [active, setActive] = useState(initial?.is_active ?? true);
  return (
    <EditCard
      title={initial ? `Edit item slot ${initial.name}` : 'New item slot'}
      onCancel={onCancel}
      onSubmit={async () => {
        await write('save-slot-group', { ...(initial ? { id: initial.id } : {}), store_id: page.store.id, name, item_ids: items.map((i) => i.id), is_active: active });
        onDone();
      }}
    >
      <label className="ad-field">
        <span className="ad-field__label">Name (the row’s heading)</span>
        <input className="ad-input" required minLength={2} maxLength={60} value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <StoreItemPicker storeId={page.store.id} label="Items, in the order the slot shows them" emptyText="No items yet" chosen={items} onChange={setItems} />
      <label className="ad-check">
        <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} /> Active
      </label>
    </EditCard>
  );
}

export function ItemGroupEditor({ page, initial, onDone, onCancel }: { page: StorePage; initial: AdminItemGroupView | null; onDone: () => void; onCancel: () => void }) {
  const write = useAdminWrite();
  const [name, setName] = useState(initial?.name ?? '');
  const [topImage, setTopImage] = useState(initial?.top_image ?? '');
  const [items, setItems] = useState<Picked[]>(itemsAsPicked(initial?.items ?? []));
  const [active, setActive] = useState(initial?.is_active ?? true);
  return (
    <EditCard
      title={initial ? `Edit item group ${initial.name}` : 'New item group'}
      onCancel={onCancel}
      onSubmit={async () => {
        await write('save-item-group', { ...(initial ? { id: initial.id } : {}), store_id: page.store.id, name, top_image: topImage, item_ids: items.map((i) => i.id), is_active: active });
        onDone();
      }}
    >
      <label className="ad-field">
        <span className="ad-field__label">Name</span>
        <input className="ad-input" required minLength={2} maxLength={60} value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <ImageField label="Top image" hint="Across the top of the group’s page." clearable value={topImage} onChange={setTopImage} />
      <StoreItemPicker storeId={page.store.id} label="Items, in the order the group lists them" emptyText="No items yet" chosen={items} onChange={setItems} />
      <label className="ad-check">
        <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} /> Active
      </label>
    </EditCard>
  );
}
