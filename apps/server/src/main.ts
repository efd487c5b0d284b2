import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config/env';
import { openDatabase, type Database } from './db/client';
import { DataDirLockedError } from './db/lock';
import { syncReferenceData } from './db/reference-data';
import { seedIfEmpty } from './db/seed/seed';

/** Start-up: config → database (migrate, demo data when empty) → app → listen; clean shutdown on signals. */
async function main(): Promise<void> {
  const config = loadConfig();
  const startedAt = performance.now();
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
