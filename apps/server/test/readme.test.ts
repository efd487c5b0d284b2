import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema } from '../src/config/env';
import { DEMO_ACCOUNTS, DEMO_STORE_SLUGS } from '../src/db/seed/constants';
import { createTestApp, DB_KIND } from './helpers';

/** The README's claims about the demo and the configuration are the code's (a documented setting that does nothing is a bug). */
const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');

describe.skipIf(DB_KIND !== 'pglite')('the README', () => {
  it('names every demo account with its password', () => {
    for (const account of Object.values(DEMO_ACCOUNTS)) expect(readme, account.email).toContain(`| \`${account.email}\` | \`${account.password}\` |`);
  });

  it("names the demo owner's stores", async () => {
    const t = await createTestApp();
    try {
      for (const slug of DEMO_STORE_SLUGS.ownedByStoreOwner) {
        const store = (await t.post('get-restaurant-info', { slug })).json<{ name: string }>();
        expect(readme, slug).toContain(store.name);
      }
    } finally {
      await t.close();
    }
  });

  it('documents only variables the server reads, and every one it reads', () => {
    const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## Where things are'));
    const documented = new Set([...table.matchAll(/^\| `([A-Z][A-Z0-9_]*)`(?:, `([A-Z][A-Z0-9_]*)`)? \|/gm)].flatMap((m) => [m[1], m[2]].filter((v): v is string => v !== undefined)));
    const read = new Set(Object.keys(envSchema.shape));
    for (const name of documented) expect(read.has(name), `${name} is documented but not read`).toBe(true);
    const undocumented = [...read].filter((name) => !documented.has(name) && name !== 'NODE_ENV');
    expect(undocumented).toEqual([]);
  });
});

describe.skipIf(DB_KIND !== 'pglite')('the declared Node version', () => {
  it('is one every locked dependency accepts', async () => {
    const semver = await import('semver');
    const root = path.resolve(import.meta.dirname, '../../..');
    const declared = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { engines: { node: string } }).engines.node;
    const lowest = semver.minVersion(declared)?.version ?? declared;
    const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string; engines?: { node?: string } | string[]; dev?: boolean }> };
    const refusing = Object.entries(lock.packages)
      .filter(([, p]) => p.engines && !Array.isArray(p.engines) && p.engines.node && !semver.satisfies(lowest, p.engines.node))
      .map(([name, p]) => `${name}@${p.version} wants node ${(p.engines as { node: string }).node}`);
    expect(refusing).toEqual([]);
  });
});
