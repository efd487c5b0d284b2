import type { CSSProperties, ReactNode } from 'react';
import { useT } from '../../lib/i18n';

/** A grey block shaped like the content it stands for (DESIGN "States every screen has"). */
export function Skeleton({ width, height, radius, className }: { width?: CSSProperties['width']; height?: CSSProperties['height']; radius?: string; className?: string }) {
  return <span className={`skeleton ${className ?? ''}`} style={{ inlineSize: width, blockSize: height, borderRadius: radius }} aria-hidden="true" />;
}

/** Wraps skeletons so assistive tech hears one "Loading…" instead of nothing. */
export function LoadingRegion({ children, className }: { children: ReactNode; className?: string }) {
  const t = useT();
  return (
    <div className={className} role="status" aria-busy="true">
      <span className="visually-hidden">{t('common.loading')}</span>
      {children}
    </div>
  );
}
