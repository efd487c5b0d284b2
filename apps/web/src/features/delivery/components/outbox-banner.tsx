import { useRiderT, type RiderT } from '../i18n';
import { dismissNotice, useOutboxStore } from '../outbox';
import { timeOf } from './format';

const actionOf = (t: RiderT, kind: 'pickedup' | 'delivered') => (kind === 'pickedup' ? t('rider.pickedUp') : t('rider.delivered'));

/** Taps waiting in the outbox ("waiting to send"), and what became of the replayed ones. */
export function OutboxBanner() {
  const t = useRiderT();
  const items = useOutboxStore((s) => s.items);
  const notices = useOutboxStore((s) => s.notices);
  if (items.length === 0 && notices.length === 0) return null;
  return (
    <div className="rider-outbox" aria-live="polite">
      {items.length > 0 && (
        <section className="notice notice--info rider-outbox__waiting" aria-labelledby="rider-outbox-title">
          <div>
            <h2 id="rider-outbox-title" className="rider-outbox__title">
              {t('rider.outbox.title')}
            </h2>
            <ul className="rider-outbox__list">
              {items.map((item) => (
                <li key={item.key}>{t('rider.outbox.item', { action: actionOf(t, item.kind), id: item.orderLabel, time: timeOf(item.happenedAt) })}</li>
              ))}
            </ul>
          </div>
        </section>
      )}
      {notices.map((n) => (
        <div key={n.id} className={`notice ${n.outcome === 'refused' ? 'notice--danger' : 'notice--success'} rider-outbox__notice`} role={n.outcome === 'refused' ? 'alert' : 'status'}>
          <span>
            {n.outcome === 'refused'
              ? t('rider.outbox.refused', { action: actionOf(t, n.kind), id: n.orderLabel, message: n.message })
              : t('rider.outbox.sent', { action: actionOf(t, n.kind), id: n.orderLabel })}
          </span>
          <button type="button" className="button button--ghost rider-outbox__dismiss" onClick={() => dismissNotice(n.id)}>
            {t('rider.outbox.dismiss')}
          </button>
        </div>
      ))}
    </div>
  );
}
