import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../lib/i18n';
import { ArrowLeftIcon } from './icons/arrow-left';

export interface PageHeaderProps {
  readonly title: ReactNode;
  readonly subtitle?: ReactNode;
  /** Where back goes when there is no history (a deep link); default '/'. */
  readonly fallback?: string;
  readonly end?: ReactNode;
}

/** Sticky top bar with a back button and the page's h1. */
export function PageHeader({ title, subtitle, fallback = '/', end }: PageHeaderProps) {
  const t = useT();
  const navigate = useNavigate();
  const goBack = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(fallback, { replace: true });
  };
  return (
    <header className="page-header">
      <button type="button" className="icon-button" onClick={goBack} aria-label={t('common.back')}>
        <ArrowLeftIcon />
      </button>
      <div className="page-header__titles">
        <h1 className="page-header__title">{title}</h1>
        {subtitle && <p className="page-header__subtitle">{subtitle}</p>}
      </div>
      {end}
    </header>
  );
}
