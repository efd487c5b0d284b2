import path from 'node:path';
import { openDatabase, type DatabaseConfig } from '../client';
import { formatSeedSummary, seedIfEmpty } from './seed';

/**
 * `npm run db:seed`: opens the database the way the server does, migrates it and loads the demo data
 * when it is empty. This CLI reads process.env directly (the only exception to STYLE 9) so it works
 * without the rest of the server's configuration.
 */
function databaseConfig(env: NodeJS.ProcessEnv): DatabaseConfig {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  return { kind: 'pglite', dataDir: path.resolve(env.DATA_DIR ?? './data', 'pglite') };
}

async function main(): Promise<void> {
  const config = databaseConfig(process.env);
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const started = performance.now();
    const summary = await seedIfEmpty(database.db);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(summary ? `${formatSeedSummary(summary)} in ${seconds} s` : 'database already has data; nothing seeded');
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
