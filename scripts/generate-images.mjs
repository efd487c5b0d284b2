#!/usr/bin/env node
/**
 * Regenerates the demo illustrations under apps/server/assets/images. The drawings live in TypeScript
 * next to the seed (apps/server/src/db/seed/images) so the seed's image references are type-checked;
 * this script runs that generator through tsx, which the workspace already depends on.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const generator = path.join(root, 'apps/server/src/db/seed/images/generate.ts');
const tsx = path.join(root, 'node_modules/.bin/tsx');

const result = spawnSync(tsx, [generator], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
