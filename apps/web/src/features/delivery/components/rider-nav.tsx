import { NavLink } from 'react-router';
import { ListIcon } from '../../../components/ui/icons/list';
import { ReceiptIcon } from '../../../components/ui/icons/receipt';
import { useRiderT } from '../i18n';

/** The area's two places, at the thumb: orders and earnings. */
export function RiderNav() {
  const t = useRiderT();
  const cls = ({ isActive }: { isActive: boolean }) => `rider-nav__link ${isActive ? 'is-active' : ''}`;
  return (
    <nav className="rider-nav" aria-label={t('rider.nav.label')}>
      <NavLink to="/delivery" end className={cls}>
        <ListIcon size={22} />
        <span>{t('rider.nav.orders')}</span>
      </NavLink>
      <NavLink to="/delivery/earnings" className={cls}>
        <ReceiptIcon size={22} />
        <span>{t('rider.nav.earnings')}</span>
      </NavLink>
    </nav>
  );
}
