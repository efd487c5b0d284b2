import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';

const DB_UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P03', '53300', '08006', '08001']);

function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && DB_UNAVAILABLE_CODES.has(code)) return true;
  const cause = (error as { cause?: unknown }).cause;
  if (cause && cause !== error && isDatabaseUnavailable(cause)) return true;
  return /timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED/i.test(error.message);
}

/**
 * What goes to the log for an unexpected error: a failed query keeps its SQL text but never its
 * parameters (they hold token hashes, phone numbers, addresses); the database's own error stays as
 * the cause.
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof Error) || !('params' in error) || !('query' in error)) return error;
  const safe = new Error(`Failed query: ${String((error as { query: unknown }).query)}`, { cause: error.cause });
  safe.name = error.name;
  // The stack starts with the message, parameters included: keep only its frames.
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  safe.stack = [`${safe.name}: ${safe.message}`, ...frames].join('\n');
  return safe;
}

/** The first zod issue as a sentence a user can act on: "quantity: Too big: expected number to be <=99". */
function describeValidation(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    if (first) {
      const where = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
      return where ? `${where}: ${first.message}` : (first.message ?? 'Invalid request');
    }
  }
  return error.message;
}

/** Maps every error to the contract `{ success: false, code, message }`; never a stack trace (SECURITY 27). */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ success: false, code: error.code, message: error.message, ...error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ success: false, code: 'VALIDATION', message: describeValidation(error) });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its contract');
      return reply.status(500).send({ success: false, code: 'INTERNAL', message: 'Something went wrong. Please try again.' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: loggableError(error) }, 'database unavailable');
      return reply
        .status(503)
        .header('Retry-After', '5')
        .send({ success: false, code: 'SERVICE_UNAVAILABLE', message: 'We are having trouble right now. Please try again in a moment.' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code =
        status === 413
          ? 'PAYLOAD_TOO_LARGE'
          : status === 415
            ? 'UNSUPPORTED_MEDIA_TYPE'
            : status === 429
              ? 'RATE_LIMITED'
              : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
                ? 'BAD_JSON'
                : 'VALIDATION';
      return reply.status(status).send({ success: false, code, message: clientMessage(error, status) });
    }
    request.log.error({ err: loggableError(error) }, 'unhandled error');
    return reply.status(500).send({ success: false, code: 'INTERNAL', message: 'Something went wrong. Please try again.' });
  });

}

function clientMessage(error: FastifyError, status: number): string {
  if (status === 413) return 'The request is too large.';
  if (status === 415) return 'Send the request as application/json.';
  if (status === 429) return 'Too many requests. Please wait a moment and try again.';
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) return 'The request body is not valid JSON.';
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'The request body is empty.';
  return error.message;
}

/** 404 for unknown endpoints, in the error contract. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.status(404).send({ success: false, code: 'NOT_FOUND', message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` });
}
