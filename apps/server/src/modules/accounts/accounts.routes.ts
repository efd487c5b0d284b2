import {
  AVATAR_MAX_BYTES,
  authResponse,
  changeAvatarRequest,
  checkEmailRequest,
  checkEmailResponse,
  checkBanResponse,
  emptyRequest,
  getWalletTransactionsRequest,
  getWalletTransactionsResponse,
  loginPhoneRequest,
  okResponse,
  customerRegisterRequest,
  updateUserInfoRequest,
} from '@keka/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readToken, type Guard } from '../../http/guard';
import { postRoute } from '../../http/route';
import { fail } from '../../lib/errors';
import { referralSignUpLimit } from '../referrals/referral-sign-up-limit';
import type { TextsService } from '../settings/texts.service';
import type { ImageStore } from '../store-owner/store-uploads';
import type { AuthService, RequestMeta } from './auth.service';
import type { SocialSignIn } from './social/social-sign-in.service';
import { signInAndLink } from './social/social-sign-in.routes';
import type { WalletService } from './wallet.service';
import { registerLoginRoute } from './login-route';

const meta = (request: FastifyRequest): RequestMeta => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

export function registerAccountRoutes(app: FastifyInstance, deps: { auth: AuthService; social: SocialSignIn; guard: Guard; wallet: WalletService; avatars: ImageStore; texts: TextsService }): void {
  const tag = 'accounts';
  registerLoginRoute(app, 'login', deps, { tag, summary: 'Log in with e-mail or phone and password (a provider token in the body is linked once the password proves the account)' });
  registerLoginRoute(app, 'login-phone', deps, { tag, summary: 'Log in with phone number and password', body: loginPhoneRequest });

  postRoute(app, 'check-email', { body: checkEmailRequest, response: checkEmailResponse, tag, summary: 'Are this e-mail and phone free for a sign-up?', rateLimit: 'check-account' }, async (body) => {
    if (body.provider || body.accessToken) {
      // With a provider's token, it must vouch for this very e-mail (SPEC §7's accessToken, provider).
      if (!body.provider || !body.accessToken) fail('VALIDATION', 'Send both the provider and its token, or neither.');
      const identity = await deps.social.verify({ provider: body.provider, accessToken: body.accessToken });
      if (identity.email !== body.email) fail('VALIDATION', 'This e-mail is not the one the provider gave.');
    }
    return { success: true as const, data: await deps.auth.accountAvailability(body.email, body.phone ?? null) };
  });

  const referralSignUps = referralSignUpLimit(app);
  postRoute(app, 'register', { body: customerRegisterRequest, response: authResponse, tag, summary: "Create a customer account (with a password, or a provider's token instead)", rateLimit: 'register' }, async (body, request, reply) => {
    const { password, accessToken, provider } = body;
    if (password === undefined) {
      // SPEC §7: a provider's token in place of the password makes the account from its verified e-mail.
      if (!accessToken || !provider) fail('VALIDATION', 'Password must be at least 6 characters');
      return { success: true as const, data: await deps.social.signIn({ accessToken, provider }, meta(request), { name: body.name, phone: body.phone }) };
    }
    await referralSignUps(body, request, reply);
    return { success: true as const, data: await signInAndLink(deps.social, body, () => deps.auth.register({ ...body, password }, meta(request))) };
  });

  postRoute(app, 'logout', { access: (r) => deps.guard.requireUser(r), body: emptyRequest, response: okResponse, tag, summary: 'Revoke the current session' }, async (_body, request) => {
    await deps.guard.requireUser(request);
    const token = readToken(request);
    if (token) await deps.auth.logout(token);
    return { success: true as const };
  });

  postRoute(app, 'update-user-info', { access: (r) => deps.guard.requireUser(r), body: updateUserInfoRequest, response: authResponse, tag, summary: "The session user's current data (rewards, wallet, default address)" }, async (_body, request) => {
    const user = await deps.guard.requireUser(request);
    const token = readToken(request) ?? '';
    return { success: true as const, data: await deps.auth.describeActor(user, token) };
  });

  postRoute(app, 'get-wallet-transactions', { access: (r) => deps.guard.requireUser(r), body: getWalletTransactionsRequest, response: getWalletTransactionsResponse, tag, summary: "The session user's wallet balance and ledger, newest first (20 a page), reasons in the request's language" }, async (body, request) =>
    deps.wallet.transactions(await deps.guard.requireUser(request), body.page, await deps.texts.languageOf(request.headers['accept-language'])),
  );

  // A picture as a data URL: this route alone takes bodies up to ~2.7 MB (SECURITY 25).
  postRoute(app, 'change-avatar', { access: (r) => deps.guard.requireUser(r), body: changeAvatarRequest, response: authResponse, tag, summary: "Set the session user's picture (JPEG, PNG or WebP; stored as WebP)", bodyLimit: Math.ceil((AVATAR_MAX_BYTES * 4) / 3) + 1024 }, async (body, request) => {
    const user = await deps.guard.requireUser(request);
    const bytes = Buffer.from(body.avatar.slice(body.avatar.indexOf(',') + 1), 'base64');
    if (bytes.length > AVATAR_MAX_BYTES) fail('PAYLOAD_TOO_LARGE', 'The picture is too big (2 MB at most).');
    const { image } = await deps.avatars.save(bytes);
    return { success: true as const, data: await deps.auth.setAvatar(user, image, readToken(request) ?? '') };
  });

  postRoute(app, 'check-ban', { body: emptyRequest, response: checkBanResponse, tag, summary: "Whether the session's account has been disabled" }, async (_body, request) => {
    const token = readToken(request);
    const banned = token ? await deps.auth.isBanned(token) : null;
    if (banned === null) fail('UNAUTHENTICATED', 'Please log in to continue.');
    return { success: true as const, banned };
  });
}
