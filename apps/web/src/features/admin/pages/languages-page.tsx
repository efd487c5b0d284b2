import { useState, type FormEvent } from 'react';
import { Route, Routes, useParams, useSearchParams } from 'react-router';
import { Link } from '../../../lib/link';
import type { AdminGetLanguagesResponse, AdminGetTranslationsResponse, AdminLanguageView, AdminMissingTranslationsResponse } from '@keka/contracts';
import { errorText, useAdminWrite } from '../api';
import { useFreshAdminQuery } from './fresh-query';
import { AdminPage } from '../components/admin-shell';
import '../admin-settings.css';
import { FormNotice, QueryError } from '../components/query-state';

const PAGE_SIZE = 50;

/** The `{name}` placeholders of a text (as the server checks them). */
const placeholdersOf = (text: string): string[] => [...new Set(Array.from(text.matchAll(/\{(\w+)\}/g), (m) => m[1] ?? ''))].sort();

function placeholderProblem(english: string, value: string): string | null {
  if (value === '') return null;
  const want = placeholdersOf(english);
  const got = placeholdersOf(value);
  const dropped = want.filter((p) => !got.includes(p));
  const invented = got.filter((p) => !want.includes(p));
  if (dropped.length > 0) return `Keep ${dropped.map((p) => `{${p}}`).join(', ')}.`;
  if (invented.length > 0) return `${invented.map((p) => `{${p}}`).join(', ')} is not in the English text.`;
  return null;
}

function LanguageList() {
  const query = useFreshAdminQuery<AdminGetLanguagesResponse>('get-languages');
  const write = useAdminWrite();
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [rtl, setRtl] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(what: () => Promise<unknown>, done: string) {
    setBusy(true);
    setMessage(null);
    try {
      await what();
      setMessage({ ok: true, text: done });
      query.refetch();
    } catch (e) {
      setMessage({ ok: false, text: errorText(e) });
    } finally {
      setBusy(false);
    }
  }

  function add(event: FormEvent) {
    event.preventDefault();
    const clean = code.trim().toLowerCase();
    if (!/^[a-z]{2,3}$/.test(clean)) {
      setMessage({ ok: false, text: 'The code is 2 or 3 letters, such as ta or mai.' });
      return;
    }
    if (!name.trim()) {
      setMessage({ ok: false, text: 'Give the language its name.' });
      return;
    }
    void run(async () => {
      await write('add-language', { code: clean, name: name.trim(), is_rtl: rtl });
      setCode('');
      setName('');
      setRtl(false);
    }, `Added ${name.trim()}. It stays off until its texts are ready and you switch it on.`);
  }

  const rows = query.data?.data ?? [];
  return (
    <AdminPage title="Languages">
      {query.error ? <QueryError error={query.error} retry={query.refetch} /> : null}
      {query.isLoading && !query.data ? <p className="ad-muted">Loading…</p> : null}
      <FormNotice message={message} />
      {rows.length > 0 && (
        <table className="ad-table">
          <caption className="ad-visually-hidden">Languages</caption>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Name</th>
              <th scope="col">State</th>
              <th scope="col" className="ad-num">
                Translated
              </th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((l) => (
              <tr key={l.id}>
                <td>
                  <code>{l.code}</code>
                </td>
                <td lang={l.code} dir={l.is_rtl ? 'rtl' : undefined}>
                  {l.name}
                </td>
                <td>
                  {l.is_default && <span className="ad-badge ad-badge--ok">Default</span>} {l.is_active ? <span className="ad-badge">On</span> : <span className="ad-badge ad-badge--bad">Off</span>}{' '}
                  {l.is_rtl && <span className="ad-badge ad-badge--warn">Right to left</span>}
                </td>
                <td className="ad-num">
                  {l.translated} / {l.total}
                  {l.translated < l.total && (
                    <>
                      <br />
                      <Link to={`/admin/languages/${l.id}/missing`}>{l.total - l.translated} missing</Link>
                    </>
                  )}
                </td>
                <td>
                  <div className="ads-actions">
                    <Link className="ad-button ad-button--small" to={`/admin/languages/${l.id}`}>
                      Edit texts
                    </Link>
                    {!l.is_default && (
                      <button
                        type="button"
                        className="ad-button ad-button--small ad-button--quiet"
                        disabled={busy}
                        onClick={() => void run(() => write('update-language', { id: l.id, is_active: !l.is_active }), `${l.name} is ${l.is_active ? 'off' : 'on'}.`)}
                      >
                        {l.is_active ? 'Switch off' : 'Switch on'}
                      </button>
                    )}
                    {!l.is_default && l.is_active && (
                      <button type="button" className="ad-button ad-button--small ad-button--quiet" disabled={busy} onClick={() => void run(() => write('set-default-language', { id: l.id }), `${l.name} is now the default language.`)}>
                        Make default
                      </button>
                    )}
                    <button
                      type="button"
                      className="ad-button ad-button--small ad-button--quiet"
                      disabled={busy}
                      onClick={() => void run(() => write('update-language', { id: l.id, is_rtl: !l.is_rtl }), `${l.name} now reads ${l.is_rtl ? 'left to right' : 'right to left'}.`)}
                    >
                      {l.is_rtl ? 'Make left to right' : 'Make right to left'}
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form className="ad-card ads-row-form" onSubmit={add} noValidate aria-labelledby="add-language-title" style={{ marginBlockStart: 'var(--space-4)' }}>
        <h2 id="add-language-title" className="ad-subtitle" style={{ gridColumn: '1 / -1', margin: 0 }}>
          Add a language
        </h2>
        <label className="ad-field">
          <span className="ad-field__label">Code (2 or 3 letters)</span>
          <input className="ad-input" value={code} maxLength={3} onChange={(e) => setCode(e.target.value)} placeholder="ta" spellCheck={false} autoCapitalize="off" />
        </label>
        <label className="ad-field">
          <span className="ad-field__label">Name, as its readers write it</span>
          <input className="ad-input" value={name} maxLength={40} onChange={(e) => setName(e.target.value)} placeholder="தமிழ்" />
        </label>
        <label className="ad-field ad-field--check">
          <input type="checkbox" checked={rtl} onChange={(e) => setRtl(e.target.checked)} />
          <span className="ad-field__label">Right to left</span>
        </label>
        <button type="submit" className="ad-button ad-button--primary" disabled={busy}>
          Add language
        </button>
      </form>
    </AdminPage>
  );
}

function TranslationEditor() {
  const id = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const missingOnly = params.get('missing') === '1';
  const offset = Math.max(0, Number(params.get('offset')) || 0);
  const [typed, setTyped] = useState(q);
  const query = useFreshAdminQuery<AdminGetTranslationsResponse>('get-translations', { id, q, missing_only: missingOnly, offset, limit: PAGE_SIZE });
  const write = useAdminWrite();
  const [edits, setEdits] = useState<Record<string, { english: string; value: string }>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const setParam = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null || v === '') next.delete(k);
      else next.set(k, v);
    }
    setParams(next);
  };

  const data = query.data;
  const language: AdminLanguageView | undefined = data?.language;
  const dirtyKeys = Object.keys(edits);
  const problems = Object.fromEntries(dirtyKeys.map((key) => [key, placeholderProblem(edits[key]?.english ?? '', edits[key]?.value ?? '')]).filter(([, p]) => p !== null)) as Record<string, string>;

  async function save() {
    if (busy || dirtyKeys.length === 0) return;
    if (Object.keys(problems).length > 0) {
      setMessage({ ok: false, text: 'Some texts lose or add a placeholder; see the rows marked in red.' });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const res = await write<{ changed: string[] }>('save-translations', { id, values: Object.fromEntries(dirtyKeys.map((key) => [key, edits[key]?.value.trim() ?? ''])) });
      setEdits({});
      setMessage({ ok: true, text: `Saved ${res.changed.length} ${res.changed.length === 1 ? 'text' : 'texts'}. Open apps pick them up at their next check.` });
      query.refetch();
    } catch (e) {
      setMessage({ ok: false, text: errorText(e) });
    } finally {
      setBusy(false);
    }
  }

  const total = data?.total ?? 0;
  return (
    <AdminPage
      title={language ? `Texts: ${language.name}` : 'Texts'}
      actions={
        <Link className="ad-button ad-button--quiet" to="/admin/languages">
          All languages
        </Link>
      }
    >
      <form
        className="ad-toolbar"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setParam({ q: typed.trim(), offset: null });
        }}
      >
        <label className="ad-field ad-field--inline">
          <span className="ad-field__label">Search keys and texts</span>
          <input className="ad-input" type="search" value={typed} maxLength={100} onChange={(e) => setTyped(e.target.value)} placeholder="cart.title or Add to cart" />
        </label>
        <button type="submit" className="ad-button">
          Search
        </button>
        <label className="ad-field ad-field--check">
          <input type="checkbox" checked={missingOnly} onChange={(e) => setParam({ missing: e.target.checked ? '1' : null, offset: null })} />
          <span className="ad-field__label">Missing only</span>
        </label>
        {language && (
          <span className="ad-muted">
            {language.translated} of {language.total} translated
          </span>
        )}
      </form>
      {query.error ? <QueryError error={query.error} retry={query.refetch} /> : null}
      {query.isLoading && !data ? <p className="ad-muted">Loading…</p> : null}
      {data && data.rows.length === 0 ? <p className="ad-empty">{missingOnly ? 'Nothing is missing here.' : 'No text matches.'}</p> : null}
      {data && data.rows.length > 0 && (
        <table className="ad-table ads-translations">
          <caption className="ad-visually-hidden">Texts beside English</caption>
          <thead>
            <tr>
              <th scope="col">Key</th>
              <th scope="col">English</th>
              <th scope="col">{language?.name ?? 'Translation'}</th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row) => {
              const edit = edits[row.key];
              const value = edit ? edit.value : (row.value ?? '');
              const problem = problems[row.key];
              return (
                <tr key={row.key}>
                  <td className="ads-key">{row.key}</td>
                  <td className="ads-english" lang="en">
                    {row.english}
                  </td>
                  <td>
                    <textarea
                      className="ad-input ads-translation"
                      rows={Math.min(4, Math.max(1, Math.ceil(row.english.length / 48)))}
                      aria-label={`${language?.name ?? 'Translation'} for ${row.key}`}
                      aria-invalid={problem ? true : undefined}
                      lang={language?.code}
                      dir={language?.is_rtl ? 'rtl' : undefined}
                      maxLength={2000}
                      placeholder={row.value === null ? 'Missing: English is shown' : undefined}
                      value={value}
                      onChange={(e) => {
                        const next = e.target.value;
                        setMessage(null);
                        setEdits(({ [row.key]: _old, ...rest }) => (next === (row.value ?? '') ? rest : { ...rest, [row.key]: { english: row.english, value: next } }));
                      }}
                    />
                    {problem && <span className="ad-field__error">{problem}</span>}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {data && total > PAGE_SIZE && (
        <div className="ad-pager">
          <button type="button" className="ad-button" disabled={offset === 0} onClick={() => setParam({ offset: String(Math.max(0, offset - PAGE_SIZE)) })}>
            Previous
          </button>
          <span className="ad-muted" style={{ alignSelf: 'center' }}>
            {offset + 1}–{Math.min(total, offset + PAGE_SIZE)} of {total}
          </span>
          <button type="button" className="ad-button" disabled={offset + PAGE_SIZE >= total} onClick={() => setParam({ offset: String(offset + PAGE_SIZE) })}>
            Next
          </button>
        </div>
      )}
      {(data || dirtyKeys.length > 0) && (
        <div className="ads-savebar" role="region" aria-label="Save texts" style={{ marginBlockStart: 'var(--space-4)' }}>
          <span aria-live="polite" className={message ? (message.ok ? 'ad-ok' : 'ad-error') : 'ad-muted'}>
            {message ? message.text : dirtyKeys.length === 0 ? 'No unsaved texts.' : `${dirtyKeys.length} unsaved ${dirtyKeys.length === 1 ? 'text' : 'texts'} (kept across pages).`}
          </span>
          <span className="ads-savebar__buttons">
            <button type="button" className="ad-button ad-button--quiet" disabled={busy || dirtyKeys.length === 0} onClick={() => setEdits({})}>
              Discard
            </button>
            <button type="button" className="ad-button ad-button--primary" disabled={busy || dirtyKeys.length === 0} onClick={() => void save()} aria-busy={busy}>
              {busy ? 'Saving…' : 'Save texts'}
            </button>
          </span>
        </div>
      )}
    </AdminPage>
  );
}

function MissingReport() {
  const id = Number(useParams().id);
  const query = useFreshAdminQuery<AdminMissingTranslationsResponse>('get-missing-translations', { id });
  const languages = useFreshAdminQuery<AdminGetLanguagesResponse>('get-languages');
  const language = languages.data?.data.find((l) => l.id === id);
  const keys = query.data?.keys ?? [];
  return (
    <AdminPage
      title={`Missing texts${language ? `: ${language.name}` : ''}`}
      actions={
        <>
          {keys.length > 0 && (
            <Link className="ad-button ad-button--primary" to={`/admin/languages/${id}?missing=1`}>
              Translate them
            </Link>
          )}
          <Link className="ad-button ad-button--quiet" to="/admin/languages">
            All languages
          </Link>
        </>
      }
    >
      {query.error ? <QueryError error={query.error} retry={query.refetch} /> : null}
      {query.isLoading && !query.data ? <p className="ad-muted">Loading…</p> : null}
      {query.data && (
        <p className="ad-subtitle">
          {keys.length} of {query.data.total} keys have no text in this language; the app shows English for them.
        </p>
      )}
      {query.data && keys.length === 0 ? <p className="ad-empty">Every key is translated.</p> : null}
      {keys.length > 0 && (
        <ul className="ads-missing">
          {keys.map((key) => (
            <li key={key} className="ads-key">
              {key}
            </li>
          ))}
        </ul>
      )}
    </AdminPage>
  );
}

/** /admin/languages: the languages; /:id their texts beside English; /:id/missing what is not translated. */
export function LanguagesPage() {
  return (
    <Routes>
      <Route index element={<LanguageList />} />
      <Route path=":id" element={<TranslationEditor />} />
      <Route path=":id/missing" element={<MissingReport />} />
    </Routes>
  );
}
