import {
  authResponse,
  changeUserPasswordRequest,
  codeSentResponse,
  customOtpRequest,
  loginOtpRequest,
  okResponse,
  passwordResetMailRequest,
  registerOtpRequest,
  sendOtpRequest,
  verifyOtpRequest,
  verifyOtpResponse,
  verifyPasswordResetRequest,
} from '@keka/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { postRoute } from '../../http/route';
import { referralSignUpLimit } from '../referrals/referral-sign-up-limit';
import type { RequestMeta } from './auth.service';
import type { CodeSignIn } from './code-sign-in.service';
import type { SocialSignIn } from './social/social-sign-in.service';
import { signInAndLink } from './social/social-sign-in.routes';

const meta = (request: FastifyRequest): RequestMeta => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

/** SPEC §7 "Authentication": phone one-time codes and the e-mailed password reset (SECURITY 20, 21). */
export function registerCodeSignInRoutes(app: FastifyInstance, deps: { codeSignIn: CodeSignIn; social: SocialSignIn }): void {
  const tag = 'accounts';
  const { codeSignIn } = deps;
  const sendCode = async (body: { phone: string }) => ({ success: true as const, message: await codeSignIn.sendPhoneCode(body.phone) });
  postRoute(app, 'send-otp', { body: sendOtpRequest, response: codeSentResponse, tag, summary: 'Text a 6-digit code to a phone (sign-up or sign-in)', rateLimit: 'send-code' }, sendCode);
  postRoute(app, 'login-send-otp', { body: sendOtpRequest, response: codeSentResponse, tag, summary: 'Text a 6-digit sign-in code to a phone', rateLimit: 'send-code' }, sendCode);

  postRoute(app, 'verify-otp', { body: verifyOtpRequest, response: verifyOtpResponse, tag, summary: 'Check a phone code without using it up', rateLimit: 'check-code' }, async (body) => ({
    success: true as const,
    data: { verified: true as const, ...(await codeSignIn.verifyPhone(body.phone, body.otp)) },
  }));

  postRoute(app, 'login-otp-user', { body: loginOtpRequest, response: authResponse, tag, summary: 'Sign in with a phone code', rateLimit: 'check-code' }, async (body, request) => ({
    success: true as const,
    data: await signInAndLink(deps.social, body, () => codeSignIn.login(body.phone, body.otp, meta(request))),
  }));

  const referralSignUps = referralSignUpLimit(app);
  postRoute(app, 'register-otp-user', { body: registerOtpRequest, response: authResponse, tag, summary: 'Create an account proven by a phone code', rateLimit: 'register' }, async (body, request, reply) => {
    await referralSignUps(body, request, reply);
    return { success: true as const, data: await codeSignIn.register(body, meta(request)) };
  });

  postRoute(app, 'custom-otp-user', { body: customOtpRequest, response: authResponse, tag, summary: 'Sign in with a phone code, or sign up when the phone is new', rateLimit: 'check-code' }, async (body, request, reply) => {
    await referralSignUps(body, request, reply);
    return { success: true as const, data: await signInAndLink(deps.social, body, () => codeSignIn.loginOrRegister(body, meta(request))) };
  });

  postRoute(app, 'send-password-reset-mail', { body: passwordResetMailRequest, response: codeSentResponse, tag, summary: 'Mail a password reset code (the same answer for any address)', rateLimit: 'send-code' }, async (body) => ({
    success: true as const,
    message: await codeSignIn.sendResetMail(body.email),
  }));

  postRoute(app, 'verify-password-reset-otp', { body: verifyPasswordResetRequest, response: okResponse, tag, summary: 'Check a password reset code without using it up', rateLimit: 'check-code' }, async (body) => {
    await codeSignIn.verifyResetCode(body.email, body.code);
    return { success: true as const };
  });

  postRoute(app, 'change-user-password', { body: changeUserPasswordRequest, response: okResponse, tag, summary: 'Set a new password with the mailed code; signs out every session', rateLimit: 'check-code' }, async (body) => {
    await codeSignIn.changePassword(body.email, body.code, body.password);
    return { success: true as const };
  });
}
