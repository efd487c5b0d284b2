import { ClockIcon } from '../../../components/ui/icons/clock';
import { useT } from '../../../lib/i18n';
import { useChosenSlot } from '../hooks';
import { chooseSlot } from '../state';
import { SlotSheet } from './slot-sheet';
import { useSlotDayLabel } from './slot-day';

export interface ScheduleCardProps {
  readonly restaurantId: number;
  /** The sheet is the route's to open: the pay bar's 'Select Delivery Schedule' opens it too. */
  readonly sheetOpen: boolean;
  readonly onSheetOpen: (open: boolean) => void;
}

/**
 * SPEC §2 fresh stores: the 'Schedule Details' card; 'Select Delivery Slot' opens the sheet 'Select
 * From Available Slots'. Choosing a slot runs the availability check again (SPEC §4).
 */
export function ScheduleCard({ restaurantId, sheetOpen, onSheetOpen }: ScheduleCardProps) {
  const t = useT();
  const dayLabel = useSlotDayLabel();
  const slot = useChosenSlot();
  return (
    <section className="card cart__card schedule-card" aria-labelledby="schedule-heading">
      <h2 id="schedule-heading" className="cart__card-title">
        {t('cart.schedule.title')}
      </h2>
      <div className="schedule-card__row">
        <ClockIcon size={22} className="schedule-card__icon" />
        <p className="schedule-card__text">
          {slot ? (
            <>
              <strong>{dayLabel(slot.date)}</strong>
              <span>{slot.name}</span>
            </>
          ) : (
            <span>{t('cart.schedule.none')}</span>
          )}
        </p>
        <button type="button" className={`button ${slot ? 'button--secondary' : 'button--primary'} schedule-card__button`} onClick={() => onSheetOpen(true)}>
          {t(slot ? 'cart.schedule.change' : 'cart.schedule.select')}
        </button>
      </div>
      <SlotSheet
        open={sheetOpen}
        restaurantId={restaurantId}
        chosenKey={slot?.key ?? null}
        onClose={() => onSheetOpen(false)}
        onChoose={(chosen) => {
          chooseSlot(chosen);
          onSheetOpen(false);
        }}
      />
    </section>
  );
}
