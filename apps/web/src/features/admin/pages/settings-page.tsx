import { useMemo, useState, type FormEvent } from 'react';
import type { AdminSaveSettingsResponse, AdminSettingsView, SettingField } from '@keka/contracts';
import { ApiError } from '../../../lib/api';
import { errorText, useAdminWrite } from '../api';
import { useFreshAdminQuery } from './fresh-query';
import { AdminPage } from '../components/admin-shell';
import { ReasonDialog } from '../components/reason-dialog';
import '../admin-settings.css';
import { QueryError } from '../components/query-state';

/** A quick check in the browser; the server checks every value again with the full rules. */
function quickProblem(field: SettingField, value: string): string | null {
  switch (field.kind) {
    case 'number':
    case 'money': {
      if (value.trim() === '' || !Number.isFinite(Number(value))) return 'must be a number';
      const n = Number(value);
      if (field.kind === 'number' && field.integer && !Number.isInteger(n)) return 'must be a whole number';
      return n < field.min || n > field.max ? `must be between ${field.min} and ${field.max}` : null;
    }
    case 'text':
      if (value.trim() === '') return 'must not be empty';
      return value.length > field.max ? `must be at most ${field.max} characters` : null;
    case 'color':
      return /^#[0-9a-f]{6}$/i.test(value) ? null : 'must be a colour such as #fc8019';
    case 'boolean':
    case 'url':
    case 'enum':
    case 'email':
    case 'phone':
    case 'amounts':
    case 'timezone':
      return null;
  }
}

function FieldInput({ field, value, error, onChange }: { readonly field: SettingField; readonly value: string; readonly error: string | null; readonly onChange: (value: string) => void }) {
  const id = `setting-${field.key}`;
  const hintId = field.help ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const described = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const common = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described } as const;
  const hint = field.help ? (
    <span id={hintId} className="ad-field__hint">
      {field.help}
    </span>
  ) : null;
  const problem = error ? (
    <span id={errorId} className="ad-field__error">
      {field.label} {error}.
    </span>
  ) : null;

  if (field.kind === 'boolean') {
    return (
      <div className="ad-field ads-field">
        <label className="ad-field--check ads-switch" htmlFor={id}>
          <input {...common} type="checkbox" role="switch" checked={value === 'true'} onChange={(e) => onChange(e.target.checked ? 'true' : 'false')} />
          <span className="ad-field__label">{field.label}</span>
        </label>
        {hint}
        {problem}
      </div>
    );
  }

  let control;
  switch (field.kind) {
    case 'enum':
      control = (
        <select {...common} className="ad-input" value={value} onChange={(e) => onChange(e.target.value)}>
          {!field.options.includes(value) && <option value={value}>{value || '—'}</option>}
          {field.options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      );
      break;
    case 'color':
      control = (
        <span className="ads-color">
          <input type="color" aria-label={`${field.label} picker`} value={/^#[0-9a-f]{6}$/i.test(value) ? value : '#000000'} onChange={(e) => onChange(e.target.value)} />
          <input {...common} className="ad-input" value={value} maxLength={7} spellCheck={false} onChange={(e) => onChange(e.target.value.trim())} />
        </span>
      );
      break;
    case 'number':
    case 'money':
      control = (
        <span className="ads-affix">
          {field.kind === 'money' && <span aria-hidden="true">₹</span>}
          <input {...common} className="ad-input" type="number" inputMode="decimal" min={field.min} max={field.max} step={field.kind === 'number' && field.integer ? 1 : 0.01} value={value} onChange={(e) => onChange(e.target.value)} />
          {field.kind === 'number' && field.unit && <span>{field.unit}</span>}
        </span>
      );
      break;
    case 'text':
      control = field.multiline ? (
        <textarea {...common} className="ad-input" rows={2} maxLength={field.max} value={value} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} className="ad-input" maxLength={field.max} value={value} onChange={(e) => onChange(e.target.value)} />
      );
      break;
    case 'url':
      control = <input {...common} className="ad-input" type={field.path || field.template ? 'text' : 'url'} maxLength={500} spellCheck={false} value={value} onChange={(e) => onChange(e.target.value.trim())} />;
      break;
    case 'email':
      control = <input {...common} className="ad-input" type="email" maxLength={120} value={value} onChange={(e) => onChange(e.target.value.trim())} />;
      break;
    case 'phone':
      control = <input {...common} className="ad-input" type="tel" maxLength={20} value={value} onChange={(e) => onChange(e.target.value)} />;
      break;
    case 'amounts':
    case 'timezone':
      control = <input {...common} className="ad-input" maxLength={60} spellCheck={false} value={value} onChange={(e) => onChange(e.target.value.replace(/\s/g, ''))} />;
      break;
  }
  return (
    <div className="ad-field ads-field">
      <label className="ad-field__label" htmlFor={id}>
        {field.label}
        {!field.public && <span className="ad-muted"> (server only)</span>}
      </label>
      {control}
      {hint}
      {problem}
    </div>
  );
}

/** /admin/settings: every setting as a typed field in its group; a save writes only what changed. */
export function SettingsPage() {
  const query = useFreshAdminQuery<{ data: AdminSettingsView }>('get-settings');
  const write = useAdminWrite();
  const [edits, setEdits] = useState<Record<string, string>>({});
  /** Values saved since the last read (shown until the refetch lands). */
  const [saved, setSaved] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmClear, setConfirmClear] = useState(false);
  const view = query.data?.data;

  const stored = useMemo(() => ({ ...(view?.values ?? {}), ...saved }), [view, saved]);
  const values = useMemo(() => ({ ...stored, ...edits }), [stored, edits]);
  const changed = useMemo(() => Object.keys(edits).filter((key) => edits[key] !== stored[key]), [edits, stored]);

  function set(key: string, value: string) {
    setEdits((e) => ({ ...e, [key]: value }));
    setErrors(({ [key]: _gone, ...rest }) => rest);
    setMessage(null);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!view || busy || changed.length === 0) return;
    const found: Record<string, string> = {};
    for (const key of changed) {
      const field = view.fields.find((f) => f.key === key);
      const problem = field ? quickProblem(field, edits[key] ?? '') : null;
      if (problem) found[key] = problem;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setMessage({ ok: false, text: 'Some values need fixing; see the fields marked in red.' });
      return;
    }
    setBusy(true);
    try {
      const res = await write<AdminSaveSettingsResponse>('save-settings', { values: Object.fromEntries(changed.map((key) => [key, edits[key] ?? ''])) });
      setSaved((s) => ({ ...s, ...edits }));
      setEdits({});
      setMessage({ ok: true, text: `Saved ${res.changed.length} ${res.changed.length === 1 ? 'change' : 'changes'}. Open apps pick them up within two minutes, or as soon as they come back to the screen.` });
      query.refetch();
    } catch (e) {
      const details = e instanceof ApiError ? e.details.errors : undefined;
      if (details && typeof details === 'object') setErrors(details as Record<string, string>);
      setMessage({ ok: false, text: errorText(e) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AdminPage
      title="Settings"
      actions={
        <button type="button" className="ad-button ad-button--quiet" onClick={() => setConfirmClear(true)} disabled={!view}>
          Clear every app's cache…
        </button>
      }
    >
      {query.error ? <QueryError error={query.error} retry={query.refetch} /> : null}
      {!view && !query.error ? <p className="ad-muted">Loading…</p> : null}
      {view && (
        <form className="ads-settings" onSubmit={(e) => void save(e)} noValidate aria-label="Settings">
          <p className="ad-subtitle ad-muted">
            Settings version {view.force_new_settings_version} · cache version {view.force_cache_clear_version}. Saving raises the settings version, so open apps refetch settings and texts without a reload.
          </p>
          <nav className="ads-jump" aria-label="Setting groups">
            {view.groups.map((group) => (
              <a key={group} href={`#group-${group.replace(/\W+/g, '-')}`} className="ad-button ad-button--small ad-button--quiet">
                {group}
              </a>
            ))}
          </nav>
          {view.groups.map((group) => {
            const fields = view.fields.filter((f) => f.group === group);
            if (fields.length === 0) return null;
            return (
              <fieldset key={group} id={`group-${group.replace(/\W+/g, '-')}`} className="ad-card ads-group">
                <legend className="ads-group__title">{group}</legend>
                <div className="ads-group__fields">
                  {fields.map((field) => (
                    <FieldInput key={field.key} field={field} value={values[field.key] ?? ''} error={errors[field.key] ?? null} onChange={(v) => set(field.key, v)} />
                  ))}
                </div>
              </fieldset>
            );
          })}
          <div className="ads-savebar" role="region" aria-label="Save settings">
            <span aria-live="polite" className={message ? (message.ok ? 'ad-ok' : 'ad-error') : 'ad-muted'}>
              {message ? message.text : changed.length === 0 ? 'No unsaved changes.' : `${changed.length} unsaved ${changed.length === 1 ? 'change' : 'changes'}.`}
            </span>
            <span className="ads-savebar__buttons">
              <button
                type="button"
                className="ad-button ad-button--quiet"
                disabled={busy || changed.length === 0}
                onClick={() => {
                  setEdits({});
                  setErrors({});
                  setMessage(null);
                }}
              >
                Discard
              </button>
              <button type="submit" className="ad-button ad-button--primary" disabled={busy || changed.length === 0} aria-busy={busy}>
                {busy ? 'Saving…' : 'Save changes'}
              </button>
            </span>
          </div>
        </form>
      )}
      {confirmClear && (
        <ReasonDialog
          title="Clear every app's cache?"
          body="Every customer, store and rider app that is open will clear its stored data and caches, show an updating screen and reload. Location, language and the chosen store are kept; people may have to sign in again. Use this only after a change that settings alone do not reach."
          confirmLabel="Clear caches"
          askReason
          danger
          onConfirm={async (reason) => {
            const res = await write<{ force_cache_clear_version: string }>('clear-app-caches', { reason });
            setMessage({ ok: true, text: `Cache version is now ${res.force_cache_clear_version}. Open apps clear and reload at their next check.` });
            query.refetch();
          }}
          onClose={() => setConfirmClear(false)}
        />
      )}
    </AdminPage>
  );
}
