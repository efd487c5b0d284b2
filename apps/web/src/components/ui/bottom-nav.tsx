import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../lib/i18n';
import { Link, type AppPath } from '../../lib/link';
import { BagIcon } from './icons/bag';
import { BellIcon } from './icons/bell';
import { HomeIcon } from './icons/home';
import { SearchIcon } from './icons/search';
import { UserIcon } from './icons/user';
import './bottom-nav.css';

export interface BottomNavProps {
  readonly cartCount: number;
  /** Unread notifications; a placeholder 0 until alerts exist. */
  readonly alertCount?: number;
}

/** SPEC §2 "Shared pieces": home, alerts (unread badge), explore, cart (item-count badge), account. */
export function BottomNav({ cartCount, alertCount = 0 }: BottomNavProps) {
  const t = useT();
  const { pathname } = useLocation();
  // As react-router's NavLink: the tab of the path, or of a page under it ('end': the path only).
  const isActive = (to: AppPath, end: boolean) => pathname === to || (!end && pathname.startsWith(`${to}/`));
  const items: readonly { to: AppPath; label: string; icon: ReactNode; badge: number; end: boolean }[] = [
    { to: '/', label: t('nav.home'), icon: <HomeIcon />, badge: 0, end: true },
    { to: '/alerts', label: t('nav.alerts'), icon: <BellIcon />, badge: alertCount, end: false },
    { to: '/explore', label: t('nav.explore'), icon: <SearchIcon />, badge: 0, end: false },
    { to: '/cart', label: t('nav.cart'), icon: <BagIcon />, badge: cartCount, end: false },
    { to: '/my-account', label: t('nav.account'), icon: <UserIcon />, badge: 0, end: false },
  ];
  return (
    <nav className="bottom-nav" aria-label={t('nav.label')}>
      <ul className="bottom-nav__list">
        {items.map((item) => {
          const active = isActive(item.to, item.end);
          return (
            <li key={item.to}>
              <Link to={item.to} className={active ? 'bottom-nav__link active' : 'bottom-nav__link'} aria-current={active ? 'page' : undefined}>
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
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
