import type { Tx } from '../../db/client';
import type { LiveMessage } from '../../realtime/event-bus';
import type { LiveEvents } from '../../realtime/live-events';
import { channel } from '../../realtime/channels';
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

/**
 * Other modules add notifications through this service, inside their own transaction. Each one also
 * records a `notification.new` live event for the user; the caller publishes it after commit.
 */
export function createNotificationsService(deps: { live: LiveEvents }) {
  return {
    async addInTransaction(tx: Tx, n: NewNotification): Promise<LiveMessage> {
      const id = await repo.insert(tx, { userId: n.userId, title: n.title, message: n.message, clickAction: n.clickAction, createdAt: n.at });
      return deps.live.record(tx, { type: 'notification.new', channels: [channel.user(n.userId)], orderId: null, data: { id, title: n.title, message: n.message, click_action: n.clickAction } });
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
