import type { OrderView } from '@keka/contracts';
import { ORDER_STATUS } from '@keka/domain';
import { BagIcon } from '../../../components/ui/icons/bag';
import { BikeIcon } from '../../../components/ui/icons/bike';
import { CheckIcon } from '../../../components/ui/icons/check';
import { ChefIcon } from '../../../components/ui/icons/chef';
import { CloseIcon } from '../../../components/ui/icons/close';
import { HomeIcon } from '../../../components/ui/icons/home';
import { ReceiptIcon } from '../../../components/ui/icons/receipt';
import { StoreIcon } from '../../../components/ui/icons/store';
import { useT } from '../../../lib/i18n';
import { reachedAt, timelineOf, type TimelineStep } from '../status';
import { useOrderTimes } from '../time';

const ICONS: Record<TimelineStep['key'], typeof ReceiptIcon> = {
  placed: ReceiptIcon,
  preparing: ChefIcon,
  onTheWay: BikeIcon,
  ready: StoreIcon,
  delivered: HomeIcon,
  collected: BagIcon,
  cancelled: CloseIcon,
};

/** The steps as a list with their times; the kitchen step also says when the food was ready and a partner took it. */
export function OrderTimeline({ order }: { readonly order: OrderView }) {
  const t = useT();
  const times = useOrderTimes();
  const assignedAt = reachedAt(order, ORDER_STATUS.DELIVERY_ASSIGNED);
  return (
    <ol className="order-steps" aria-label={t('order.timeline')}>
      {timelineOf(order).map((step) => {
        const Icon = ICONS[step.key];
        const notes: Array<[string, string]> = [];
        if (step.key === 'preparing' && order.delivery_type === 'DELIVERY' && order.ready_at && order.orderstatus_id !== ORDER_STATUS.CANCELLED) notes.push([t('order.step.foodReady'), order.ready_at]);
        if (step.key === 'preparing' && assignedAt && order.rider) notes.push([`${t('order.step.assigned')}: ${order.rider.name}`, assignedAt]);
        return (
          <li key={step.key} className={`order-steps__step order-steps__step--${step.state}`} aria-current={step.state === 'current' ? 'step' : undefined}>
            <span className="order-steps__dot" aria-hidden="true">
              {step.state === 'done' ? <CheckIcon size={16} /> : <Icon size={16} />}
            </span>
            <span className="order-steps__text">
              <span className="order-steps__label">{t(step.label)}</span>
              <span className="visually-hidden">{t(`order.stepState.${step.state}`)}</span>
              {step.at && (
                <time className="order-steps__time" dateTime={step.at}>
                  {times.at(step.at)}
                </time>
              )}
              {notes.map(([text, at]) => (
                <span key={text} className="order-steps__note">
                  {text} · <time dateTime={at}>{times.at(at)}</time>
                </span>
              ))}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
