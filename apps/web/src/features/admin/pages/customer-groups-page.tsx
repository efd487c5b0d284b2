import { useState, type FormEvent } from 'react';
import type { AdminAddGroupMembersResponse, AdminCustomerGroupResponse, AdminCustomerGroupView, AdminCustomerGroupsResponse } from '@keka/contracts';
import { errorText, useAdminQuery, useAdminWrite } from '../api';
import { AdminPage } from '../components/admin-shell';
import { FormError, QueryProblems } from '../components/query-state';
import { lazyZonedFormat } from '../../../lib/platform-time';

const day = lazyZonedFormat('en-IN', { dateStyle: 'medium' });

/** The e-mails and phones typed one per line (or separated by commas), blanks dropped. */
export const contactsOf = (text: string): string[] => [...new Set(text.split(/[\n,;]+/).map((v) => v.trim()).filter(Boolean))];

function GroupForm({ group, onDone, onCancel }: { group: AdminCustomerGroupView | null; onDone: (message: string, id: number) => void; onCancel: () => void }) {
  const [name, setName] = useState(group?.name ?? '');
  const [description, setDescription] = useState(group?.description ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const write = useAdminWrite();
  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const saved = await write<{ data: AdminCustomerGroupView }>('save-customer-group', { ...(group ? { id: group.id } : {}), name, description });
      onDone(`${saved.data.name} saved.`, saved.data.id);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="ad-form ad-card" onSubmit={(e) => void submit(e)} aria-label={group ? `Rename ${group.name}` : 'New customer group'}>
      <h2 className="ad-subtitle">{group ? `Rename ${group.name}` : 'New customer group'}</h2>
      <div className="ad-grid">
        <label className="ad-field">
          <span className="ad-field__label">Name</span>
          <input className="ad-input" required minLength={2} maxLength={60} value={name} onChange={(e) => setName(e.target.value)} autoFocus />
        </label>
        <label className="ad-field">
          <span className="ad-field__label">Description</span>
          <input className="ad-input" maxLength={200} value={description} onChange={(e) => setDescription(e.target.value)} placeholder="Who is in it, for the next admin" />
        </label>
      </div>
      <FormError text={error} />
      <div className="ad-toolbar">
        <button type="submit" className="ad-button ad-button--primary" disabled={busy}>
          {busy ? 'Saving…' : 'Save group'}
        </button>
        <button type="button" className="ad-button ad-button--quiet" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function addedText(r: AdminAddGroupMembersResponse): string {
  const parts = [`${r.added} added`];
  if (r.already) parts.push(`${r.already} already in the group`);
  return `${parts.join(', ')}.`;
}

/** One group: who is in it, adding people by e-mail or phone, taking one out, renaming, deleting. */
function GroupDetail({ id, onClose, onChanged }: { id: number; onClose: () => void; onChanged: (message: string | null) => void }) {
  const query = useAdminQuery<AdminCustomerGroupResponse>('get-customer-group', { id });
  const write = useAdminWrite();
  const [contacts, setContacts] = useState('');
  const [result, setResult] = useState<AdminAddGroupMembersResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [renaming, setRenaming] = useState(false);
  const [busy, setBusy] = useState(false);
  const group = query.data?.data;

  async function run<R>(name: string, body: unknown): Promise<R | null> {
    setError(null);
    setBusy(true);
    try {
      const answer = await write<R>(name, body);
      query.refetch();
      return answer;
    } catch (e) {
      setError(errorText(e));
      return null;
    } finally {
      setBusy(false);
    }
  }

  async function add(event: FormEvent) {
    event.preventDefault();
    const list = contactsOf(contacts);
    if (list.length === 0) {
      setError('Enter at least one e-mail or phone number.');
      return;
    }
    const answer = await run<AdminAddGroupMembersResponse>('add-customer-group-members', { group_id: id, contacts: list });
    if (!answer) return;
    setResult(answer);
    // What was not found stays in the box to be corrected.
    setContacts(answer.not_found.join('\n'));
    onChanged(null);
  }

  return (
    <section className="ad-card" aria-label={group ? `Group ${group.name}` : 'Customer group'}>
      <QueryProblems query={query} />
      {group && (
        <>
          <div className="ad-toolbar">
            <h2 className="ad-subtitle">{group.name}</h2>
            <span className="ad-muted">
              {group.member_count} member{group.member_count === 1 ? '' : 's'}
              {group.coupons.length ? ` · coupons ${group.coupons.join(', ')}` : ' · no coupon names it'}
            </span>
          </div>
          {group.description ? <p className="ad-muted">{group.description}</p> : null}
          {renaming ? (
            <GroupForm
              group={group}
              onCancel={() => setRenaming(false)}
              onDone={(message) => {
                setRenaming(false);
                query.refetch();
                onChanged(message);
              }}
            />
          ) : null}
          <form className="ad-form" onSubmit={(e) => void add(e)} aria-label={`Add people to ${group.name}`}>
            <label className="ad-field">
              <span className="ad-field__label">Add customers by e-mail or phone, one per line</span>
              <textarea className="ad-input" rows={4} value={contacts} onChange={(e) => setContacts(e.target.value)} placeholder={'priya@example.com\n9876543210'} />
            </label>
            <div className="ad-toolbar">
              <button type="submit" className="ad-button ad-button--primary" disabled={busy}>
                {busy ? 'Adding…' : 'Add to group'}
              </button>
            </div>
          </form>
          {result ? (
            <div role="status">
              <p className="ad-ok">{addedText(result)}</p>
              {result.not_found.length ? (
                <p className="ad-error">
                  No customer account has {result.not_found.length === 1 ? 'this e-mail or phone' : 'these e-mails or phones'}: {result.not_found.join(', ')}. Check them (they are left in the box above).
                </p>
              ) : null}
            </div>
          ) : null}
          <FormError text={error} />
          {group.members.length === 0 ? (
            <p className="ad-empty">No one is in this group yet.</p>
          ) : (
            <div className="ad-scroll">
              <table className="ad-table">
                <caption className="ad-visually-hidden">Members of {group.name}, newest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">E-mail</th>
                    <th scope="col">Phone</th>
                    <th scope="col">Added</th>
                    <th scope="col">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {group.members.map((m) => (
                    <tr key={m.id}>
                      <td>{m.name}</td>
                      <td>{m.email ?? '—'}</td>
                      <td className="ad-nowrap">{m.phone ?? '—'}</td>
                      <td className="ad-nowrap">{day.format(new Date(m.added_at))}</td>
                      <td>
                        <button
                          type="button"
                          className="ad-button ad-button--small ad-button--quiet"
                          aria-label={`Remove ${m.name} from ${group.name}`}
                          disabled={busy}
                          onClick={() => void run('remove-customer-group-member', { group_id: id, user_id: m.id }).then((done) => done && onChanged(`${m.name} is out of ${group.name}.`))}
                        >
                          Remove
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {group.member_count > group.members.length ? (
            <p className="ad-muted">
              The newest {group.members.length} of {group.member_count} are shown.
            </p>
          ) : null}
          <div className="ad-toolbar">
            <button type="button" className="ad-button" onClick={() => setRenaming(true)}>
              Rename
            </button>
            <button
              type="button"
              className="ad-button ad-button--danger"
              disabled={busy || group.coupons.length > 0}
              title={group.coupons.length > 0 ? `Coupons use it: ${group.coupons.join(', ')}` : undefined}
              onClick={() => {
                if (!window.confirm(`Delete ${group.name}? Its ${group.member_count} members keep their accounts.`)) return;
                void run('delete-customer-group', { id }).then((done) => {
                  if (!done) return;
                  onChanged(`${group.name} deleted.`);
                  onClose();
                });
              }}
            >
              Delete group
            </button>
            <button type="button" className="ad-button ad-button--quiet" onClick={onClose}>
              Close
            </button>
          </div>
          {group.coupons.length > 0 ? <p className="ad-muted">A group a coupon names cannot be deleted: take it off {group.coupons.join(', ')} first.</p> : null}
        </>
      )}
    </section>
  );
}

/** /admin/customer-groups: named sets of customers (staff, say) that a coupon can be limited to. */
export function CustomerGroupsPage() {
  const query = useAdminQuery<AdminCustomerGroupsResponse>('get-customer-groups', {});
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const rows = query.data?.data ?? [];
  return (
    <AdminPage
      title="Customer groups"
      actions={
        <button type="button" className="ad-button ad-button--primary" onClick={() => setCreating(true)}>
          New group
        </button>
      }
    >
      <p className="ad-muted">A coupon for chosen customers can name a group: its members may use the coupon, and no one else.</p>
      {creating ? (
        <GroupForm
          group={null}
          onCancel={() => setCreating(false)}
          onDone={(message, id) => {
            setCreating(false);
            setNotice(message);
            setOpen(id);
            query.refetch();
          }}
        />
      ) : null}
      {notice ? (
        <p className="ad-ok" role="status">
          {notice}
        </p>
      ) : null}
      <QueryProblems query={query} />
      {query.data && rows.length === 0 ? <p className="ad-empty">No groups yet. Make one, then add customers by e-mail or phone.</p> : null}
      {rows.length > 0 && (
        <div className="ad-scroll">
          <table className="ad-table">
            <caption className="ad-visually-hidden">Customer groups</caption>
            <thead>
              <tr>
                <th scope="col">Group</th>
                <th scope="col">Members</th>
                <th scope="col">Coupons</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((g) => (
                <tr key={g.id}>
                  <td>
                    <strong>{g.name}</strong>
                    {g.description ? <div className="ad-muted">{g.description}</div> : null}
                  </td>
                  <td className="ad-num">{g.member_count}</td>
                  <td>{g.coupons.length ? g.coupons.join(', ') : <span className="ad-muted">—</span>}</td>
                  <td>
                    <button type="button" className="ad-button ad-button--small" aria-label={`Open ${g.name}`} aria-expanded={open === g.id} onClick={() => setOpen(open === g.id ? null : g.id)}>
                      {open === g.id ? 'Close' : 'Open'}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {open !== null ? (
        <GroupDetail
          key={open}
          id={open}
          onClose={() => setOpen(null)}
          onChanged={(message) => {
            if (message) setNotice(message);
            query.refetch();
          }}
        />
      ) : null}
    </AdminPage>
  );
}
