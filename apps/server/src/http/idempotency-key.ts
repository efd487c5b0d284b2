import type { FastifyRequest } from 'fastify';
import { fail } from '../lib/errors';

/** The `Idempotency-Key` header (ADR 0007): optional, printable, at most 100 characters. */
export function idempotencyKey(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return null;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || key.length > 100 || !/^[\x21-\x7e]+$/.test(key)) fail('VALIDATION', 'Idempotency-Key must be 1–100 printable characters.');
  return key;
}

/** The key, or null when there is none or it is malformed (the handler refuses a malformed one). */
export function safeIdempotencyKey(request: FastifyRequest): string | null {
  try {
    return idempotencyKey(request);
  } catch {
    return null;
  }
}
