import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { deliveryPartnerStores, deliveryProfiles, orders, sessions, storeOwners, users, type UserRole } from '../src/db/schema';
import { hashToken } from '../src/lib/tokens';
import { locationAt, pointNorthOf, type StoreRow } from './fixtures';
import type { TestApp } from './helpers';

/** A signed-in user made straight in the database (no slow password hashing): 20 riders take no time. */
export interface Person {
  readonly userId: number;
  readonly token: string;
  readonly name: string;
  readonly phone: string;
}

let made = 0;
export async function makeUser(db: Db, role: UserRole, name = `Test ${role} ${made + 1}`): Promise<Person> {
  made += 1;
  const stamp = `${process.pid}${made}${randomBytes(3).toString('hex')}`.toUpperCase();
  const phone = `+917${String(Number.parseInt(randomBytes(4).toString('hex'), 16) % 1_000_000_000).padStart(9, '0')}`;
  const [user] = await db.insert(users).values({ name, role, phone, email: `life-${stamp.toLowerCase()}@example.test`, referralCode: `L${stamp}` }).returning();
  if (!user) throw new Error('insert users failed');
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 86_400_000) });
  return { userId: user.id, token, name, phone };
}

export async function makeOwner(db: Db, storeIds: readonly number[]): Promise<Person> {
  const owner = await makeUser(db, 'store_owner');
  if (storeIds.length) await db.insert(storeOwners).values(storeIds.map((storeId) => ({ userId: owner.userId, storeId })));
  return owner;
}

export async function makeRider(db: Db, storeIds: readonly number[], state: { online?: boolean; approved?: boolean } = {}): Promise<Person> {
  const rider = await makeUser(db, 'delivery');
  await db.insert(deliveryProfiles).values({ userId: rider.userId, isOnline: state.online ?? true, isApproved: state.approved ?? true, vehicle: 'Scooter' });
  if (storeIds.length) await db.insert(deliveryPartnerStores).values(storeIds.map((storeId) => ({ userId: rider.userId, storeId })));
  return rider;
}

export interface PlacedOrder {
  readonly uid: string;
  readonly id: number;
  readonly pin: string;
  readonly data: Record<string, unknown> & { bill: Record<string, string> };
}

/** Places an order through the API (COD, delivery 1 km north of the store unless `extra` says otherwise). */
export async function placeOrder(t: TestApp, customerToken: string, store: StoreRow, itemId: number, extra: Record<string, unknown> = {}): Promise<PlacedOrder> {
  const res = await t.post(
    'place-order',
    { order: [{ id: itemId, quantity: 1, selectedaddons: [] }], location: locationAt(pointNorthOf(store, 1)), method: 'COD', delivery_type: 1, order_comment: 'Ring twice', ...extra },
    { token: customerToken },
  );
  if (res.statusCode !== 200) throw new Error(`place-order failed: ${res.body}`);
  const data = res.json<{ data: PlacedOrder['data'] & { unique_order_id: string; id: number; delivery_pin: string } }>().data;
  return { uid: data.unique_order_id, id: data.id, pin: data.delivery_pin, data };
}

export async function orderRow(db: Db, uid: string) {
  const [row] = await db.select().from(orders).where(eq(orders.uniqueOrderId, uid));
  if (!row) throw new Error(`no order ${uid}`);
  return row;
}

export async function unlinkOwner(db: Db, userId: number, storeId: number): Promise<void> {
  await db.delete(storeOwners).where(and(eq(storeOwners.userId, userId), eq(storeOwners.storeId, storeId)));
}

/** A PIN that is not the order's. */
export const wrongPin = (pin: string): string => (pin === '0000' ? '1111' : '0000');
