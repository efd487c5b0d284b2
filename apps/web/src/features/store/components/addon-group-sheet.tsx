import { useId, useState } from 'react';
import type { ManageAddonCategory } from '@keka/contracts';
import { CloseIcon } from '../../../components/ui/icons/close';
import { Sheet } from '../../../components/ui/sheet';
import { isApiError } from '../../../lib/api';
import { saveAddonCategory } from '../api';
import { useStoreT } from '../i18n';

interface Row {
  readonly id?: number;
  readonly name: string;
  readonly price: string;
  readonly is_active: boolean;
}

/** Add or edit an add-on group: SINGLE (radios, the customer picks one) or multi (checkboxes), SPEC §5. */
export function AddonGroupSheet(props: { open: boolean; storeId: number; group: ManageAddonCategory | null; token: string; onClose: () => void; onSaved: () => void }) {
  // A fresh form each time the sheet opens for another group.
  return props.open ? <GroupForm key={props.group?.id ?? 'new'} {...props} /> : null;
}

function GroupForm({ storeId, group, token, onClose, onSaved }: { storeId: number; group: ManageAddonCategory | null; token: string; onClose: () => void; onSaved: () => void }) {
  const t = useStoreT();
  const nameId = useId();
  const [name, setName] = useState(group?.name ?? '');
  const [type, setType] = useState<'SINGLE' | 'MULTI'>(group?.type ?? 'SINGLE');
  const [rows, setRows] = useState<Row[]>(group?.addons.map((a) => ({ id: a.id, name: a.name, price: a.price, is_active: a.is_active })) ?? [{ name: '', price: '0', is_active: true }]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const setRow = (i: number, patch: Partial<Row>) => setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  async function save() {
    setBusy(true);
    setError(null);
    try {
      await saveAddonCategory({ ...(group ? { id: group.id } : {}), store_id: storeId, name, type, addons: rows.map((r) => ({ ...(r.id ? { id: r.id } : {}), name: r.name, price: r.price, is_active: r.is_active })) }, token);
      onSaved();
    } catch (e) {
      setError(isApiError(e) ? e.message : String(e));
      setBusy(false);
    }
  }

  return (
    <Sheet
      open
      onClose={onClose}
      title={t('store.addon.title')}
      footer={
        <button type="button" className="button button--primary button--block so-big" disabled={busy} onClick={() => void save()}>
          {t('store.addon.save')}
        </button>
      }
    >
      <div className="field">
        <label className="field__label" htmlFor={nameId}>
          {t('store.addon.name')}
        </label>
        <input id={nameId} className="field__input" value={name} onChange={(e) => setName(e.target.value)} />
      </div>
      <fieldset className="so-fieldset">
        <legend>{t('store.addon.type')}</legend>
        {(['SINGLE', 'MULTI'] as const).map((v) => (
          <label key={v} className="so-check">
            <input type="radio" name="addon-type" checked={type === v} onChange={() => setType(v)} /> {t(`store.addon.type.${v}`)}
          </label>
        ))}
      </fieldset>
      {rows.map((r, i) => (
        <div key={r.id ?? `new-${i}`} className="so-row so-addon-row">
          <label className="field">
            <span className="field__label">{t('store.addon.addonName')}</span>
            <input className="field__input" value={r.name} onChange={(e) => setRow(i, { name: e.target.value })} />
          </label>
          <label className="field">
            <span className="field__label">{t('store.addon.addonPrice')}</span>
            <input className="field__input so-num" inputMode="decimal" value={r.price} onChange={(e) => setRow(i, { price: e.target.value })} />
          </label>
          <button type="button" className="icon-button" aria-label={t('store.addon.removeRow', { name: r.name || String(i + 1) })} disabled={rows.length === 1} onClick={() => setRows(rows.filter((_, j) => j !== i))}>
            <CloseIcon />
          </button>
        </div>
      ))}
      <button type="button" className="button button--ghost so-big" onClick={() => setRows([...rows, { name: '', price: '0', is_active: true }])}>
        {t('store.addon.addRow')}
      </button>
      {error && (
        <p className="so-error" role="alert">
          {error}
        </p>
      )}
    </Sheet>
  );
}
