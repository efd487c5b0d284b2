import { createHash } from 'node:crypto';
import type { AdminGatewayField } from '@keka/contracts';
import type { Config } from '../../config/env';
import type { Db } from '../../db/client';
import { SecretUnreadable, type SecretBox } from '../../lib/secret-box';
import { createTtlCache } from '../../lib/ttl-cache';
import { createDevGateway, type DevGateway } from './dev-gateway';
import { ONLINE_GATEWAYS, type OnlineGateway, type PaymentGateway, type WebhookScheme } from './gateway';
import { createMercadoPagoGateway, MERCADOPAGO_BROWSER_HOSTS, mercadoPagoWebhook } from './gateways/mercadopago';
import { createPayMongoGateway, PAYMONGO_BROWSER_HOSTS, payMongoWebhook } from './gateways/paymongo';
import { createPaytmGateway, PAYTM_PRODUCTION, PAYTM_STAGING, paytmWebhook } from './gateways/paytm';
import { createRazorpayGateway, RAZORPAY_BROWSER_HOSTS, razorpayWebhook } from './gateways/razorpay';
import { createStripeGateway, STRIPE_BROWSER_HOSTS, stripeWebhook } from './gateways/stripe';
import { paymentsRepository as repo, type GatewaySettingsRow } from './payments.repository';

/** One key of a provider, as the console asks for it. */
export interface KeyField {
  readonly name: string;
  readonly label: string;
  readonly secret: boolean;
  readonly required: boolean;
  readonly options?: readonly { readonly value: string; readonly label: string }[];
  /** Used when the field is left empty. */
  readonly fallback?: string;
  readonly hint?: string;
}

type Values = Readonly<Record<string, string>>;
/** Where the adapters talk to (tests: fakes on loopback); the providers' own hosts otherwise. */
export type ApiBases = Partial<Record<OnlineGateway, string>>;

interface Provider {
  readonly name: string;
  readonly scheme: WebhookScheme;
  readonly fields: readonly KeyField[];
  /** Hosts its hosted page is on, whatever its keys (CSP form-action). */
  readonly browserHosts: readonly string[];
  /** Its keys from the server's environment, or null. */
  readonly fromEnv: (keys: Config['payments']) => Values | null;
  readonly build: (values: Values, apiBase: string | undefined) => PaymentGateway;
}

const secret = (name: string, label: string, hint?: string): KeyField => ({ name, label, secret: true, required: true, ...(hint ? { hint } : {}) });

const stripeHost = (apiBase: string | undefined) => {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  return { host: url.hostname, port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)), protocol: url.protocol === 'https:' ? ('https' as const) : ('http' as const) };
};

/** Each provider: its name, keys, webhook scheme, and how its adapter is made from its keys. */
export const PROVIDERS: Readonly<Record<OnlineGateway, Provider>> = {
  STRIPE: {
    name: 'Stripe',
    scheme: stripeWebhook,
    fields: [secret('secretKey', 'Secret key', 'sk_live_… or sk_test_…'), secret('webhookSecret', 'Webhook signing secret', 'whsec_…')],
    browserHosts: STRIPE_BROWSER_HOSTS,
    fromEnv: (k) => k.stripe,
    build: (v, apiBase) => createStripeGateway({ secretKey: v.secretKey ?? '', webhookSecret: v.webhookSecret ?? '' }, stripeHost(apiBase)),
  },
  RAZORPAY: {
    name: 'Razorpay',
    scheme: razorpayWebhook,
    fields: [{ name: 'keyId', label: 'Key id', secret: false, required: true, hint: 'rzp_live_… or rzp_test_…' }, secret('keySecret', 'Key secret'), secret('webhookSecret', 'Webhook secret')],
    browserHosts: RAZORPAY_BROWSER_HOSTS,
    fromEnv: (k) => k.razorpay,
    build: (v, apiBase) => createRazorpayGateway({ keyId: v.keyId ?? '', keySecret: v.keySecret ?? '', webhookSecret: v.webhookSecret ?? '' }, apiBase ? { apiBase } : {}),
  },
  PAYTM: {
    name: 'Paytm',
    scheme: paytmWebhook,
    fields: [
      { name: 'merchantId', label: 'Merchant id (MID)', secret: false, required: true },
      secret('merchantKey', 'Merchant key'),
      { name: 'website', label: 'Website name', secret: false, required: false, fallback: 'DEFAULT', hint: 'DEFAULT in production, WEBSTAGING on staging' },
      {
        name: 'host',
        label: 'Environment',
        secret: false,
        required: false,
        fallback: PAYTM_PRODUCTION,
        options: [
          { value: PAYTM_PRODUCTION, label: 'Production' },
          { value: PAYTM_STAGING, label: 'Staging (test)' },
        ],
        hint: 'securegw.paytm.in or securegw-stage.paytm.in',
      },
    ],
    browserHosts: [new URL(PAYTM_PRODUCTION).host, new URL(PAYTM_STAGING).host],
    fromEnv: (k) => (k.paytm ? { merchantId: k.paytm.merchantId, merchantKey: k.paytm.merchantKey, website: k.paytm.website, host: k.paytm.host } : null),
    build: (v, apiBase) => createPaytmGateway({ merchantId: v.merchantId ?? '', merchantKey: v.merchantKey ?? '', website: v.website || 'DEFAULT' }, { apiBase: apiBase ?? (v.host || PAYTM_PRODUCTION) }),
  },
  PAYMONGO: {
    name: 'PayMongo',
    scheme: payMongoWebhook,
    fields: [secret('secretKey', 'Secret key', 'sk_live_… or sk_test_…'), secret('webhookSecret', 'Webhook secret', 'whsk_…')],
    browserHosts: PAYMONGO_BROWSER_HOSTS,
    fromEnv: (k) => k.paymongo,
    build: (v, apiBase) => createPayMongoGateway({ secretKey: v.secretKey ?? '', webhookSecret: v.webhookSecret ?? '' }, apiBase ? { apiBase } : {}),
  },
  MERCADOPAGO: {
    name: 'Mercado Pago',
    scheme: mercadoPagoWebhook,
    fields: [secret('accessToken', 'Access token', 'APP_USR-…'), secret('webhookSecret', 'Webhook secret signature')],
    browserHosts: MERCADOPAGO_BROWSER_HOSTS,
    fromEnv: (k) => k.mercadopago,
    build: (v, apiBase) => createMercadoPagoGateway({ accessToken: v.accessToken ?? '', webhookSecret: v.webhookSecret ?? '' }, apiBase ? { apiBase } : {}),
  },
};

/** What one provider is at this moment. */
export interface GatewayState {
  readonly code: OnlineGateway;
  readonly name: string;
  /** Configured (environment, console) or a test gateway; null when it has neither. */
  readonly gateway: PaymentGateway | null;
  readonly enabled: boolean;
  readonly source: 'environment' | 'console' | 'test' | 'none';
  readonly problem: string | null;
  /** The console's row (public fields, which secrets are set), if any. */
  readonly row: GatewaySettingsRow | null;
}

export interface GatewayRegistryDeps {
  readonly db: Db;
  readonly keys: Config['payments'];
  /** SECRETS_KEY's box; null when it is not set (secrets cannot be kept in the console). */
  readonly box: SecretBox | null;
  readonly cacheTtlMs: number;
  /** Adapters in place of those keys would make (tests): treated as keys from the environment. */
  readonly overrides?: Partial<Record<OnlineGateway, PaymentGateway>>;
  readonly apiBases?: ApiBases;
}

/** The sealed secrets' context: a row's seal opens only as that provider's. */
export const sealContext = (code: OnlineGateway) => `payment-gateway:${code}`;

/**
 * The payment providers of this moment (issue 33): keys from the environment win; otherwise the keys
 * an admin kept in the console (secrets sealed under SECRETS_KEY); otherwise, where allowed, the
 * labelled test gateway. Read through a short cache (an admin's change reaches the other instances
 * within it); an adapter is made once per set of keys.
 */
export function createGatewayRegistry(deps: GatewayRegistryDeps) {
  const dev = new Map<OnlineGateway, DevGateway>();
  const fromEnv = new Map<OnlineGateway, PaymentGateway>();
  for (const code of ONLINE_GATEWAYS) {
    const provider = PROVIDERS[code];
    const envValues = provider.fromEnv(deps.keys);
    const real = deps.overrides?.[code] ?? (envValues ? provider.build(envValues, deps.apiBases?.[code]) : null);
    if (real) fromEnv.set(code, real);
    else if (deps.keys.devGateways) dev.set(code, createDevGateway({ code, name: provider.name, scheme: provider.scheme }));
  }
  const built = new Map<string, PaymentGateway>();
  const cache = createTtlCache<readonly GatewayState[]>(deps.cacheTtlMs);

  function fromConsole(code: OnlineGateway, row: GatewaySettingsRow): { gateway: PaymentGateway | null; problem: string | null } {
    if (!row.sealedSecrets) return { gateway: null, problem: null };
    if (!deps.box) return { gateway: null, problem: 'Its secret keys cannot be read: SECRETS_KEY is not set on this server.' };
    let secrets: Values;
    try {
      secrets = JSON.parse(deps.box.open(row.sealedSecrets, sealContext(code))) as Values;
    } catch (error) {
      const reason = error instanceof SecretUnreadable && error.reason === 'other-key' ? 'they were kept under another SECRETS_KEY' : 'they are damaged';
      return { gateway: null, problem: `Its secret keys cannot be read (${reason}): enter them again.` };
    }
    const values = { ...(row.publicFields as Values), ...secrets };
    const fingerprint = `${code}:${createHash('sha256').update(JSON.stringify(values)).digest('hex')}`;
    let gateway = built.get(fingerprint);
    if (!gateway) {
      try {
        gateway = PROVIDERS[code].build(values, deps.apiBases?.[code]);
      } catch {
        return { gateway: null, problem: 'Its keys were refused by the provider’s library: enter them again.' };
      }
      built.set(fingerprint, gateway);
    }
    return { gateway, problem: null };
  }

  function states(): Promise<readonly GatewayState[]> {
    return cache.get('all', async () => {
      const rows = new Map((await repo.gatewaySettings(deps.db)).map((r) => [r.gateway, r]));
      return ONLINE_GATEWAYS.map((code): GatewayState => {
        const row = rows.get(code) ?? null;
        const enabled = row?.enabled ?? true;
        const base = { code, name: PROVIDERS[code].name, enabled, row };
        const env = fromEnv.get(code);
        if (env) return { ...base, gateway: env, source: 'environment', problem: null };
        const kept = row ? fromConsole(code, row) : { gateway: null, problem: null };
        if (kept.gateway) return { ...base, gateway: kept.gateway, source: 'console', problem: null };
        const test = dev.get(code) ?? null;
        return { ...base, gateway: test, source: test ? 'test' : row?.sealedSecrets ? 'console' : 'none', problem: kept.problem };
      });
    });
  }

  return {
    /** The development gateways (their pages, tests): one per provider without keys from the environment. */
    dev: dev as ReadonlyMap<OnlineGateway, DevGateway>,
    states,
    /** The providers customers may choose now: configured or test, and enabled. */
    async offered(): Promise<ReadonlyMap<OnlineGateway, PaymentGateway>> {
      return new Map((await states()).flatMap((s) => (s.gateway && s.enabled ? [[s.code, s.gateway] as const] : [])));
    },
    /** A provider's gateway, enabled or not: attempts it started still settle and refund. */
    async get(code: OnlineGateway): Promise<PaymentGateway | undefined> {
      return (await states()).find((s) => s.code === code)?.gateway ?? undefined;
    },
    invalidate(): void {
      cache.invalidate();
    },
  };
}

export type GatewayRegistry = ReturnType<typeof createGatewayRegistry>;

/** Every host a provider's page may be on (CSP form-action): whatever keys an admin sets later. */
export function providerBrowserHosts(keys: Config['payments']): string[] {
  const hosts = ONLINE_GATEWAYS.flatMap((code) => PROVIDERS[code].browserHosts);
  if (keys.paytm) hosts.push(new URL(keys.paytm.host).host);
  return [...new Set(hosts)];
}

/** The console's description of a provider's fields: public values shown, secrets only as "set". */
export function describeFields(code: OnlineGateway, row: GatewaySettingsRow | null): AdminGatewayField[] {
  const publicValues = (row?.publicFields ?? {}) as Values;
  const setSecrets = new Set((row?.secretNames ?? []) as string[]);
  return PROVIDERS[code].fields.map((f) => ({
    name: f.name,
    label: f.label,
    secret: f.secret,
    required: f.required,
    value: f.secret ? null : (publicValues[f.name] ?? null),
    set: f.secret ? setSecrets.has(f.name) : publicValues[f.name] !== undefined,
    options: f.options ? [...f.options] : null,
    hint: f.hint ?? null,
  }));
}
