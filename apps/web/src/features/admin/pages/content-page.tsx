import { useState } from 'react';
import type { AdminDealView, AdminHomeCategoryView, AdminHomeContentResponse, AdminSlideView, AdminSliderView } from '@keka/contracts';
import { errorText, useAdminQuery, useAdminWrite } from '../api';
import { AdminPage } from '../components/admin-shell';
import { ActiveBadge as Active, AdTable, EditCard, moveItem, OrderButtons } from '../components/edit-card';
import { ImageField } from '../components/image-field';
import { ItemGroupPicker, StorePicker, type Picked as PickedOne } from '../components/pickers';
import { FormError, QueryProblems } from '../components/query-state';

type Content = AdminHomeContentResponse['data'];
type Picked = PickedOne[];

function slideTarget(s: AdminSlideView, deals: AdminDealView[]): string {
  if (s.model === 1 && s.item_group) return `Item group: ${s.item_group.name} (${s.item_group.store_name})`;
  if (s.model === 1) return s.store ? `Store: ${s.store.name}` : `Store (missing: ${s.slug ?? '?'})`;
  if (s.model === 4) return `Deal: ${deals.find((d) => d.id === s.keka_deal_id)?.name ?? `#${s.keka_deal_id ?? '?'}`}`;
  if (s.model === 5) return `Stores: ${s.stores.map((x) => x.name).join(', ')}`;
  return 'No link';
}

interface SlideForm {
  id?: number;
  slider_id: number;
  name: string;
  image: string;
  /** `group`: model 1 opening an item group's page. */
  model: '' | '1' | 'group' | '4' | '5';
  store: Picked;
  item_group: Picked;
  keka_deal_id: string;
  stores: Picked;
  city_id: string;
  is_active: boolean;
}

function SlideEditor({ initial, content, onDone, onCancel }: { initial: SlideForm; content: Content; onDone: () => void; onCancel: () => void }) {
  const [f, setF] = useState(initial);
  const write = useAdminWrite();
  const set = <K extends keyof SlideForm>(k: K, v: SlideForm[K]) => setF((p) => ({ ...p, [k]: v }));
  return (
    <EditCard
      title={f.id ? `Edit slide ${initial.name}` : 'New slide'}
      onCancel={onCancel}
      onSubmit={async () => {
        await write('save-slide', {
          ...(f.id ? { id: f.id } : {}),
          slider_id: f.slider_id,
          name: f.name,
          image: f.image,
          model: f.model === '' ? null : f.model === 'group' ? 1 : Number(f.model),
          store_id: f.model === '1' ? (f.store[0]?.id ?? null) : null,
          item_group_id: f.model === 'group' ? (f.item_group[0]?.id ?? null) : null,
          keka_deal_id: f.keka_deal_id ? Number(f.keka_deal_id) : null,
          store_ids: f.stores.map((s) => s.id),
          city_id: f.city_id ? Number(f.city_id) : null,
          is_active: f.is_active,
        });
        onDone();
      }}
    >
      <div className="ad-grid">
        <label className="ad-field">
          <span className="ad-field__label">Name</span>
          <input className="ad-input" required maxLength={120} value={f.name} onChange={(e) => set('name', e.target.value)} />
        </label>
        <label className="ad-field">
          <span className="ad-field__label">Opens</span>
          <select className="ad-input" value={f.model} onChange={(e) => set('model', e.target.value as SlideForm['model'])}>
            <option value="">Nothing (no link)</option>
            <option value="1">A store (model 1)</option>
            <option value="group">An item group (model 1)</option>
            <option value="4">A Keka deal (model 4)</option>
            <option value="5">A list of stores (model 5)</option>
          </select>
        </label>
        <label className="ad-field">
          <span className="ad-field__label">City</span>
          <select className="ad-input" value={f.city_id} onChange={(e) => set('city_id', e.target.value)}>
            <option value="">Every city</option>
            {content.cities.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        {f.model === '4' && (
          <label className="ad-field">
            <span className="ad-field__label">Deal</span>
            <select className="ad-input" required value={f.keka_deal_id} onChange={(e) => set('keka_deal_id', e.target.value)}>
              <option value="">Choose a deal</option>
              {content.deals.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {f.model === '1' && <StorePicker label="Store" single chosen={f.store} onChange={(v) => set('store', v)} />}
      {f.model === 'group' && <ItemGroupPicker label="Item group" chosen={f.item_group} onChange={(v) => set('item_group', v)} />}
      {f.model === '5' && <StorePicker label="Stores listed" emptyText="None chosen" chosen={f.stores} onChange={(v) => set('stores', v)} />}
      <ImageField value={f.image} onChange={(v) => set('image', v)} />
      <label className="ad-check">
        <input type="checkbox" checked={f.is_active} onChange={(e) => set('is_active', e.target.checked)} /> Active
      </label>
    </EditCard>
  );
}

function TileEditor({ initial, content, onDone, onCancel }: { initial: AdminHomeCategoryView | null; content: Content; onDone: () => void; onCancel: () => void }) {
  const [name, setName] = useState(initial?.name ?? '');
  const [image, setImage] = useState(initial?.image ?? '');
  const [opens, setOpens] = useState<'store' | 'deal'>(initial?.opens === 'store' ? 'store' : 'deal');
  const [store, setStore] = useState<Picked>(initial?.store ? [initial.store] : []);
  const [dealId, setDealId] = useState(initial && initial.opens === 'deal' ? String(initial.id) : '');
  const [active, setActive] = useState(initial?.is_active ?? true);
  const write = useAdminWrite();
  const isFood = initial?.opens === 'food';
  return (
    <EditCard
      title={initial ? `Edit tile ${initial.name}` : 'New home tile'}
      onCancel={onCancel}
      onSubmit={async () => {
        await write('save-home-category', { ...(initial ? { id: initial.id } : {}), name, image, opens, store_id: store[0]?.id ?? null, deal_id: dealId ? Number(dealId) : null, is_active: active });
        onDone();
      }}
    >
      <div className="ad-grid">
        <label className="ad-field">
          <span className="ad-field__label">Name</span>
          <input className="ad-input" required maxLength={60} value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        {isFood ? (
          <p className="ad-muted">Tile 1 always opens /food.</p>
        ) : (
          <label className="ad-field">
            <span className="ad-field__label">Opens</span>
            <select className="ad-input" value={opens} onChange={(e) => setOpens(e.target.value === 'store' ? 'store' : 'deal')}>
              <option value="deal">A Keka deal</option>
              <option value="store">A store</option>
            </select>
          </label>
        )}
        {!isFood && opens === 'deal' && (
          <label className="ad-field">
            <span className="ad-field__label">Deal</span>
            <select className="ad-input" required value={dealId} onChange={(e) => setDealId(e.target.value)}>
              <option value="">Choose a deal</option>
              {content.deals.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {!isFood && opens === 'store' && <StorePicker label="Store" single chosen={store} onChange={setStore} />}
      <ImageField value={image} onChange={setImage} />
      <label className="ad-check">
        <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} /> Active
      </label>
    </EditCard>
  );
}

function DealEditor({ initial, onDone, onCancel }: { initial: AdminDealView | null; onDone: () => void; onCancel: () => void }) {
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [image, setImage] = useState(initial?.image ?? '');
  const [stores, setStores] = useState<Picked>(initial?.stores ?? []);
  const [active, setActive] = useState(initial?.is_active ?? true);
  const write = useAdminWrite();
  return (
    <EditCard
      title={initial ? `Edit deal ${initial.name}` : 'New deal'}
      onCancel={onCancel}
      onSubmit={async () => {
        await write('save-deal', { ...(initial ? { id: initial.id } : {}), name, description, image: image || null, store_ids: stores.map((s) => s.id), is_active: active });
        onDone();
      }}
    >
      <div className="ad-grid">
        <label className="ad-field">
          <span className="ad-field__label">Name</span>
          <input className="ad-input" required maxLength={80} value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <label className="ad-field">
          <span className="ad-field__label">Description</span>
          <input className="ad-input" maxLength={300} value={description} onChange={(e) => setDescription(e.target.value)} />
        </label>
      </div>
      <StorePicker label="Stores in the deal" emptyText="None chosen" chosen={stores} onChange={setStores} />
      <ImageField value={image} onChange={setImage} clearable />
      <label className="ad-check">
        <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} /> Active
      </label>
    </EditCard>
  );
}

type Editing = { kind: 'slide'; form: SlideForm } | { kind: 'slider'; slider: AdminSliderView | null } | { kind: 'tile'; tile: AdminHomeCategoryView | null } | { kind: 'deal'; deal: AdminDealView | null } | null;

function SliderEditor({ initial, onDone, onCancel }: { initial: AdminSliderView | null; onDone: () => void; onCancel: () => void }) {
  const [name, setName] = useState(initial?.name ?? '');
  const [position, setPosition] = useState(initial?.position ?? 'TOP');
  const write = useAdminWrite();
  return (
    <EditCard
      title={initial ? `Edit slider ${initial.name}` : 'New slider'}
      onCancel={onCancel}
      onSubmit={async () => {
        await write('save-slider', { ...(initial ? { id: initial.id } : {}), name, position, is_active: initial?.is_active ?? true });
        onDone();
      }}
    >
      <div className="ad-grid">
        <label className="ad-field">
          <span className="ad-field__label">Name</span>
          <input className="ad-input" required maxLength={80} value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <label className="ad-field">
          <span className="ad-field__label">Position on the home</span>
          <select className="ad-input" value={position} onChange={(e) => setPosition(e.target.value as AdminSliderView['position'])}>
            <option value="TOP">Top</option>
            <option value="AD">Ad strip</option>
            <option value="BOTTOM">Bottom</option>
            <option value="PROMO">Promo</option>
          </select>
        </label>
      </div>
    </EditCard>
  );
}

/** /admin/content: the customer home's sliders and slides, category tiles and Keka deals. */
export function ContentPage() {
  const query = useAdminQuery<AdminHomeContentResponse>('get-home-content');
  const write = useAdminWrite();
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const content = query.data?.data;

  const done = (message: string) => {
    setEditing(null);
    setNotice(message);
    query.refetch();
  };
  async function act(name: string, body: unknown, message: string): Promise<boolean> {
    setError(null);
    try {
      await write(name, body);
      setNotice(message);
      query.refetch();
      return true;
    } catch (e) {
      setError(errorText(e));
      return false;
    }
  }
  const rowActions = (kind: 'slider' | 'slide' | 'home_category' | 'deal', id: number, active: boolean, label: string, edit: () => void) => (
    <>
      <button type="button" className="ad-button ad-button--small" onClick={edit} aria-label={`Edit ${label}`}>
        Edit
      </button>{' '}
      <button type="button" className="ad-button ad-button--small ad-button--quiet" onClick={() => void act('set-content-active', { kind, id, is_active: !active }, `${label} ${active ? 'switched off' : 'switched on'}.`)} aria-label={`${active ? 'Deactivate' : 'Activate'} ${label}`}>
        {active ? 'Deactivate' : 'Activate'}
      </button>{' '}
      <button
        type="button"
        className="ad-button ad-button--small ad-button--danger"
        aria-label={`Delete ${label}`}
        onClick={() => {
          if (window.confirm(`Delete ${label}?`)) void act('delete-content', { kind, id }, `${label} deleted.`);
        }}
      >
        Delete
      </button>
    </>
  );
  const order = (kind: 'slide' | 'home_category', ids: number[], index: number, label: string, sliderId?: number) => (
    <OrderButtons
      label={label}
      index={index}
      count={ids.length}
      onMove={(by) => act('reorder-content', { kind, ids: moveItem(ids, index, by), ...(sliderId ? { slider_id: sliderId } : {}) }, 'New order saved.')}
    />
  );

  const editor =
    content && editing ? (
      editing.kind === 'slide' ? (
        <SlideEditor initial={editing.form} content={content} onCancel={() => setEditing(null)} onDone={() => done('Slide saved; the home shows it now.')} />
      ) : editing.kind === 'slider' ? (
        <SliderEditor initial={editing.slider} onCancel={() => setEditing(null)} onDone={() => done('Slider saved.')} />
      ) : editing.kind === 'tile' ? (
        <TileEditor initial={editing.tile} content={content} onCancel={() => setEditing(null)} onDone={() => done('Home tile saved.')} />
      ) : (
        <DealEditor initial={editing.deal} onCancel={() => setEditing(null)} onDone={() => done('Deal saved.')} />
      )
    ) : null;

  return (
    <AdminPage title="Home content">
      {notice ? (
        <p className="ad-ok" role="status">
          {notice}
        </p>
      ) : null}
      <FormError text={error} />
      <QueryProblems query={query} />
      {editor}
      {content && (
        <>
          <section aria-labelledby="ad-sliders">
            <div className="ad-toolbar">
              <h2 id="ad-sliders" className="ad-subtitle">
                Sliders
              </h2>
              <button type="button" className="ad-button" onClick={() => setEditing({ kind: 'slider', slider: null })}>
                New slider
              </button>
            </div>
            {content.sliders.length === 0 ? <p className="ad-empty">No sliders yet.</p> : null}
            {content.sliders.map((slider) => {
              const ids = slider.slides.map((s) => s.id);
              return (
                <div key={slider.id} className="ad-card ad-content-block">
                  <div className="ad-toolbar">
                    <h3 className="ad-subtitle">
                      {slider.name} <span className="ad-muted">({slider.position})</span> <Active on={slider.is_active} />
                    </h3>
                    {rowActions('slider', slider.id, slider.is_active, `slider ${slider.name}`, () => setEditing({ kind: 'slider', slider }))}{' '}
                    <button
                      type="button"
                      className="ad-button ad-button--small ad-button--primary"
                      onClick={() => setEditing({ kind: 'slide', form: { slider_id: slider.id, name: '', image: '', model: '', store: [], item_group: [], keka_deal_id: '', stores: [], city_id: '', is_active: true } })}
                    >
                      Add slide
                    </button>
                  </div>
                  {slider.slides.length === 0 ? (
                    <p className="ad-empty">No slides in this slider.</p>
                  ) : (
                    <AdTable
                      caption={`Slides of ${slider.name}`}
                      columns={['Order', 'Picture', 'Name', 'Opens', 'Status', 'Actions']}
                      rows={slider.slides}
                      rowKey={(s) => s.id}
                      scroll={false}
                      renderRow={(s, i) => (
                        <>
                          <td className="ad-nowrap">{order('slide', ids, i, s.name, slider.id)}</td>
                          <td>
                            <img src={s.image} alt="" className="ad-thumb" loading="lazy" />
                          </td>
                          <td>{s.name}</td>
                          <td className="ad-muted">
                            {slideTarget(s, content.deals)}
                            {s.type ? <div className="ad-field__hint">type {s.type}</div> : null}
                          </td>
                          <td>
                            <Active on={s.is_active} />
                          </td>
                          <td className="ad-nowrap">
                            {rowActions('slide', s.id, s.is_active, s.name, () =>
                              setEditing({
                                kind: 'slide',
                                form: {
                                  id: s.id,
                                  slider_id: s.slider_id,
                                  name: s.name,
                                  image: s.image,
                                  model: s.model === 1 ? (s.item_group_id === null ? '1' : 'group') : s.model === 4 ? '4' : s.model === 5 ? '5' : '',
                                  store: s.store ? [s.store] : [],
                                  item_group: s.item_group ? [{ id: s.item_group.id, name: s.item_group.name, note: s.item_group.store_name }] : [],
                                  keka_deal_id: s.keka_deal_id ? String(s.keka_deal_id) : '',
                                  stores: s.stores,
                                  city_id: s.city_id ? String(s.city_id) : '',
                                  is_active: s.is_active,
                                },
                              }),
                            )}
                          </td>
                        </>
                      )}
                    />
                  )}
                </div>
              );
            })}
          </section>

          <section aria-labelledby="ad-tiles" className="ad-content-block">
            <div className="ad-toolbar">
              <h2 id="ad-tiles" className="ad-subtitle">
                Home category tiles
              </h2>
              <button type="button" className="ad-button" onClick={() => setEditing({ kind: 'tile', tile: null })}>
                New tile
              </button>
            </div>
            {content.categories.length === 0 ? (
              <p className="ad-empty">No tiles yet.</p>
            ) : (
              <AdTable
                caption="Home category tiles in order"
                columns={['Order', 'Picture', 'Name', 'Opens', 'Status', 'Actions']}
                rows={content.categories}
                rowKey={(c) => c.id}
                scroll={false}
                renderRow={(c, i) => (
                  <>
                    <td className="ad-nowrap">
                      {order(
                        'home_category',
                        content.categories.map((x) => x.id),
                        i,
                        c.name,
                      )}
                    </td>
                    <td>
                      <img src={c.image} alt="" className="ad-thumb" loading="lazy" />
                    </td>
                    <td>{c.name}</td>
                    <td className="ad-muted">
                      {c.opens === 'food' ? '/food' : c.opens === 'store' ? `Store: ${c.store?.name ?? c.link ?? '?'}` : `Deal: ${content.deals.find((d) => d.id === c.id)?.name ?? `#${c.id}`}`}
                      {c.opens === 'deal' && !c.deal_exists ? <span className="ad-badge ad-badge--warn"> deal missing</span> : null}
                    </td>
                    <td>
                      <Active on={c.is_active} />
                    </td>
                    <td className="ad-nowrap">{rowActions('home_category', c.id, c.is_active, `tile ${c.name}`, () => setEditing({ kind: 'tile', tile: c }))}</td>
                  </>
                )}
              />
            )}
          </section>

          <section aria-labelledby="ad-deals" className="ad-content-block">
            <div className="ad-toolbar">
              <h2 id="ad-deals" className="ad-subtitle">
                Keka deals
              </h2>
              <button type="button" className="ad-button" onClick={() => setEditing({ kind: 'deal', deal: null })}>
                New deal
              </button>
            </div>
            {content.deals.length === 0 ? (
              <p className="ad-empty">No deals yet.</p>
            ) : (
              <AdTable
                caption="Keka deals"
                columns={['Id', 'Name', 'Stores', 'Status', 'Actions']}
                rows={content.deals}
                rowKey={(d) => d.id}
                scroll={false}
                renderRow={(d) => (
                  <>
                    <td className="ad-num">{d.id}</td>
                    <td>
                      {d.name}
                      <div className="ad-muted">{d.description}</div>
                    </td>
                    <td className="ad-muted">{d.stores.map((s) => s.name).join(', ')}</td>
                    <td>
                      <Active on={d.is_active} />
                    </td>
                    <td className="ad-nowrap">{rowActions('deal', d.id, d.is_active, `deal ${d.name}`, () => setEditing({ kind: 'deal', deal: d }))}</td>
                  </>
                )}
              />
            )}
          </section>
        </>
      )}
    </AdminPage>
  );
}
