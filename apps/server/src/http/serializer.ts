import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';

type SchemaLike = Parameters<typeof zodSerializerCompiler>[0]['schema'];

/**
 * The zod serializer (answers are parsed against their contract, unknown keys stripped), memoised per
 * payload OBJECT: services hand out the same frozen-in-practice object from their TTL caches (a menu,
 * the settings), so its JSON is produced once per cache period instead of once per request.
 * Payloads are never mutated after they leave a service.
 */
export const memoisingSerializerCompiler: FastifySerializerCompiler<SchemaLike> = (routeSchema) => {
  const serialize = zodSerializerCompiler(routeSchema);
  const memo = new WeakMap<object, string>();
  return (data: unknown) => {
    if (typeof data !== 'object' || data === null) return serialize(data);
    const hit = memo.get(data);
    if (hit !== undefined) return hit;
    const json = serialize(data);
    memo.set(data, json);
    return json;
  };
};
