import { useEffect, useRef } from 'react';
import { useT } from '../../lib/i18n';
import type { MorePages } from '../../lib/use-more-pages';

/**
 * The end of a paged list: the next page loads by itself when this comes near the screen (scrolling),
 * and a visible "Load more" button does the same for keyboards, screen readers and browsers without
 * IntersectionObserver. A failed page says so; the button tries again.
 */
export function LoadMore({ more, label }: { readonly more: Pick<MorePages<unknown>, 'hasMore' | 'loading' | 'error' | 'loadMore'>; readonly label?: string }) {
  const t = useT();
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasMore, loading, error, loadMore } = more;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || error || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) loadMore();
    }, { rootMargin: '400px 0px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, error, loadMore]);

  if (!hasMore) return null;
  return (
    <div ref={sentinel} className="load-more">
      {error ? (
        <p className="load-more__error" role="alert">
          {t('list.loadMoreFailed')}
        </p>
      ) : null}
      <button type="button" className="button button--secondary button--block" onClick={loadMore} disabled={loading} aria-busy={loading}>
        {loading ? t('list.loadingMore') : (label ?? t('list.loadMore'))}
      </button>
    </div>
  );
}
