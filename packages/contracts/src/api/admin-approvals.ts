import { z } from 'zod';
import { adminPageFields } from './admin';
import { authFields, moneyString, positiveId } from './common';
import { STORE_APPROVALS, rupeesToPaise } from './store-manage';

/**
 * The admin console's approvals and delivery partners (issue 11). Decisions themselves go through the
 * older calls, extended: `admin/approve-store` (APPROVED, REJECTED, SUSPENDED + reason) and
 * `admin/approve-delivery-partner` (approved true/false + reason). Every write is audited.
 */

export const PARTNER_REVIEW_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'SUSPENDED'] as const;

const person = z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable(), phone: z.string().nullable() });

/** A registered store with everything its owner gave at store/register. */
export const storeApplicationView = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  address: z.string(),
  phone: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  city: z.string(),
  kind: z.string(),
  is_fresh: z.boolean(),
  is_pureveg: z.boolean(),
  delivery_time: z.number().int(),
  delivery_radius: z.number(),
  min_order_price: moneyString,
  /** Picture paths the owner uploaded ('' / null when none). */
  image: z.string(),
  cover_image: z.string().nullable(),
  approval: z.enum(STORE_APPROVALS),
  is_active: z.boolean(),
  review_note: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  created_at: z.string(),
  owners: z.array(person),
});
export type StoreApplicationView = z.infer<typeof storeApplicationView>;

/** A delivery partner as the console lists him. */
export const partnerAdminView = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  vehicle: z.string().nullable(),
  vehicle_number: z.string().nullable(),
  status: z.enum(PARTNER_REVIEW_STATUSES),
  is_online: z.boolean(),
  /** Account switched off (users.is_active false). */
  is_active: z.boolean(),
  stores: z.array(z.object({ id: z.number().int(), name: z.string() })),
  cash_in_hand: moneyString,
  /** 0 = the `delivery_commission_percent` setting applies. */
  commission_percent: z.number(),
  review_note: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  created_at: z.string(),
});
export type PartnerAdminView = z.infer<typeof partnerAdminView>;

export const adminGetApprovalsRequest = z.object({ ...authFields }).strip().nullish();
export const adminGetApprovalsResponse = z.object({
  success: z.literal(true),
  data: z.object({
    /** Waiting for a first decision, oldest first. */
    pending_stores: z.array(storeApplicationView),
    pending_partners: z.array(partnerAdminView),
    /** Decided lately (approved, rejected, suspended), newest decision first, at most 50 each. */
    decided_stores: z.array(storeApplicationView),
    decided_partners: z.array(partnerAdminView),
  }),
});
export type AdminGetApprovalsResponse = z.infer<typeof adminGetApprovalsResponse>;

export const adminGetPartnersRequest = z
  .object({
    ...authFields,
    ...adminPageFields,
    /** Words of the name, phone, e-mail or vehicle number. */
    q: z.string().trim().max(100).default(''),
    status: z.enum(PARTNER_REVIEW_STATUSES).nullish(),
  })
  .strip();
export type AdminGetPartnersRequest = z.input<typeof adminGetPartnersRequest>;
export const adminGetPartnersResponse = z.object({
  success: z.literal(true),
  data: z.array(partnerAdminView),
  next_before_id: z.number().nullable(),
});
export type AdminGetPartnersResponse = z.infer<typeof adminGetPartnersResponse>;

/** The partner's stores (replacing the old links) and his own commission rate; fields left out stay. */
export const adminUpdatePartnerRequest = z
  .object({
    ...authFields,
    partner_id: positiveId,
    store_ids: z.array(positiveId).max(200).optional(),
    commission_percent: z.number().min(0).max(100).optional(),
  })
  .strip();
export type AdminUpdatePartnerRequest = z.input<typeof adminUpdatePartnerRequest>;
export const adminPartnerResponse = z.object({ success: z.literal(true), data: partnerAdminView });
export type AdminPartnerResponse = z.infer<typeof adminPartnerResponse>;

/** Cash a partner handed in: his cash in hand goes down by it (never below zero). */
export const adminCollectPartnerCashRequest = z
  .object({
    ...authFields,
    partner_id: positiveId,
    /** Rupees ("500", "499.50"). */
    amount: rupeesToPaise.pipe(z.number().int().min(1, 'Enter an amount above zero')),
    note: z.string().trim().max(300).nullish(),
  })
  .strip();
export type AdminCollectPartnerCashRequest = z.input<typeof adminCollectPartnerCashRequest>;

/** Stores to link a partner to, by name. */
export const adminSearchPartnerStoresRequest = z.object({ ...authFields, q: z.string().trim().max(100).default('') }).strip();
export const adminSearchPartnerStoresResponse = z.object({
  success: z.literal(true),
  data: z.array(z.object({ id: z.number().int(), name: z.string(), address: z.string(), approval: z.enum(STORE_APPROVALS) })),
});
export type AdminSearchPartnerStoresResponse = z.infer<typeof adminSearchPartnerStoresResponse>;
