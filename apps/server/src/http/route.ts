import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { answerJson } from '../lib/answer-json';
import { rateLimitRouteOptions, type RouteLimitName } from './rate-limit';

type Handler<B extends z.ZodType, R extends z.ZodType> = (
  body: z.output<B>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<z.input<R>>;

/** Entity tags of answers kept as one object by a cache: hashed once per object, not per request. */
const tags = new WeakMap<object, string>();

/** A strong entity tag (RFC 9110 §8.8.3) of the answer's JSON. */
export function entityTag(answer: unknown): string {
  const held = typeof answer === 'object' && answer !== null ? tags.get(answer) : undefined;
  if (held) return held;
  const tag = `"${createHash('sha256').update(JSON.stringify(answer)).digest('base64url').slice(0, 32)}"`;
  if (typeof answer === 'object' && answer !== null) tags.set(answer, tag);
  return tag;
}

/** Whether If-None-Match names `tag` (or is `*`); weak tags compare by their opaque part (RFC 9110 §13.1.2). */
export function namesTag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((part) => {
    const candidate = part.trim();
    return candidate === '*' || (candidate.startsWith('W/') ? candidate.slice(2) : candidate) === tag;
  });
}

/** Who may call, before validation; a body that is not even an object is left to validation's 400. */
function accessCheck(access: (request: FastifyRequest) => Promise<unknown>) {
  return async (request: FastifyRequest): Promise<void> => {
    const body: unknown = request.body;
    if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body))) return;
    await access(request);
  };
}

/**
 * Registers `POST /api/<name>` (ARCHITECTURE "API conventions") with its contract: the body is
 * validated by `body`, the answer serialised through `response` (unknown keys never leak).
 * `rateLimit: '<name>'` counts the route under that entry of DEFAULT_LIMITS (http/rate-limit.ts).
 */
export function postRoute<B extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  name: string,
  schemas: {
    body: B;
    response: R;
    tag: string;
    summary: string;
    rateLimit?: RouteLimitName;
    /** Requests the limit does not count (a retry that gets a stored answer); checked after validation. */
    freeWhen?: (request: FastifyRequest) => Promise<boolean>;
    bodyLimit?: number;
    /**
     * 'outside-production': the answer is parsed against `response` in development and tests (every test
     * checks the contract), and written as plain JSON in production (`answerJson`: parts a cache hands
     * out again keep their first JSON). Only for hot routes
     * whose answers the presenters build key by key (no row spread into them, nothing to strip): the
     * read routes of ADR 0022 and place-order (ADR 0021).
     */
    checkResponse?: 'always' | 'outside-production';
    /**
     * The answer carries an ETag, and a request whose If-None-Match names it gets 304 with no body: for
     * big answers a device keeps (a language's translations). Hashed once per answer object, so only
     * for answers a cache hands out as the same object.
     */
    etag?: boolean;
    /**
     * Who may call it, checked before the body is validated (issue 35): a wrong role gets 403 and an
     * anonymous caller 401 whatever the body holds, never the schema's 400. Usually the guard call the
     * handler makes again (the guard looks the session up once per request).
     */
    access?: (request: FastifyRequest) => Promise<unknown>;
  },
  handler: Handler<B, R>,
): void {
  // zod schemas, compiled by fastify-type-provider-zod's validator and serializer compilers.
  const schema: FastifySchema & { tags: string[]; summary: string } = {
    body: schemas.body,
    response: { 200: schemas.response },
    tags: [schemas.tag],
    summary: schemas.summary,
  };
  app.route({
    method: 'POST',
    url: `/api/${name}`,
    schema,
    ...(schemas.bodyLimit ? { bodyLimit: schemas.bodyLimit } : {}),
    ...(schemas.checkResponse === 'outside-production' && process.env.NODE_ENV === 'production' ? { serializerCompiler: () => answerJson } : {}),
    ...(schemas.rateLimit ? rateLimitRouteOptions(app, schemas.rateLimit, schemas.freeWhen) : {}),
    ...(schemas.access ? { preValidation: accessCheck(schemas.access) } : {}),
    handler: async (request, reply) => {
      const answer = await handler(request.body as z.output<B>, request, reply);
      if (!schemas.etag) return answer;
      const tag = entityTag(answer);
      void reply.header('ETag', tag);
      return namesTag(request.headers['if-none-match'], tag) ? reply.code(304).send() : answer;
    },
  });
}
