import { and, desc, eq, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { auditLog, users } from '../../db/schema';

export interface AuditRow {
  readonly actorUserId: number | null;
  readonly action: string;
  readonly entity: string;
  readonly entityId: string | null;
  readonly before: unknown;
  readonly after: unknown;
  readonly reason: string | null;
  readonly at: Date;
}

export interface AuditSearch {
  readonly q: string;
  readonly entity: string | null;
  readonly entityId: string | null;
  readonly beforeId: number | null;
  readonly limit: number;
}

export const auditRepository = {
  async insert(tx: Tx, row: AuditRow): Promise<void> {
    await tx.insert(auditLog).values({
      actorUserId: row.actorUserId,
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      before: row.before ?? null,
      after: row.after ?? null,
      reason: row.reason,
      createdAt: row.at,
    });
  },

  async search(db: Db, s: AuditSearch) {
    const where: SQL[] = [];
    if (s.beforeId) where.push(lt(auditLog.id, s.beforeId));
    if (s.entity) where.push(eq(auditLog.entity, s.entity));
    if (s.entityId) where.push(eq(auditLog.entityId, s.entityId));
    if (s.q) {
      const like = containsPattern(s.q);
      const found = or(ilike(auditLog.action, like), ilike(auditLog.entity, like), ilike(auditLog.reason, like), ilike(users.name, like), sql`${auditLog.entityId} = ${s.q}`);
      if (found) where.push(found);
    }
    return db
      .select({ row: auditLog, actorName: users.name })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(where.length > 0 ? and(...where) : undefined)
      .orderBy(desc(auditLog.id))
      .limit(s.limit);
  },
};
