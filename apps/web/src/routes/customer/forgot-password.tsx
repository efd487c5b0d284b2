import { AuthPage } from './auth-page';

/** /login/forgot-password: a new password by a code sent by e-mail. */
export function ForgotPasswordRoute() {
  return <AuthPage mode="forgot" />;
}
