import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useStoreStatus } from '../api';
import { useStoreT } from '../i18n';

/** The store a page works on, from `?store=` (an owner of several stores picks one; default: the first). */
export function usePickedStore(token: string): { ready: boolean; storeId: number | undefined; stores: readonly { id: number; name: string }[]; pick: (id: number) => void } {
  const [params, setParams] = useSearchParams();
  const status = useStoreStatus(token);
  const stores = (status.data?.stores ?? []).filter((s) => s.approval === 'APPROVED');
  const asked = Number(params.get('store'));
  const storeId = stores.some((s) => s.id === asked) ? asked : stores[0]?.id;
  return { ready: status.data !== undefined, storeId, stores, pick: (id) => setParams({ store: String(id) }, { replace: true }) };
}

export function StorePicker({ stores, storeId, onPick }: { stores: readonly { id: number; name: string }[]; storeId: number | undefined; onPick: (id: number) => void }) {
  const t = useStoreT();
  const id = useId();
  if (stores.length < 2) return null;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('store.picker.label')}
      </label>
      <select id={id} className="field__input" value={storeId} onChange={(e) => onPick(Number(e.target.value))}>
        {stores.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </select>
    </div>
  );
}
