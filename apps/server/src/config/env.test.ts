import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

describe('loadConfig', () => {
  it('defaults to port 8080 and the embedded database under ./data', () => {
    const config = loadConfig({}, '/srv/keka');
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/srv/keka/data',
      database: { kind: 'pglite', dataDir: '/srv/keka/data/pglite' },
      redisUrl: null,
      seedDemo: true,
      publicUrl: 'http://localhost:8080',
      payments: { stripe: null, razorpay: null, paytm: null, mercadopago: null, paymongo: null, devGateways: true },
    });
  });

  it('switches to PostgreSQL with DATABASE_URL and then does not load demo data by default', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@db:5432/keka' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/keka', poolSize: 10 });
    expect(config.seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db/keka', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('sizes the PostgreSQL pool with DATABASE_POOL_SIZE and refuses a size that is not a whole number from 1 to 500', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db/keka', DATABASE_POOL_SIZE: '40' }).database).toEqual({ kind: 'postgres', url: 'postgres://u@db/keka', poolSize: 40 });
    for (const bad of ['0', '501', 'ten', '2.5']) expect(() => loadConfig({ DATABASE_URL: 'postgres://u@db/keka', DATABASE_POOL_SIZE: bad })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('keeps the development outbox on for the demo start, and off for a production start on PostgreSQL', () => {
    // `npm start` runs NODE_ENV=production on the embedded database with the demo data: codes must be readable.
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ isDemo: true, devOutbox: true });
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u@db/keka' })).toMatchObject({ isDemo: false, devOutbox: false });
    // The embedded database without the demo data is not the demo.
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'false' })).toMatchObject({ isDemo: false, devOutbox: false });
    expect(loadConfig({ NODE_ENV: 'development', DATABASE_URL: 'postgres://u@db/keka' }).devOutbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', DEV_OUTBOX: 'false' }).devOutbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u@db/keka', DEV_OUTBOX: 'true' }).devOutbox).toBe(true);
  });

  it('names EVERY bad key in one message', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', REDIS_URL: 'localhost:6379', PUBLIC_URL: 'not a url', TRUST_PROXY: 'yes' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const key of ['PORT', 'DATABASE_URL', 'REDIS_URL', 'PUBLIC_URL', 'TRUST_PROXY']) expect(message).toContain(key);
  });

  it('has no silent default for secrets: a gateway is off until its secret is set', () => {
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'rzp_live_x' })).toThrow(/RAZORPAY_KEY_SECRET/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_live_12345678' })).toThrow(/STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set/);
    expect(() => loadConfig({ PAYMONGO_SECRET_KEY: 'sk_test_12345678' })).toThrow(/PAYMONGO_WEBHOOK_SECRET/);
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'rzp', RAZORPAY_KEY_SECRET: 'secret-123456' })).toThrow(/RAZORPAY_WEBHOOK_SECRET/);
    expect(() => loadConfig({ GOOGLE_MAPS_API_KEY: 'short' })).toThrow(/GOOGLE_MAPS_API_KEY/);
    expect(loadConfig({ RAZORPAY_KEY_ID: 'rzp', RAZORPAY_KEY_SECRET: 'secret-123456', RAZORPAY_WEBHOOK_SECRET: 'whsec-123456' }).payments.razorpay).toEqual({ keyId: 'rzp', keySecret: 'secret-123456', webhookSecret: 'whsec-123456' });
    // The test gateways: never on a production start without the demo data, unless asked for.
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x/y' }).payments.devGateways).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).payments.devGateways).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x/y', SEED_DEMO: 'true' }).payments.devGateways).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', DEV_PAYMENTS: 'false' }).payments.devGateways).toBe(false);
  });

  it('keeps uploads in the database unless S3_BUCKET names a bucket, and refuses half an S3 set-up', () => {
    expect(loadConfig({}).uploads).toEqual({ kind: 'database' });
    expect(loadConfig({ S3_BUCKET: 'keka-pictures' }).uploads).toEqual({ kind: 's3', bucket: 'keka-pictures', region: 'us-east-1', endpoint: null, forcePathStyle: false, prefix: 'uploads/', credentials: null });
    expect(loadConfig({ S3_BUCKET: 'pics', S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret-123', S3_PREFIX: 'keka/pictures/' }).uploads).toMatchObject({
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      prefix: 'keka/pictures/',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret-123' },
    });
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(/S3_BUCKET is required when S3_ENDPOINT is set/);
    expect(() => loadConfig({ S3_BUCKET: 'pics', S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_SECRET_ACCESS_KEY is required/);
    expect(() => loadConfig({ S3_BUCKET: 'Pics_With_Caps' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ S3_BUCKET: 'pics', S3_PREFIX: 'uploads' })).toThrow(/S3_PREFIX/);
  });
});
