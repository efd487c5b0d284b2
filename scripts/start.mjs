#!/usr/bin/env node
// `npm start`: builds the web app when its build is missing or older than its sources, bundles the
// server the same way, then runs the bundled server (API + PWA on one port, embedded database with demo
// data unless DATABASE_URL is set).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureServerBundle, newestMtime, root, SERVER_BUNDLE } from './lib/server-process.mjs';

// The build's last output (the server's renderer of the first screens, after the app itself).
const distIndex = path.join(root, 'apps/web/dist/ssr/server-render.js');
const sources = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/domain/src', 'packages/contracts/src'];

const builtAt = fs.existsSync(distIndex) ? fs.statSync(distIndex).mtimeMs : 0;
if (builtAt === 0 || sources.some((s) => newestMtime(s) > builtAt)) {
  console.log(builtAt === 0 ? 'Building the web app (first start)…' : 'Web sources changed: rebuilding the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@keka/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
ensureServerBundle();

process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(SERVER_BUNDLE).href);
