import type { UserData } from '@keka/contracts';
import { fail } from '../../lib/errors';
import type { UserRole } from '../../lib/actor';
import type { AuthService, LoginInput, RequestMeta } from './auth.service';

/**
 * store/login and delivery/login (SPEC §7): the same credentials flow as /api/login, for one kind of
 * account only. A right password on another kind of account gets its session revoked at once and a 403.
 */
export async function loginWithRole(auth: AuthService, input: LoginInput, meta: RequestMeta, role: UserRole, refusal: string): Promise<UserData> {
  const data = await auth.login(input, meta);
  if (data.role !== role) {
    await auth.logout(data.auth_token);
    fail('FORBIDDEN', refusal);
  }
  return data;
}
