import { Link } from '../lib/link';
import { AlertIcon } from '../components/ui/icons/alert';
import { StateMessage } from '../components/ui/state-message';
import { useT } from '../lib/i18n';

/** What an area shows when it fails to render: a retry and a way home. */
export function AreaError({ onRetry }: { readonly onRetry: () => void }) {
  const t = useT();
  return (
    <main className="screen" role="alert">
      <StateMessage
        headingLevel={1}
        art={<AlertIcon size={44} />}
        title={t('boundary.title')}
        body={t('boundary.body')}
        action={
          <>
            <button type="button" className="button button--primary" onClick={onRetry}>
              {t('common.retry')}
            </button>
            <Link to="/" className="button button--ghost">
              {t('boundary.home')}
            </Link>
          </>
        }
      />
    </main>
  );
}
