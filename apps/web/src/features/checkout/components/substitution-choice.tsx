import { useId } from 'react';
import type { SubstitutionDefault } from '@keka/domain';
import { useT } from '../../../lib/i18n';

const OPTIONS: ReadonlyArray<{ value: SubstitutionDefault; name: 'checkout.sub.bestMatch' | 'checkout.sub.refund'; hint: 'checkout.sub.bestMatchHint' | 'checkout.sub.refundHint' }> = [
  { value: 'BEST_MATCH', name: 'checkout.sub.bestMatch', hint: 'checkout.sub.bestMatchHint' },
  { value: 'REFUND', name: 'checkout.sub.refund', hint: 'checkout.sub.refundHint' },
];

/**
 * Issue 36: what a replacement the store proposes becomes when the customer does not answer in time
 * (grocery orders). The store still asks first; this is only the answer given for them.
 */
export function SubstitutionChoice({ value, onChange }: { readonly value: SubstitutionDefault; readonly onChange: (value: SubstitutionDefault) => void }) {
  const t = useT();
  const name = useId();
  return (
    <fieldset className="payment-method">
      <legend className="payment-method__legend">{t('checkout.sub.title')}</legend>
      {OPTIONS.map((option) => (
        <label key={option.value} className="payment-method__option">
          <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} className="payment-method__input" />
          <span className="payment-method__text">
            <span className="payment-method__name">{t(option.name)}</span>
            <span className="payment-method__hint">{t(option.hint)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
