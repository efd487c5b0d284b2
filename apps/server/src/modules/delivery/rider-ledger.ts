import { DELIVERY_SETTING_DEFAULTS } from '@keka/contracts';
import { deliveryEarning, paise, parseCommissionBase } from '@keka/domain';
import type { Db } from '../../db/client';
import type { RiderLedger } from '../orders/delivery-orders.service';
import type { SettingsService } from '../settings/settings.service';
import { partnerLedgerRepository as repo } from './delivery.repository';

/**
 * On delivery (issue 8 "Rules"): the cash collected for a COD order is added to the partner's cash in
 * hand, and the commission (setting `delivery_commission_base` and `_percent`, or the partner's own
 * rate) and the whole tip go to his earnings ledger, in the delivery's transaction.
 */
export function createRiderLedger(deps: { db: Db; settings: SettingsService }): RiderLedger {
  const { db, settings } = deps;
  return {
    async prepare(riderId) {
      const [baseText, percentText, load] = await Promise.all([
        settings.get('delivery_commission_base', DELIVERY_SETTING_DEFAULTS.delivery_commission_base),
        settings.get('delivery_commission_percent', DELIVERY_SETTING_DEFAULTS.delivery_commission_percent),
        repo.loadOf(db, riderId),
      ]);
      const own = load?.commissionPercent ?? 0;
      const percent = own > 0 ? own : Number(percentText) || 0;
      const base = parseCommissionBase(baseText);
      return async (tx, v) => {
        const earning = deliveryEarning(
          { totalPaise: paise(v.order.totalPaise), tipPaise: paise(v.order.tipPaise), deliveryChargePaise: paise(v.order.deliveryChargePaise) },
          { base, percent },
        );
        await repo.recordDelivery(tx, { orderId: v.order.id, userId: riderId, commissionPaise: earning.commissionPaise, tipPaise: earning.tipPaise, cashPaise: v.cashPaise, at: v.at });
      };
    },
  };
}
