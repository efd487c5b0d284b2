import path from 'node:path';
import { z } from 'zod';
import type { S3StorageConfig } from '../modules/uploads/s3-storage';

/**
 * The only reader of process.env (STYLE 9). Parsed once at start-up; a wrong value stops the process
 * with ONE message naming every bad key.
 */
const optionalSecret = z
  .string()
  .min(8, 'must be at least 8 characters when set')
  .optional();

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    /** Connections in the PostgreSQL pool (one per request in a transaction; ADR 0021). Ignored for the embedded database. */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1, 'must be at least 1').max(500, 'must be at most 500').default(10),
    DATA_DIR: z.string().min(1).default('./data'),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
    PUBLIC_URL: z.url({ message: 'must be an absolute URL such as https://keka.example' }).optional(),
    /** Load the demo city when the database is empty. Default: on for the embedded database only. */
    SEED_DEMO: booleanFlag.optional(),
    /** Trust X-Forwarded-For (only behind a proxy you run; SECURITY 20). */
    TRUST_PROXY: booleanFlag.default(false),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Directory of the built web app; default apps/web/dist. */
    WEB_DIST_DIR: z.string().optional(),
    // Third-party adapters: each is off until its secret is set (no silent defaults).
    GOOGLE_MAPS_API_KEY: optionalSecret,
    // Online payments (issue 33): a provider is offered once its keys are set; each needs its webhook secret.
    STRIPE_SECRET_KEY: optionalSecret,
    STRIPE_WEBHOOK_SECRET: optionalSecret,
    RAZORPAY_KEY_ID: z.string().min(1).optional(),
    RAZORPAY_KEY_SECRET: optionalSecret,
    RAZORPAY_WEBHOOK_SECRET: optionalSecret,
    PAYTM_MERCHANT_ID: z.string().min(1).optional(),
    PAYTM_MERCHANT_KEY: optionalSecret,
    /** Paytm's website name: DEFAULT in production, WEBSTAGING on Paytm's staging host. */
    PAYTM_WEBSITE: z.string().min(1).default('DEFAULT'),
    /** Paytm's API host; its staging host is https://securegw-stage.paytm.in. */
    PAYTM_HOST: z.url({ message: 'must be an absolute URL' }).default('https://securegw.paytm.in'),
    MERCADOPAGO_ACCESS_TOKEN: optionalSecret,
    MERCADOPAGO_WEBHOOK_SECRET: optionalSecret,
    PAYMONGO_SECRET_KEY: optionalSecret,
    PAYMONGO_WEBHOOK_SECRET: optionalSecret,
    /** Offer a test gateway for each provider without keys. Default: on outside production and whenever the demo data is loaded; never otherwise. */
    DEV_PAYMENTS: booleanFlag.optional(),
    /** Google sign-in: the OAuth client id (a web client of Google Identity Services) ID tokens must be made for. */
    GOOGLE_CLIENT_ID: z.string().trim().min(10).optional(),
    /** Facebook sign-in: the app id and app secret access tokens are checked against (Graph API debug_token). */
    FACEBOOK_APP_ID: z.string().trim().regex(/^\d{5,20}$/, 'must be the numeric app id').optional(),
    FACEBOOK_APP_SECRET: optionalSecret,
    /** Offer a labelled development sign-in for Google and Facebook without keys. Default: on outside production and whenever the demo data is loaded; never otherwise. */
    DEV_SIGN_IN: booleanFlag.optional(),
    /** Seals the secret keys an admin keeps in the console (payment providers); never stored in the database. */
    SECRETS_KEY: z.string().min(32, 'must be at least 32 characters (e.g. the output of `openssl rand -base64 32`)').optional(),
    VAPID_SUBJECT: z.string().min(1).optional(),
    /** Mail (password reset codes) over SMTP: smtp(s)://user:password@host:port. */
    SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
    MAIL_FROM: z.string().min(3).optional(),
    /** SMS (sign-in codes) through an HTTP provider: POST {to, message} with the key as a bearer token. */
    SMS_API_URL: z.url({ message: 'must be an absolute URL' }).optional(),
    SMS_API_KEY: optionalSecret,
    /** `off` turns every request limit off (browser test runs that sign many people in from one address). */
    RATE_LIMITS: z.enum(['on', 'off']).default('on'),
    // Uploaded pictures (issue 35): in the database unless an S3-compatible bucket is named.
    S3_BUCKET: z.string().trim().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3 to 63 lower-case letters, digits, dots and hyphens)').optional(),
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    /** An S3-compatible service (MinIO, R2, Spaces…); AWS's own when unset. */
    S3_ENDPOINT: z.url({ message: 'must be an absolute URL such as https://s3.example' }).optional(),
    /** Bucket in the path rather than the host name. Default: on when S3_ENDPOINT is set. */
    S3_FORCE_PATH_STYLE: booleanFlag.optional(),
    S3_PREFIX: z.string().regex(/^(?:[\w.-]+\/)+$/, 'must be folder names ending with / (e.g. uploads/)').default('uploads/'),
    /** Static keys; unset, the AWS SDK finds its own (environment, instance role…). */
    S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
    S3_SECRET_ACCESS_KEY: optionalSecret,
    /** Serve /dev/outbox (the messages the development adapters kept). Default: on outside production and for the demo start. */
    DEV_OUTBOX: booleanFlag.optional(),
  })
  .superRefine((env, ctx) => {
    // A provider half configured is a mistake to say at start-up, not a gateway that fails at checkout.
    const pairs: readonly [keyof typeof env, keyof typeof env][] = [
      ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
      ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET'],
      ['RAZORPAY_KEY_ID', 'RAZORPAY_WEBHOOK_SECRET'],
      ['PAYTM_MERCHANT_ID', 'PAYTM_MERCHANT_KEY'],
      ['MERCADOPAGO_ACCESS_TOKEN', 'MERCADOPAGO_WEBHOOK_SECRET'],
      ['PAYMONGO_SECRET_KEY', 'PAYMONGO_WEBHOOK_SECRET'],
      ['FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET'],
      ['FACEBOOK_APP_SECRET', 'FACEBOOK_APP_ID'],
    ];
    for (const [key, needed] of pairs) if (env[key] && !env[needed]) ctx.addIssue({ code: 'custom', path: [needed], message: `is required when ${key} is set` });
    for (const [key, needed] of [['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'], ['S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID']] as const) {
      if (env[key] && !env[needed]) ctx.addIssue({ code: 'custom', path: [needed], message: `is required when ${key} is set` });
    }
    for (const key of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID'] as const) {
      if (env[key] && !env.S3_BUCKET) ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: `is required when ${key} is set` });
    }
    if (env.SMS_API_URL && !env.SMS_API_KEY) {
      ctx.addIssue({ code: 'custom', path: ['SMS_API_KEY'], message: 'is required when SMS_API_URL is set' });
    }
  });

export type RawEnv = z.infer<typeof envSchema>;

export interface Config {
  readonly nodeEnv: RawEnv['NODE_ENV'];
  readonly isProduction: boolean;
  readonly host: string;
  readonly port: number;
  readonly database: { readonly kind: 'pglite'; readonly dataDir: string } | { readonly kind: 'postgres'; readonly url: string; readonly poolSize: number };
  readonly dataDir: string;
  readonly redisUrl: string | null;
  readonly publicUrl: string;
  readonly seedDemo: boolean;
  /** The embedded database with the demo data: a start for trying the app, never for real people. */
  readonly isDemo: boolean;
  readonly trustProxy: boolean;
  readonly logLevel: RawEnv['LOG_LEVEL'];
  readonly webDistDir: string;
  readonly googleMapsApiKey: string | null;
  /** Online payment providers with keys (issue 33). */
  readonly payments: {
    readonly stripe: { readonly secretKey: string; readonly webhookSecret: string } | null;
    readonly razorpay: { readonly keyId: string; readonly keySecret: string; readonly webhookSecret: string } | null;
    readonly paytm: { readonly merchantId: string; readonly merchantKey: string; readonly website: string; readonly host: string } | null;
    readonly mercadopago: { readonly accessToken: string; readonly webhookSecret: string } | null;
    readonly paymongo: { readonly secretKey: string; readonly webhookSecret: string } | null;
    /** A test gateway for each provider without keys (never on a production start without the demo data, unless DEV_PAYMENTS says so). */
    readonly devGateways: boolean;
  };
  /** Sign-in providers with keys (issue 34), and whether the development stand-in is offered for the others. */
  readonly signIn: {
    readonly google: { readonly clientId: string } | null;
    readonly facebook: { readonly appId: string; readonly appSecret: string } | null;
    readonly devProviders: boolean;
  };
  /** SECRETS_KEY: seals secrets kept in the database; null when it is not set (main.ts makes one for the demo). */
  readonly secretsKey: string | null;
  readonly vapidSubject: string;
  readonly smtp: { readonly url: string; readonly from: string } | null;
  readonly sms: { readonly url: string; readonly apiKey: string } | null;
  readonly devOutbox: boolean;
  readonly rateLimits: boolean;
  /** Where uploaded pictures are kept: the database, or an S3-compatible bucket when S3_BUCKET is set. */
  readonly uploads: { readonly kind: 'database' } | ({ readonly kind: 's3' } & S3StorageConfig);
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Parses an environment (process.env by default) into Config or throws one ConfigError naming every bad key. */
export function loadConfig(source: Record<string, string | undefined> = process.env, cwd = process.cwd()): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(env)'} ${issue.message}`);
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(cwd, env.DATA_DIR);
  const seedDemo = env.SEED_DEMO ?? !env.DATABASE_URL;
  // The demo start (`npm start`: the embedded database with the demo data) is for trying the app: its
  // sign-in and reset codes must be readable. A start on PostgreSQL without the demo data is real.
  const isDemo = !env.DATABASE_URL && seedDemo;
  return {
    nodeEnv: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    host: env.HOST,
    port: env.PORT,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    dataDir,
    redisUrl: env.REDIS_URL ?? null,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    seedDemo,
    isDemo,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    webDistDir: path.resolve(cwd, env.WEB_DIST_DIR ?? defaultWebDist()),
    googleMapsApiKey: env.GOOGLE_MAPS_API_KEY ?? null,
    payments: {
      stripe: env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET } : null,
      razorpay:
        env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET && env.RAZORPAY_WEBHOOK_SECRET
          ? { keyId: env.RAZORPAY_KEY_ID, keySecret: env.RAZORPAY_KEY_SECRET, webhookSecret: env.RAZORPAY_WEBHOOK_SECRET }
          : null,
      paytm: env.PAYTM_MERCHANT_ID && env.PAYTM_MERCHANT_KEY ? { merchantId: env.PAYTM_MERCHANT_ID, merchantKey: env.PAYTM_MERCHANT_KEY, website: env.PAYTM_WEBSITE, host: env.PAYTM_HOST } : null,
      mercadopago: env.MERCADOPAGO_ACCESS_TOKEN && env.MERCADOPAGO_WEBHOOK_SECRET ? { accessToken: env.MERCADOPAGO_ACCESS_TOKEN, webhookSecret: env.MERCADOPAGO_WEBHOOK_SECRET } : null,
      paymongo: env.PAYMONGO_SECRET_KEY && env.PAYMONGO_WEBHOOK_SECRET ? { secretKey: env.PAYMONGO_SECRET_KEY, webhookSecret: env.PAYMONGO_WEBHOOK_SECRET } : null,
      devGateways: env.DEV_PAYMENTS ?? (env.NODE_ENV !== 'production' || seedDemo),
    },
    signIn: {
      google: env.GOOGLE_CLIENT_ID ? { clientId: env.GOOGLE_CLIENT_ID } : null,
      facebook: env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET ? { appId: env.FACEBOOK_APP_ID, appSecret: env.FACEBOOK_APP_SECRET } : null,
      devProviders: env.DEV_SIGN_IN ?? (env.NODE_ENV !== 'production' || seedDemo),
    },
    secretsKey: env.SECRETS_KEY ?? null,
    vapidSubject: env.VAPID_SUBJECT ?? `mailto:support@${new URL(env.PUBLIC_URL ?? 'http://localhost').hostname}`,
    smtp: env.SMTP_URL ? { url: env.SMTP_URL, from: env.MAIL_FROM ?? `Keka <no-reply@${new URL(env.PUBLIC_URL ?? 'http://localhost').hostname}>` } : null,
    sms: env.SMS_API_URL && env.SMS_API_KEY ? { url: env.SMS_API_URL, apiKey: env.SMS_API_KEY } : null,
    devOutbox: env.DEV_OUTBOX ?? (env.NODE_ENV !== 'production' || isDemo),
    rateLimits: env.RATE_LIMITS === 'on',
    uploads: env.S3_BUCKET
      ? {
          kind: 's3',
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT ?? null,
          forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
          prefix: env.S3_PREFIX,
          credentials: env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : null,
        }
      : { kind: 'database' },
  };
}

function defaultWebDist(): string {
  // apps/server/src/config → apps/web/dist, independent of the working directory.
  return path.resolve(import.meta.dirname, '../../../web/dist');
}
