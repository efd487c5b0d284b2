import type { Tx } from '../client';
import { eq } from 'drizzle-orm';
import { compensationRules, couponGroups, couponStores, coupons, customerGroupMembers, customerGroups } from '../schema';
import { requireId } from './require-id';
import { rupees } from './restaurants/menu-builders';

/**
 * One coupon per rule the coupon check must handle. Validity windows are relative to `now`, so an
 * expired coupon is always expired and a valid one always valid, whenever the seed runs.
 */

type Discount = { readonly percent: number; readonly maxRupees?: number } | { readonly flatRupees: number };

interface CouponSeed {
  readonly code: string;
  readonly name: string;
  readonly description: string;
  readonly discount: Discount;
  readonly minSubtotalRupees?: number;
  /** Days from now; negative = in the past. Omitted = open-ended. */
  readonly startsInDays?: number;
  readonly expiresInDays?: number;
  readonly isActive?: boolean;
  readonly isPublic?: boolean;
  readonly hideMessage?: boolean;
  readonly firstOrderOnly?: boolean;
  readonly maxUsesTotal?: number;
  readonly maxUsesPerUser?: number;
  readonly stores?: readonly string[];
}

export const DEMO_COUPONS = {
  percentage: 'WELCOME50',
  flat: 'FLAT75',
  minSubtotal: 'SAVE150',
  storeSpecific: 'PIZZA20',
  groceryOnly: 'FRESH50',
  firstOrder: 'FIRSTBITE',
  oncePerUser: 'TREAT100',
  globalLimit: 'LIMITED5',
  expired: 'MONSOON30',
  notYetValid: 'DIWALI40',
  hiddenMessage: 'SECRET25',
  nonPublic: 'STAFF200',
  inactive: 'RETIRED10',
} as const;

const C = DEMO_COUPONS;

export const COUPONS: readonly CouponSeed[] = [
  { code: C.percentage, name: 'Welcome offer', description: '50% off up to ₹100 on any order.', discount: { percent: 50, maxRupees: 100 }, expiresInDays: 365 },
  { code: C.flat, name: 'Flat ₹75 off', description: 'Flat ₹75 off on any order.', discount: { flatRupees: 75 }, expiresInDays: 180 },
  { code: C.minSubtotal, name: 'Save ₹150', description: '₹150 off on orders of ₹599 or more.', discount: { flatRupees: 150 }, minSubtotalRupees: 599, expiresInDays: 180 },
  { code: C.storeSpecific, name: 'Pizza party', description: '20% off up to ₹120 at Forno Pizzeria.', discount: { percent: 20, maxRupees: 120 }, stores: ['forno-pizzeria'], expiresInDays: 90 },
  { code: C.groceryOnly, name: 'Fresh groceries', description: '₹50 off grocery orders of ₹399 or more.', discount: { flatRupees: 50 }, minSubtotalRupees: 399, stores: ['green-basket', 'daily-fresh-mart'], expiresInDays: 90 },
  { code: C.firstOrder, name: 'First bite', description: '₹60 off your very first order.', discount: { flatRupees: 60 }, firstOrderOnly: true, expiresInDays: 365 },
  { code: C.oncePerUser, name: 'A treat on us', description: '₹100 off orders of ₹299 or more, once per customer.', discount: { flatRupees: 100 }, minSubtotalRupees: 299, maxUsesPerUser: 1, expiresInDays: 60 },
  { code: C.globalLimit, name: 'First five only', description: '25% off up to ₹80, for the first 5 orders that use it.', discount: { percent: 25, maxRupees: 80 }, maxUsesTotal: 5, expiresInDays: 30 },
  { code: C.expired, name: 'Monsoon special', description: '30% off up to ₹90. This offer has ended.', discount: { percent: 30, maxRupees: 90 }, startsInDays: -60, expiresInDays: -10 },
  { code: C.notYetValid, name: 'Diwali dhamaka', description: '40% off up to ₹150, starting soon.', discount: { percent: 40, maxRupees: 150 }, startsInDays: 30, expiresInDays: 45 },
  { code: C.hiddenMessage, name: 'Secret saver', description: '25% off up to ₹50 on orders of ₹249 or more.', discount: { percent: 25, maxRupees: 50 }, minSubtotalRupees: 249, hideMessage: true, expiresInDays: 120 },
  { code: C.nonPublic, name: 'Staff discount', description: '₹200 off orders of ₹499 or more, for Keka staff.', discount: { flatRupees: 200 }, minSubtotalRupees: 499, isPublic: false, expiresInDays: 365 },
  { code: C.inactive, name: 'Old promotion', description: '10% off. Switched off by an admin.', discount: { percent: 10 }, isActive: false, isPublic: false },
];

const DAY_MS = 86_400_000;
const daysFrom = (now: Date, days: number | undefined): Date | null => (days === undefined ? null : new Date(now.getTime() + days * DAY_MS));

export async function insertCoupons(tx: Tx, storeIds: ReadonlyMap<string, number>, now: Date): Promise<number> {
  const rows = await tx
    .insert(coupons)
    .values(COUPONS.map((coupon) => couponRow(coupon, now)))
    .returning({ id: coupons.id, code: coupons.code });
  const ids = new Map(rows.map((r) => [r.code, r.id]));
  const links = COUPONS.flatMap((coupon) => (coupon.stores ?? []).map((slug) => ({ couponId: requireId(ids, coupon.code), storeId: requireId(storeIds, slug) })));
  await tx.insert(couponStores).values(links);
  return rows.length;
}

/** The demo's compensation rules (issue 36): late by more than 15 minutes, free delivery next time; more than 30, ₹50; missing items up to ₹300 refunded. */
export const DEMO_COMPENSATION_RULES = [
  { name: 'Late by more than 15 minutes: free delivery next time', trigger: 'LATE', lateMinutes: 15, action: 'COUPON', amountPaise: 0, validDays: 30, bornBy: 'PLATFORM' },
  { name: 'Late by more than 30 minutes: ₹50 to the wallet', trigger: 'LATE', lateMinutes: 30, action: 'WALLET', amountPaise: 5_000, validDays: 30, bornBy: 'STORE' },
  // Items reported missing or wrong worth up to ₹300 are refunded at once, at the store's cost; more goes to an admin.
  { name: 'Items missing or wrong, up to ₹300: refund them', trigger: 'MISSING', lateMinutes: 0, upToPaise: 30_000, action: 'WALLET', amountPaise: 0, validDays: 30, bornBy: 'STORE' },
] as const satisfies readonly (typeof compensationRules.$inferInsert)[];

export async function insertCompensationRules(tx: Tx): Promise<void> {
  await tx.insert(compensationRules).values([...DEMO_COMPENSATION_RULES]);
}

/** The demo's customer group: STAFF200 is for its members only (issue 35). */
export const DEMO_STAFF_GROUP = 'Keka staff';

export async function insertCustomerGroups(tx: Tx, staffUserIds: readonly number[]): Promise<void> {
  const [group] = await tx.insert(customerGroups).values({ name: DEMO_STAFF_GROUP, description: 'People who work for Keka: the staff discount is theirs.' }).returning({ id: customerGroups.id });
  if (!group) throw new Error('customer group was not inserted');
  await tx.insert(customerGroupMembers).values(staffUserIds.map((userId) => ({ groupId: group.id, userId })));
  const [staffCoupon] = await tx.update(coupons).set({ forChosenCustomers: true }).where(eq(coupons.code, C.nonPublic)).returning({ id: coupons.id });
  if (!staffCoupon) throw new Error(`coupon ${C.nonPublic} was not inserted`);
  await tx.insert(couponGroups).values({ couponId: staffCoupon.id, groupId: group.id });
}

function couponRow(coupon: CouponSeed, now: Date): typeof coupons.$inferInsert {
  const isPercent = 'percent' in coupon.discount;
  return {
    code: coupon.code.toUpperCase(),
    name: coupon.name,
    description: coupon.description,
    discountType: isPercent ? 'PERCENTAGE' : 'AMOUNT',
    discountPercent: 'percent' in coupon.discount ? coupon.discount.percent : 0,
    discountAmountPaise: 'flatRupees' in coupon.discount ? rupees(coupon.discount.flatRupees) : 0,
    maxDiscountPaise: 'percent' in coupon.discount ? rupees(coupon.discount.maxRupees ?? 0) : 0,
    minSubtotalPaise: rupees(coupon.minSubtotalRupees ?? 0),
    startsAt: daysFrom(now, coupon.startsInDays),
    expiresAt: daysFrom(now, coupon.expiresInDays),
    isActive: coupon.isActive ?? true,
    isPublic: coupon.isPublic ?? true,
    hideMessage: coupon.hideMessage ?? false,
    firstOrderOnly: coupon.firstOrderOnly ?? false,
    maxUsesTotal: coupon.maxUsesTotal ?? null,
    maxUsesPerUser: coupon.maxUsesPerUser ?? null,
  };
}
