import type { ListedCoupon } from '@keka/contracts';
import { GiftIcon } from '../../../components/ui/icons/gift';
import { useLocale, useT } from '../../../lib/i18n';
import { zonedFormat } from '../../../lib/platform-time';

export interface CouponListProps {
  readonly coupons: readonly ListedCoupon[];
  readonly appliedCode: string | null;
  readonly applyingCode: string | null;
  readonly onApply: (code: string) => void;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function formatDate(locale: string, iso: string): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = zonedFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(iso));
}

/** /coupons: each coupon the customer can use here, with 'Apply'; ones short of their minimum say what is missing. */
export function CouponList({ coupons, appliedCode, applyingCode, onApply }: CouponListProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <ul className="coupon-list">
      {coupons.map((coupon) => {
        const applicable = coupon.is_applicable === 1;
        const applied = coupon.code === appliedCode;
        return (
          <li key={coupon.code} className={`card coupon-card ${applicable ? '' : 'coupon-card--off'}`}>
            <div className="coupon-card__head">
              <span className="coupon-card__code">
                <GiftIcon size={18} />
                {coupon.code}
              </span>
              {applicable && (
                <button
                  type="button"
                  className="button button--secondary coupon-card__apply"
                  disabled={applied || applyingCode !== null}
                  aria-busy={applyingCode === coupon.code}
                  aria-label={t('coupons.applyLabel', { code: coupon.code })}
                  onClick={() => onApply(coupon.code)}
                >
                  {applyingCode === coupon.code && <span className="spinner" aria-hidden="true" />}
                  {t(applied ? 'cart.coupon.applied' : 'coupons.apply', { code: '' }).trim()}
                </button>
              )}
            </div>
            <strong className="coupon-card__name">{coupon.name}</strong>
            <p className="coupon-card__description">{coupon.description}</p>
            {coupon.reason && <p className="coupon-card__reason">{coupon.reason}</p>}
            {coupon.expires_at && <p className="coupon-card__expiry">{t('coupons.validTill', { date: formatDate(locale, coupon.expires_at) })}</p>}
          </li>
        );
      })}
    </ul>
  );
}
