import { useEffect, useId, useState, type FormEvent } from 'react';
import type { AdminSignInProvider, AdminSignInProvidersResponse } from '@keka/contracts';
import { errorText, useAdminQuery, useAdminWrite } from '../api';
import { AdminPage } from '../components/admin-shell';
import { FormNotice, QueryError } from '../components/query-state';
import './payments.css';

type Data = AdminSignInProvidersResponse['data'];

const OFFERED: Readonly<Record<AdminSignInProvider['offered'], { readonly text: string; readonly tone: string }>> = {
  live: { text: 'Live', tone: 'ok' },
  development: { text: 'Development stand-in', tone: 'warn' },
  off: { text: 'Not offered', tone: 'bad' },
};

const SOURCE: Readonly<Record<AdminSignInProvider['source'], string>> = {
  environment: "Keys from the server's environment (change them there).",
  console: 'Keys kept here, the secret one sealed.',
  development: 'No keys: the sign-in screens offer a labelled development stand-in (a made-up name and e-mail, no provider involved).',
  none: 'No keys yet: not offered.',
};

const ID_LABEL = { google: 'Client id', facebook: 'App id' } as const;
const ID_HINT = { google: '…apps.googleusercontent.com (a web client of Google Identity Services)', facebook: 'The numeric app id of your Facebook app' } as const;

/** /admin/sign-in (issue 34): Google's and Facebook's keys, and whether the sign-in screens offer them. */
export function SignInPage() {
  const query = useAdminQuery<AdminSignInProvidersResponse>('get-sign-in-providers');
  const { refetch } = query;
  useEffect(() => refetch(), [refetch]);
  const [saved, setSaved] = useState<Data | null>(null);
  const data = saved ?? query.data?.data;
  return (
    <AdminPage title="Sign-in">
      {query.error && !data ? <QueryError error={query.error} retry={refetch} /> : null}
      {!data && !query.error ? <p className="ad-muted">Loading…</p> : null}
      {data && (
        <>
          <p className="ad-muted ad-pay__intro">
            Customers see &ldquo;Continue with Google / Facebook&rdquo; once a provider&rsquo;s keys are set and it is switched on. In Google&rsquo;s console, add <code>{data.origin}</code> to the
            client&rsquo;s authorised JavaScript origins; in Facebook&rsquo;s, to the app&rsquo;s domains. A new e-mail makes an account; an e-mail that already has one is linked only after
            its password or a phone code.
          </p>
          <div className="ad-pay__list">
            {data.providers.map((p) => (
              <ProviderCard key={JSON.stringify(p)} provider={p} canKeepSecrets={data.can_keep_secrets} onSaved={setSaved} />
            ))}
          </div>
        </>
      )}
    </AdminPage>
  );
}

function ProviderCard({ provider: p, canKeepSecrets, onSaved }: { readonly provider: AdminSignInProvider; readonly canKeepSecrets: boolean; readonly onSaved: (d: Data) => void }) {
  const write = useAdminWrite();
  const id = useId();
  const fromEnv = p.source === 'environment';
  const [enabled, setEnabled] = useState(p.enabled);
  const [clientId, setClientId] = useState(fromEnv ? '' : (p.client_id ?? ''));
  const [secret, setSecret] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const idChanged = !fromEnv && clientId.trim() !== (p.client_id ?? '');
  const dirty = enabled !== p.enabled || idChanged || secret !== '';
  const kept = !fromEnv && (p.client_id !== null || p.secret_set);
  const badge = OFFERED[p.offered];

  async function send(body: Record<string, unknown>) {
    if (busy) return;
    setBusy(true);
    setMessage(null);
    try {
      onSaved((await write<AdminSignInProvidersResponse>('save-sign-in-provider', { provider: p.provider, ...(reason.trim() ? { reason: reason.trim() } : {}), ...body })).data);
    } catch (e) {
      setMessage({ ok: false, text: errorText(e) });
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (reason.trim() !== '' && reason.trim().length < 3) return setMessage({ ok: false, text: 'Give a reason of at least 3 characters, or none.' });
    void send({ enabled, ...(idChanged ? { client_id: clientId.trim() } : {}), ...(secret ? { secret } : {}) });
  }

  return (
    <form className="ad-card ad-form ad-pay" aria-labelledby={`${id}-name`} onSubmit={submit} noValidate>
      <header className="ad-pay__head">
        <h2 className="ad-subtitle" id={`${id}-name`}>
          {p.name}
        </h2>
        <span className={`ad-badge ad-badge--${badge.tone}`}>{badge.text}</span>
      </header>
      <p className="ad-muted">{SOURCE[p.source]}</p>
      {p.problem && (
        <p className="ad-error" role="note">
          {p.problem}
        </p>
      )}
      {p.restart_needed && (
        <p className="ad-note" role="note">
          Restart the server once so the browsers&rsquo; security policy lets {p.name}&rsquo;s sign-in script in.
        </p>
      )}
      <label className="ad-check">
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
        Offer {p.name} on the sign-in screens
      </label>
      <div className="ad-grid">
        <label className="ad-field">
          <span className="ad-field__label">{ID_LABEL[p.provider]}</span>
          <input className="ad-input" spellCheck={false} autoComplete="off" maxLength={300} disabled={fromEnv} value={fromEnv ? (p.client_id ?? '') : clientId} onChange={(e) => setClientId(e.target.value)} />
          <span className="ad-field__hint">{fromEnv ? 'Set in the environment' : ID_HINT[p.provider]}</span>
        </label>
        {p.provider === 'facebook' && (
          <label className="ad-field">
            <span className="ad-field__label">App secret</span>
            <input
              className="ad-input"
              type="password"
              autoComplete="new-password"
              spellCheck={false}
              maxLength={300}
              disabled={fromEnv || !canKeepSecrets}
              placeholder={p.secret_set ? '•••••••• kept' : ''}
              value={secret}
              onChange={(e) => setSecret(e.target.value)}
            />
            <span className="ad-field__hint">
              {fromEnv ? 'Set in the environment' : !canKeepSecrets ? 'Needs SECRETS_KEY on the server to be kept here' : p.secret_set ? 'Kept. Type a new one to replace it; leave empty to keep it.' : 'Not set'}
            </span>
          </label>
        )}
      </div>
      <label className="ad-field">
        <span className="ad-field__label">Reason (optional, kept in the audit log)</span>
        <input className="ad-input" maxLength={300} value={reason} onChange={(e) => setReason(e.target.value)} />
      </label>
      <FormNotice message={message} />
      <div className="ad-toolbar">
        <button type="submit" className="ad-button ad-button--primary" disabled={!dirty || busy} aria-busy={busy}>
          {busy ? 'Saving…' : `Save ${p.name}`}
        </button>
        {kept && (
          <button type="button" className="ad-button ad-button--quiet" disabled={busy} onClick={() => void send({ enabled, clear: true })}>
            Forget {p.name}&rsquo;s keys
          </button>
        )}
      </div>
    </form>
  );
}
