import { isOpenOffer, isOrderStatusId } from '@keka/domain';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { channel, type ChannelSet } from '../../realtime/channels';
import { orderLifeRepository as repo, type OrderFacts } from './order-life.repository';

/**
 * The one place that answers "may this actor see / move this order" (ARCHITECTURE "Repository layout",
 * in the manner of Immich's access utils). Every order service starts here; anyone without a relation
 * gets 404 "not found", exactly like a missing order, so existence never leaks (SECURITY 13, 14, 15).
 */
export type OrderRelation =
  /** The customer who placed it. */
  | 'customer'
  /** An owner of its store. */
  | 'store'
  /** The delivery partner assigned to it. */
  | 'rider'
  /** A partner linked to its store while it is an open offer: store, distance, items, amount only. */
  | 'offer'
  | 'admin';

export function relationTo(actor: Actor, facts: Pick<OrderFacts, 'order' | 'ownsStore' | 'servesStore'>): OrderRelation | null {
  const { order } = facts;
  switch (actor.role) {
    case 'admin':
      return 'admin';
    case 'customer':
      return order.userId === actor.id ? 'customer' : null;
    case 'store_owner':
      return facts.ownsStore ? 'store' : null;
    case 'delivery': {
      if (order.deliveryUserId === actor.id) return 'rider';
      const status = order.orderStatusId;
      return facts.servesStore && isOrderStatusId(status) && isOpenOffer(status, order.deliveryType, order.deliveryUserId !== null) ? 'offer' : null;
    }
  }
}

export interface OrderAccessResult extends OrderFacts {
  readonly relation: OrderRelation;
}

export function createOrderAccess(deps: { db: Db }) {
  const { db } = deps;

  async function find(actor: Actor, uniqueOrderId: string): Promise<(OrderFacts & { relation: OrderRelation | null }) | null> {
    const facts = await repo.findFacts(db, uniqueOrderId, actor.id);
    return facts ? { ...facts, relation: relationTo(actor, facts) } : null;
  }

  return {
    /** The order and the actor's relation to it (null when none); for callers that answer more than 404. */
    find,

    /** The order when the actor has one of `allowed` relations to it; otherwise 404. */
    async require(actor: Actor, uniqueOrderId: string, allowed: readonly OrderRelation[]): Promise<OrderAccessResult> {
      const found = await find(actor, uniqueOrderId);
      if (!found?.relation || !allowed.includes(found.relation)) notFound('We could not find this order.');
      return { ...found, relation: found.relation };
    },

    /** The stores whose orders an actor manages: the owner's stores, every store for an admin. */
    async managedStoreIds(actor: Actor): Promise<number[] | 'all'> {
      if (actor.role === 'admin') return 'all';
      return actor.role === 'store_owner' ? repo.storeIdsOwnedBy(db, actor.id) : [];
    },

    /** The stores a delivery partner takes orders from. */
    async servedStoreIds(actor: Actor): Promise<number[]> {
      return actor.role === 'delivery' ? repo.storeIdsServedBy(db, actor.id) : [];
    },

    /** The live-event channels of an actor's stream (ADR 0011). */
    async channelsFor(actor: Actor): Promise<ChannelSet> {
      switch (actor.role) {
        case 'admin':
          return 'all';
        case 'customer':
          return [channel.user(actor.id)];
        case 'store_owner':
          return (await repo.storeIdsOwnedBy(db, actor.id)).map(channel.store);
        case 'delivery':
          return [channel.delivery(actor.id), ...(await repo.storeIdsServedBy(db, actor.id)).map(channel.offers)];
      }
    },
  };
}

export type OrderAccess = ReturnType<typeof createOrderAccess>;
