import type { OrderView } from '@keka/contracts';
import { AlertIcon, BikeIcon, CheckIcon, ChefIcon, HomeIcon, ReceiptIcon } from '../../../components/ui/icons';
import { useLocale, useT } from '../../../lib/i18n';
import { headlineOf, stepOf, STEPS } from '../status';

const STEP_ICONS = [ReceiptIcon, ChefIcon, BikeIcon, HomeIcon];

/** The live status: a headline announced politely and the four-step tracker. */
export function OrderStatusCard({ order }: { readonly order: OrderView }) {
  const t = useT();
  const locale = useLocale();
  const progress = stepOf(order.orderstatus_id);
  const placedAt = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(new Date(order.created_at));
  return (
    <section className="card order-status" aria-labelledby="order-status-heading">
      <div aria-live="polite" aria-atomic="true">
        <h2 id="order-status-heading" className="order-status__headline">
          {t(headlineOf(order.orderstatus_id))}
        </h2>
        <p className="order-status__sub">{t('order.placedAt', { time: placedAt })}</p>
      </div>
      {progress.kind === 'stopped' ? (
        <p className="notice notice--danger order-cancelled">
          <AlertIcon size={18} />
          {t('order.stopped')}
        </p>
      ) : (
        <ol className="order-steps">
          {STEPS.map((step, i) => {
            const Icon = STEP_ICONS[i] ?? ReceiptIcon;
            const state = i < progress.index ? 'done' : i === progress.index ? (i === STEPS.length - 1 ? 'done' : 'current') : 'todo';
            return (
              <li key={step} className={`order-steps__step order-steps__step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
                <span className="order-steps__dot" aria-hidden="true">
                  {state === 'done' ? <CheckIcon size={16} /> : <Icon size={16} />}
                </span>
                <span>{t(step)}</span>
                <span className="visually-hidden">{t(`order.stepState.${state}`)}</span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
