import { ERROR_STATUS, type ErrorCode } from '@keka/contracts';

/**
 * An expected failure with a stable code (ADR 0004). Services throw it (or return it in a Result);
 * the one error handler maps it to `{ success: false, code, message }` with ERROR_STATUS[code].
 */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }
}

export function fail(code: ErrorCode, message: string, details?: Record<string, unknown>): never {
  throw new AppError(code, message, details);
}

export function notFound(what = 'Not found'): never {
  return fail('NOT_FOUND', what);
}
