import { isApiError } from '../../lib/api';
import { fetchCurrentUser } from './api';
import { setUser, useUserStore } from './state';

/**
 * On app start a logged-in user is refreshed so rewards and wallet are current (SPEC §7
 * update-user-info). A failure is only a console warning (SPEC §8); a refused session (401) is
 * forgotten, as checkout does, so the app does not keep acting on a dead token.
 */
export async function refreshUser(): Promise<void> {
  const user = useUserStore.getState().user;
  if (!user) return;
  try {
    const { data } = await fetchCurrentUser(user.auth_token, user.id);
    // The user may have logged out or switched while the call ran.
    if (useUserStore.getState().user?.auth_token !== user.auth_token) return;
    setUser({ ...data, auth_token: data.auth_token || user.auth_token });
  } catch (error) {
    if (isApiError(error) && error.status === 401) setUser(null);
    else console.warn('User info fetch failed: reload page', error);
  }
}
