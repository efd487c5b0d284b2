/**
 * Channel names of live events (ADR 0011). An event names every channel that may see it; a stream
 * subscribes to the channels of its actor (customer, store owner, rider, admin).
 */
export const channel = {
  /** Everything about one customer's orders. */
  user: (userId: number) => `user:${userId}`,
  /** A store's orders, for its owners' dashboards. */
  store: (storeId: number) => `store:${storeId}`,
  /** A rider's accepted orders. */
  delivery: (riderId: number) => `delivery:${riderId}`,
  /** Open offers of a store, for the riders linked to it (no customer details, SECURITY 14). */
  offers: (storeId: number) => `offers:store:${storeId}`,
  /** One order (reserved for a per-order stream; every order event carries it). */
  order: (uniqueOrderId: string) => `order:${uniqueOrderId}`,
  /** Every open stream, whoever's (the settings and cache versions; never anything about one person). */
  everyone: 'everyone',
} as const;

/** The channels a stream listens to; `all` for an admin. */
export type ChannelSet = readonly string[] | 'all';
