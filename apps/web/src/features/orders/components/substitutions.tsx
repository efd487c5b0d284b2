import { useId, useState } from 'react';
import type { OrderView, SubstitutionView } from '@keka/contracts';
import { canSubstitute, parseRupees } from '@keka/domain';
import { announce } from '../../../lib/announce';
import { isApiError } from '../../../lib/api';
import { useMoney } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { answerSubstitution } from '../api';
import { useOrderTimes } from '../time';
import './substitutions.css';

type Answer = 'ACCEPT' | 'DECLINE' | 'REFUND';
const lineText = (quantity: number, name: string) => `${quantity} × ${name}`;

/** How the replacement's price compares: "₹5.00 less", "₹19.00 more, paid at the door", "same price". */
function useDifference() {
  const t = useT();
  const money = useMoney();
  return (difference: string) => {
    const amount = parseRupees(difference.replace('-', ''));
    if (amount === 0) return t('sub.prompt.same');
    return difference.startsWith('-') ? t('sub.prompt.less', { amount: money(amount) }) : t('sub.prompt.more', { amount: money(amount) });
  };
}

/**
 * Issue 36: the store does not have a line and proposes a replacement. Each waiting proposal is a card
 * at the top of the running order: accept, refund the item, or ask for another; with no answer by its
 * time the checkout's choice applies (the card says which). The answer comes back as the whole order.
 */
export function SubstitutionPrompts({ order, token, onAnswered, onStale }: { readonly order: OrderView; readonly token: string; readonly onAnswered: (order: OrderView) => void; readonly onStale: () => void }) {
  const open = canSubstitute(order.orderstatus_id, order.ready_at !== null);
  const waiting = open ? order.substitutions.filter((s) => s.status === 'PENDING') : [];
  const lastDeclined = open ? order.substitutions.findLast((s) => s.status === 'DECLINED') : undefined;
  const t = useT();
  return (
    <>
      {waiting.map((s) => (
        <Prompt key={s.id} substitution={s} order={order} token={token} onAnswered={onAnswered} onStale={onStale} />
      ))}
      {waiting.length === 0 && lastDeclined?.replacement && !order.substitutions.some((s) => s.id > lastDeclined.id) && (
        <p className="notice notice--info" role="status">
          {t('sub.prompt.declined', { replacement: lineText(lastDeclined.replacement.quantity, lastDeclined.replacement.name) })}
        </p>
      )}
    </>
  );
}

function Prompt({ substitution: s, order, token, onAnswered, onStale }: { readonly substitution: SubstitutionView; readonly order: OrderView; readonly token: string; readonly onAnswered: (order: OrderView) => void; readonly onStale: () => void }) {
  const t = useT();
  const money = useMoney();
  const times = useOrderTimes();
  const difference = useDifference();
  const titleId = useId();
  const [busy, setBusy] = useState<Answer | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!s.replacement) return null;
  const replacement = lineText(s.replacement.quantity, s.replacement.name);

  const answer = async (choice: Answer) => {
    setBusy(choice);
    setError(null);
    try {
      const next = await answerSubstitution(order.unique_order_id, s.id, choice, token);
      onAnswered(next);
      announce(t(choice === 'ACCEPT' ? 'sub.prompt.accept' : choice === 'REFUND' ? 'sub.prompt.refund' : 'sub.prompt.decline'));
    } catch (failure) {
      const code = isApiError(failure) ? failure.code : '';
      setError(code === 'ALREADY_ANSWERED' ? t('sub.prompt.answered') : code === 'NETWORK' ? t('error.offline.body') : isApiError(failure) ? failure.message : t('error.generic'));
      if (code === 'ALREADY_ANSWERED' || code === 'INVALID_TRANSITION') onStale();
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="card sub-prompt" aria-labelledby={titleId} data-substitution={s.id}>
      <h2 id={titleId} className="sub-prompt__title">
        {t('sub.prompt.title', { store: order.restaurant.name, line: lineText(s.line.quantity, s.line.name) })}
      </h2>
      <p className="sub-prompt__offer">
        <strong>{t('sub.prompt.suggest', { replacement })}</strong>
        <span>
          {money(parseRupees(s.replacement.line_total))} · {difference(s.difference)}
        </span>
      </p>
      {s.answer_by && <p className="sub-prompt__deadline">{t(order.substitution_default === 'BEST_MATCH' ? 'sub.prompt.deadline.accept' : 'sub.prompt.deadline.refund', { time: times.at(s.answer_by) })}</p>}
      {error && (
        <p className="sub-prompt__error" role="alert">
          {error}
        </p>
      )}
      <div className="sub-prompt__actions">
        <button type="button" className="button button--primary button--block" disabled={busy !== null} aria-busy={busy === 'ACCEPT'} onClick={() => void answer('ACCEPT')}>
          {t('sub.prompt.accept')}
        </button>
        <button type="button" className="button button--secondary button--block" disabled={busy !== null} aria-busy={busy === 'REFUND'} onClick={() => void answer('REFUND')}>
          {t('sub.prompt.refund')}
        </button>
        <button type="button" className="button button--ghost button--block" disabled={busy !== null} aria-busy={busy === 'DECLINE'} onClick={() => void answer('DECLINE')}>
          {t('sub.prompt.decline')}
        </button>
      </div>
    </section>
  );
}

/** The receipt's part about lines the store did not have: what was left out or replaced, and the money. */
export function OrderChanges({ order }: { readonly order: OrderView }) {
  const t = useT();
  const money = useMoney();
  const difference = useDifference();
  const settled = order.substitutions.filter((s) => s.status === 'ACCEPTED' || s.status === 'REFUNDED' || s.status === 'REMOVED');
  if (settled.length === 0) return null;
  return (
    <section className="card order-card" aria-labelledby="order-changes-heading">
      <h2 id="order-changes-heading" className="order-card__title">
        {t('sub.changes.title')}
      </h2>
      <ul className="sub-changes">
        {settled.map((s) => {
          const line = lineText(s.line.quantity, s.line.name);
          const what =
            s.status === 'ACCEPTED' && s.replacement
              ? t('sub.changes.replaced', { line, replacement: lineText(s.replacement.quantity, s.replacement.name) })
              : t(s.status === 'REMOVED' ? 'sub.changes.removed' : 'sub.changes.refunded', { line });
          const back = parseRupees(s.refunded);
          const more = parseRupees(s.collect);
          return (
            <li key={s.id} className="sub-changes__line">
              <span>
                {what}
                {s.settled_by === 'default' && <span className="sub-changes__note"> ({t('sub.changes.byDefault')})</span>}
              </span>
              <span className="sub-changes__money">{back > 0 ? t('sub.changes.back', { amount: money(back) }) : more > 0 ? t('sub.changes.collect', { amount: money(more) }) : difference(s.difference)}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
