import { useId, useState } from 'react';
import { Link } from '../../../lib/link';
import type { Paise } from '@keka/domain';
import { AlertIcon } from '../../../components/ui/icons/alert';
import { ChevronRightIcon } from '../../../components/ui/icons/chevron-right';
import { GiftIcon } from '../../../components/ui/icons/gift';
import { useMoney } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import type { CouponStatus } from '../coupon';
import { useAppliedCoupon } from '../hooks';

export interface CouponBoxProps {
  readonly status: CouponStatus;
  readonly onApply: (code: string) => void;
  readonly onRemove: () => void;
  /** What the coupon takes off the bill now (the bill's coupon line). */
  readonly saving: Paise | null;
}

/** SPEC §2 Cart 6: 'View All Coupons', the code field and 'Apply code'; an applied coupon with Remove. */
export function CouponBox({ status, onApply, onRemove, saving }: CouponBoxProps) {
  const t = useT();
  const money = useMoney();
  const inputId = useId();
  const errorId = useId();
  const coupon = useAppliedCoupon();
  const [code, setCode] = useState('');
  const applying = status.kind === 'applying';
  const error = status.kind === 'failed' ? status.message : null;

  return (
    <section className="card cart__card coupon-box" aria-label={t('cart.coupon.section')}>
      {coupon ? (
        <div className="coupon-box__applied" role="status">
          <GiftIcon size={22} className="coupon-box__icon" />
          <p className="coupon-box__text">
            <strong>{t('cart.coupon.appliedTitle', { code: coupon.code })}</strong>
            <span>{coupon.description}</span>
          </p>
          <button type="button" className="text-link" onClick={onRemove} aria-label={t('cart.coupon.removeLabel', { code: coupon.code })}>
            {t('cart.coupon.remove')}
          </button>
        </div>
      ) : (
        <form
          className="coupon-box__form"
          onSubmit={(event) => {
            event.preventDefault();
            onApply(code);
          }}
        >
          <label htmlFor={inputId} className="visually-hidden">
            {t('cart.coupon.placeholder')}
          </label>
          <input
            id={inputId}
            className="field__input coupon-box__input"
            placeholder={t('cart.coupon.placeholder')}
            value={code}
            maxLength={40}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setCode(event.target.value.toUpperCase())}
          />
          <button type="submit" className="button button--secondary coupon-box__apply" disabled={applying || code.trim() === ''} aria-busy={applying}>
            {applying && <span className="spinner" aria-hidden="true" />}
            {t('cart.coupon.apply')}
          </button>
        </form>
      )}
      {error && (
        <p id={errorId} className="field__error coupon-box__error" role="alert">
          <AlertIcon size={16} />
          {error}
        </p>
      )}
      {coupon && saving !== null && saving > 0 && <p className="coupon-box__saving">{t('cart.coupon.saving', { amount: money(saving) })}</p>}
      <Link to="/coupons" className="coupon-box__all">
        {t('cart.coupon.viewAll')}
        <ChevronRightIcon size={18} />
      </Link>
    </section>
  );
}
