import { useEffect, useId, useState, type FormEvent } from 'react';
import type { AdminGateway, AdminPaymentGatewaysResponse } from '@keka/contracts';
import { GatewayMark } from '../../../components/ui/gateway-mark';
import { errorText, useAdminQuery, useAdminWrite } from '../api';
import { AdminPage } from '../components/admin-shell';
import { FormNotice, QueryError } from '../components/query-state';
import './payments.css';

type Data = AdminPaymentGatewaysResponse['data'];

const OFFERED: Readonly<Record<AdminGateway['offered'], { readonly text: string; readonly tone: string }>> = {
  live: { text: 'Live', tone: 'ok' },
  test: { text: 'Test gateway', tone: 'warn' },
  off: { text: 'Not offered', tone: 'bad' },
};

const SOURCE: Readonly<Record<AdminGateway['source'], string>> = {
  environment: "Keys from the server's environment (change them there).",
  console: 'Keys kept here, the secret ones sealed.',
  test: 'No keys: customers get the labelled test gateway, no money moves.',
  none: 'No keys yet.',
};

/**
 * /admin/payments (issue 33): each online payment provider's keys and whether customers are offered
 * it. Secret keys are write-only here: the server answers only whether one is kept.
 */
export function PaymentsPage() {
  const query = useAdminQuery<AdminPaymentGatewaysResponse>('get-payment-gateways');
  const { refetch } = query;
  useEffect(() => refetch(), [refetch]);
  const [saved, setSaved] = useState<Data | null>(null);
  const data = saved ?? query.data?.data;
  return (
    <AdminPage title="Payments">
      {query.error && !data ? <QueryError error={query.error} retry={refetch} /> : null}
      {!data && !query.error ? <p className="ad-muted">Loading…</p> : null}
      {data && (
        <>
          <p className="ad-muted ad-pay__intro">
            Customers see a provider once its keys are set and it is switched on. Enter each webhook address in the provider&rsquo;s dashboard: an order reaches its store
            only once the payment is verified there.
          </p>
          {!data.can_keep_secrets && (
            <p className="ad-error" role="note">
              This server has no SECRETS_KEY, so secret keys cannot be kept here. Set SECRETS_KEY (32 characters or more) in the server&rsquo;s environment and restart, or set
              the providers&rsquo; keys in the environment.
            </p>
          )}
          {data.test_gateways && <p className="ad-note">Providers without keys are offered as labelled test gateways on this server (development or demo data): no money moves.</p>}
          <div className="ad-pay__list">
            {data.gateways.map((g) => (
              <GatewayCard key={JSON.stringify(g)} gateway={g} canKeepSecrets={data.can_keep_secrets} onSaved={setSaved} />
            ))}
          </div>
        </>
      )}
    </AdminPage>
  );
}

const initialValues = (g: AdminGateway): Record<string, string> => Object.fromEntries(g.fields.map((f) => [f.name, f.secret ? '' : (f.value ?? '')]));

function GatewayCard({ gateway: g, canKeepSecrets, onSaved }: { readonly gateway: AdminGateway; readonly canKeepSecrets: boolean; readonly onSaved: (d: Data) => void }) {
  const write = useAdminWrite();
  const id = useId();
  const fromEnv = g.source === 'environment';
  const [enabled, setEnabled] = useState(g.enabled);
  const [values, setValues] = useState(() => initialValues(g));
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [forgetting, setForgetting] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const initial = initialValues(g);
  const changed = Object.fromEntries(Object.entries(values).filter(([name, v]) => v !== initial[name]));
  const dirty = enabled !== g.enabled || Object.keys(changed).length > 0;
  const kept = g.fields.some((f) => f.set) && !fromEnv;
  const badge = OFFERED[g.offered];

  async function send(body: Record<string, unknown>) {
    if (busy) return;
    setBusy(true);
    setMessage(null);
    try {
      const res = await write<AdminPaymentGatewaysResponse>('save-payment-gateway', { gateway: g.code, ...(reason.trim() ? { reason: reason.trim() } : {}), ...body });
      onSaved(res.data);
    } catch (e) {
      setMessage({ ok: false, text: errorText(e) });
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (reason.trim() !== '' && reason.trim().length < 3) {
      setMessage({ ok: false, text: 'Give a reason of at least 3 characters, or none.' });
      return;
    }
    void send({ enabled, values: changed });
  }

  const copy = () => {
    void navigator.clipboard?.writeText(g.webhook_url).then(
      () => setMessage({ ok: true, text: 'Webhook address copied.' }),
      () => setMessage({ ok: false, text: 'Could not copy: select the address and copy it.' }),
    );
  };

  return (
    <form className="ad-card ad-form ad-pay" aria-labelledby={`${id}-name`} onSubmit={submit} noValidate>
      <header className="ad-pay__head">
        <GatewayMark code={g.code} />
        <h2 className="ad-subtitle" id={`${id}-name`}>
          {g.name}
        </h2>
        <span className={`ad-badge ad-badge--${badge.tone}`}>{badge.text}</span>
      </header>
      <p className="ad-muted">{SOURCE[g.source]}</p>
      {g.problem && (
        <p className="ad-error" role="note">
          {g.problem}
        </p>
      )}
      <label className="ad-check">
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
        Offer {g.name} to customers
      </label>
      <div className="ad-grid">
        {g.fields.map((f) => {
          const hint = fromEnv ? 'Set in the environment' : f.secret ? (f.set ? 'Kept. Type a new one to replace it; leave empty to keep it.' : (f.hint ?? 'Not set')) : f.hint;
          return (
            <label className="ad-field" key={f.name}>
              <span className="ad-field__label">
                {f.label}
                {f.required ? '' : ' (optional)'}
              </span>
              {f.options ? (
                <select className="ad-input" disabled={fromEnv} value={values[f.name] || (f.options[0]?.value ?? '')} onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}>
                  {f.options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  className="ad-input"
                  type={f.secret ? 'password' : 'text'}
                  autoComplete={f.secret ? 'new-password' : 'off'}
                  spellCheck={false}
                  maxLength={500}
                  disabled={fromEnv || (f.secret && !canKeepSecrets)}
                  placeholder={f.secret && f.set ? '•••••••• kept' : ''}
                  value={values[f.name] ?? ''}
                  onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
                />
              )}
              {hint && <span className="ad-field__hint">{hint}</span>}
            </label>
          );
        })}
      </div>
      <div className="ad-pay__webhook">
        <span className="ad-field__label" id={`${id}-hook`}>
          Webhook address
        </span>
        <code aria-labelledby={`${id}-hook`}>{g.webhook_url}</code>
        <button type="button" className="ad-button ad-button--quiet" onClick={copy}>
          Copy
        </button>
      </div>
      <label className="ad-field">
        <span className="ad-field__label">Reason (optional, kept in the audit log)</span>
        <input className="ad-input" maxLength={300} value={reason} onChange={(e) => setReason(e.target.value)} />
      </label>
      <FormNotice message={message} />
      <div className="ad-toolbar">
        <button type="submit" className="ad-button ad-button--primary" disabled={!dirty || busy} aria-busy={busy}>
          {busy ? 'Saving…' : `Save ${g.name}`}
        </button>
        {kept &&
          (forgetting ? (
            <>
              <button type="button" className="ad-button ad-button--danger" disabled={busy} onClick={() => void send({ enabled, values: {}, clear: true })}>
                Forget {g.name}&rsquo;s keys now
              </button>
              <button type="button" className="ad-button ad-button--quiet" onClick={() => setForgetting(false)}>
                Keep them
              </button>
            </>
          ) : (
            <button type="button" className="ad-button ad-button--quiet" disabled={busy} onClick={() => setForgetting(true)}>
              Forget keys…
            </button>
          ))}
      </div>
    </form>
  );
}
