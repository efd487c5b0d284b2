import { useState } from 'react';
import type { AdminGetApprovalsResponse, PartnerAdminView, StoreApplicationView } from '@keka/contracts';
import { useAdminQuery, useAdminWrite } from '../api';
import { AdminPage } from '../components/admin-shell';
import { ReasonDialog } from '../components/reason-dialog';
import { StatusBadge, when } from './approval-parts';
import './approvals.css';
import { QueryError } from '../components/query-state';

type StoreDecision = 'APPROVED' | 'REJECTED' | 'SUSPENDED';
interface Pending {
  readonly kind: 'store' | 'partner';
  readonly id: number;
  readonly name: string;
  readonly decision: StoreDecision;
}

const DIALOG: Record<StoreDecision, { verb: string; danger: boolean }> = {
  APPROVED: { verb: 'Approve', danger: false },
  REJECTED: { verb: 'Reject', danger: true },
  SUSPENDED: { verb: 'Suspend', danger: true },
};

function dialogText(p: Pending): string {
  const who = p.kind === 'store' ? `The store ${p.name}` : `${p.name}`;
  switch (p.decision) {
    case 'APPROVED':
      return p.kind === 'store' ? `${who} becomes visible to customers at once. Its owner is told.` : `${who} can go online and get delivery offers, and is told so.`;
    case 'REJECTED':
      return `${who} is not approved. The reason is shown to ${p.kind === 'store' ? 'its owner' : 'him'}.`;
    case 'SUSPENDED':
      return p.kind === 'store' ? `${who} is hidden from customers until it is approved again. The reason is shown to its owner.` : `${who} goes offline at once and gets no offers until approved again. The reason is shown to him.`;
  }
}

function StoreCard({ s, onDecide }: { readonly s: StoreApplicationView; readonly onDecide: (d: StoreDecision) => void }) {
  const map = `https://www.openstreetmap.org/?mlat=${s.latitude}&mlon=${s.longitude}#map=17/${s.latitude}/${s.longitude}`;
  return (
    <article className="ad-card ap-app" aria-labelledby={`ap-store-${s.id}`} data-testid={`store-application-${s.id}`}>
      <header className="ap-app__head">
        <div>
          <h3 id={`ap-store-${s.id}`} className="ap-app__title">
            {s.name}
          </h3>
          <p className="ad-muted ap-app__sub">
            Store #{s.id} · {s.is_fresh ? 'Grocery (fresh)' : 'Restaurant'}
            {s.is_pureveg ? ' · Pure veg' : ''} · registered {when(s.created_at)}
          </p>
        </div>
        <div className="ap-app__actions">
          <button type="button" className="ad-button ad-button--primary" onClick={() => onDecide('APPROVED')} aria-label={`Approve ${s.name}`}>
            Approve
          </button>
          <button type="button" className="ad-button ad-button--danger" onClick={() => onDecide('REJECTED')} aria-label={`Reject ${s.name}`}>
            Reject
          </button>
        </div>
      </header>
      <dl className="ap-facts">
        <div>
          <dt>Address</dt>
          <dd>{s.address}</dd>
        </div>
        <div>
          <dt>Location</dt>
          <dd>
            {s.latitude.toFixed(5)}, {s.longitude.toFixed(5)} ({s.city}){' '}
            <a href={map} target="_blank" rel="noreferrer">
              View on map
            </a>
          </dd>
        </div>
        <div>
          <dt>Store phone</dt>
          <dd>{s.phone ?? '—'}</dd>
        </div>
        <div>
          <dt>Owner</dt>
          <dd>
            {s.owners.length === 0
              ? '—'
              : s.owners.map((o) => (
                  <span key={o.id} className="ap-owner">
                    {o.name}
                    {o.email ? ` · ${o.email}` : ''}
                    {o.phone ? ` · ${o.phone}` : ''}
                  </span>
                ))}
          </dd>
        </div>
        <div>
          <dt>Delivery</dt>
          <dd>
            {s.delivery_time} min · up to {s.delivery_radius} km · minimum order ₹{s.min_order_price}
          </dd>
        </div>
        <div>
          <dt>Description</dt>
          <dd>{s.description || '—'}</dd>
        </div>
        <div>
          <dt>Pictures</dt>
          <dd>
            {s.image || s.cover_image ? (
              <span className="ap-pictures">
                {[s.image, s.cover_image].filter((src): src is string => Boolean(src)).map((src) => (
                  <a key={src} href={src} target="_blank" rel="noreferrer">
                    <img src={src} alt={`Picture of ${s.name}`} width={96} height={64} loading="lazy" />
                  </a>
                ))}
              </span>
            ) : (
              'None uploaded'
            )}
          </dd>
        </div>
      </dl>
    </article>
  );
}

/** /admin/approvals: stores and delivery partners waiting for a decision, and the ones decided lately. */
export function ApprovalsPage() {
  const query = useAdminQuery<AdminGetApprovalsResponse>('get-approvals');
  const write = useAdminWrite();
  const [pending, setPending] = useState<Pending | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const data = query.data?.data;

  const decide = (kind: Pending['kind'], row: { id: number; name: string }, decision: StoreDecision) => {
    setDone(null);
    setPending({ kind, id: row.id, name: row.name, decision });
  };

  async function confirm(p: Pending, reason: string) {
    const withReason = reason ? { reason } : {};
    if (p.kind === 'store') await write('approve-store', { store_id: p.id, approval: p.decision, ...withReason });
    else await write('approve-delivery-partner', { partner_id: p.id, approved: p.decision === 'APPROVED', ...withReason });
    const past = { APPROVED: 'approved', REJECTED: 'rejected', SUSPENDED: 'suspended' }[p.decision];
    setDone(`${p.name} was ${past}.`);
    query.refetch();
  }

  return (
    <AdminPage
      title="Approvals"
      actions={
        <button type="button" className="ad-button" onClick={query.refetch}>
          Refresh
        </button>
      }
    >
      {done && (
        <p className="ad-ok" role="status">
          {done}
        </p>
      )}
      {query.error ? <QueryError error={query.error} retry={query.refetch} /> : null}
      {!data && !query.error ? <p className="ad-muted">Loading…</p> : null}
      {data && (
        <>
          <section aria-labelledby="ap-stores">
            <h2 id="ap-stores" className="ad-subtitle">
              Stores waiting <span className="ad-badge ad-badge--warn ap-badge--strong">{data.pending_stores.length}</span>
            </h2>
            {data.pending_stores.length === 0 ? (
              <p className="ad-empty">No store is waiting. Stores registered through the store app appear here.</p>
            ) : (
              <div className="ap-list">
                {data.pending_stores.map((s) => (
                  <StoreCard key={s.id} s={s} onDecide={(d) => decide('store', s, d)} />
                ))}
              </div>
            )}
          </section>

          <section aria-labelledby="ap-partners">
            <h2 id="ap-partners" className="ad-subtitle">
              Delivery partners waiting <span className="ad-badge ad-badge--warn ap-badge--strong">{data.pending_partners.length}</span>
            </h2>
            {data.pending_partners.length === 0 ? (
              <p className="ad-empty">No delivery partner is waiting. Partners who sign up in the delivery app appear here.</p>
            ) : (
              <PartnerTable rows={data.pending_partners} caption="Delivery partners waiting for approval, oldest first" onDecide={(p, d) => decide('partner', p, d)} pending />
            )}
          </section>

          <section aria-labelledby="ap-decided">
            <h2 id="ap-decided" className="ad-subtitle">
              Decided lately
            </h2>
            <h3 className="ap-minor">Stores</h3>
            {data.decided_stores.length === 0 ? (
              <p className="ad-empty">No store decisions yet.</p>
            ) : (
              <table className="ad-table" data-testid="decided-stores">
                <caption className="ad-visually-hidden">Stores decided lately, newest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Store</th>
                    <th scope="col">Status</th>
                    <th scope="col">Reason</th>
                    <th scope="col">Decided</th>
                    <th scope="col">
                      <span className="ad-visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.decided_stores.map((s) => (
                    <tr key={s.id}>
                      <td>
                        {s.name}
                        <br />
                        <span className="ad-muted">
                          #{s.id} · {s.address}
                        </span>
                      </td>
                      <td>
                        <StatusBadge status={s.approval} />
                      </td>
                      <td>{s.review_note ?? ''}</td>
                      <td className="ad-nowrap">{s.reviewed_at ? when(s.reviewed_at) : ''}</td>
                      <td>
                        <div className="ap-row-actions">
                        {s.approval === 'APPROVED' ? (
                          <button type="button" className="ad-button ad-button--small ad-button--danger" onClick={() => decide('store', s, 'SUSPENDED')} aria-label={`Suspend ${s.name}`}>
                            Suspend
                          </button>
                        ) : (
                          <button type="button" className="ad-button ad-button--small" onClick={() => decide('store', s, 'APPROVED')} aria-label={`Re-approve ${s.name}`}>
                            Re-approve
                          </button>
                        )}
                      </div>
</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <h3 className="ap-minor">Delivery partners</h3>
            {data.decided_partners.length === 0 ? (
              <p className="ad-empty">No delivery partner decisions yet.</p>
            ) : (
              <PartnerTable rows={data.decided_partners} caption="Delivery partners decided lately, newest first" onDecide={(p, d) => decide('partner', p, d)} />
            )}
          </section>
        </>
      )}
      {pending && (
        <ReasonDialog
          title={`${DIALOG[pending.decision].verb} ${pending.name}?`}
          body={dialogText(pending)}
          confirmLabel={DIALOG[pending.decision].verb}
          askReason={pending.decision !== 'APPROVED'}
          danger={DIALOG[pending.decision].danger}
          onConfirm={(reason) => confirm(pending, reason)}
          onClose={() => setPending(null)}
        />
      )}
    </AdminPage>
  );
}

function PartnerTable({
  rows,
  caption,
  pending = false,
  onDecide,
}: {
  readonly rows: readonly PartnerAdminView[];
  readonly caption: string;
  readonly pending?: boolean;
  readonly onDecide: (p: PartnerAdminView, d: StoreDecision) => void;
}) {
  return (
    <table className="ad-table" data-testid={pending ? 'pending-partners' : 'decided-partners'}>
      <caption className="ad-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Phone</th>
          <th scope="col">E-mail</th>
          <th scope="col">Vehicle</th>
          <th scope="col">{pending ? 'Signed up' : 'Status'}</th>
          {!pending && <th scope="col">Reason</th>}
          <th scope="col">
            <span className="ad-visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((p) => (
          <tr key={p.id}>
            <td>
              {p.name}
              <br />
              <span className="ad-muted">#{p.id}</span>
            </td>
            <td className="ad-nowrap">{p.phone ?? '—'}</td>
            <td>{p.email ?? '—'}</td>
            <td>
              {p.vehicle ?? '—'}
              {p.vehicle_number ? (
                <>
                  <br />
                  <span className="ad-muted">{p.vehicle_number}</span>
                </>
              ) : null}
            </td>
            <td className="ad-nowrap">{pending ? when(p.created_at) : <StatusBadge status={p.status} />}</td>
            {!pending && <td>{p.review_note ?? ''}</td>}
            <td>
              <div className="ap-row-actions">
              {pending ? (
                <>
                  <button type="button" className="ad-button ad-button--small ad-button--primary" onClick={() => onDecide(p, 'APPROVED')} aria-label={`Approve ${p.name}`}>
                    Approve
                  </button>
                  <button type="button" className="ad-button ad-button--small ad-button--danger" onClick={() => onDecide(p, 'REJECTED')} aria-label={`Reject ${p.name}`}>
                    Reject
                  </button>
                </>
              ) : p.status === 'APPROVED' ? (
                <button type="button" className="ad-button ad-button--small ad-button--danger" onClick={() => onDecide(p, 'SUSPENDED')} aria-label={`Suspend ${p.name}`}>
                  Suspend
                </button>
              ) : (
                <button type="button" className="ad-button ad-button--small" onClick={() => onDecide(p, 'APPROVED')} aria-label={`Re-approve ${p.name}`}>
                  Re-approve
                </button>
              )}
            </div>
</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
