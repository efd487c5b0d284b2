import type { Tx } from '../../db/client';
import type { LocalText } from '../../db/schema/local-text';
import { inEnglish } from '../../lib/local-text';
import type { LiveMessage } from '../../realtime/event-bus';
import type { LiveEvents } from '../../realtime/live-events';
import { channel } from '../../realtime/channels';
import { notificationsRepository as repo } from './notifications.repository';

export interface NewNotification {
  readonly userId: number;
  /** Short, in words the customer uses ("Order accepted"), as translation keys (issue 9). */
  readonly title: LocalText;
  readonly message: LocalText;
  /** An app path the notification opens (e.g. /running-order/{unique_order_id}). */
  readonly clickAction: string;
  readonly at: Date;
}

/**
 * Other modules add notifications through this service, inside their own transaction. Each one also
 * records a `notification.new` live event for the user; the caller publishes it after commit. The row
 * keeps the keys (said in the reader's language when listed) and the English (for readers without them).
 */
export function createNotificationsService(deps: { live: LiveEvents }) {
  return {
    async addInTransaction(tx: Tx, n: NewNotification): Promise<LiveMessage> {
      const [title, message] = [inEnglish(n.title), inEnglish(n.message)];
      const id = await repo.insert(tx, { userId: n.userId, title, message, titleText: n.title, messageText: n.message, clickAction: n.clickAction, createdAt: n.at });
      return deps.live.record(tx, {
        type: 'notification.new',
        channels: [channel.user(n.userId)],
        orderId: null,
        data: { id, title, message, title_text: n.title, message_text: n.message, click_action: n.clickAction },
      });
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
