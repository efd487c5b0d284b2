import { useEffect, type ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { ADMIN_SECTIONS } from '../nav';
import { endAdminSession, useAdminSession } from '../session';
import '../admin.css';

/** The console's frame: the full window (not the customer's phone column), desktop first. */
export function useAdminArea(): void {
  useEffect(() => {
    document.documentElement.dataset.area = 'admin';
    const title = document.title;
    document.title = 'Keka admin';
    return () => {
      delete document.documentElement.dataset.area;
      document.title = title;
    };
  }, []);
}

export function AdminShell({ children }: { readonly children: ReactNode }) {
  const navigate = useNavigate();
  const session = useAdminSession();
  useAdminArea();
  const link = ({ isActive }: { isActive: boolean }) => `ad-nav__link${isActive ? ' ad-nav__link--active' : ''}`;
  return (
    <div className="ad-shell">
      <a className="ad-skip" href="#ad-main">
        Skip to content
      </a>
      <aside className="ad-side">
        <p className="ad-brand">Keka admin</p>
        <nav className="ad-nav" aria-label="Admin sections">
          {ADMIN_SECTIONS.map((s) => (
            <NavLink key={s.path} className={link} to={`/admin/${s.path}`} end={s.path === ''}>
              {s.label}
            </NavLink>
          ))}
        </nav>
        <div className="ad-who">
          <span>{session?.name}</span>
          <button
            type="button"
            className="ad-button ad-button--quiet"
            onClick={() => {
              void endAdminSession().then(() => navigate('/admin/login', { replace: true }));
            }}
          >
            Log out
          </button>
        </div>
      </aside>
      <main id="ad-main" className="ad-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}

/** A section's heading row: its title, and the actions that belong to the whole page. */
export function AdminPage({ title, actions, children }: { readonly title: string; readonly actions?: ReactNode; readonly children: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · Keka admin`;
  }, [title]);
  return (
    <>
      <header className="ad-head">
        <h1 className="ad-title">{title}</h1>
        {actions && <div className="ad-head__actions">{actions}</div>}
      </header>
      {children}
    </>
  );
}
