import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { OnlinePaymentMethod, OrderView, PaymentStateResponse } from '@keka/contracts';
import { ORDER_STATUS, parseRupees } from '@keka/domain';
import { useOrderTimes } from '../../features/orders/time';
import { isApiError } from '../../lib/api';
import { announce } from '../../lib/announce';
import { useMoney } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { usePaymentGateways } from '../../features/checkout/api';
import { checkPayment, goToPaymentStep, isOnlineMethod, payOrder } from '../../features/checkout/pay';
import { GatewayMark } from '../../components/ui/gateway-mark';

type State = PaymentStateResponse['data'];

/**
 * An order paid online that waits for its money (issue 33), on /running-order: the server is asked
 * where the payment stands (it asks the provider: coming back from the provider's page proves nothing),
 * then: continue to pay, try again after a failure, or pay another way (another provider, or cash).
 * The order moving on (the verified payment) comes live and replaces this panel.
 */
export function AwaitingPayment({ order, token, onMoved }: { readonly order: OrderView; readonly token: string; readonly onMoved: () => void }) {
  const t = useT();
  const times = useOrderTimes();
  const money = useMoney();
  const location = useLocation();
  const cameBackCancelled = new URLSearchParams(location.search).get('cancelled') === '1';
  const gateways = usePaymentGateways(token);
  const [state, setState] = useState<State | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [otherWay, setOtherWay] = useState(false);
  const uid = order.unique_order_id;

  useEffect(() => {
    let stale = false;
    checkPayment(uid, token)
      .then((answer) => {
        if (stale) return;
        setState(answer.data);
        if (answer.data.orderstatus_id !== ORDER_STATUS.AWAITING_PAYMENT) onMoved();
      })
      .catch((failure: unknown) => !stale && setError(isApiError(failure) ? failure.message : String(failure)));
    return () => {
      stale = true;
    };
  }, [uid, token, onMoved]);

  const pay = async (method: OnlinePaymentMethod | 'COD') => {
    if (busy) return;
    setBusy(method);
    setError(null);
    try {
      const answer = await payOrder(uid, method, token);
      const step = answer.data.attempt?.step;
      if (method !== 'COD' && step) {
        goToPaymentStep(step);
        return;
      }
      setState(answer.data);
      onMoved();
    } catch (failure) {
      if (isApiError(failure) && failure.code === 'ORDER_NOT_PAYABLE') onMoved();
      const message = isApiError(failure) ? failure.message : String(failure);
      setError(message);
      announce(message);
    }
    setBusy(null);
  };

  if (!state && !error) {
    return (
      <section className="card cart__card awaiting-payment" aria-busy="true">
        <p role="status">
          <span className="spinner" aria-hidden="true" /> {t('payment.waiting.checking')}
        </p>
      </section>
    );
  }
  const attempt = state?.attempt ?? null;
  const failed = attempt?.status === 'FAILED';
  const method: OnlinePaymentMethod | null = attempt?.gateway ?? (isOnlineMethod(order.payment_mode) ? order.payment_mode : null);
  const until = state?.pay_by ? times.at(state.pay_by) : '';
  const online = (gateways.data?.gateways ?? []).filter((g) => isOnlineMethod(g.code));
  const pickup = order.delivery_type === 'SELFPICKUP';
  return (
    <section className="card cart__card awaiting-payment" aria-labelledby="awaiting-payment-title">
      <h2 id="awaiting-payment-title" className="cart__card-title">
        {t(failed ? 'payment.failed.title' : 'payment.waiting.title')}
      </h2>
      <p className="awaiting-payment__body">
        {failed
          ? t('payment.failed.body')
          : cameBackCancelled
            ? t('payment.cancelled.body', { time: until })
            : t('payment.waiting.body', { amount: money(parseRupees(state?.amount ?? order.bill.payable)), time: until })}
      </p>
      {error && (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      )}
      <div className="awaiting-payment__actions">
        {attempt?.status === 'PENDING' && attempt.step ? (
          <button type="button" className="button button--primary button--block" onClick={() => attempt.step && goToPaymentStep(attempt.step)}>
            {t('payment.waiting.continue')}
          </button>
        ) : (
          method && (
            <button type="button" className="button button--primary button--block" onClick={() => void pay(method)} disabled={busy !== null} aria-busy={busy === method}>
              {busy === method && <span className="spinner" aria-hidden="true" />}
              {t('payment.tryAgain')}
            </button>
          )
        )}
        <button type="button" className="button button--ghost button--block" aria-expanded={otherWay} onClick={() => setOtherWay((open) => !open)}>
          {t('payment.otherWay')}
        </button>
      </div>
      {otherWay && (
        <ul className="awaiting-payment__ways" aria-label={t('payment.otherWay.title')}>
          {online
            .filter((g) => g.code !== method)
            .map((g) => (
              <li key={g.code}>
                <button type="button" className="awaiting-payment__way" onClick={() => isOnlineMethod(g.code) && void pay(g.code)} disabled={busy !== null}>
                  <GatewayMark code={g.code} />
                  <span>{g.name}</span>
                </button>
              </li>
            ))}
          <li>
            <button type="button" className="awaiting-payment__way" onClick={() => void pay('COD')} disabled={busy !== null}>
              <span className="gateway-mark" style={{ background: '#16a34a' }} aria-hidden="true">
                ₹
              </span>
              <span>{t(pickup ? 'payment.cashPickup' : 'payment.cash')}</span>
            </button>
          </li>
        </ul>
      )}
    </section>
  );
}
