import { Link } from '../../lib/link';
import { PageHeader } from '../../components/ui/page-header';
import { StateMessage } from '../../components/ui/state-message';
import { PageLinks } from '../../features/pages/components/page-links';
import { useT } from '../../lib/i18n';
import { CustomerNav } from './customer-nav';

/** SPEC §2: any other path shows a fallback screen, with the way home. */
export function NotFoundRoute() {
  const t = useT();
  return (
    <div className="screen screen--with-nav">
      <PageHeader title={t('notFound.header')} />
      <main>
        <StateMessage
          art={<img src="/assets/empty-cart.webp" alt="" width={180} height={150} />}
          title={t('notFound.title')}
          body={t('notFound.body')}
          action={
            <Link to="/" className="button button--primary">
              {t('notFound.home')}
            </Link>
          }
        />
        <section className="not-found__pages" aria-labelledby="not-found-pages">
          <h2 id="not-found-pages" className="section-title">
            {t('notFound.pages')}
          </h2>
          <PageLinks />
        </section>
      </main>
      <CustomerNav />
    </div>
  );
}
