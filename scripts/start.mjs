#!/usr/bin/env node
// `npm start`: builds the web app when its build is missing or older than its sources, then runs the
// server (API + PWA on one port, embedded database with demo data unless DATABASE_URL is set).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distIndex = path.join(root, 'apps/web/dist/index.html');
const sources = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/domain/src', 'packages/contracts/src'];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(full, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

const builtAt = fs.existsSync(distIndex) ? fs.statSync(distIndex).mtimeMs : 0;
if (builtAt === 0 || sources.some((s) => newestMtime(s) > builtAt)) {
  console.log(builtAt === 0 ? 'Building the web app (first start)…' : 'Web sources changed: rebuilding the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@keka/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= 'production';
const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'apps/server/src/main.ts'));
