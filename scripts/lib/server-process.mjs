// Shared by `npm start`, the benches and the browser tests' server: keeps the server bundle
// (scripts/build-server.mjs) up to date with its sources and starts it as a child process.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SERVER_DIST = path.join(root, 'apps/server/dist');
export const SERVER_BUNDLE = path.join(SERVER_DIST, 'main.mjs');
/**
 * Node's flags for the server process (ADR 0027). A 384 MB cap on V8's old generation: without it V8
 * sizes its heap for this machine's memory and lets garbage pile up under load (the embedded database's
 * server reached 440 MB RSS in the search bench); with it the peak stays under 300 MB for 2–4% of the
 * throughput. `npm start` passes the same flag (package.json), and so does the browser tests' server.
 */
export const SERVER_NODE_ARGS = ['--max-old-space-size=384', '--v8-pool-size=2'];
/** What the bundle is made of: a change under any of these rebuilds it. */
export const SERVER_SOURCES = ['apps/server/src', 'packages/domain/src', 'packages/contracts/src'];

/** The newest modification time of a file, or of any file under a folder (0 when missing). */
export function newestMtime(target) {
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

/**
 * Bundles the server when the bundle is missing or older than any of its sources, in a child process so
 * esbuild never takes memory in the process that goes on to run the server (`npm start`).
 */
export function ensureServerBundle() {
  const builtAt = fs.existsSync(SERVER_BUNDLE) ? fs.statSync(SERVER_BUNDLE).mtimeMs : 0;
  if (builtAt > 0 && !SERVER_SOURCES.some((s) => newestMtime(s) > builtAt)) return;
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`bundling the server failed (exit ${String(result.status)})`);
}

/**
 * Starts the bundled server on 127.0.0.1:`port` and resolves once /api/health answers.
 * `stop()` sends SIGTERM (SIGKILL after 20 s) and waits for the exit.
 */
export async function startServer({ port, env, nodeArgs = [], label = 'bench' }) {
  ensureServerBundle();
  const health = `http://127.0.0.1:${port}/api/health`;
  if (await fetch(health).then(() => true, () => false)) throw new Error(`port ${port} is taken`);
  const started = performance.now();
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, ...nodeArgs, SERVER_BUNDLE], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  };
  for (let i = 0; i < 1200 && child.exitCode === null; i += 1) {
    if (await fetch(health).then((r) => r.ok, () => false)) return { child, pid: child.pid, stop, startMs: Math.round(performance.now() - started) };
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`the ${label} server did not start on port ${port}`);
}

/** A process's resident memory now and at its peak (Linux /proc), in MB; null where /proc is not there. */
export function memoryOf(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
  } catch {
    return null;
  }
}
