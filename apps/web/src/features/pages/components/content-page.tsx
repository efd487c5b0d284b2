import { Link } from '../../../lib/link';
import { AlertIcon } from '../../../components/ui/icons/alert';
import { SafeHtml } from '../../../components/ui/safe-html';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { isApiError } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import type { QueryState } from '../../../lib/use-query';
import type { ContentPage as Page } from '@keka/contracts';
import { PageLinks } from './page-links';
import './pages.css';

/** A content page's body (sanitised HTML), with links to the other pages below it. */
export function ContentPage({ slug, query, storeName }: { readonly slug: string; readonly query: QueryState<Page>; readonly storeName: string }) {
  const t = useT();
  if (query.error && !query.data) {
    if (isApiError(query.error) && query.error.status === 404) {
      return (
        <>
          <StateMessage
            art={<AlertIcon size={44} />}
            title={t('pages.notFound.title')}
            body={t('pages.notFound.body')}
            action={
              <Link to="/" className="button button--primary">
                {t('notFound.home')}
              </Link>
            }
          />
          <PageLinks className="content-page__links" />
        </>
      );
    }
    return <ErrorState error={query.error} onRetry={query.refetch} />;
  }
  if (!query.data) {
    return (
      <LoadingRegion className="content-page">
        <Skeleton width="70%" height={26} />
        {[100, 95, 98, 60].map((w, i) => (
          <Skeleton key={i} width={`${w}%`} height={14} className="content-page__skeleton-line" />
        ))}
      </LoadingRegion>
    );
  }
  return (
    <>
      <article className="content-page">
        <SafeHtml html={query.data.body} className="content-page__body" />
      </article>
      <section className="content-page__more" aria-labelledby="more-pages-heading">
        <h2 id="more-pages-heading" className="content-page__more-title">
          {t('pages.more', { name: storeName })}
        </h2>
        <PageLinks exclude={slug} />
      </section>
    </>
  );
}
