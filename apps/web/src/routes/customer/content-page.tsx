import { useParams } from 'react-router';
import { usePage } from '../../features/pages/api';
import { ContentPage } from '../../features/pages/components/content-page';
import { PageHeader } from '../../components/ui/page-header';
import { useT } from '../../lib/i18n';
import { useSetting } from '../../lib/settings';

/** /pages/{slug}: a content page from get-single-page. */
export function ContentPageRoute() {
  const t = useT();
  const { slug = '' } = useParams();
  const page = usePage(slug);
  const storeName = useSetting('storeName');
  return (
    <div className="screen">
      <PageHeader title={page.data?.title ?? (page.error ? t('notFound.header') : t('common.loading'))} />
      <main>
        <ContentPage slug={slug} query={page} storeName={storeName} />
      </main>
    </div>
  );
}
