import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { outboxRepository } from './outbox.repository';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The development outbox (DEV_OUTBOX): what the development mail and SMS adapters kept instead of
 * sending, and a copy of each web push, newest first — `GET /dev/outbox` as a page, `GET /dev/outbox.json?to=…` for scripts and
 * browser tests. Never mount it where real people's codes could be read.
 */
export function registerOutboxRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const latest = (to: unknown) => outboxRepository.latest(deps.db, typeof to === 'string' && to.length > 0 && to.length <= 254 ? to : null);

  app.get('/dev/outbox.json', async (request, reply) => {
    const rows = await latest((request.query as { to?: unknown }).to);
    void reply.header('cache-control', 'no-store');
    return {
      success: true,
      messages: rows.map((m) => ({ id: m.id, channel: m.channel, to: m.recipient, subject: m.subject, body: m.body, created_at: m.createdAt.toISOString() })),
    };
  });

  app.get('/dev/outbox', async (request, reply) => {
    const rows = await latest((request.query as { to?: unknown }).to);
    const items = rows
      .map((m) => `<li><p><b>${m.channel}</b> to ${escapeHtml(m.recipient)} · ${m.createdAt.toISOString()}</p>${m.subject ? `<p><b>${escapeHtml(m.subject)}</b></p>` : ''}<pre>${escapeHtml(m.body)}</pre></li>`)
      .join('');
    void reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Development outbox</title></head><body style="font-family:system-ui;max-width:40rem;margin:auto;padding:1rem"><h1>Development outbox</h1><p>Mail and SMS that were NOT delivered (no SMTP_URL / SMS_API_URL is set, so the development adapters kept them here), and a copy of every web push the server asked for (PUSH, to user:{id}).</p><ol reversed>${items || '<p>Nothing yet.</p>'}</ol></body></html>`;
  });
}
