import { useEffect, type ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { endStoreSession } from '../session';
import { useStoreT } from '../i18n';
import '../store.css';
import { platformToday } from '../../../lib/platform-time';

/** Today as YYYY-MM-DD on the platform's clock (the orders-of-day link, the reports' default range). */
export const todayIso = () => platformToday();

/** The work tool's frame: full width (not the customer's phone column), a nav bar of big targets. */
export function useStoreArea(): void {
  useEffect(() => {
    document.documentElement.dataset.area = 'store';
    return () => {
      delete document.documentElement.dataset.area;
    };
  }, []);
}

export function StoreShell({ children, isFresh = false }: { children: ReactNode; isFresh?: boolean }) {
  const t = useStoreT();
  const navigate = useNavigate();
  useStoreArea();
  const link = ({ isActive }: { isActive: boolean }) => `so-nav__link${isActive ? ' so-nav__link--active' : ''}`;
  return (
    <div className="so-shell">
      <nav className="so-nav" aria-label={t('store.nav.label')}>
        <NavLink className={link} to="/store/dashboard">
          {t('store.nav.dashboard')}
        </NavLink>
        <NavLink className={link} to={`/store/orders/${todayIso()}`}>
          {t('store.nav.orders')}
        </NavLink>
        <NavLink className={link} to="/store/products">
          {t('store.nav.products')}
        </NavLink>
        <NavLink className={link} to="/store/reports">
          {t('store.nav.reports')}
        </NavLink>
        {isFresh && (
          <>
            <NavLink className={link} to="/store/slots">
              {t('store.nav.slots')}
            </NavLink>
            <NavLink className={link} to="/store/content">
              {t('store.nav.content')}
            </NavLink>
          </>
        )}
        <button
          type="button"
          className="so-nav__link so-nav__logout"
          onClick={() => {
            void endStoreSession().then(() => navigate('/store/login', { replace: true }));
          }}
        >
          {t('store.nav.logout')}
        </button>
      </nav>
      <main className="so-main">{children}</main>
    </div>
  );
}
