import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

/**
 * The customer journey against the PRODUCTION server (API + built web app) on a fresh embedded
 * database. Debian's Chromium is used; browsers are never downloaded.
 */
const PORT = Number(process.env.KEKA_E2E_PORT ?? 4310);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Workers re-read this file: the first evaluation makes the directory, the rest reuse it via env.
const dataDir = process.env.KEKA_E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'keka-e2e-'));
process.env.KEKA_E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './e2e',
  globalTeardown: './e2e/global-teardown.ts',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  outputDir: path.join(repoRoot, 'test-results', 'web-e2e'),
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    locale: 'en-IN',
    // The server's CSP forbids inline scripts; axe-core is injected as one.
    bypassCSP: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // The server as `npm start` runs it (the same node flags as package.json's start script): bundled
    // (scripts/build-server.mjs), rebuilt when its sources changed.
    command: 'node --max-old-space-size=384 --v8-pool-size=2 scripts/start.mjs',
    cwd: repoRoot,
    // The journeys sign many people in and place many orders from one address: the limits' own
    // tests are the API tests (rate-limit.test.ts). The codes sent by SMS and mail are read from the
    // development outbox, which the demo start keeps on by itself, as a newcomer would read them.
    env: { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn', RATE_LIMITS: 'off' },
    url: `http://127.0.0.1:${PORT}/version.json`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
