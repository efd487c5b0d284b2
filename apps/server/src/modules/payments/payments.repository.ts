import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@keka/domain';
import type { Db, Tx } from '../../db/client';
import { orderLines, orders, paymentGatewaySettings, paymentWebhookEvents, payments, stores, users } from '../../db/schema';
import type { BrowserStep, OnlineGateway } from './gateway';

export type PaymentRow = typeof payments.$inferSelect;
export type GatewaySettingsRow = typeof paymentGatewaySettings.$inferSelect;

/** The payments tables' SQL (issue 33): attempts, the provider events seen once, unpaid orders. */
export const paymentsRepository = {
  /** The keys an admin kept in the console, one row per provider (secrets sealed). */
  gatewaySettings(db: Db | Tx): Promise<GatewaySettingsRow[]> {
    return db.select().from(paymentGatewaySettings);
  },

  async lockGatewaySettings(tx: Tx, gateway: OnlineGateway): Promise<GatewaySettingsRow | undefined> {
    const [row] = await tx.select().from(paymentGatewaySettings).where(eq(paymentGatewaySettings.gateway, gateway)).for('update');
    return row;
  },

  async saveGatewaySettings(tx: Tx, row: Omit<GatewaySettingsRow, 'updatedAt'> & { readonly updatedAt: Date }): Promise<void> {
    const { gateway: _key, ...set } = row;
    await tx.insert(paymentGatewaySettings).values(row).onConflictDoUpdate({ target: paymentGatewaySettings.gateway, set });
  },

  /** The order's row, locked: attempts of one order are started one at a time. */
  async lockOrder(tx: Tx, orderId: number) {
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    return row;
  },

  /** An order with its store, as the move engine takes it (a system move: no owner or partner is acting). */
  async orderFacts(db: Db, orderId: number) {
    const [row] = await db.select({ order: orders, store: stores }).from(orders).innerJoin(stores, eq(stores.id, orders.storeId)).where(eq(orders.id, orderId));
    return row ? { ...row, ownsStore: false, servesStore: false } : undefined;
  },

  async orderByUid(db: Db, uniqueOrderId: string) {
    const [row] = await db.select({ order: orders, store: stores }).from(orders).innerJoin(stores, eq(stores.id, orders.storeId)).where(eq(orders.uniqueOrderId, uniqueOrderId));
    return row ? { ...row, ownsStore: false, servesStore: false } : undefined;
  },

  async orderRow(db: Db, orderId: number) {
    const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
    return row;
  },

  async itemCount(db: Db, orderId: number): Promise<number> {
    const lines = await db.select({ quantity: orderLines.quantity }).from(orderLines).where(eq(orderLines.orderId, orderId));
    return lines.reduce((n, l) => n + l.quantity, 0);
  },

  async customerContact(db: Db, userId: number) {
    const [row] = await db.select({ name: users.name, email: users.email, phone: users.phone }).from(users).where(eq(users.id, userId));
    return row;
  },

  async attemptsOf(db: Db, orderId: number): Promise<PaymentRow[]> {
    return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.id));
  },

  async insertAttempt(tx: Tx, v: { orderId: number; gateway: OnlineGateway; amountPaise: number; currency: string; isTest: boolean; at: Date }): Promise<PaymentRow> {
    const [row] = await tx
      .insert(payments)
      .values({ orderId: v.orderId, gateway: v.gateway, amountPaise: v.amountPaise, currency: v.currency, isTest: v.isTest, createdAt: v.at, updatedAt: v.at })
      .returning();
    if (!row) throw new Error('insertAttempt: no row');
    return row;
  },

  /** The provider's answer to a started attempt: its id there and what the browser does. */
  async started(db: Db, id: number, v: { gatewayRef: string; step: BrowserStep; at: Date }): Promise<void> {
    await db.update(payments).set({ gatewayRef: v.gatewayRef, step: v.step, updatedAt: v.at }).where(eq(payments.id, id));
  },

  /** An attempt the provider would not start: failed, so a new one may be asked for. */
  async failStart(db: Db, id: number, at: Date): Promise<void> {
    await db.update(payments).set({ status: 'FAILED', updatedAt: at }).where(and(eq(payments.id, id), eq(payments.status, 'PENDING')));
  },

  async findAttempt(db: Db, gateway: OnlineGateway, gatewayRef: string): Promise<PaymentRow | undefined> {
    const [row] = await db.select().from(payments).where(and(eq(payments.gateway, gateway), eq(payments.gatewayRef, gatewayRef)));
    return row;
  },

  async lockAttempt(tx: Tx, id: number): Promise<PaymentRow | undefined> {
    const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
    return row;
  },

  async findAttemptById(db: Db, id: number): Promise<PaymentRow | undefined> {
    const [row] = await db.select().from(payments).where(eq(payments.id, id));
    return row;
  },

  /**
   * A provider event, stored once (unique by gateway and event id): false when it was stored before,
   * by an earlier delivery or by one racing this one (that one's transaction decides; this one waits).
   */
  async claimEvent(tx: Tx, v: { gateway: OnlineGateway; eventId: string; paymentId: number | null; outcome: string; at: Date }): Promise<boolean> {
    const rows = await tx
      .insert(paymentWebhookEvents)
      .values({ gateway: v.gateway, eventId: v.eventId, paymentId: v.paymentId, outcome: v.outcome, receivedAt: v.at })
      .onConflictDoNothing()
      .returning({ id: paymentWebhookEvents.id });
    return rows.length === 1;
  },

  /** PENDING or FAILED → PAID, once: the conditional UPDATE is what makes two racing deliveries one. */
  async markPaid(tx: Tx, id: number, v: { providerPaymentId: string | null; at: Date; raw: unknown }): Promise<PaymentRow | undefined> {
    const [row] = await tx
      .update(payments)
      .set({ status: 'PAID', providerPaymentId: v.providerPaymentId, verifiedAt: v.at, updatedAt: v.at, raw: v.raw })
      .where(and(eq(payments.id, id), sql`${payments.status} in ('PENDING', 'FAILED')`))
      .returning();
    return row;
  },

  async markFailed(tx: Tx, id: number, at: Date): Promise<void> {
    await tx.update(payments).set({ status: 'FAILED', updatedAt: at }).where(and(eq(payments.id, id), eq(payments.status, 'PENDING')));
  },

  /** Every attempt still open of an order that can no longer be paid (expired, cancelled). */
  async failOpenAttempts(tx: Tx, orderId: number, at: Date): Promise<void> {
    await tx.update(payments).set({ status: 'FAILED', updatedAt: at }).where(and(eq(payments.orderId, orderId), eq(payments.status, 'PENDING')));
  },

  /** Money given back through the provider, once per amount seen (a racing refund changes nothing). */
  async addRefund(db: Db, id: number, v: { amountPaise: number; wasPaise: number; at: Date }): Promise<boolean> {
    const rows = await db
      .update(payments)
      .set({ refundedPaise: v.wasPaise + v.amountPaise, status: sql`case when ${payments.amountPaise} <= ${v.wasPaise + v.amountPaise} then 'REFUNDED' else ${payments.status} end`, updatedAt: v.at })
      .where(and(eq(payments.id, id), eq(payments.refundedPaise, v.wasPaise)))
      .returning({ id: payments.id });
    return rows.length === 1;
  },

  /**
   * Owes `amountPaise` more back through the provider on the attempt that paid the order (the first
   * paid one with that much left to give back); false when there is none.
   */
  async oweRefund(tx: Tx, orderId: number, gateway: OnlineGateway, amountPaise: number, at: Date): Promise<boolean> {
    const [row] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.gateway, gateway), inArray(payments.status, ['PAID', 'REFUNDED']), sql`${payments.refundDuePaise} + ${amountPaise} <= ${payments.amountPaise}`))
      .orderBy(asc(payments.verifiedAt), asc(payments.id))
      .limit(1)
      .for('update');
    if (!row) return false;
    await tx.update(payments).set({ refundDuePaise: sql`${payments.refundDuePaise} + ${amountPaise}`, updatedAt: at }).where(eq(payments.id, row.id));
    return true;
  },

  /** Money that came for an order that no longer wanted it: all of it is owed back. */
  async oweAll(tx: Tx, id: number, at: Date): Promise<void> {
    await tx.update(payments).set({ refundDuePaise: payments.amountPaise, updatedAt: at }).where(eq(payments.id, id));
  },

  /** Attempts with money owed back that no one has tried since `before` (a failed or interrupted refund). */
  async refundsOwed(db: Db, before: Date, limit: number): Promise<PaymentRow[]> {
    return db
      .select()
      .from(payments)
      .where(and(sql`${payments.refundDuePaise} > ${payments.refundedPaise}`, lt(payments.updatedAt, before)))
      .orderBy(asc(payments.updatedAt))
      .limit(limit);
  },

  /** Takes an owed refund to pay it: only while the row is as it was read (another instance took it otherwise). */
  async claimRefund(db: Db, row: PaymentRow, at: Date): Promise<boolean> {
    const rows = await db
      .update(payments)
      .set({ updatedAt: at })
      .where(and(eq(payments.id, row.id), sql`date_trunc('milliseconds', ${payments.updatedAt}) = ${row.updatedAt}`, eq(payments.refundedPaise, row.refundedPaise), eq(payments.refundDuePaise, row.refundDuePaise)))
      .returning({ id: payments.id });
    return rows.length === 1;
  },

  /** Orders paid online whose time to pay ran out before `before`, oldest first. */
  async unpaidBefore(db: Db, before: Date, limit: number) {
    return db
      .select({ id: orders.id, uniqueOrderId: orders.uniqueOrderId })
      .from(orders)
      .where(and(eq(orders.orderStatusId, ORDER_STATUS.AWAITING_PAYMENT), lt(orders.createdAt, before)))
      .orderBy(asc(orders.createdAt))
      .limit(limit);
  },
};
