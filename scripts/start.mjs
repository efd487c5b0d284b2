#!/usr/bin/env node
// `npm start`: builds the web app when its build is missing or older than its sources, bundles the
// server the same way, then runs the bundled server (API + PWA on one port, embedded database with demo
// data unless DATABASE_URL is set). On a first start the embedded database is created and filled with
// the demo data (the server's own seed command, in a child process) while the web app builds: the two
// are the start's longest steps, and one waits on the disk and the database while the other compiles.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureServerBundle, newestMtime, root, SERVER_BUNDLE, SERVER_DIST } from './lib/server-process.mjs';

// The build's last output (the server's renderer of the first screens, after the app itself).
const distIndex = path.join(root, 'apps/web/dist/ssr/server-render.js');
const sources = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/domain/src', 'packages/contracts/src'];

/** Runs a command to its end; rejects when it fails. */
function run(command, args, env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${[command, ...args].join(' ')} exited with ${String(code)}`))));
  });
}

ensureServerBundle();
const steps = [];
const builtAt = fs.existsSync(distIndex) ? fs.statSync(distIndex).mtimeMs : 0;
if (builtAt === 0 || sources.some((s) => newestMtime(s) > builtAt)) {
  console.log(builtAt === 0 ? 'Building the web app (first start)…' : 'Web sources changed: rebuilding the web app…');
  steps.push(run('npm', ['run', 'build', '-w', '@keka/web']));
}
// The embedded database's first start (as the server itself would do it, apps/server/src/main.ts):
// only without DATABASE_URL, with the demo data on, and when the database is not there yet.
const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
const seedsDemo = process.env.SEED_DEMO === undefined ? true : ['true', '1'].includes(process.env.SEED_DEMO);
if (!process.env.DATABASE_URL && seedsDemo && !fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))) {
  console.log(`Creating the embedded database in ${path.relative(process.cwd(), dataDir) || '.'} and loading the demo city (first start, about 10 s)…`);
  steps.push(run(process.execPath, [path.join(SERVER_DIST, 'seed-cli.mjs')], { ...process.env, DATA_DIR: dataDir }));
}
const failed = (await Promise.allSettled(steps)).filter((step) => step.status === 'rejected');
if (failed.length > 0) {
  for (const { reason } of failed) console.error(reason instanceof Error ? reason.message : reason);
  process.exit(1);
}

process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(SERVER_BUNDLE).href);
