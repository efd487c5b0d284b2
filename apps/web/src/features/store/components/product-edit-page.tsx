import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { ManageItem, StoreProductsResponse } from '@keka/contracts';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api';
import { saveItem, uploadImage, useProducts } from '../api';
import { useStoreT } from '../i18n';
import { usePickedStore } from './store-picker';

const MAX_BYTES = 2 * 1024 * 1024;
const TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** /store/view/product/{product_id} (or /new): add or edit an item with its picture and add-on groups. */
export function ProductEditPage({ token }: { token: string }) {
  const t = useStoreT();
  const { id } = useParams();
  const { ready, storeId } = usePickedStore(token);
  const q = useProducts(ready ? token : null, storeId);
  if (q.error && !q.data) return <ErrorState error={q.error} onRetry={q.refetch} headingLevel={1} />;
  if (!q.data) return <Skeleton height={400} />;
  // /store/view/product/new has no :id (its own route): a new item.
  const itemId = id === undefined || id === 'new' ? null : Number(id);
  const item = itemId === null ? null : (q.data.categories.flatMap((c) => c.items).find((i) => i.id === itemId) ?? undefined);
  if (item === undefined) return <StateMessage headingLevel={1} title={t('store.products.empty')} />;
  return <ItemForm key={item?.id ?? 'new'} data={q.data} item={item} token={token} onSaved={q.refetch} />;
}

function ItemForm({ data, item, token, onSaved }: { data: StoreProductsResponse['data']; item: ManageItem | null; token: string; onSaved: () => void }) {
  const t = useStoreT();
  const navigate = useNavigate();
  const categoryId = useId();
  const fileId = useId();
  const [name, setName] = useState(item?.name ?? '');
  const [desc, setDesc] = useState(item?.short_desc ?? '');
  const [price, setPrice] = useState(item?.price ?? '');
  const [maxQty, setMaxQty] = useState(item?.max_qty === null || item === null ? '' : String(item.max_qty));
  const [category, setCategory] = useState(item?.item_category_id ?? data.categories[0]?.id ?? 0);
  const [isVeg, setIsVeg] = useState(item?.is_veg ?? true);
  const [isActive, setIsActive] = useState(item?.is_active ?? true);
  const [image, setImage] = useState(item?.image ?? '');
  const [groups, setGroups] = useState<number[]>(item?.addon_category_ids ?? []);
  const [busy, setBusy] = useState<'upload' | 'save' | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function upload(file: File) {
    if (!TYPES.includes(file.type) || file.size > MAX_BYTES) {
      setError(t('store.item.image'));
      return;
    }
    setBusy('upload');
    setError(null);
    try {
      setImage(await uploadImage(file, token));
    } catch (e) {
      setError(isApiError(e) ? e.message : String(e));
    } finally {
      setBusy(null);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy('save');
    setError(null);
    try {
      const saved = await saveItem(
        {
          ...(item ? { id: item.id } : {}),
          store_id: data.store.id,
          item_category_id: category,
          name,
          short_desc: desc,
          price,
          max_qty: maxQty === '' ? null : Number(maxQty),
          is_veg: isVeg,
          is_active: isActive,
          ...(image.startsWith('/uploads/') ? { image } : {}),
          addon_category_ids: groups,
        },
        token,
      );
      onSaved();
      void navigate(`/store/view/product/${saved.id}?store=${data.store.id}`, { replace: true });
      setBusy(null);
    } catch (e) {
      setError(isApiError(e) ? e.message : String(e));
      setBusy(null);
    }
  }

  return (
    <div className="so-page">
      <h1 className="so-title">{item ? t('store.item.titleEdit') : t('store.item.titleNew')}</h1>
      <form className="so-form" onSubmit={(e) => void submit(e)} noValidate>
        {error && (
          <p className="so-error" role="alert">
            {error}
          </p>
        )}
        <TextField label={t('store.item.name')} value={name} onChange={(e) => setName(e.target.value)} />
        <TextField label={t('store.item.desc')} value={desc} onChange={(e) => setDesc(e.target.value)} />
        <div className="so-row">
          <TextField label={t('store.products.price')} inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} />
          <TextField label={t('store.products.maxQty')} inputMode="numeric" placeholder={t('store.products.noMax')} value={maxQty} onChange={(e) => setMaxQty(e.target.value.replace(/\D/g, ''))} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={categoryId}>
            {t('store.item.category')}
          </label>
          <select id={categoryId} className="field__input" value={category} onChange={(e) => setCategory(Number(e.target.value))}>
            {data.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <label className="so-check">
          <input type="checkbox" checked={isVeg} onChange={(e) => setIsVeg(e.target.checked)} /> {t('store.item.veg')}
        </label>
        <label className="so-check">
          <input type="checkbox" checked={isActive} onChange={(e) => setIsActive(e.target.checked)} /> {t('store.item.active')}
        </label>
        <div className="field">
          <label className="field__label" htmlFor={fileId}>
            {t('store.item.image')}
          </label>
          <input id={fileId} type="file" accept={TYPES.join(',')} disabled={busy !== null} onChange={(e) => e.target.files?.[0] && void upload(e.target.files[0])} />
          {busy === 'upload' && <span role="status">{t('store.item.uploading')}</span>}
          {image && <img className="so-preview" src={image} alt="" width={160} height={160} />}
        </div>
        <fieldset className="so-fieldset">
          <legend>{t('store.item.addonGroups')}</legend>
          {data.addon_categories.map((g) => (
            <label key={g.id} className="so-check">
              <input type="checkbox" checked={groups.includes(g.id)} onChange={(e) => setGroups(e.target.checked ? [...groups, g.id] : groups.filter((x) => x !== g.id))} /> {g.name} (
              {t(`store.addon.type.${g.type}`)})
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button button--primary button--block so-big" disabled={busy !== null} aria-busy={busy === 'save'}>
          {busy === 'save' ? t('store.item.saving') : t('store.item.save')}
        </button>
      </form>
    </div>
  );
}
