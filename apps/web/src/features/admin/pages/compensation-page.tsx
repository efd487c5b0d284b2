import { useState } from 'react';
import type { AdminCompensationRuleView, AdminCompensationRulesResponse, AdminCompensationsResponse, AdminDeleteCompensationRuleResponse } from '@keka/contracts';
import { errorText, useAdminQuery, useAdminWrite } from '../api';
import { AdminPage } from '../components/admin-shell';
import { ActiveBadge, AdTable, EditCard } from '../components/edit-card';
import { CursorPager, FormNotice, QueryProblems } from '../components/query-state';
import { Link } from '../../../lib/link';
import { rupeeText, when } from '../order-words';
type Action = AdminCompensationRuleView['action'];
type Trigger = AdminCompensationRuleView['trigger'];
type Bearer = AdminCompensationRuleView['born_by'];

const BEARERS: Record<Bearer, string> = { STORE: 'The store', PARTNER: 'The delivery partner', PLATFORM: 'The platform' };

/** When a rule applies, in words. */
export function whenText(rule: Pick<AdminCompensationRuleView, 'trigger' | 'late_minutes' | 'up_to'>): string {
  if (rule.trigger === 'LATE') return `More than ${rule.late_minutes} min late`;
  return Number(rule.up_to) === 0 ? 'Items reported missing or wrong, of any worth' : `Items reported missing or wrong, worth up to ${rupeeText(rule.up_to)}`;
}

/** What a rule gives, in words: "₹50 to the wallet", "A coupon worth the delivery charge", "Refund of the items". */
export function givesText(rule: Pick<AdminCompensationRuleView, 'trigger' | 'action' | 'amount' | 'valid_days'>): string {
  if (rule.action === 'REVIEW') return 'An admin reviews it';
  if (rule.trigger === 'MISSING') return rule.action === 'WALLET' ? 'Refund of the items' : `A coupon worth the items, for ${rule.valid_days} days`;
  if (rule.action === 'WALLET') return `${rupeeText(rule.amount)} to the wallet`;
  const worth = Number(rule.amount) === 0 ? 'worth the delivery charge' : `of ${rupeeText(rule.amount)}`;
  return `A coupon ${worth}, for ${rule.valid_days} day${rule.valid_days === 1 ? '' : 's'}`;
}

interface RuleFields {
  name: string;
  trigger: Trigger;
  late_minutes: string;
  up_to: string;
  action: Action;
  amount: string;
  valid_days: string;
  born_by: Bearer;
  is_active: boolean;
}

const fieldsOf = (rule: AdminCompensationRuleView | null): RuleFields => ({
  name: rule?.name ?? '',
  trigger: rule?.trigger ?? 'LATE',
  late_minutes: String(rule?.late_minutes ?? 15),
  up_to: rule ? String(Number(rule.up_to)) : '0',
  action: rule?.action ?? 'COUPON',
  amount: rule ? String(Number(rule.amount)) : '0',
  valid_days: String(rule?.valid_days ?? 30),
  born_by: rule?.born_by ?? 'PLATFORM',
  is_active: rule?.is_active ?? true,
});

type SetField = <K extends keyof RuleFields>(key: K, value: RuleFields[K]) => void;

function ValidDays({ f, set }: { f: RuleFields; set: SetField }) {
  return (
    <label className="ad-field">
      <span className="ad-field__label">Coupon valid for (days)</span>
      <input className="ad-input" type="number" inputMode="numeric" required min={1} max={365} value={f.valid_days} onChange={(e) => set('valid_days', e.target.value)} />
    </label>
  );
}

function LateFields({ f, set }: { f: RuleFields; set: SetField }) {
  return (
    <>
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
      {f.action === 'COUPON' && <ValidDays f={f} set={set} />}
    </>
  );
}

function MissingFields({ f, set }: { f: RuleFields; set: SetField }) {
  return (
    <>
      <label className="ad-field">
        <span className="ad-field__label">For reports worth up to ₹ (0: any)</span>
        <input className="ad-input" inputMode="decimal" required value={f.up_to} onChange={(e) => set('up_to', e.target.value)} />
      </label>
      <label className="ad-field">
        <span className="ad-field__label">Then</span>
        <select className="ad-input" value={f.action} onChange={(e) => set('action', e.target.value as Action)}>
          <option value="WALLET">Refund the items (where they were paid from)</option>
          <option value="COUPON">Give a coupon worth the items</option>
          <option value="REVIEW">An admin reviews it</option>
        </select>
      </label>
      {f.action === 'COUPON' && <ValidDays f={f} set={set} />}
    </>
  );
}

function RuleForm({ rule, onDone, onCancel }: { rule: AdminCompensationRuleView | null; onDone: (text: string) => void; onCancel: () => void }) {
  const [f, setF] = useState(() => fieldsOf(rule));
  const write = useAdminWrite();
  const set: SetField = (key, value) => setF((v) => ({ ...v, [key]: value }));
  return (
    <EditCard
      title={rule ? `Edit ${rule.name}` : 'New compensation rule'}
      onCancel={onCancel}
      onSubmit={async () => {
        const late = f.trigger === 'LATE';
        const body = {
          ...(rule ? { id: rule.id } : {}),
          name: f.name,
          trigger: f.trigger,
          ...(late ? { late_minutes: Number(f.late_minutes), amount: f.amount } : { up_to: f.up_to }),
          action: f.action,
          valid_days: Number(f.valid_days),
          born_by: f.born_by,
          is_active: f.is_active,
        };
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
          <span className="ad-field__label">When</span>
          <select className="ad-input" value={f.trigger} onChange={(e) => setF((v) => ({ ...v, trigger: e.target.value as Trigger, action: e.target.value === 'LATE' && v.action === 'REVIEW' ? 'COUPON' : v.action }))}>
            <option value="LATE">An order is delivered late</option>
            <option value="MISSING">Items are reported missing or wrong</option>
          </select>
        </label>
        {f.trigger === 'LATE' ? <LateFields f={f} set={set} /> : <MissingFields f={f} set={set} />}
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
      caption="Compensation rules"
      columns={['Rule', 'When', 'Gives', 'Cost borne by', 'Given', 'State', 'Actions']}
      rows={rules}
      rowKey={(r) => r.id}
      renderRow={(r) => (
        <>
          <td>{r.name}</td>
          <td>{whenText(r)}</td>
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
        The server applies these when an order is delivered later than the time promised to the customer (the store's one extension included), and when a customer
        reports items missing or wrong. Late tiers do not add up: an order gets the highest one it reached, once. A report takes the rule with the smallest limit that
        covers its worth; with none, an admin reviews it under Item reports. The customer is told in the app and by push.
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
