import { z } from 'zod';
import { authFields, positiveId } from './common';

/**
 * The admin console's common calls (issue 11). Every admin call is `POST /api/admin/…`, answers 403
 * to any other role, and every write leaves a row in the audit log in its own transaction.
 */

/** A page of a list: newest first; `before_id` is the cursor the last page answered. */
export const adminPageFields = {
  before_id: positiveId.nullish(),
  limit: z.number().int().min(1).max(100).default(50),
};

export const adminAuditLogRequest = z
  .object({
    ...authFields,
    ...adminPageFields,
    /** Words to find in the action, the entity, the reason or the actor's name. */
    q: z.string().trim().max(100).default(''),
    entity: z.string().trim().max(50).nullish(),
    entity_id: z.string().trim().max(50).nullish(),
  })
  .strip();

export const auditEntryView = z.object({
  id: z.number(),
  actor: z.object({ id: z.number(), name: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntryView>;

export const adminAuditLogResponse = z.object({
  success: z.literal(true),
  data: z.array(auditEntryView),
  /** The cursor of the next page, null on the last. */
  next_before_id: z.number().nullable(),
});
export type AdminAuditLogResponse = z.infer<typeof adminAuditLogResponse>;

/** A reason an admin gives for a decision a person will be shown (reject, suspend, force a move, refund). */
export const adminReason = z.string().trim().min(3, 'Give a reason of at least 3 characters.').max(300);
