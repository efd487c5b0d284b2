import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { auditRepository } from './audit.repository';

/** One admin change as the audit log keeps it (issue 11): what, to what, before and after, and why. */
export interface AuditEntry {
  /** e.g. `store.approve`, `settings.update`, `order.force-move`. */
  readonly action: string;
  readonly entity: string;
  readonly entityId: string | number | null;
  readonly before?: unknown;
  readonly after?: unknown;
  readonly reason?: string | null;
}

export type Audit = (entry: AuditEntry) => Promise<void>;

/**
 * Every admin write goes through `write`: the work and its audit rows in ONE transaction, so a change
 * is never without its row nor a row without its change. A write that records nothing is a bug and
 * rolls back (nothing an admin does may go unrecorded).
 */
export function createAdminWrites(deps: { db: Db; clock: Clock }) {
  return {
    async write<T>(actor: Actor, work: (tx: Tx, audit: Audit) => Promise<T>): Promise<T> {
      return deps.db.transaction(async (tx) => {
        const at = deps.clock.now();
        let recorded = 0;
        const audit: Audit = async (entry) => {
          recorded += 1;
          await auditRepository.insert(tx, {
            actorUserId: actor.id,
            action: entry.action,
            entity: entry.entity,
            entityId: entry.entityId === null ? null : String(entry.entityId),
            before: entry.before ?? null,
            after: entry.after ?? null,
            reason: entry.reason ?? null,
            at,
          });
        };
        const result = await work(tx, audit);
        if (recorded === 0) throw new Error('an admin write recorded no audit row');
        return result;
      });
    },
  };
}

export type AdminWrites = ReturnType<typeof createAdminWrites>;
