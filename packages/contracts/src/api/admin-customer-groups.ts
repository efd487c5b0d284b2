import { z } from 'zod';
import { adminTrimmedText } from './admin-content';
import { authFields, okResponse, positiveId } from './common';

/**
 * Customer groups in the admin console (issue 35): named sets of customers (e.g. staff) that a coupon
 * for chosen customers can name. Every write is audited; unknown keys dropped.
 */

/** A customer as the console shows one: the name and the e-mail or phone that tells namesakes apart. */
export const adminCustomerView = z.object({ id: z.number(), name: z.string(), email: z.string().nullable(), phone: z.string().nullable() });
export type AdminCustomerView = z.infer<typeof adminCustomerView>;

export const adminPickCustomersRequest = z
  .object({ ...authFields, q: adminTrimmedText(80).default(''), limit: z.number().int().min(1).max(20).default(8) })
  .strip();
export const adminPickCustomersResponse = z.object({ success: z.literal(true), data: z.array(adminCustomerView) });
export type AdminPickCustomersResponse = z.infer<typeof adminPickCustomersResponse>;

export const adminCustomerGroupView = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  member_count: z.number(),
  /** Codes of the coupons that name it: while any does, it cannot be deleted. */
  coupons: z.array(z.string()),
  created_at: z.string(),
});
export type AdminCustomerGroupView = z.infer<typeof adminCustomerGroupView>;

export const adminCustomerGroupsRequest = z.object({ ...authFields }).strip();
export const adminCustomerGroupsResponse = z.object({ success: z.literal(true), data: z.array(adminCustomerGroupView) });
export type AdminCustomerGroupsResponse = z.infer<typeof adminCustomerGroupsResponse>;

/** The members shown at once; a bigger group says how many more there are. */
export const ADMIN_GROUP_MEMBERS_SHOWN = 500;

export const adminCustomerGroupRequest = z.object({ ...authFields, id: positiveId }).strip();
export const adminCustomerGroupResponse = z.object({
  success: z.literal(true),
  data: adminCustomerGroupView.extend({ members: z.array(adminCustomerView.extend({ added_at: z.string() })) }),
});
export type AdminCustomerGroupResponse = z.infer<typeof adminCustomerGroupResponse>;

export const adminSaveCustomerGroupRequest = z
  .object({
    ...authFields,
    id: positiveId.optional(),
    name: adminTrimmedText(60).min(2, 'Enter a name of at least 2 characters'),
    description: adminTrimmedText(200).default(''),
  })
  .strip();
export type AdminSaveCustomerGroupRequest = z.input<typeof adminSaveCustomerGroupRequest>;
export const adminSaveCustomerGroupResponse = z.object({ success: z.literal(true), data: adminCustomerGroupView });

export const adminAddGroupMembersRequest = z
  .object({
    ...authFields,
    group_id: positiveId,
    /** E-mail addresses or phone numbers of existing accounts, one per entry. */
    contacts: z.array(adminTrimmedText(254)).min(1, 'Enter at least one e-mail or phone number').max(500, 'Add at most 500 at a time'),
  })
  .strip();
export const adminAddGroupMembersResponse = z.object({
  success: z.literal(true),
  added: z.number(),
  /** Already in the group. */
  already: z.number(),
  /** Entries that are no customer account's e-mail or phone, as typed. */
  not_found: z.array(z.string()),
});
export type AdminAddGroupMembersResponse = z.infer<typeof adminAddGroupMembersResponse>;

export const adminRemoveGroupMemberRequest = z.object({ ...authFields, group_id: positiveId, user_id: positiveId }).strip();
export const adminDeleteCustomerGroupRequest = z.object({ ...authFields, id: positiveId }).strip();
export const adminCustomerGroupDoneResponse = okResponse;
