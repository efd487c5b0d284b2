#!/usr/bin/env node
// Fails when the drizzle schema has changes that no committed migration holds (STYLE 8).
import { execFileSync, spawnSync } from 'node:child_process';

const dir = 'apps/server/src/db/migrations';
const before = execFileSync('git', ['status', '--porcelain', '--', dir], { encoding: 'utf8' });
const run = spawnSync('npx', ['drizzle-kit', 'generate', '--config', 'apps/server/drizzle.config.ts', '--name', 'stale-check'], { encoding: 'utf8' });
if (run.status !== 0) {
  console.error(run.stdout, run.stderr);
  process.exit(run.status ?? 1);
}
const after = execFileSync('git', ['status', '--porcelain', '--', dir], { encoding: 'utf8' });
if (after !== before) {
  console.error('The schema has changes without a migration. Run `npm run db:generate` and commit the result.');
  execFileSync('git', ['checkout', '--', dir]);
  execFileSync('git', ['clean', '-fdq', '--', dir]);
  process.exit(1);
}
console.log('Migrations are up to date with the schema.');
