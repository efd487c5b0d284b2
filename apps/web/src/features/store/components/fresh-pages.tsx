import { useId, useState, type FormEvent } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { isApiError } from '../../../lib/api';
import { saveContent, saveSlot, uploadImage, useContent, useProducts, useSlots, useStoreStatus } from '../api';
import { useStoreT } from '../i18n';

/** Fresh (grocery) stores: delivery slots (times, capacity) and the single-store page's content. */
export function FreshPages({ token, page }: { token: string; page: 'slots' | 'content' }) {
  const t = useStoreT();
  const status = useStoreStatus(token);
  const store = status.data?.stores.find((s) => s.is_fresh && s.approval === 'APPROVED');
  if (!status.data) return <Skeleton height={300} />;
  if (!store) return <StateMessage headingLevel={1} title={t('store.slots.notFresh')} />;
  return page === 'slots' ? <SlotsPage storeId={store.id} token={token} /> : <ContentPage storeId={store.id} token={token} />;
}

interface SlotDraft {
  readonly id?: number;
  readonly name: string;
  readonly starts_at: string;
  readonly ends_at: string;
  readonly capacity: string;
  readonly is_active: boolean;
}

function useSaver() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>, after: () => void) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      after();
    } catch (e) {
      setError(isApiError(e) ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}

function SlotsPage({ storeId, token }: { storeId: number; token: string }) {
  const t = useStoreT();
  const q = useSlots(storeId, token);
  if (q.error && !q.data) return <ErrorState error={q.error} onRetry={q.refetch} headingLevel={1} />;
  if (!q.data) return <Skeleton height={300} />;
  return (
    <div className="so-page">
      <h1 className="so-title">{t('store.slots.title')}</h1>
      {q.data.length === 0 && <p className="so-empty">{t('store.slots.empty')}</p>}
      {q.data.map((s) => (
        <SlotRow key={s.id} storeId={storeId} token={token} onSaved={q.refetch} draft={{ id: s.id, name: s.name, starts_at: s.starts_at.slice(0, 5), ends_at: s.ends_at.slice(0, 5), capacity: String(s.capacity), is_active: s.is_active }} />
      ))}
      <h2 className="so-subtitle">{t('store.slots.add')}</h2>
      <SlotRow key={q.data.length} storeId={storeId} token={token} onSaved={q.refetch} draft={{ name: '', starts_at: '09:00', ends_at: '11:00', capacity: '20', is_active: true }} />
    </div>
  );
}

function SlotRow({ draft, storeId, token, onSaved }: { draft: SlotDraft; storeId: number; token: string; onSaved: () => void }) {
  const t = useStoreT();
  const [d, setD] = useState(draft);
  const { busy, error, run } = useSaver();
  const ids = { name: useId(), from: useId(), to: useId(), cap: useId() };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(() => saveSlot({ ...(d.id ? { id: d.id } : {}), store_id: storeId, name: d.name, starts_at: d.starts_at, ends_at: d.ends_at, capacity: Number(d.capacity), is_active: d.is_active }, token), onSaved);
  };
  return (
    <form className="so-row so-slot" onSubmit={submit}>
      <div className="field">
        <label className="field__label" htmlFor={ids.name}>{t('store.slots.name')}</label>
        <input id={ids.name} className="field__input" value={d.name} onChange={(e) => setD({ ...d, name: e.target.value })} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={ids.from}>{t('store.slots.from')}</label>
        <input id={ids.from} className="field__input" type="time" value={d.starts_at} onChange={(e) => setD({ ...d, starts_at: e.target.value })} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={ids.to}>{t('store.slots.to')}</label>
        <input id={ids.to} className="field__input" type="time" value={d.ends_at} onChange={(e) => setD({ ...d, ends_at: e.target.value })} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={ids.cap}>{t('store.slots.capacity')}</label>
        <input id={ids.cap} className="field__input so-num" inputMode="numeric" value={d.capacity} onChange={(e) => setD({ ...d, capacity: e.target.value.replace(/\D/g, '') })} />
      </div>
      <label className="so-check">
        <input type="checkbox" checked={d.is_active} onChange={(e) => setD({ ...d, is_active: e.target.checked })} /> {t('store.slots.active')}
      </label>
      <button type="submit" className="button button--primary so-big" disabled={busy}>
        {t('store.slots.save')}
      </button>
      {error && <p className="so-error" role="alert">{error}</p>}
    </form>
  );
}

function ContentPage({ storeId, token }: { storeId: number; token: string }) {
  const t = useStoreT();
  const q = useContent(storeId, token);
  const products = useProducts(token, storeId);
  const options = (products.data?.categories ?? []).flatMap((c) => c.items.map((i) => ({ id: i.id, name: i.name })));
  const { busy, error, run } = useSaver();
  const [bannerType, setBannerType] = useState<0 | 1 | 2>(0);
  const typeId = useId();
  const fileId = useId();
  if (q.error && !q.data) return <ErrorState error={q.error} onRetry={q.refetch} headingLevel={1} />;
  if (!q.data) return <Skeleton height={300} />;
  const c = q.data;
  return (
    <div className="so-page">
      <h1 className="so-title">{t('store.content.title')}</h1>
      {error && <p className="so-error" role="alert">{error}</p>}
      <section aria-labelledby="so-banners">
        <h2 id="so-banners" className="so-subtitle">{t('store.content.banners')}</h2>
        <ul className="so-banners">
          {c.banners.map((b) => (
            <li key={b.id} className="so-banner">
              <img src={b.image} alt="" width={120} height={60} />
              <span>{t(`store.content.bannerType.${b.type as 0 | 1 | 2}`)}</span>
              <label className="so-check">
                <input type="checkbox" checked={b.is_active} disabled={busy} onChange={(e) => void run(() => saveContent('save-banner', { id: b.id, store_id: storeId, type: b.type, name: b.name, image: b.image, is_active: e.target.checked }, token), q.refetch)} />{' '}
                {t('store.slots.active')}
              </label>
            </li>
          ))}
        </ul>
        <div className="so-row">
          <div className="field">
            <label className="field__label" htmlFor={typeId}>{t('store.content.bannerType')}</label>
            <select id={typeId} className="field__input" value={bannerType} onChange={(e) => setBannerType(Number(e.target.value) as 0 | 1 | 2)}>
              {([0, 1, 2] as const).map((v) => (
                <option key={v} value={v}>{t(`store.content.bannerType.${v}`)}</option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={fileId}>{t('store.content.addBanner')}</label>
            <input
              id={fileId}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              disabled={busy}
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void run(async () => saveContent('save-banner', { store_id: storeId, type: bannerType, image: await uploadImage(file, token), is_active: true }, token), q.refetch);
              }}
            />
          </div>
        </div>
      </section>
      <section aria-labelledby="so-slotgroups">
        <h2 id="so-slotgroups" className="so-subtitle">{t('store.content.slotGroups')}</h2>
        {[1, 2, 3, 4].map((position) => {
          const g = c.slot_groups.find((x) => x.position === position);
          return (
            <GroupRow
              key={`${position}:${g?.id ?? 0}`}
              name={g?.name ?? ''}
              ids={g?.item_ids ?? []}
              label={`${t('store.content.slotGroups')} ${position}`}
              busy={busy}
              options={options}
              onSave={(name, itemIds) => void run(() => saveContent('save-slot-group', { store_id: storeId, position, name, is_active: true, item_ids: itemIds }, token), q.refetch)}
            />
          );
        })}
      </section>
      <section aria-labelledby="so-itemgroups">
        <h2 id="so-itemgroups" className="so-subtitle">{t('store.content.itemGroups')}</h2>
        {[...c.item_groups, null].map((g) => (
          <GroupRow
            key={g?.id ?? `new-${c.item_groups.length}`}
            name={g?.name ?? ''}
            ids={g?.item_ids ?? []}
            label={g?.name ?? t('store.content.newItemGroup')}
            busy={busy}
            options={options}
            onSave={(name, itemIds) => void run(() => saveContent('save-item-group', { ...(g ? { id: g.id } : {}), store_id: storeId, name, is_active: true, item_ids: itemIds }, token), q.refetch)}
          />
        ))}
      </section>
    </div>
  );
}

function GroupRow({ name, ids, label, busy, options, onSave }: { name: string; ids: readonly number[]; label: string; busy: boolean; options: readonly { id: number; name: string }[]; onSave: (name: string, ids: number[]) => void }) {
  const t = useStoreT();
  const [n, setN] = useState(name);
  const [chosen, setChosen] = useState<number[]>([...ids]);
  const nameId = useId();
  const idsId = useId();
  return (
    <form
      className="so-row so-group"
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        onSave(n, chosen);
      }}
    >
      <h3 className="so-group__label">{label}</h3>
      <div className="field">
        <label className="field__label" htmlFor={nameId}>{t('store.slots.name')}</label>
        <input id={nameId} className="field__input" value={n} onChange={(e) => setN(e.target.value)} />
      </div>
      <div className="field so-grow">
        <label className="field__label" htmlFor={idsId}>{t('store.content.items')}</label>
        <select id={idsId} className="field__input so-multi" multiple size={5} value={chosen.map(String)} onChange={(e) => setChosen([...e.target.selectedOptions].map((o) => Number(o.value)))}>
          {options.map((o) => (
            <option key={o.id} value={o.id}>{o.name}</option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--secondary so-big" disabled={busy}>
        {t('store.content.save')}
      </button>
    </form>
  );
}
