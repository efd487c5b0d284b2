import type { Tx } from '../../db/client';
import { notificationsRepository as repo } from './notifications.repository';

export interface NewNotification {
  readonly userId: number;
  /** Short, in words the customer uses ("Order accepted"). */
  readonly title: string;
  readonly message: string;
  /** An app path the notification opens (e.g. /running-order/{unique_order_id}). */
  readonly clickAction: string;
  readonly at: Date;
}

/** Other modules add notifications through this service, inside their own transaction. */
export function createNotificationsService() {
  return {
    async addInTransaction(tx: Tx, n: NewNotification): Promise<void> {
      await repo.insert(tx, { userId: n.userId, title: n.title, message: n.message, clickAction: n.clickAction, createdAt: n.at });
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
