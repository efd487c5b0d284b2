import type { RatableOrder } from '@keka/contracts';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { fail, notFound } from '../../lib/errors';
import { ratingsRepository as repo, type RatableRow } from './ratings.repository';

const DELIVERED = 5;

function present(row: NonNullable<RatableRow>): RatableOrder {
  return {
    unique_order_id: row.uniqueOrderId,
    restaurant: { id: row.storeId, name: row.storeName, image: row.storeImage },
    delivery_type: row.deliveryType,
    delivered_at: row.deliveredAt?.toISOString() ?? null,
    delivery_partner_name: row.deliveryType === 'DELIVERY' && row.deliveryUserId !== null ? row.partnerName : null,
    rated: row.ratingId !== null,
  };
}

/**
 * Ratings (SPEC §7 get-ratable-order, single-ratable-order, rate-order): a customer rates their own
 * delivered order once, the store 1–5 and the delivery partner 1–5 when one brought it, with an optional
 * review (stored as text, shown as text). The store's average moves in the same transaction.
 */
export function createRatingsService(deps: { db: Db; clock: Clock }) {
  const { db } = deps;

  /** The actor's own order, or 404 for anyone else's (SECURITY 13: it does not say the order exists). */
  async function own(actor: Actor, uniqueOrderId: string): Promise<NonNullable<RatableRow>> {
    const row = await repo.findByUniqueId(db, uniqueOrderId);
    if (!row || row.userId !== actor.id) notFound('No such order.');
    return row;
  }

  return {
    async latest(actor: Actor): Promise<RatableOrder | null> {
      const row = await repo.latestUnrated(db, actor.id);
      return row ? present(row) : null;
    },

    async single(actor: Actor, uniqueOrderId: string): Promise<RatableOrder> {
      const row = await own(actor, uniqueOrderId);
      if (row.statusId !== DELIVERED) fail('NOT_RATABLE', 'You can rate an order once it has been delivered.');
      return present(row);
    },

    async rate(actor: Actor, input: { uniqueOrderId: string; ratingStore: number; ratingDelivery: number | null; review: string | null }): Promise<void> {
      const row = await own(actor, input.uniqueOrderId);
      if (row.statusId !== DELIVERED) fail('NOT_RATABLE', 'You can rate an order once it has been delivered.');
      const hasPartner = row.deliveryType === 'DELIVERY' && row.deliveryUserId !== null;
      if (hasPartner && input.ratingDelivery === null) fail('VALIDATION', 'Rate the delivery too (1 to 5 stars).');
      const rated = await repo.rate(db, {
        orderId: row.orderId,
        userId: actor.id,
        storeId: row.storeId,
        deliveryUserId: hasPartner ? row.deliveryUserId : null,
        ratingStore: input.ratingStore,
        ratingDelivery: hasPartner ? input.ratingDelivery : null,
        review: input.review ? input.review : null,
        at: deps.clock.now(),
      });
      if (!rated) fail('ALREADY_RATED', 'You have already rated this order. Thank you!');
    },
  };
}

export type RatingsService = ReturnType<typeof createRatingsService>;
