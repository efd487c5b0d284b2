import {
  getUserNotificationsRequest,
  getUserNotificationsResponse,
  markAllNotificationsReadRequest,
  markNotificationsResponse,
  markOneNotificationReadRequest,
} from '@keka/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { Guard } from '../../http/guard';
import { postRoute } from '../../http/route';
import type { TextsService } from '../settings/texts.service';
import { notificationsRepository as repo } from './notifications.repository';

const LIST_LIMIT = 50;

/**
 * SPEC §7 notifications: always the session user's own, whatever user_id the body names (SECURITY 13);
 * titles and messages in the request's language (Accept-Language; issue 9).
 */
export function registerNotificationRoutes(app: FastifyInstance, deps: { db: Db; guard: Guard; texts: TextsService }): void {
  const tag = 'notifications';
  const { db, guard, texts } = deps;

  postRoute(app, 'get-user-notifications', { access: (r) => guard.requireUser(r), body: getUserNotificationsRequest, response: getUserNotificationsResponse, tag, summary: "The user's notifications and unread count" }, async (_body, request) => {
    const user = await guard.requireUser(request);
    const [rows, unread, say] = await Promise.all([
      repo.listForUser(db, user.id, LIST_LIMIT),
      repo.countUnread(db, user.id),
      texts.languageOf(request.headers['accept-language']).then((code) => texts.sayerFor(code)),
    ]);
    return {
      success: true as const,
      unread_count: unread,
      data: rows.map((n) => ({
        id: n.id,
        title: say(n.titleText, n.title),
        message: say(n.messageText, n.message),
        image: n.image,
        click_action: n.clickAction,
        is_read: n.isRead ? (1 as const) : (0 as const),
        created_at: n.createdAt.toISOString(),
      })),
    };
  });

  postRoute(app, 'mark-all-notifications-read', { access: (r) => guard.requireUser(r), body: markAllNotificationsReadRequest, response: markNotificationsResponse, tag, summary: 'Mark every notification read' }, async (_body, request) => {
    const user = await guard.requireUser(request);
    await repo.markAllRead(db, user.id);
    return { success: true as const, unread_count: 0 };
  });

  postRoute(app, 'mark-one-notification-read', { access: (r) => guard.requireUser(r), body: markOneNotificationReadRequest, response: markNotificationsResponse, tag, summary: 'Mark one notification read' }, async (body, request) => {
    const user = await guard.requireUser(request);
    if (!(await repo.markOneRead(db, user.id, body.notification_id))) notFound('No such notification.');
    return { success: true as const, unread_count: await repo.countUnread(db, user.id) };
  });
}
