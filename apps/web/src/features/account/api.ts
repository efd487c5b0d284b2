import type { AuthResponse, LoginRequest, RegisterRequest } from '@keka/contracts';
import { callApi } from '../../lib/api';

export function login(request: LoginRequest): Promise<AuthResponse> {
  return callApi<AuthResponse>('login', request);
}

export function register(request: RegisterRequest): Promise<AuthResponse> {
  return callApi<AuthResponse>('register', request);
}

/** SPEC §7 update-user-info: "a call with token and user_id returns user data" (rewards, wallet, address). */
export function fetchCurrentUser(token: string, userId: number): Promise<AuthResponse> {
  return callApi<AuthResponse>('update-user-info', { token, user_id: userId }, { token });
}
