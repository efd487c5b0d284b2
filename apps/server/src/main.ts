import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config/env';
import { openDatabase, type Database } from './db/client';
import { DataDirLockedError } from './db/lock';
import { syncReferenceData } from './db/reference-data';
import { seedIfEmpty } from './db/seed/seed';

/** Start-up: config → database (migrate, demo data when empty) → app → listen; clean shutdown on signals. */
async function main(): Promise<void> {
  const config = withDemoSecretsKey(loadConfig());
  const startedAt = performance.now();
  if (config.database.kind === 'pglite' && config.seedDemo && !fs.existsSync(path.join(config.database.dataDir, 'PG_VERSION'))) {
    await seedInChildProcess(config.dataDir);
  }
  const database = await openDatabase(config.database);
  installShutdown(database, null);
  await database.migrate();
  if (config.seedDemo) {
    const summary = await seedIfEmpty(database.db);
    if (summary) console.log(`Loaded the demo city: ${JSON.stringify(summary)}`);
  }
  const synced = await syncReferenceData(database.db);
  if (synced.settings + synced.translations > 0) console.log(`Added ${synced.settings} settings and ${synced.translations} translations new in this release`);
  const app = await buildApp({ config, database, logger: loggerOptions(config), serveWeb: true, ...(config.rateLimits ? {} : { rateLimit: { enabled: false } }) });
  if (!config.rateLimits) app.log.warn('RATE_LIMITS=off: no request is limited (sign-ups, logins, orders, codes); never run real traffic like this');
  installShutdown(database, app);
  await app.listen({ host: config.host, port: config.port });
  const ms = Math.round(performance.now() - startedAt);
  console.log(`Keka is ready on ${config.publicUrl} (database: ${database.kind}, ${ms} ms)`);
  if (config.devOutbox && (!config.sms || !config.smtp)) {
    console.log(`Sign-in codes and mails are not sent (no ${[!config.sms && 'SMS_API_URL', !config.smtp && 'SMTP_URL'].filter(Boolean).join(' or ')}): read them at ${config.publicUrl}/dev/outbox`);
  }
}

/**
 * The demo start (embedded database with the demo data) without SECRETS_KEY keeps a key of its own next
 * to its database, so keys typed into the console survive a restart. Any other start without it keeps
 * no secrets in the console (config.secretsKey stays null).
 */
function withDemoSecretsKey(config: Config): Config {
  if (config.secretsKey || !config.isDemo) return config;
  const file = path.join(config.dataDir, 'secrets.key');
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return { ...config, secretsKey: fs.readFileSync(file, 'utf8').trim() };
}

/**
 * A first start on the embedded database creates and fills it in a child process (`db/seed/cli.ts`):
 * loading the demo city grows PGlite's WebAssembly memory by ~100 MB, and that memory is never given
 * back while the process lives. The server then opens the filled database with only what it needs.
 */
async function seedInChildProcess(dataDir: string): Promise<void> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // From the bundle (`npm start`, scripts/build-server.mjs) the loader is compiled next to it; from the
  // sources (`npm run dev`, tests) it runs through tsx.
  const bundled = path.join(here, 'seed-cli.mjs');
  const args = fs.existsSync(bundled) ? [bundled] : ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm')).href, path.join(here, 'db/seed/cli.ts')];
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, DATA_DIR: dataDir }, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`Loading the demo data failed (exit ${String(code)}); see the lines above`);
}

function loggerOptions(config: Config) {
  return { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] };
}

let shuttingDown = false;
const handlers: (() => void)[] = [];

/** SIGINT/SIGTERM: stop taking requests, finish the ones in flight, close the database (PGlite keeps Node alive otherwise). */
function installShutdown(database: Database, app: { close(): Promise<unknown> } | null): void {
  for (const h of handlers.splice(0)) {
    process.off('SIGINT', h);
    process.off('SIGTERM', h);
  }
  const handler = () => {
    if (shuttingDown) return;
    shuttingDown = true;
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    void (async () => {
      try {
        await app?.close();
      } finally {
        await database.close();
        process.exit(0);
      }
    })();
  };
  handlers.push(handler);
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Keka could not start:', error);
  }
  process.exit(1);
});
