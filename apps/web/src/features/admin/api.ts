import type { AdminAuditLogResponse, AuthResponse } from '@keka/contracts';
import { ApiError, callApi, isApiError } from '../../lib/api';
import { clearQueryCache, useQuery, type QueryState } from '../../lib/use-query';
import { endAdminSession, useAdminSession } from './session';

/** The console's calls: `admin/<name>` with the admin's token. */
export function adminCall<R>(name: string, body: unknown, token: string, signal?: AbortSignal): Promise<R> {
  return callApi<R>(`admin/${name}`, body, { token, ...(signal ? { signal } : {}) }).catch((error: unknown) => {
    // A session that expired (12 hours) or was revoked: back to the sign-in, not a broken screen.
    if (isApiError(error) && error.status === 401) void endAdminSession();
    throw error;
  });
}

export const adminLogin = (body: { email?: string; phone?: string; password: string }) => callApi<AuthResponse>('admin/login', body).then((r) => r.data);

/**
 * A console read by key; `body` is part of the key, so a new filter is a new read. Waits without a
 * session (the area sends the user to the sign-in).
 */
export function useAdminQuery<R>(name: string, body: Record<string, unknown> = {}): QueryState<R> {
  const token = useAdminSession()?.auth_token ?? null;
  const key = token ? `admin/${name}:${JSON.stringify(body)}` : null;
  return useQuery(key, (signal) => adminCall<R>(name, body, token ?? '', signal));
}

/** Writes: the token of the session, errors as the server words them. */
export function useAdminWrite(): <R>(name: string, body: unknown) => Promise<R> {
  const token = useAdminSession()?.auth_token ?? '';
  // A change makes every list the console has read stale (the audit log above all): read them afresh.
  return async <R>(name: string, body: unknown): Promise<R> => {
    const result = await adminCall<R>(name, body, token);
    clearQueryCache();
    return result;
  };
}

export const errorText = (error: unknown): string => (error instanceof ApiError ? error.message : 'Something went wrong. Please try again.');

export type { AdminAuditLogResponse };
