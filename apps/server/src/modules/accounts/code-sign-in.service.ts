import type { UserData } from '@keka/contracts';
import type { Actor } from '../../lib/actor';
import type { Background } from '../../lib/background';
import { fail } from '../../lib/errors';
import type { Messenger } from '../messaging/messengers';
import type { AuthService, NewCustomer, RequestMeta } from './auth.service';
import { CODE_MINUTES, type OneTimeCodes } from './one-time-codes';

const WRONG_CODE = 'That code is not right or has expired. Check it, or ask for a new one.';
export const CODE_SENT_TO_PHONE = 'We have sent a 6-digit code to your phone.';
export const RESET_MAIL_SENT = 'If an account has this e-mail address, we have sent it a 6-digit code.';

/**
 * Sign-in by a code sent to the phone (SPEC §7 send-otp … custom-otp-user) and the password reset by
 * a code sent by e-mail (send-password-reset-mail, verify-password-reset-otp, change-user-password).
 * Messages leave in the background: the answer is the same, and as quick, whether or not an account
 * exists (SECURITY 21).
 */
export function createCodeSignIn(deps: { auth: AuthService; codes: OneTimeCodes; sms: Messenger; mail: Messenger; background: Background; appName: () => Promise<string> }) {
  const { auth, codes } = deps;

  async function proven(phone: string, otp: string, consume: boolean): Promise<void> {
    if (!(await codes.check({ destination: phone, purpose: 'LOGIN', code: otp, consume }))) fail('INVALID_CODE', WRONG_CODE);
  }

  return {
    async sendPhoneCode(phone: string): Promise<string> {
      const code = await codes.issue({ channel: 'SMS', destination: phone, purpose: 'LOGIN', real: true });
      const name = await deps.appName();
      deps.background.run(() => deps.sms.send({ to: phone, text: `${code ?? ''} is your ${name} code. It expires in ${CODE_MINUTES} minutes. Never share it with anyone.` }));
      return CODE_SENT_TO_PHONE;
    },

    /** verify-otp: the code is right (not used up); whether the phone already has an account. */
    async verifyPhone(phone: string, otp: string): Promise<{ user_exists: boolean }> {
      await proven(phone, otp, false);
      return { user_exists: (await auth.findByPhone(phone)) !== undefined };
    },

    async login(phone: string, otp: string, meta: RequestMeta): Promise<UserData> {
      const user = await auth.findByPhone(phone);
      // Without an account the code stays usable, so the same code can sign the person up next.
      await proven(phone, otp, user !== undefined);
      if (!user) fail('NOT_FOUND', 'No account has this phone number yet. Sign up with it.');
      return auth.signIn(user, meta);
    },

    async register(input: NewCustomer & { otp: string }, meta: RequestMeta): Promise<UserData> {
      await proven(input.phone, input.otp, false);
      const data = await auth.registerVerified(input, meta);
      await codes.check({ destination: input.phone, purpose: 'LOGIN', code: input.otp, consume: true });
      return data;
    },

    /** custom-otp-user: sign in, or sign up when the phone has no account (then a name is needed). */
    async loginOrRegister(input: Omit<NewCustomer, 'name'> & { name?: string | null | undefined; otp: string }, meta: RequestMeta): Promise<UserData> {
      if (await auth.findByPhone(input.phone)) return this.login(input.phone, input.otp, meta);
      if (!input.name) {
        await proven(input.phone, input.otp, false);
        fail('VALIDATION', 'Enter your name to create your account.');
      }
      return this.register({ ...input, name: input.name }, meta);
    },

    /** add-phone: the code sent to this phone proves it; it becomes the signed-in account's. */
    async addPhone(actor: Actor, phone: string, otp: string, token: string): Promise<UserData> {
      await proven(phone, otp, false);
      const data = await auth.setPhone(actor, phone, token);
      await codes.check({ destination: phone, purpose: 'LOGIN', code: otp, consume: true });
      return data;
    },

    async sendResetMail(email: string): Promise<string> {
      const user = await auth.findByEmail(email);
      const code = await codes.issue({ channel: 'MAIL', destination: email, purpose: 'PASSWORD_RESET', real: user !== undefined });
      if (code) {
        const name = await deps.appName();
        deps.background.run(() =>
          deps.mail.send({
            to: email,
            subject: `${name}: your password reset code`,
            text: `Your ${name} password reset code is ${code}.\n\nIt expires in ${CODE_MINUTES} minutes. If you did not ask to reset your password, ignore this mail: your password stays as it is.`,
          }),
        );
      }
      return RESET_MAIL_SENT;
    },

    async verifyResetCode(email: string, code: string): Promise<void> {
      if (!(await codes.check({ destination: email, purpose: 'PASSWORD_RESET', code, consume: false }))) fail('INVALID_CODE', WRONG_CODE);
    },

    async changePassword(email: string, code: string, password: string): Promise<void> {
      const user = await auth.findByEmail(email);
      if (!user || !(await codes.check({ destination: email, purpose: 'PASSWORD_RESET', code, consume: true }))) fail('INVALID_CODE', WRONG_CODE);
      await auth.setPassword(user, password);
    },
  };
}

export type CodeSignIn = ReturnType<typeof createCodeSignIn>;
