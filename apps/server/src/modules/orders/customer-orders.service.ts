import type { OrderView } from '@keka/contracts';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { cancellation } from './order-cancel';
import type { OrderMoves } from './order-moves';
import { customerNotices } from './order-notices';
import { presentOrder } from './order.presenter';
import type { OrderAccess } from './orders.access';
import { ordersRepository } from './orders.repository';

/** The customer's side of a live order: the running-order page and cancel-order. */
export function createCustomerOrdersService(deps: { db: Db; clock: Clock; access: OrderAccess; moves: OrderMoves }) {
  const { db, clock, access, moves } = deps;

  async function view(uniqueOrderId: string, viewer: 'customer' | 'admin'): Promise<OrderView> {
    const aggregate = await ordersRepository.loadOrder(db, { uniqueOrderId });
    if (!aggregate) notFound('We could not find this order.');
    return presentOrder(aggregate, viewer);
  }

  return {
    /** SECURITY 13: another customer's order answers 404, exactly like a missing one. */
    async getOrder(actor: Actor, uniqueOrderId: string): Promise<OrderView> {
      const { relation } = await access.require(actor, uniqueOrderId, ['customer', 'admin']);
      return view(uniqueOrderId, relation === 'admin' ? 'admin' : 'customer');
    },

    /** SPEC §7 cancel-order: while the machine lets the customer (placed, scheduled); the wallet part comes back. */
    async cancel(actor: Actor, uniqueOrderId: string, reason: string | null): Promise<OrderView> {
      const facts = await access.require(actor, uniqueOrderId, ['customer']);
      const spec = cancellation(actor, facts.order, { reason, at: clock.now(), notice: (refund) => customerNotices.cancelledByCustomer(facts.store.name, refund) });
      await moves.move(actor, facts, spec);
      return view(uniqueOrderId, 'customer');
    },
  };
}

export type CustomerOrdersService = ReturnType<typeof createCustomerOrdersService>;
