import { AuthPage } from './auth-page';

/** /login: e-mail or phone + password. */
export function LoginRoute() {
  return <AuthPage mode="login" />;
}
