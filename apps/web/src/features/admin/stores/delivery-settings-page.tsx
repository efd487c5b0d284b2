import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import type { AdminDeliverySettings, AdminDeliverySettingsResponse } from '@keka/contracts';
import { errorText, useAdminQuery, useAdminWrite } from '../api';
import { AdminPage } from '../components/admin-shell';
import { checkNumber, checkRupees, focusFirstInvalid } from './checks';
import './stores.css';
import { FormNotice, QueryError } from '../components/query-state';

interface Draft {
  delivery_dispatch_mode: string;
  delivery_offer_seconds: string;
  cash_limit: string;
  max_accept_delivery_limit: string;
  delivery_commission_base: string;
  delivery_commission_percent: string;
}

const draftOf = (s: AdminDeliverySettings): Draft => ({
  delivery_dispatch_mode: s.delivery_dispatch_mode,
  delivery_offer_seconds: String(s.delivery_offer_seconds),
  cash_limit: s.cash_limit,
  max_accept_delivery_limit: String(s.max_accept_delivery_limit),
  delivery_commission_base: s.delivery_commission_base,
  delivery_commission_percent: String(s.delivery_commission_percent),
});

const num = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** /admin/delivery-settings: how offers reach delivery partners and what they earn (issue 8 rules). */
export function DeliverySettingsPage() {
  const query = useAdminQuery<AdminDeliverySettingsResponse>('get-delivery-settings');
  const { refetch } = query;
  useEffect(() => refetch(), [refetch]);
  const [saved, setSaved] = useState<AdminDeliverySettings | null>(null);
  const current = saved ?? query.data?.data;
  return (
    <AdminPage title="Delivery settings">
      {query.error && !current ? (
        <QueryError error={query.error} retry={refetch} />
      ) : null}
      {!current && !query.error ? <p className="ad-muted">Loading…</p> : null}
      {saved && (
        <p className="ad-ok" role="status">
          Saved. The new settings apply now.
        </p>
      )}
      {current && <DeliveryForm key={JSON.stringify(current)} initial={current} onSaved={setSaved} />}
    </AdminPage>
  );
}

function DeliveryForm({ initial, onSaved }: { readonly initial: AdminDeliverySettings; readonly onSaved: (s: AdminDeliverySettings) => void }) {
  const write = useAdminWrite();
  const [draft, setDraft] = useState(() => draftOf(initial));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof Draft, value: string) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setMessage(null);
  };
  const dirty = JSON.stringify(draft) !== JSON.stringify(draftOf(initial));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const body = {
      ...draft,
      delivery_offer_seconds: num(draft.delivery_offer_seconds),
      max_accept_delivery_limit: num(draft.max_accept_delivery_limit),
      delivery_commission_percent: num(draft.delivery_commission_percent),
      ...(reason.trim() ? { reason: reason.trim() } : {}),
    };
    const problems = {
      delivery_offer_seconds: checkNumber(body.delivery_offer_seconds, { min: 10, max: 600, int: true }),
      cash_limit: checkRupees(body.cash_limit),
      max_accept_delivery_limit: checkNumber(body.max_accept_delivery_limit, { min: 0, max: 20, int: true }),
      delivery_commission_percent: checkNumber(body.delivery_commission_percent, { min: 0, max: 100 }),
      reason: reason.trim() !== '' && reason.trim().length < 3 ? 'Give a reason of at least 3 characters, or none' : null,
    };
    const found = Object.fromEntries(Object.entries(problems).filter((e): e is [string, string] => e[1] !== null));
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setMessage({ ok: false, text: 'Some fields need a fix (marked in red).' });
      focusFirstInvalid(event.currentTarget as HTMLElement);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const res = await write<AdminDeliverySettingsResponse>('save-delivery-settings', body);
      setBusy(false);
      onSaved(res.data);
    } catch (e) {
      setMessage({ ok: false, text: errorText(e) });
      setBusy(false);
    }
  }

  const field = (key: keyof Draft | 'reason', label: string, control: ReactNode, hint?: string) => (
    <label className="ad-field">
      <span className="ad-field__label">{label}</span>
      {control}
      {hint && <span className="ad-field__hint">{hint}</span>}
      {errors[key] && <span className="ad-field__error">{errors[key]}</span>}
    </label>
  );
  const text = (key: keyof Draft, max = 12) => <input className="ad-input" inputMode="decimal" maxLength={max} value={draft[key]} aria-invalid={errors[key] ? true : undefined} onChange={(e) => set(key, e.target.value)} />;

  return (
    <form className="ad-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Delivery settings">
      <fieldset className="ad-card ad-st-group">
        <legend>Offers</legend>
        <div className="ad-grid">
          {field(
            'delivery_dispatch_mode',
            'Dispatch mode',
            <select className="ad-input" value={draft.delivery_dispatch_mode} onChange={(e) => set('delivery_dispatch_mode', e.target.value)}>
              <option value="broadcast">Broadcast</option>
              <option value="nearest">Nearest first</option>
            </select>,
            draft.delivery_dispatch_mode === 'nearest' ? 'One partner at a time, nearest first' : 'Every partner of the store sees it; first to accept wins',
          )}
          {field('delivery_offer_seconds', 'Seconds each partner has an offer', text('delivery_offer_seconds', 4), 'Nearest mode only; 10 to 600')}
          {field('cash_limit', 'Cash limit (₹)', text('cash_limit'), 'Offers stop while a partner holds this much cash; 0 = no limit')}
          {field('max_accept_delivery_limit', 'Open orders per partner', text('max_accept_delivery_limit', 3), 'Offers stop at this many accepted orders; 0 = no limit, at most 20')}
        </div>
      </fieldset>
      <fieldset className="ad-card ad-st-group">
        <legend>Partner commission</legend>
        <div className="ad-grid">
          {field(
            'delivery_commission_base',
            'Commission on',
            <select className="ad-input" value={draft.delivery_commission_base} onChange={(e) => set('delivery_commission_base', e.target.value)}>
              <option value="delivery_charge">The delivery charge</option>
              <option value="order_total">The order total (less the tip)</option>
            </select>,
          )}
          {field('delivery_commission_percent', 'Commission (%)', text('delivery_commission_percent', 6), "0 to 100; a partner's own rate wins over this")}
        </div>
      </fieldset>
      {field('reason', 'Reason (optional, kept in the audit log)', <input className="ad-input" maxLength={300} value={reason} aria-invalid={errors.reason ? true : undefined} onChange={(e) => setReason(e.target.value)} />)}
      <FormNotice message={message} />
      <div className="ad-st-save__actions">
        <button type="button" className="ad-button ad-button--quiet" disabled={!dirty || busy} onClick={() => setDraft(draftOf(initial))}>
          Undo changes
        </button>
        <button type="submit" className="ad-button ad-button--primary" disabled={!dirty || busy} aria-busy={busy}>
          {busy ? 'Saving…' : 'Save settings'}
        </button>
      </div>
      <p className="ad-muted">Saved settings apply to the next offer and the next delivery at once.</p>
    </form>
  );
}
