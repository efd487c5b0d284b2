import { NavLink } from 'react-router';
import { useT } from '../../lib/i18n';
import { BagIcon, BellIcon, HomeIcon, SearchIcon, UserIcon } from './icons';
import './bottom-nav.css';

export interface BottomNavProps {
  readonly cartCount: number;
  /** Unread notifications; a placeholder 0 until alerts exist. */
  readonly alertCount?: number;
}

/** SPEC §2 "Shared pieces": home, alerts (unread badge), explore, cart (item-count badge), account. */
export function BottomNav({ cartCount, alertCount = 0 }: BottomNavProps) {
  const t = useT();
  const items = [
    { to: '/', label: t('nav.home'), icon: <HomeIcon />, badge: 0, end: true },
    { to: '/alerts', label: t('nav.alerts'), icon: <BellIcon />, badge: alertCount, end: false },
    { to: '/explore', label: t('nav.explore'), icon: <SearchIcon />, badge: 0, end: false },
    { to: '/cart', label: t('nav.cart'), icon: <BagIcon />, badge: cartCount, end: false },
    { to: '/my-account', label: t('nav.account'), icon: <UserIcon />, badge: 0, end: false },
  ];
  return (
    <nav className="bottom-nav" aria-label={t('nav.label')}>
      <ul className="bottom-nav__list">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end} className="bottom-nav__link">
              <span className="bottom-nav__icon">
                {item.icon}
                {item.badge > 0 && (
                  <span className="bottom-nav__badge" aria-hidden="true">
                    {item.badge > 99 ? '99+' : item.badge}
                  </span>
                )}
              </span>
              <span className="bottom-nav__label">{item.label}</span>
              {item.badge > 0 && <span className="visually-hidden">{t('nav.badgeCount', { count: item.badge })}</span>}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
