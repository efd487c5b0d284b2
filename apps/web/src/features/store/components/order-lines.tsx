import { useState } from 'react';
import type { StoreOrderCard, SubstitutionView } from '@keka/contracts';
import { useStoreT } from '../i18n';
import { useLocale } from '../../../lib/i18n';
import { zonedFormat } from '../../../lib/platform-time';
import { SubstituteSheet } from './substitute-sheet';

type Line = StoreOrderCard['items'][number];
const text = (quantity: number, name: string) => `${quantity} × ${name}`;
const replacementOf = (s: SubstitutionView) => (s.replacement ? text(s.replacement.quantity, s.replacement.name) : '');

/**
 * The order's lines as the picker sees them (issue 36): while the order is picked, each line has "Not
 * available" (leave it out or suggest a replacement), a replacement waiting for the customer says so
 * until when, and what was already changed is listed under the lines.
 */
export function StoreOrderLines({ order, token, onChanged }: { readonly order: StoreOrderCard; readonly token: string; readonly onChanged: () => void }) {
  const t = useStoreT();
  const locale = useLocale();
  const clock = (iso: string | null) => (iso ? zonedFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso)) : '');
  const [missing, setMissing] = useState<Line | null>(null);
  const latest = (lineId: number) => order.substitutions.findLast((s) => s.line_id === lineId);
  const settled = order.substitutions.filter((s) => s.status === 'ACCEPTED' || s.status === 'REFUNDED' || s.status === 'REMOVED');
  return (
    <>
      <ul className="so-items" aria-label={t('store.order.items')}>
        {order.items.map((line) => {
          const last = latest(line.line_id);
          const waiting = last?.status === 'PENDING';
          return (
            <li key={line.line_id} className="so-items__line">
              <span className="so-items__qty">{line.quantity} ×</span>
              <span className="so-items__name">
                {line.name}
                {line.addons.length > 0 && <span className="so-items__addons">{line.addons.map((a) => `${a.addon_category_name}: ${a.addon_name}`).join(', ')}</span>}
                {waiting && (
                  <span className="so-items__sub" role="status">
                    {t('store.sub.waiting', { replacement: replacementOf(last), time: clock(last.answer_by) })}
                  </span>
                )}
                {last?.status === 'DECLINED' && <span className="so-items__sub so-items__sub--no">{t('store.sub.declined', { replacement: replacementOf(last) })}</span>}
              </span>
              {order.can_substitute && !waiting && (
                <button type="button" className="so-chip so-items__missing" aria-label={t('store.sub.notAvailableLabel', { line: text(line.quantity, line.name) })} onClick={() => setMissing(line)}>
                  {t('store.sub.notAvailable')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {settled.length > 0 && (
        <div className="so-changes">
          <h4 className="so-changes__title">{t('store.sub.changes')}</h4>
          <ul>
            {settled.map((s) => {
              const line = text(s.line.quantity, s.line.name);
              const key = s.status === 'ACCEPTED' ? 'store.sub.replaced' : s.status === 'REMOVED' ? 'store.sub.removed' : 'store.sub.refunded';
              return (
                <li key={s.id}>
                  {t(key, { line, replacement: replacementOf(s) })}
                  {s.settled_by === 'default' && ` ${t('store.sub.byDefault')}`}
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {order.can_substitute && (
        <SubstituteSheet
          order={order}
          line={missing}
          token={token}
          onClose={() => setMissing(null)}
          onDone={() => {
            setMissing(null);
            onChanged();
          }}
        />
      )}
    </>
  );
}
