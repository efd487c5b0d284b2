import { useDeferredValue, useId, useState } from 'react';
import type { AdminOrderDetail, AdminOrderResponse, AdminOrderRidersResponse } from '@keka/contracts';
import { errorText, useAdminQuery } from '../api';
import { ReasonDialog } from '../components/reason-dialog';
import { rupeeText } from '../order-words';

export interface AssignRiderDialogProps {
  readonly order: AdminOrderDetail;
  readonly assign: (riderId: number, reason: string) => Promise<AdminOrderResponse>;
  readonly onClose: () => void;
}

/**
 * Give a delivery order to a partner (or to another one before pickup): the partners an admin may
 * choose, the store's own and online ones first, with what helps choose — busy, how far, cash in hand.
 */
export function AssignRiderDialog({ order, assign, onClose }: AssignRiderDialogProps) {
  const ids = useId();
  const [q, setQ] = useState('');
  const search = useDeferredValue(q.trim());
  const [chosen, setChosen] = useState<number | null>(null);
  const riders = useAdminQuery<AdminOrderRidersResponse>('get-order-riders', { unique_order_id: order.unique_order_id, q: search });
  const list = (riders.data?.data ?? []).filter((r) => r.id !== order.rider?.id);
  const current = order.rider;

  return (
    <ReasonDialog
      title={current ? 'Give the order to another partner?' : 'Assign a delivery partner?'}
      body={
        current
          ? `${current.name} has not picked it up yet. The new partner sees it in their app at once; ${current.name} no longer does. The customer is told who is coming.`
          : 'The partner sees it in their app at once, as if they had accepted it. The customer is told who is coming.'
      }
      confirmLabel={current ? 'Give it to this partner' : 'Assign'}
      askReason
      missing={() => (chosen === null ? 'Choose a delivery partner.' : null)}
      onConfirm={async (reason) => {
        if (chosen !== null) await assign(chosen, reason);
      }}
      onClose={onClose}
    >
      <label className="ad-field">
        <span className="ad-field__label">Find a partner</span>
        <input className="ad-input" type="search" value={q} maxLength={100} placeholder="Name or phone" onChange={(e) => setQ(e.target.value)} />
      </label>
      <fieldset className="ao-riders" aria-describedby={`${ids}-state`}>
        <legend className="ad-field__label">Delivery partner</legend>
        <p id={`${ids}-state`} className="ad-muted" aria-live="polite">
          {riders.error ? errorText(riders.error) : !riders.data ? 'Loading partners…' : list.length === 0 ? (search ? 'No approved partner matches.' : 'No approved partner yet.') : `${list.length} approved ${list.length === 1 ? 'partner' : 'partners'}`}
        </p>
        {list.map((r) => (
          <label key={r.id} className="ao-rider">
            <input type="radio" name={`${ids}-rider`} value={r.id} checked={chosen === r.id} onChange={() => setChosen(r.id)} />
            <span className="ao-rider__name">
              {r.name}
              {r.phone && <span className="ad-muted"> · {r.phone}</span>}
            </span>
            <span className="ao-rider__facts">
              <span className={`ad-badge ${r.is_online ? 'ad-badge--ok' : 'ad-badge--warn'}`}>{r.is_online ? 'Online' : 'Offline'}</span>
              {r.serves_store && <span className="ad-badge">Serves this store</span>}
              <span>{r.open_orders === 0 ? 'No open order' : `${r.open_orders} open ${r.open_orders === 1 ? 'order' : 'orders'}`}</span>
              {r.distance_km !== null && <span>{r.distance_km.toFixed(1)} km from the store</span>}
              {Number(r.cash_in_hand) > 0 && <span>{rupeeText(r.cash_in_hand)} cash in hand</span>}
            </span>
          </label>
        ))}
      </fieldset>
    </ReasonDialog>
  );
}
