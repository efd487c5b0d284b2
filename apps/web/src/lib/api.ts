import { useLanguageStore } from './language';

/**
 * The one HTTP client: every call is `POST /api/<name>` with JSON (ARCHITECTURE "API conventions").
 * Errors become ApiError with the server's code and message; a network failure has code NETWORK.
 * Each call says the chosen language (Accept-Language): the server writes its texts in it (issue 9).
 */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  /** Everything else the error answer carried (e.g. unavailable_ids, type, hideMessage; ADR 0004). */
  readonly details: Readonly<Record<string, unknown>>;

  constructor(code: string, message: string, status: number, details: Readonly<Record<string, unknown>> = {}) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.details = details;
  }
}

function detailsOf(payload: object): Record<string, unknown> {
  const { success: _s, code: _c, message: _m, ...rest } = payload as Record<string, unknown>;
  return rest;
}

export interface CallOptions {
  readonly token?: string | null;
  readonly headers?: Record<string, string>;
  readonly signal?: AbortSignal;
}

function isErrorBody(value: unknown): value is { code: string; message: string } {
  return typeof value === 'object' && value !== null && 'code' in value && 'message' in value;
}

/** How the server's renderer answers the app's calls in its own process (app/server-render.tsx); null in a browser. */
let serverCall: ((name: string, body: unknown) => Promise<unknown>) | null = null;

export function setServerCall(call: ((name: string, body: unknown) => Promise<unknown>) | null): void {
  serverCall = call;
}

export async function callApi<T>(name: string, body: unknown = {}, options: CallOptions = {}): Promise<T> {
  return (await callApiWithHeaders<T>(name, body, options)).data;
}

/**
 * A page of a list whose answer is a plain array (the SPEC's shape): the rows, and the next page's
 * cursor from the X-Next-Cursor header (null on the last page).
 */
export async function callApiPage<T>(name: string, body: unknown = {}, options: CallOptions = {}): Promise<{ data: T; nextCursor: string | null }> {
  const { data, headers } = await callApiWithHeaders<T>(name, body, options);
  return { data, nextCursor: headers.get('x-next-cursor') };
}

/**
 * A call whose answer the device keeps: given the ETag of the copy it holds, the server answers 304
 * while that copy is current, and this resolves to null with nothing downloaded or parsed. Otherwise
 * the answer and its ETag (null when the server sent none).
 */
export async function callApiUnlessHeld<T>(name: string, body: unknown, heldTag: string | null, options: CallOptions = {}): Promise<{ data: T; etag: string | null } | null> {
  const headers = heldTag ? { ...options.headers, 'If-None-Match': heldTag } : options.headers;
  const answer = await callApiWithHeaders<T>(name, body, { ...options, ...(headers ? { headers } : {}) }, heldTag !== null);
  return answer === null ? null : { data: answer.data, etag: answer.headers.get('etag') };
}

async function callApiWithHeaders<T>(name: string, body: unknown, options: CallOptions): Promise<{ data: T; headers: Headers }>;
async function callApiWithHeaders<T>(name: string, body: unknown, options: CallOptions, takesNotModified: boolean): Promise<{ data: T; headers: Headers } | null>;
async function callApiWithHeaders<T>(name: string, body: unknown, options: CallOptions, takesNotModified = false): Promise<{ data: T; headers: Headers } | null> {
  if (serverCall) return { data: (await serverCall(name, body ?? {})) as T, headers: new Headers() };
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  const language = useLanguageStore.getState().language?.code;
  if (language) headers['Accept-Language'] = language;
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  Object.assign(headers, options.headers);
  let response: Response;
  try {
    response = await fetch(`/api/${name}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body ?? {}),
      signal: options.signal,
      cache: 'no-store',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('NETWORK', 'You seem to be offline. Check your connection and try again.', 0);
  }
  if (takesNotModified && response.status === 304) return null;
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    if (isErrorBody(payload)) throw new ApiError(payload.code, payload.message, response.status, detailsOf(payload));
    throw new ApiError('HTTP_ERROR', `The server answered ${response.status}.`, response.status);
  }
  if (payload !== null && typeof payload === 'object' && 'success' in payload && payload.success === false) {
    const p = payload as { code?: string; message?: string };
    throw new ApiError(p.code ?? 'FAILED', p.message ?? 'Something went wrong.', response.status, detailsOf(payload));
  }
  return { data: payload as T, headers: response.headers };
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
