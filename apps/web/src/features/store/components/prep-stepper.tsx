import { useId } from 'react';
import { MinusIcon } from '../../../components/ui/icons/minus';
import { PlusIcon } from '../../../components/ui/icons/plus';
import { useStoreT } from '../i18n';

const MIN = 5;
const MAX = 120;

/** Preparation minutes in steps of 5 (5–120, contracts preparationMinutes), with big buttons. */
export function PrepStepper({ value, onChange }: { value: number; onChange: (minutes: number) => void }) {
  const t = useStoreT();
  const id = useId();
  return (
    <div className="so-stepper" role="group" aria-labelledby={id}>
      <span id={id} className="so-stepper__label">
        {t('store.order.minutes')}
      </span>
      <button type="button" className="icon-button so-stepper__btn" aria-label={t('store.order.less')} disabled={value <= MIN} onClick={() => onChange(Math.max(MIN, value - 5))}>
        <MinusIcon />
      </button>
      <output className="so-stepper__value" aria-live="polite">
        {value}
      </output>
      <button type="button" className="icon-button so-stepper__btn" aria-label={t('store.order.more')} disabled={value >= MAX} onClick={() => onChange(Math.min(MAX, value + 5))}>
        <PlusIcon />
      </button>
    </div>
  );
}
