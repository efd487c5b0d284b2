import type { AdminOrderDetail } from '@keka/contracts';
import { rupeeText, when } from '../order-words';

const BEARER = { STORE: 'the store', PARTNER: 'the delivery partner', PLATFORM: 'the platform' } as const;

/** An order's compensations (issue 36): what was given, why, and at whose cost; nothing when there were none. */
export function OrderCompensations({ order, headingId }: { order: AdminOrderDetail; headingId: string }) {
  if (order.compensations.length === 0) return null;
  return (
    <section className="ad-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="ao-cardtitle">
        Compensation
      </h2>
      <ul className="ao-history">
        {order.compensations.map((c, i) => (
          <li key={i}>
            <span className="ad-nowrap ad-muted">{when.format(new Date(c.given_at))}</span>
            <strong>{c.action === 'WALLET' ? `${rupeeText(c.amount)} to the wallet` : `Coupon ${c.coupon_code ?? ''} (${rupeeText(c.amount)})`}</strong>
            <span>at the cost of {BEARER[c.born_by]}</span>
            <span className="ao-history__note">
              {c.reason}
              {c.rule ? ` · ${c.rule}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
