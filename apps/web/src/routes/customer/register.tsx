import { AuthPage } from './auth-page';

/** /register: name, e-mail, phone and password. */
export function RegisterRoute() {
  return <AuthPage mode="register" />;
}
