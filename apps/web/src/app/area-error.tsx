import { Link } from '../lib/link';
import { AlertIcon } from '../components/ui/icons/alert';
import { StateMessage } from '../components/ui/state-message';
import { useEffect } from 'react';
import { useT } from '../lib/i18n';
import { firstScreenDrawnNow } from '../lib/idle';

/** What an area shows when it fails to render: a retry and a way home. */
export function AreaError({ onRetry }: { readonly onRetry: () => void }) {
  const t = useT();
  // A screen that failed is drawn all the same: what waited for the first screen (taps held on the server's HTML) goes on.
  useEffect(() => firstScreenDrawnNow(), []);
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
