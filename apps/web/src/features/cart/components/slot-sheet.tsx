import { useState } from 'react';
import type { OfferedSlot } from '@keka/contracts';
import { Sheet } from '../../../components/ui/sheet';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { useT } from '../../../lib/i18n';
import { useDeliverySlots } from '../api';
import { useSlotDayLabel } from './slot-day';

export interface SlotSheetProps {
  readonly open: boolean;
  readonly restaurantId: number;
  readonly chosenKey: string | null;
  readonly onClose: () => void;
  readonly onChoose: (slot: OfferedSlot) => void;
}

/** 'Select From Available Slots': days as tabs, each day's open slots with the places left. */
export function SlotSheet({ open, restaurantId, chosenKey, onClose, onChoose }: SlotSheetProps) {
  const t = useT();
  const dayLabel = useSlotDayLabel();
  const slots = useDeliverySlots(open ? restaurantId : null);
  const days = slots.data?.days ?? [];
  const [pickedDay, setPickedDay] = useState<string | null>(null);
  const day = days.find((d) => d.date === pickedDay) ?? days.find((d) => d.slots.some((s) => s.key === chosenKey)) ?? days[0];

  return (
    <Sheet open={open} onClose={onClose} title={t('cart.schedule.sheetTitle')} subtitle={t('cart.schedule.sheetSubtitle')}>
      {slots.error && !slots.data ? (
        <ErrorState error={slots.error} onRetry={slots.refetch} />
      ) : !slots.data ? (
        <LoadingRegion>
          <Skeleton width="100%" height={44} />
          <Skeleton width="100%" height={56} className="cart__skeleton-line" />
          <Skeleton width="100%" height={56} className="cart__skeleton-line" />
        </LoadingRegion>
      ) : days.length === 0 || !day ? (
        <StateMessage headingLevel={3} title={t('cart.schedule.emptyTitle')} body={t('cart.schedule.emptyBody')} />
      ) : (
        <>
          <div className="chip-row slot-days" role="group" aria-label={t('cart.schedule.days')}>
            {days.map((d) => (
              <button key={d.date} type="button" className="chip" aria-pressed={d.date === day.date} onClick={() => setPickedDay(d.date)}>
                {dayLabel(d.date)}
              </button>
            ))}
          </div>
          <ul className="slot-list">
            {day.slots.map((slot) => (
              <li key={slot.key}>
                <button type="button" className="slot-option" aria-pressed={slot.key === chosenKey} onClick={() => onChoose(slot)}>
                  <span className="slot-option__name">{slot.name}</span>
                  {slot.remaining <= 3 && <span className="slot-option__left">{t('cart.schedule.left', { count: slot.remaining })}</span>}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </Sheet>
  );
}
