import {
  addPhoneRequest,
  adminSaveSignInProviderRequest,
  adminSignInProvidersRequest,
  adminSignInProvidersResponse,
  authResponse,
  devSignInTokenRequest,
  devSignInTokenResponse,
  emptyRequest,
  getSignInProvidersResponse,
  linkProviderRequest,
  signInMethodsResponse,
  socialLoginRequest,
  unlinkProviderRequest,
  type SignInProvider,
  type UserData,
} from '@keka/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readToken, type Guard } from '../../../http/guard';
import { postRoute } from '../../../http/route';
import { fail } from '../../../lib/errors';
import type { RequestMeta } from '../auth.service';
import type { CodeSignIn } from '../code-sign-in.service';
import type { SignInKeysService } from './sign-in-keys.service';
import type { SocialSignIn } from './social-sign-in.service';
import type { DevVerifier, IdentityVerifier, VerifiedIdentity } from './verifiers';

const meta = (request: FastifyRequest): RequestMeta => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

/** A sign-in body that may carry a provider's identity to link once the sign-in proves the account. */
export interface LinkFields {
  readonly accessToken?: string | null | undefined;
  readonly provider?: SignInProvider | null | undefined;
}

/**
 * Runs a sign-in that proves an account (password, phone code); with a provider's token in the body,
 * the token is checked first and its identity linked to the account the sign-in proved (issue 34).
 */
export async function signInAndLink(social: SocialSignIn, body: LinkFields, signIn: () => Promise<UserData>): Promise<UserData> {
  let identity: VerifiedIdentity | null = null;
  if (body.accessToken && body.provider) identity = await social.verify({ accessToken: body.accessToken, provider: body.provider });
  else if (body.accessToken || body.provider) fail('VALIDATION', 'Send both the provider and its token, or neither.');
  const data = await signIn();
  if (identity) await social.linkProven({ id: data.id }, identity);
  return data;
}

/** Google / Facebook sign-in, the account's ways in, and adding a proven phone (issue 34). */
export function registerSocialSignInRoutes(
  app: FastifyInstance,
  deps: {
    social: SocialSignIn;
    codeSignIn: CodeSignIn;
    guard: Guard;
    keys: SignInKeysService;
    devProviders: ReadonlyMap<SignInProvider, DevVerifier>;
    verifiers: () => Promise<ReadonlyMap<SignInProvider, IdentityVerifier>>;
  },
): void {
  const tag = 'accounts';
  const { social, guard } = deps;

  postRoute(app, 'admin/get-sign-in-providers', { access: (r) => guard.requireUser(r, 'admin'), body: adminSignInProvidersRequest, response: adminSignInProvidersResponse, tag: 'admin', summary: 'Each sign-in provider: where its keys come from, whether it is offered (never a secret)' }, async (_body, request) => {
    await guard.requireUser(request, 'admin');
    return { success: true as const, data: await deps.keys.describe() };
  });

  postRoute(app, 'admin/save-sign-in-provider', { access: (r) => guard.requireUser(r, 'admin'), body: adminSaveSignInProviderRequest, response: adminSignInProvidersResponse, tag: 'admin', summary: "Set a sign-in provider's keys (Facebook's secret sealed with SECRETS_KEY) or switch it on or off, audited" }, async (body, request) => {
    const actor = await guard.requireUser(request, 'admin');
    return { success: true as const, data: await deps.keys.save(actor, { provider: body.provider, enabled: body.enabled, clientId: body.client_id, secret: body.secret, clear: body.clear, reason: body.reason ?? null }) };
  });

  postRoute(app, 'get-sign-in-providers', { body: emptyRequest, response: getSignInProvidersResponse, tag, summary: 'The sign-in providers this server offers (public ids only)' }, async () => ({
    success: true as const,
    data: await social.providers(),
  }));

  postRoute(app, 'social-login', { body: socialLoginRequest, response: authResponse, tag, summary: 'Sign in (or sign up) with a Google ID token or a Facebook access token', rateLimit: 'login' }, async (body, request) => ({
    success: true as const,
    data: await social.signIn(body, meta(request)),
  }));

  postRoute(app, 'get-sign-in-methods', { access: (r) => guard.requireUser(r), body: emptyRequest, response: signInMethodsResponse, tag, summary: "The session account's ways to sign in" }, async (_body, request) => ({
    success: true as const,
    data: await social.methods(await guard.requireUser(request)),
  }));

  postRoute(app, 'link-provider', { access: (r) => guard.requireUser(r), body: linkProviderRequest, response: signInMethodsResponse, tag, summary: 'Link a Google or Facebook account to the session account', rateLimit: 'login' }, async (body, request) => ({
    success: true as const,
    data: await social.linkSignedIn(await guard.requireUser(request), body),
  }));

  postRoute(app, 'unlink-provider', { access: (r) => guard.requireUser(r), body: unlinkProviderRequest, response: signInMethodsResponse, tag, summary: 'Unlink a provider while another way to sign in remains' }, async (body, request) => ({
    success: true as const,
    data: await social.unlink(await guard.requireUser(request), body.provider),
  }));

  postRoute(app, 'add-phone', { access: (r) => guard.requireUser(r), body: addPhoneRequest, response: authResponse, tag, summary: 'Give the session account a phone proven by a send-otp code', rateLimit: 'check-code' }, async (body, request) => {
    const actor = await guard.requireUser(request);
    return { success: true as const, data: await deps.codeSignIn.addPhone(actor, body.phone, body.otp, readToken(request) ?? '') };
  });

  if (deps.devProviders.size === 0) return;
  // The development provider's stand-in for the provider's own page: on only where it may be (config).
  postRoute(app, 'dev/sign-in-token', { body: devSignInTokenRequest, response: devSignInTokenResponse, tag, summary: 'Development sign-in: a token for a made-up identity (never on a real start)', rateLimit: 'login' }, async (body) => {
    const dev = deps.devProviders.get(body.provider);
    if (!dev || (await deps.verifiers()).get(body.provider) !== dev) fail('PROVIDER_UNAVAILABLE', 'This provider is not offered as a development sign-in here.');
    return { success: true as const, data: { accessToken: dev.mint(body) } };
  });
}
