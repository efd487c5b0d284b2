import type { RiderView } from '@keka/contracts';
import { BikeIcon } from '../../../components/ui/icons/bike';
import { PhoneIcon } from '../../../components/ui/icons/phone';
import { useT } from '../../../lib/i18n';

/** A number fit for a tel: link: digits and a leading +, nothing else. */
export const telHref = (phone: string): string | null => {
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return /\d{6,}/.test(digits) ? `tel:${digits}` : null;
};

/** The partner who has the order: their name and a call button (once assigned; ADR 0003). */
export function RiderCard({ rider }: { readonly rider: RiderView }) {
  const t = useT();
  const href = rider.phone ? telHref(rider.phone) : null;
  return (
    <section className="card order-rider" aria-labelledby="order-rider-heading">
      <span className="order-rider__avatar" aria-hidden="true">
        <BikeIcon size={22} />
      </span>
      <div className="order-rider__text">
        <h2 id="order-rider-heading" className="order-rider__label">
          {t('order.rider.title')}
        </h2>
        <p className="order-rider__name">{rider.name}</p>
      </div>
      {href && (
        <a className="button button--secondary order-rider__call" href={href} aria-label={t('order.rider.call', { name: rider.name })}>
          <PhoneIcon size={18} />
          <span className="order-rider__call-text">{t('order.rider.callShort')}</span>
        </a>
      )}
    </section>
  );
}
