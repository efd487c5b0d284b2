import { Link } from '../../../lib/link';
import type { CheckRunningOrderResponse } from '@keka/contracts';
import { BikeIcon } from '../../../components/ui/icons/bike';
import { ChevronRightIcon } from '../../../components/ui/icons/chevron-right';
import { useT } from '../../../lib/i18n';
import { useSettingText } from '../../../lib/settings';

/** SPEC §2 Cart 8: a notice when an order is already running, linking to /my-orders (running orders on top). */
export function RunningOrderNotice({ data }: { readonly data: CheckRunningOrderResponse | undefined }) {
  const t = useT();
  const message = useSettingText('ongoingOrderMsg');
  const first = data?.has_running_order ? data.orders[0] : undefined;
  if (!first) return null;
  return (
    <Link to="/my-orders" className="running-notice">
      <BikeIcon size={22} />
      <span className="running-notice__text">
        <strong>{message}</strong>
        <span>{t('order.trackFrom', { store: first.restaurant_name })}</span>
      </span>
      <ChevronRightIcon size={20} />
    </Link>
  );
}
