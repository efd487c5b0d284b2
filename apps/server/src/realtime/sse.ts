import { LIVE_RETRY_MS } from '@keka/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';
import type { Guard } from '../http/guard';
import type { Actor } from '../lib/actor';
import { fail } from '../lib/errors';
import type { ChannelSet } from './channels';
import type { LiveMessage } from './event-bus';
import type { LiveEvents } from './live-events';
import { resyncNotice, type LiveHub } from './live-hub';

/** At most this many events are replayed on resume; beyond it the client is told to refetch. */
const REPLAY_LIMIT = 500;

/** `Last-Event-ID`: a live_events id, or nothing to resume from. */
export function parseLastEventId(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !/^\d{1,10}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return Number.isSafeInteger(id) ? id : null;
}

function streamHeaders(reply: FastifyReply): OutgoingHttpHeaders {
  // The security headers the onRequest hook put on the reply (CSP, nosniff …), then the stream's own.
  return {
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  };
}

async function replayFor(live: LiveEvents, channels: ChannelSet, lastId: number | null): Promise<{ replayed: LiveMessage[]; notices: LiveMessage[] }> {
  if (lastId === null) return { replayed: [], notices: [] };
  const rows = await live.replay(channels, lastId, REPLAY_LIMIT + 1);
  if (rows.length <= REPLAY_LIMIT) return { replayed: rows, notices: [] };
  return { replayed: [], notices: [resyncNotice('Too many events were missed; refetch what is on screen.')] };
}

/**
 * `GET /api/events` (ADR 0011): a server-sent-events stream of the caller's live events. The session
 * token comes in the Authorization header only (a token in a URL ends up in logs and histories); the web
 * reads the stream with fetch(). `Last-Event-ID` resumes from the outbox.
 */
export function registerEventStream(
  app: FastifyInstance,
  deps: { guard: Guard; hub: LiveHub; live: LiveEvents; channelsFor: (actor: Actor) => Promise<ChannelSet> },
): void {
  app.get('/api/events', { schema: { hide: true } }, async (request, reply) => {
    const header = request.headers.authorization;
    if (typeof header !== 'string' || !/^Bearer\s+\S+/i.test(header)) fail('UNAUTHENTICATED', 'Please log in to continue.');
    const actor = await deps.guard.requireUser(request);
    const token = header.replace(/^Bearer\s+/i, '').trim();
    const channels = await deps.channelsFor(actor);
    const lastId = parseLastEventId(request.headers['last-event-id']);
    const conn = deps.hub.attach({ actor, token, channels, raw: reply.raw });
    if (!conn) fail('RATE_LIMITED', 'Too many live connections for this account. Close another tab and try again.');
    reply.hijack();
    reply.raw.writeHead(200, streamHeaders(reply));
    deps.hub.write(conn, `retry: ${LIVE_RETRY_MS}\n: connected\n\n`);
    try {
      const { replayed, notices } = await replayFor(deps.live, channels, lastId);
      deps.hub.goLive(conn, replayed, notices, lastId);
    } catch (error) {
      request.log.error({ err: error }, 'live stream replay failed');
      deps.hub.end(conn);
    }
  });
}
