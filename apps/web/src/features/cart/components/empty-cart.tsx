import { Link } from '../../../lib/link';
import { StateMessage } from '../../../components/ui/state-message';
import { useT } from '../../../lib/i18n';

/** SPEC §2 empty cart: an illustration, the empty-cart text and the way back to stores. */
export function EmptyCart() {
  const t = useT();
  return (
    <StateMessage
      headingLevel={2}
      art={<img src="/assets/empty-cart.webp" alt="" width={200} height={167} className="empty-cart__art" />}
      title={t('cart.empty.title')}
      body={t('cart.empty.body')}
      action={
        <Link to="/" className="button button--primary">
          {t('cart.empty.action')}
        </Link>
      }
    />
  );
}
