import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { rateLimitRouteOptions, type RouteLimitName } from './rate-limit';

type Handler<B extends z.ZodType, R extends z.ZodType> = (
  body: z.output<B>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<z.input<R>>;

const plainJson = (data: unknown): string => JSON.stringify(data);

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
    bodyLimit?: number;
    /**
     * 'outside-production': the answer is parsed against `response` in development and tests (every test
     * checks the contract), and written with plain JSON.stringify in production. Only for hot read routes
     * whose answers the presenters build key by key (no row spread into them, nothing to strip); ADR 0022.
     */
    checkResponse?: 'always' | 'outside-production';
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
    ...(schemas.checkResponse === 'outside-production' && process.env.NODE_ENV === 'production' ? { serializerCompiler: () => plainJson } : {}),
    ...(schemas.rateLimit ? rateLimitRouteOptions(app, schemas.rateLimit) : {}),
    handler: async (request, reply) => handler(request.body as z.output<B>, request, reply),
  });
}
