import { useId } from 'react';
import type { GetPaymentGatewaysResponse } from '@keka/contracts';
import { parseRupees, type Paise } from '@keka/domain';
import { CashIcon } from '../../../components/ui/icons/cash';
import { GatewayMark } from '../../../components/ui/gateway-mark';
import { GiftIcon } from '../../../components/ui/icons/gift';
import { useMoney } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import type { PayMethod } from '../payload';
import { isOnlineMethod } from '../pay';

export interface PaymentMethodProps {
  readonly gateways: GetPaymentGatewaysResponse | undefined;
  readonly total: Paise | null;
  readonly value: PayMethod;
  readonly onChange: (value: PayMethod) => void;
  /** A pickup is paid at the counter, not on delivery. */
  readonly deliveryType: 'DELIVERY' | 'SELFPICKUP';
}

/**
 * SPEC §7 get-payment-gateways: cash on delivery or an online provider (either with part of it from the
 * wallet, when there is a balance), or the wallet alone when it covers the whole bill. A development
 * gateway says it is a test.
 */
export function PaymentMethod({ gateways, total, value, onChange, deliveryType }: PaymentMethodProps) {
  const pickup = deliveryType === 'SELFPICKUP';
  const t = useT();
  const money = useMoney();
  const name = useId();
  const balance = gateways ? parseRupees(gateways.wallet_balance) : null;
  const walletOffered = gateways?.gateways.some((g) => g.code === 'WALLET') ?? false;
  const walletCovers = walletOffered && balance !== null && total !== null && balance >= total;
  const online = (gateways?.gateways ?? []).filter((g) => isOnlineMethod(g.code));
  const partial = value.method === 'WALLET' ? false : value.partialWallet;
  return (
    <fieldset className="payment-method">
      <legend className="payment-method__legend">{t('checkout.payment')}</legend>
      <label className="payment-method__option">
        <input
          type="radio"
          name={name}
          value="COD"
          checked={value.method === 'COD'}
          onChange={() => onChange({ method: 'COD', partialWallet: false })}
          className="payment-method__input"
        />
        <CashIcon size={24} className="payment-method__icon" />
        <span className="payment-method__text">
          <span className="payment-method__name">{t(pickup ? 'checkout.payAtPickup' : 'checkout.cod')}</span>
          <span className="payment-method__hint">{t(pickup ? 'checkout.payAtPickupHint' : 'checkout.codHint')}</span>
        </span>
      </label>
      {walletOffered && balance !== null && (
        <label className={`payment-method__option ${walletCovers ? '' : 'payment-method__option--off'}`}>
          <input
            type="radio"
            name={name}
            value="WALLET"
            checked={value.method === 'WALLET'}
            disabled={!walletCovers}
            onChange={() => onChange({ method: 'WALLET' })}
            className="payment-method__input"
          />
          <GiftIcon size={24} className="payment-method__icon" />
          <span className="payment-method__text">
            <span className="payment-method__name">{t('checkout.wallet')}</span>
            <span className="payment-method__hint">
              {walletCovers ? t('checkout.walletBalance', { amount: money(balance) }) : t('checkout.walletShort', { amount: money(balance) })}
            </span>
          </span>
        </label>
      )}
      {online.map((gateway) => {
        const code = gateway.code;
        if (!isOnlineMethod(code)) return null;
        return (
          <label key={code} className="payment-method__option">
            <input
              type="radio"
              name={name}
              value={code}
              checked={value.method === code}
              onChange={() => onChange({ method: code, partialWallet: partial })}
              className="payment-method__input"
            />
            <GatewayMark code={code} />
            <span className="payment-method__text">
              <span className="payment-method__name">
                {gateway.name.replace(/ \(test\)$/, '')}
                {gateway.test && (
                  <>
                    {' '}
                    <span className="payment-method__test">{t('checkout.online.test')}</span>
                  </>
                )}
              </span>
              <span className="payment-method__hint">{t(gateway.test ? 'checkout.online.testHint' : 'checkout.online.hint')}</span>
            </span>
          </label>
        );
      })}
      {value.method !== 'WALLET' && walletOffered && balance !== null && balance > 0 && (
        <label className="payment-method__partial">
          <input type="checkbox" checked={partial} onChange={(event) => onChange({ method: value.method, partialWallet: event.target.checked })} />
          <span>{t('checkout.partialWallet', { amount: money(total === null ? balance : (balance < total ? balance : total)) })}</span>
        </label>
      )}
    </fieldset>
  );
}
