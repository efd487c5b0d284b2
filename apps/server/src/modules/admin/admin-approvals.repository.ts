import { and, asc, desc, eq, ilike, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { cities, deliveryPartnerStores, deliveryProfiles, storeOwners, stores, users } from '../../db/schema';

export type PartnerStatus = 'PENDING' | 'APPROVED' | 'REJECTED' | 'SUSPENDED';

/**
 * A partner's review status in SQL, the same rule as the delivery service's: approved; never reviewed =
 * waiting; refused = suspended when the last decision in the audit log was a suspension, else rejected.
 * Column names spelled out (drizzle leaves them unqualified, and audit_log has its own ids).
 */
const partnerStatus = sql<PartnerStatus>`case
  when "delivery_profiles"."is_approved" then 'APPROVED'
  when "delivery_profiles"."reviewed_at" is null then 'PENDING'
  when (select a.action from audit_log a
        where a.entity = 'delivery_partner' and a.entity_id = "delivery_profiles"."user_id"::text
          and a.action in ('delivery_partner.approve', 'delivery_partner.reject', 'delivery_partner.suspend')
        order by a.id desc limit 1) = 'delivery_partner.suspend' then 'SUSPENDED'
  else 'REJECTED' end`;

const partnerColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  isActive: users.isActive,
  createdAt: users.createdAt,
  vehicle: deliveryProfiles.vehicle,
  vehicleNumber: deliveryProfiles.vehicleNumber,
  isOnline: deliveryProfiles.isOnline,
  cashInHandPaise: deliveryProfiles.cashInHandPaise,
  commissionPercent: deliveryProfiles.commissionPercent,
  reviewNote: deliveryProfiles.reviewNote,
  reviewedAt: deliveryProfiles.reviewedAt,
  status: partnerStatus,
};

export interface PartnerFilter {
  readonly q?: string;
  readonly status?: PartnerStatus | null;
  /** Only partners an admin decided on (newest decision first) instead of newest sign-up first. */
  readonly decided?: boolean;
  readonly ids?: readonly number[];
  readonly beforeId?: number | null;
  readonly limit: number;
}

/** The console's reads of stores waiting for (or given) a decision, and of delivery partners. */
export const adminApprovalsRepository = {
  /** Stores with their city; pending ones oldest first, decided ones newest decision first. */
  async stores(db: Db, v: { pending: boolean; limit: number }) {
    return db
      .select({ store: stores, city: cities.name })
      .from(stores)
      .innerJoin(cities, eq(cities.id, stores.cityId))
      .where(v.pending ? eq(stores.approval, 'PENDING') : isNotNull(stores.reviewedAt))
      .orderBy(...(v.pending ? [asc(stores.createdAt), asc(stores.id)] : [desc(stores.reviewedAt), desc(stores.id)]))
      .limit(v.limit);
  },

  async ownersOf(db: Db, storeIds: readonly number[]) {
    if (storeIds.length === 0) return [];
    return db
      .select({ storeId: storeOwners.storeId, id: users.id, name: users.name, email: users.email, phone: users.phone })
      .from(storeOwners)
      .innerJoin(users, eq(users.id, storeOwners.userId))
      .where(inArray(storeOwners.storeId, [...storeIds]))
      .orderBy(asc(users.id));
  },

  async partners(db: Db, f: PartnerFilter) {
    const where: SQL[] = [eq(users.role, 'delivery')];
    if (f.ids) where.push(inArray(users.id, f.ids.length ? [...f.ids] : [-1]));
    if (f.status) where.push(sql`${partnerStatus} = ${f.status}`);
    if (f.decided) where.push(isNotNull(deliveryProfiles.reviewedAt));
    if (f.beforeId) where.push(lt(users.id, f.beforeId));
    if (f.q) {
      const like = containsPattern(f.q);
      const found = or(ilike(users.name, like), ilike(users.phone, like), ilike(users.email, like), ilike(deliveryProfiles.vehicleNumber, like));
      if (found) where.push(found);
    }
    return db
      .select(partnerColumns)
      .from(users)
      .innerJoin(deliveryProfiles, eq(deliveryProfiles.userId, users.id))
      .where(and(...where))
      .orderBy(...(f.decided ? [desc(deliveryProfiles.reviewedAt), desc(users.id)] : [desc(users.id)]))
      .limit(f.limit);
  },

  async storesOfPartners(db: Db, userIds: readonly number[]) {
    if (userIds.length === 0) return [];
    return db
      .select({ userId: deliveryPartnerStores.userId, id: stores.id, name: stores.name })
      .from(deliveryPartnerStores)
      .innerJoin(stores, eq(stores.id, deliveryPartnerStores.storeId))
      .where(inArray(deliveryPartnerStores.userId, [...userIds]))
      .orderBy(asc(stores.name), asc(stores.id));
  },

  /** Stores by name (or id) to link a partner to. */
  async searchStores(db: Db, q: string, limit: number) {
    const like = containsPattern(q);
    const byId = /^\d{1,9}$/.test(q) ? eq(stores.id, Number(q)) : undefined;
    return db
      .select({ id: stores.id, name: stores.name, address: stores.address, approval: stores.approval })
      .from(stores)
      .where(q ? or(ilike(stores.name, like), byId) : undefined)
      .orderBy(asc(stores.name), asc(stores.id))
      .limit(limit);
  },
};
