// The first screens' reference (npm run bench): bench/hello, a page of the same React, react-dom and
// react-router as the app and nothing else, built by the app's Vite and served gzip-compressed from a
// small server of its own, so its JS and its Lighthouse scores are measured in the same run as ours.
// The server runs in a child process: the bench runs Lighthouse with spawnSync, which would freeze a
// server in its own process (`node scripts/bench-hello.mjs <dir> <port>` serves a built page).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };

/** Builds bench/hello and serves it on 127.0.0.1:`port`; resolves to { base, close }. */
export async function startHelloPage(root, port) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'keka-hello-'));
  const built = spawnSync('npx', ['vite', 'build', path.join(root, 'bench/hello'), '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: path.join(root, 'apps/web'),
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`building the hello page failed: ${built.stderr.slice(-500)}`);
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), outDir, String(port)], { stdio: 'inherit' });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100 && !(await fetch(base).then((r) => r.ok, () => false)); i += 1) await new Promise((r) => setTimeout(r, 100));
  return {
    base,
    close: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      fs.rmSync(outDir, { recursive: true, force: true });
    },
  };
}

function serve(outDir, port) {
  const server = http.createServer((req, res) => {
    const wanted = path.normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = path.join(outDir, wanted);
    if (wanted === '/' || wanted === path.sep) file = path.join(outDir, 'index.html');
    else if (!file.startsWith(outDir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      // Not the page: the bench primes each Lighthouse profile on /version.json, which must not load
      // the page's script into the cache (an earlier version answered it with index.html).
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
      return;
    }
    const body = fs.readFileSync(file);
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    res.end(gzip ? gzipSync(body) : body);
  });
  server.listen(port, '127.0.0.1');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) serve(path.resolve(process.argv[2] ?? '.'), Number(process.argv[3] ?? 4407));
