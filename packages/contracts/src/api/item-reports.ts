import { COST_BEARERS, ITEM_PROBLEMS } from '@keka/domain';
import { z } from 'zod';
import { adminReason } from './admin';
import { authFields, moneyString, positiveId } from './common';
import { uniqueOrderIdField } from './orders';
import { rupeesToPaise } from './store-manage';

/**
 * Missing or wrong items after delivery (issue 36): the customer reports lines of a delivered order
 * within a setting's hours (`itemReportHours`), once per order; a MISSING rule refunds them, gives a
 * coupon worth them, or leaves the report to an admin.
 */

export const ITEM_REPORT_STATUSES = ['REFUNDED', 'COUPON', 'IN_REVIEW', 'REJECTED'] as const;
export type ItemReportStatus = (typeof ITEM_REPORT_STATUSES)[number];
/** A report's picture: JPEG, PNG or WebP as a data URL, shrunk by the app; at most 2 MB. */
export const REPORT_PHOTO_MAX_BYTES = 2 * 1024 * 1024;

export const reportOrderItemsRequest = z
  .object({
    ...authFields,
    unique_order_id: uniqueOrderIdField,
    lines: z
      .array(z.object({ line_id: positiveId, quantity: z.number().int().min(1).max(999), problem: z.enum(ITEM_PROBLEMS) }).strip())
      .min(1, 'Choose at least one item')
      .max(100),
    note: z.string().trim().max(500, 'At most 500 characters').default(''),
    photo: z
      .string()
      .max(Math.ceil((REPORT_PHOTO_MAX_BYTES * 4) / 3) + 64, 'The picture is too big (2 MB at most).')
      .regex(/^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/]+=*$/, 'Upload a JPEG, PNG or WebP picture.')
      .nullish(),
  })
  .strip();
export type ReportOrderItemsRequest = z.input<typeof reportOrderItemsRequest>;

export const itemReportView = z.object({
  id: z.number(),
  status: z.enum(ITEM_REPORT_STATUSES),
  lines: z.array(z.object({ line_id: z.number(), name: z.string(), quantity: z.number(), problem: z.enum(ITEM_PROBLEMS), value: moneyString })),
  /** What the lines are worth (their share of what was paid). */
  value: moneyString,
  /** What was given: refunded, or the coupon's value; 0.00 while in review or when rejected. */
  given: moneyString,
  coupon_code: z.string().nullable(),
  note: z.string(),
  photo: z.string().nullable(),
  decision_note: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type ItemReportView = z.infer<typeof itemReportView>;

export const reportOrderItemsResponse = z.object({ success: z.literal(true), data: itemReportView });
export type ReportOrderItemsResponse = z.infer<typeof reportOrderItemsResponse>;

export const getItemReportRequest = z.object({ ...authFields, unique_order_id: uniqueOrderIdField }).strip();
export const getItemReportResponse = z.object({
  success: z.literal(true),
  data: z.object({
    report: itemReportView.nullable(),
    /** Until when the order's items can be reported; null when they cannot (not delivered, reported, too late). */
    open_until: z.string().nullable(),
  }),
});
export type GetItemReportResponse = z.infer<typeof getItemReportResponse>;

export const ADMIN_ITEM_REPORTS_PAGE = 50;
export const adminItemReportsRequest = z.object({ ...authFields, status: z.enum(['IN_REVIEW', 'ALL']).default('IN_REVIEW'), before_id: positiveId.optional() }).strip();
export const adminItemReportRow = itemReportView.extend({ order_id: z.string(), customer: z.string(), store: z.string(), order_paid: moneyString, refundable: moneyString });
export type AdminItemReportRow = z.infer<typeof adminItemReportRow>;
export const adminItemReportsResponse = z.object({ success: z.literal(true), data: z.object({ items: z.array(adminItemReportRow), waiting: z.number(), next_before_id: z.number().nullable() }) });
export type AdminItemReportsResponse = z.infer<typeof adminItemReportsResponse>;

export const adminDecideItemReportRequest = z
  .object({
    ...authFields,
    id: positiveId,
    decision: z.enum(['REFUND', 'REJECT']),
    /** REFUND: rupees back (to where it was paid from), at most the report's worth. */
    amount: rupeesToPaise.default(0),
    born_by: z.enum(COST_BEARERS).default('PLATFORM'),
    /** Said to the customer. */
    note: adminReason,
  })
  .strip()
  .refine((v) => v.decision === 'REJECT' || v.amount > 0, { message: 'Enter an amount above 0 to refund', path: ['amount'] });
export type AdminDecideItemReportRequest = z.input<typeof adminDecideItemReportRequest>;
export const adminDecideItemReportResponse = z.object({ success: z.literal(true), data: adminItemReportRow });
