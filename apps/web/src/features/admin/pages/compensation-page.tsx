import { useState } from 'react';
import type { AdminCompensationRuleView, AdminCompensationRulesResponse, AdminCompensationsResponse, AdminDeleteCompensationRuleResponse } from '@keka/contracts';
import { errorText, useAdminQuery, useAdminWrite } from '../api';
import { AdminPage } from '../components/admin-shell';
import { ActiveBadge, AdTable, EditCard } from '../components/edit-card';
import { CursorPager, FormNotice, QueryProblems } from '../components/query-state';
import { Link } from '../../../lib/link';
import { rupeeText, when } from '../order-words';
type Action = AdminCompensationRuleView['action'];
type Bearer = AdminCompensationRuleView['born_by'];

const BEARERS: Record<Bearer, string> = { STORE: 'The store', PARTNER: 'The delivery partner', PLATFORM: 'The platform' };

/** What a rule gives, in words: "₹50 to the wallet", "A coupon worth the delivery charge". */
export function givesText(rule: Pick<AdminCompensationRuleView, 'action' | 'amount' | 'valid_days'>): string {
  if (rule.action === 'WALLET') return `${rupeeText(rule.amount)} to the wallet`;
  const worth = Number(rule.amount) === 0 ? 'worth the delivery charge' : `of ${rupeeText(rule.amount)}`;
  return `A coupon ${worth}, for ${rule.valid_days} day${rule.valid_days === 1 ? '' : 's'}`;
}

interface RuleFields {
  name: string;
  late_minutes: string;
  action: Action;
  amount: string;
  valid_days: string;
  born_by: Bearer;
  is_active: boolean;
}

const fieldsOf = (rule: AdminCompensationRuleView | null): RuleFields => ({
  name: rule?.name ?? '',
  late_minutes: String(rule?.late_minutes ?? 15),
  action: rule?.action ?? 'COUPON',
  amount: rule ? String(Number(rule.amount)) : '0',
  valid_days: String(rule?.valid_days ?? 30),
  born_by: rule?.born_by ?? 'PLATFORM',
  is_active: rule?.is_active ?? true,
});

function RuleForm({ rule, onDone, onCancel }: { rule: AdminCompensationRuleView | null; onDone: (text: string) => void; onCancel: () => void }) {
  const [f, setF] = useState(() => fieldsOf(rule));
  const write = useAdminWrite();
  const set = <K extends keyof RuleFields>(key: K, value: RuleFields[K]) => setF((v) => ({ ...v, [key]: value }));
  return (
    <EditCard
      title={rule ? `Edit ${rule.name}` : 'New compensation rule'}
      onCancel={onCancel}
      onSubmit={async () => {
        const body = { ...(rule ? { id: rule.id } : {}), name: f.name, trigger: 'LATE', late_minutes: Number(f.late_minutes), action: f.action, amount: f.amount, valid_days: Number(f.valid_days), born_by: f.born_by, is_active: f.is_active };
        const saved = await write<{ data: AdminCompensationRuleView }>('save-compensation-rule', body);
        onDone(`${saved.data.name} saved.`);
      }}
    >
      <div className="ad-grid">
        <label className="ad-field">
          <span className="ad-field__label">Name</span>
          <input className="ad-input" required minLength={2} maxLength={80} value={f.name} onChange={(e) => set('name', e.target.value)} placeholder="Late by more than 15 minutes" />
        </label>
        <label className="ad-field">
          <span className="ad-field__label">Delivered more than this many minutes after the promise</span>
          <input className="ad-input" type="number" inputMode="numeric" required min={0} max={600} step={1} value={f.late_minutes} onChange={(e) => set('late_minutes', e.target.value)} />
        </label>
        <label className="ad-field">
          <span className="ad-field__label">Gives</span>
          <select className="ad-input" value={f.action} onChange={(e) => set('action', e.target.value as Action)}>
            <option value="COUPON">A coupon for the next order</option>
            <option value="WALLET">Money to the wallet</option>
          </select>
        </label>
        <label className="ad-field">
          <span className="ad-field__label">{f.action === 'COUPON' ? 'Coupon value in ₹ (0: worth the delivery charge)' : 'Amount in ₹'}</span>
          <input className="ad-input" inputMode="decimal" required value={f.amount} onChange={(e) => set('amount', e.target.value)} />
        </label>
        {f.action === 'COUPON' && (
          <label className="ad-field">
            <span className="ad-field__label">Coupon valid for (days)</span>
            <input className="ad-input" type="number" inputMode="numeric" required min={1} max={365} value={f.valid_days} onChange={(e) => set('valid_days', e.target.value)} />
          </label>
        )}
        <label className="ad-field">
          <span className="ad-field__label">Who bears the cost</span>
          <select className="ad-input" value={f.born_by} onChange={(e) => set('born_by', e.target.value as Bearer)}>
            {(Object.keys(BEARERS) as Bearer[]).map((b) => (
              <option key={b} value={b}>
                {BEARERS[b]}
                {b === 'PLATFORM' ? '' : ' (taken off its payout)'}
              </option>
            ))}
          </select>
        </label>
        <label className="ad-check">
          <input type="checkbox" checked={f.is_active} onChange={(e) => set('is_active', e.target.checked)} /> Active
        </label>
      </div>
    </EditCard>
  );
}

function RulesTable({ rules, onEdit, onNotice }: { rules: AdminCompensationRuleView[]; onEdit: (rule: AdminCompensationRuleView) => void; onNotice: (m: { ok: boolean; text: string }) => void }) {
  const write = useAdminWrite();
  async function remove(rule: AdminCompensationRuleView) {
    try {
      const answer = await write<AdminDeleteCompensationRuleResponse>('delete-compensation-rule', { id: rule.id });
      onNotice({ ok: true, text: answer.data.outcome === 'DELETED' ? `${rule.name} deleted.` : `${rule.name} was given ${rule.given} times, so it is kept for its history and switched off.` });
    } catch (e) {
      onNotice({ ok: false, text: errorText(e) });
    }
  }
  if (rules.length === 0) return <p className="ad-empty">No rule yet: late orders earn nothing.</p>;
  return (
    <AdTable
      caption="Compensation rules, by how late"
      columns={['Rule', 'When', 'Gives', 'Cost borne by', 'Given', 'State', 'Actions']}
      rows={rules}
      rowKey={(r) => r.id}
      renderRow={(r) => (
        <>
          <td>{r.name}</td>
          <td>More than {r.late_minutes} min late</td>
          <td>{givesText(r)}</td>
          <td>{BEARERS[r.born_by]}</td>
          <td className="ad-num">{r.given}</td>
          <td>
            <ActiveBadge on={r.is_active} />
          </td>
          <td>
            <button type="button" className="ad-button ad-button--small" aria-label={`Edit ${r.name}`} onClick={() => onEdit(r)}>
              Edit
            </button>{' '}
            <button type="button" className="ad-button ad-button--small ad-button--quiet" aria-label={`${r.given > 0 ? 'Switch off' : 'Delete'} ${r.name}`} onClick={() => void remove(r)}>
              {r.given > 0 ? 'Switch off' : 'Delete'}
            </button>
          </td>
        </>
      )}
    />
  );
}

function GivenList() {
  const [cursor, setCursor] = useState<number | null>(null);
  const query = useAdminQuery<AdminCompensationsResponse>('get-compensations', cursor === null ? {} : { before_id: cursor });
  const items = query.data?.data.items;
  return (
    <section aria-labelledby="given-title">
      <h2 className="ad-subtitle" id="given-title">
        What was given
      </h2>
      <QueryProblems query={query} />
      {items && items.length === 0 && <p className="ad-empty">Nothing given yet.</p>}
      {items && items.length > 0 && (
        <AdTable
          caption="Compensations given, newest first"
          columns={['When', 'Order', 'Customer', 'Gave', 'Why', 'Cost borne by']}
          rows={items}
          rowKey={(g) => g.id}
          renderRow={(g) => (
            <>
              <td>{when.format(new Date(g.given_at))}</td>
              <td>
                <Link to={`/admin/orders/${encodeURIComponent(g.order_id)}`}>{g.order_id}</Link>
                <br />
                <span className="ad-muted">{g.store}</span>
              </td>
              <td>{g.customer}</td>
              <td>
                {g.action === 'WALLET' ? `${rupeeText(g.amount)} to the wallet` : `Coupon ${g.coupon_code ?? ''} (${rupeeText(g.amount)})`}
              </td>
              <td>{g.reason}</td>
              <td>{BEARERS[g.born_by]}</td>
            </>
          )}
        />
      )}
      <CursorPager cursor={cursor} next={query.data?.data.next_before_id} onChange={setCursor} />
    </section>
  );
}

/** /admin/compensation: the rules the server applies to orders that went wrong, and what they gave (issue 36). */
export function CompensationPage() {
  const query = useAdminQuery<AdminCompensationRulesResponse>('get-compensation-rules');
  const [editing, setEditing] = useState<AdminCompensationRuleView | 'new' | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const say = (m: { ok: boolean; text: string }) => {
    setNotice(m);
    query.refetch();
  };
  return (
    <AdminPage title="Compensation">
      <p className="ad-muted">
        The server applies these when an order is delivered later than the time promised to the customer (the store's one extension included). Tiers do not add up: an order
        gets the highest one it reached, once. The customer is told in the app and by push.
      </p>
      <div className="ad-toolbar">
        <button type="button" className="ad-button ad-button--primary" onClick={() => setEditing('new')}>
          New rule
        </button>
      </div>
      <FormNotice message={notice} />
      {editing && (
        <RuleForm
          key={editing === 'new' ? 'new' : editing.id}
          rule={editing === 'new' ? null : editing}
          onCancel={() => setEditing(null)}
          onDone={(text) => {
            setEditing(null);
            say({ ok: true, text });
          }}
        />
      )}
      <QueryProblems query={query} />
      {query.data && <RulesTable rules={query.data.data} onEdit={setEditing} onNotice={say} />}
      <GivenList />
    </AdminPage>
  );
}
