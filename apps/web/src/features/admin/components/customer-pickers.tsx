import type { AdminCustomerGroupsResponse, AdminPickCustomersResponse } from '@keka/contracts';
import { Link } from 'react-router';
import { useAdminQuery } from '../api';
import { SearchPicker, type Picked } from './pickers';
import { QueryProblems } from './query-state';

/** Customer accounts by name, e-mail or phone (a coupon's chosen customers). */
export function CustomerPicker(props: { readonly label: string; readonly chosen: readonly Picked[]; readonly onChange: (next: Picked[]) => void }) {
  return (
    <SearchPicker<AdminPickCustomersResponse>
      {...props}
      emptyText="No customer chosen one by one"
      call="pick-customers"
      what="a customer"
      body={(q) => ({ q, limit: 8 })}
      toOptions={(r) => r.data.map((c) => ({ id: c.id, name: c.name, note: c.email ?? c.phone ?? '' }))}
      placeholder="Find a customer by name, e-mail or phone"
    />
  );
}

/** The customer groups as checkboxes (there are few), with their sizes and a way to manage them. */
export function GroupChoice({ chosen, onChange }: { readonly chosen: readonly number[]; readonly onChange: (ids: number[]) => void }) {
  const groups = useAdminQuery<AdminCustomerGroupsResponse>('get-customer-groups', {});
  const all = groups.data?.data ?? [];
  return (
    <fieldset className="ad-field ad-picker">
      <legend className="ad-field__label">Customer groups</legend>
      <QueryProblems query={groups} />
      {groups.data && all.length === 0 ? <p className="ad-muted">No groups yet.</p> : null}
      {all.length > 0 ? (
        <div className="ad-toolbar">
          {all.map((g) => (
            <label key={g.id} className="ad-check">
              <input type="checkbox" checked={chosen.includes(g.id)} onChange={(e) => onChange(e.target.checked ? [...chosen, g.id] : chosen.filter((id) => id !== g.id))} /> {g.name}{' '}
              <span className="ad-muted">
                ({g.member_count} member{g.member_count === 1 ? '' : 's'})
              </span>
            </label>
          ))}
        </div>
      ) : null}
      <p>
        <Link to="/admin/customer-groups" target="_blank" rel="noopener">
          Manage customer groups (opens in a new tab)
        </Link>
      </p>
    </fieldset>
  );
}
