import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KIND } from './helpers';

/**
 * The real entry point as `npm start` runs it (the esbuild bundle of scripts/build-server.mjs, built
 * here into a folder of its own) and as `npm run dev` runs it (the sources through tsx): start-up, a
 * second process's refusal, clean shutdown.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const children: ChildProcess[] = [];
// Under apps/server, so the bundle finds the npm packages it leaves outside as apps/server/dist does:
// the server's own node_modules first (a version the root does not hoist, e.g. lru-cache 11), then the root's.
const cacheDir = path.join(root, 'apps/server/node_modules/.cache');
fs.mkdirSync(cacheDir, { recursive: true });
const bundleDir = fs.mkdtempSync(path.join(cacheDir, 'keka-test-bundle-'));
const FROM_BUNDLE = [path.join(bundleDir, 'main.mjs')];
const FROM_SOURCES = ['--import', 'tsx', 'apps/server/src/main.ts'];

function startServer(env: Record<string, string>, entry = FROM_BUNDLE) {
  const child = spawn(process.execPath, entry, {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = async (timeoutMs = 60_000) => {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      if (output.includes('Keka is ready')) return;
      if (child.exitCode !== null) throw new Error(`exited early: ${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`not ready: ${output}`);
  };
  return { child, exited, ready, output: () => output };
}

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  fs.rmSync(bundleDir, { recursive: true, force: true });
});

describe.skipIf(DB_KIND !== 'pglite')('the server process', () => {
  beforeAll(() => {
    const built = spawnSync(process.execPath, ['scripts/build-server.mjs', bundleDir], { cwd: root, encoding: 'utf8' });
    expect(built.stderr).toBe('');
    expect(built.status).toBe(0);
  }, 60_000);

  it('starts on a fresh data dir, refuses a second process on it, and shuts down cleanly on SIGTERM', { timeout: 120_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'keka-proc-'));
    const port = 41_000 + Math.floor(Math.random() * 2000);
    const first = startServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });
    await first.ready();
    const settings = await fetch(`http://127.0.0.1:${port}/api/get-settings`, { method: 'POST' });
    expect(settings.status).toBe(200);
    // The bundle found the migrations and the pictures folder next to the sources, and the demo city
    // was loaded by the bundled loader in a child process.
    expect(first.output()).toMatch(/seeded \d+ restaurants/);
    // The demo start keeps the development outbox on, and says where the codes are.
    expect((await fetch(`http://127.0.0.1:${port}/dev/outbox.json?to=%2B919999999999`)).status).toBe(200);
    expect(first.output()).toContain(`Sign-in codes and mails are not sent (no SMS_API_URL or SMTP_URL): read them at http://localhost:${port}/dev/outbox`);
    const picture = await fetch(`http://127.0.0.1:${port}/images/placeholder.webp`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');

    const second = startServer({ PORT: String(port + 1), HOST: '127.0.0.1', DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('already in use by process');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'pglite', '.keka.lock'))).toBe(false);

    // The data survives a restart (here from the sources), and the demo data is not loaded twice.
    // Without the demo data it is not the demo: no outbox in production, and no word of one.
    const again = startServer({ PORT: String(port + 2), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false' }, FROM_SOURCES);
    await again.ready();
    expect(again.output()).not.toContain('Loaded the demo city');
    expect((await fetch(`http://127.0.0.1:${port + 2}/dev/outbox.json?to=%2B919999999999`)).status).toBe(404);
    expect(again.output()).not.toContain('/dev/outbox');
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses to start with a bad environment, naming every bad key', { timeout: 30_000 }, async () => {
    const bad = startServer({ PORT: 'eighty', REDIS_URL: 'nope' }, FROM_SOURCES);
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toMatch(/Invalid environment: .*PORT.*REDIS_URL/);
  });
});

describe.skipIf(DB_KIND !== 'pglite')('the server process flags', () => {
  it('are the same for npm start, the benches and the browser tests (ADR 0027: a capped heap)', async () => {
    const url = new URL(`file://${path.join(root, 'scripts/lib/server-process.mjs')}`).href;
    const { SERVER_NODE_ARGS } = (await import(url)) as { SERVER_NODE_ARGS: string[] };
    expect(SERVER_NODE_ARGS).toContain('--max-old-space-size=384');
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.start).toBe(`node ${SERVER_NODE_ARGS.join(' ')} scripts/start.mjs`);
    const playwright = fs.readFileSync(path.join(root, 'apps/web/playwright.config.ts'), 'utf8');
    expect(playwright).toContain(`command: 'node ${SERVER_NODE_ARGS.join(' ')} scripts/start.mjs'`);
  });
});
