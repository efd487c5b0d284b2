import type { LiveStatus } from '../../../lib/live-events';
import { AlertIcon } from '../../../components/ui/icons/alert';
import { useT, type TranslationKey } from '../../../lib/i18n';

const TEXTS: Partial<Record<LiveStatus, TranslationKey>> = {
  reconnecting: 'order.live.reconnecting',
  offline: 'order.live.offline',
  unauthorized: 'order.live.stopped',
};

/** Honest about the live connection: says so while updates cannot arrive (DESIGN "States every screen has"). */
export function LiveNotice({ status }: { readonly status: LiveStatus }) {
  const t = useT();
  const text = TEXTS[status];
  return (
    <div role="status" className="order-live">
      {text && (
        <p className={`notice ${status === 'unauthorized' ? 'notice--danger' : 'notice--info'}`}>
          <AlertIcon size={18} />
          {t(text)}
        </p>
      )}
    </div>
  );
}
