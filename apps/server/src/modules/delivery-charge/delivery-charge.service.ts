import type { DeliveryChargeResponse } from '@keka/contracts';
import { distanceKm, paise, roundKm, toRupeeString, type LatLng, type Paise } from '@keka/domain';
import type { Db } from '../../db/client';
import type { RoadDistance } from '../geo/road-distance';
import type { SettingsService } from '../settings/settings.service';
import { deliveryChargeRepository as repo, type BucketRow } from './delivery-charge.repository';

/** The bucket a distance falls in: the first band whose upper bound reaches it; beyond the last, none. */
export function bucketCharge(buckets: readonly Pick<BucketRow, 'upToKm' | 'chargePaise'>[], km: number): Paise | null {
  const band = [...buckets].sort((a, b) => a.upToKm - b.upToKm).find((b) => km <= b.upToKm);
  return band ? paise(band.chargePaise) : null;
}

/**
 * SPEC §7/§9 delivery charge: the distance (road km from the maps port when enGDMA is on, else the
 * straight line) and the store's bucket charge for it, which overrides the formula when it exists.
 */
export function createDeliveryChargeService(deps: { db: Db; settings: SettingsService; roadDistance: RoadDistance }) {
  const { db } = deps;

  async function measure(store: LatLng, point: LatLng): Promise<number> {
    const straight = roundKm(distanceKm(store, point));
    if ((await deps.settings.get('enGDMA', 'false')) !== 'true') return straight;
    return (await deps.roadDistance.km(store, point)) ?? straight;
  }

  return {
    measure,

    async quote(store: LatLng & { readonly id: number }, point: LatLng): Promise<DeliveryChargeResponse> {
      const km = await measure(store, point);
      const charge = bucketCharge(await repo.listBuckets(db, store.id), km);
      return { success: charge !== null, delivery_charge: charge === null ? null : toRupeeString(charge), distance: km };
    },
  };
}

export type DeliveryChargeService = ReturnType<typeof createDeliveryChargeService>;
