#!/usr/bin/env node
// Fails when the drizzle schema has changes that no migration holds (STYLE 8). drizzle-kit generates
// into a COPY of the migrations folder, so a developer's own files (a migration not committed yet) are
// never touched: the check compares the copy before and after.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const migrations = path.join(root, 'apps/server/src/db/migrations');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'keka-db-check-'));
const copy = path.join(work, 'migrations');
fs.cpSync(migrations, copy, { recursive: true });

const listing = (dir) =>
  fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .sort()
    .map((f) => {
      const file = path.join(dir, f);
      return fs.statSync(file).isFile() ? `${f}:${fs.readFileSync(file, 'utf8')}` : f;
    })
    .join('\n');

const config = path.join(work, 'drizzle.config.mjs');
fs.writeFileSync(
  config,
  `export default ${JSON.stringify({
    dialect: 'postgresql',
    schema: path.join(root, 'apps/server/src/db/schema/index.ts'),
    // drizzle-kit reads `out` relative to the working directory, even when it is absolute.
    out: path.relative(root, copy),
    casing: 'snake_case',
  })};\n`,
);

try {
  const before = listing(copy);
  const run = spawnSync('npx', ['drizzle-kit', 'generate', '--config', config, '--name', 'stale-check'], { cwd: root, encoding: 'utf8' });
  const changed = listing(copy) !== before;
  // drizzle-kit exits 0 even when it fails: only "no changes" or a new migration count as an answer.
  if (run.status !== 0 || (!changed && !/No schema changes/i.test(run.stdout + run.stderr))) {
    console.error(run.stdout, run.stderr);
    process.exitCode = run.status || 1;
  } else if (changed) {
    console.error('The schema has changes without a migration. Run `npm run db:generate` and commit the result.');
    process.exitCode = 1;
  } else {
    console.log('Migrations are up to date with the schema.');
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
