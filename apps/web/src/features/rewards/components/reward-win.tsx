import { Link } from '../../../lib/link';
import type { RewardWin as Win } from '@keka/contracts';
import { parseRupees } from '@keka/domain';
import { announce } from '../../../lib/announce';
import { useMoney } from '../../../lib/format';
import { useT } from '../../../lib/i18n';

/** What a scratched card gave: wallet money (with the wallet link) or a personal coupon (copy, use). */
export function RewardWin({ win, date, active }: { readonly win: Win; readonly date: (iso: string) => string; readonly active: boolean }) {
  const t = useT();
  const money = useMoney();
  const amount = money(parseRupees(win.amount));
  if (win.kind === 'WALLET') {
    return (
      <div className="reward-win">
        <p className="reward-win__amount">{amount}</p>
        <p className="reward-win__what">{t('rewards.won.wallet', { amount })}</p>
        {active && (
          <Link to="/my-wallet" className="text-link reward-win__link">
            {t('rewards.won.walletLink')}
          </Link>
        )}
      </div>
    );
  }
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(win.code);
      announce(t('rewards.copied'));
    } catch {
      // No clipboard (an old browser or no permission): the code stays on screen to type.
    }
  };
  return (
    <div className="reward-win">
      <p className="reward-win__amount">{amount}</p>
      <p className="reward-win__what">{t('rewards.won.coupon', { amount })}</p>
      <p className="reward-win__small">{t('rewards.won.couponMin', { amount: money(parseRupees(win.min_subtotal)) })}</p>
      <p className="reward-win__code">
        <span className="visually-hidden">{t('rewards.won.code')}: </span>
        <code>{win.code}</code>
      </p>
      {win.expires_at && <p className="reward-win__small">{t('rewards.won.couponExpires', { date: date(win.expires_at) })}</p>}
      {active && (
        <div className="reward-win__actions">
          <button type="button" className="button button--secondary" onClick={() => void copy()}>
            {t('rewards.copy')}
          </button>
          <Link to="/coupons" className="button button--primary">
            {t('rewards.useInCart')}
          </Link>
        </div>
      )}
    </div>
  );
}
