#!/usr/bin/env node
// Bundles the server (and the demo-data loader it runs on a first start) into plain JavaScript in
// apps/server/dist, so `npm start` runs compiled code instead of compiling TypeScript in the process
// (the compiler's loader and its cache cost about 90 MB of the server's memory; ADR 0023).
//
// npm packages stay outside the bundle and are loaded from node_modules; our workspace packages
// (@keka/contracts, @keka/domain) are TypeScript and go inside it. Sources find files next to them
// through `import.meta.dirname` (migrations, images, the web build); in the bundle that would be
// apps/server/dist, so each use (and `import.meta.filename`) is rewritten to the source file's own
// place, relative to the bundle.
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { root, SERVER_DIST } from './lib/server-process.mjs';

const serverDir = path.join(root, 'apps/server');

const ownDirname = (outdir) => ({
  name: 'own-dirname',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      let text = await fs.promises.readFile(args.path, 'utf8');
      if (text.includes('import.meta.dirname') || text.includes('import.meta.filename')) {
        const fromBundle = path.relative(outdir, args.path).split(path.sep).join('/');
        const at = (relative) => `(import.meta.dirname + ${JSON.stringify(`/${relative}`)})`;
        text = text.replaceAll('import.meta.dirname', at(path.posix.dirname(fromBundle))).replaceAll('import.meta.filename', at(fromBundle));
      }
      return { contents: text, loader: 'ts' };
    });
  },
});

const npmOutside = {
  name: 'npm-outside',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@keka/') ? undefined : { path: args.path, external: true }));
  },
};

/** Bundles into `outdir` (default apps/server/dist, emptied first). */
export async function buildServer(outdir = SERVER_DIST) {
  await fs.promises.rm(outdir, { recursive: true, force: true });
  await build({
    entryPoints: { main: path.join(serverDir, 'src/main.ts'), 'seed-cli': path.join(serverDir, 'src/db/seed/cli.ts') },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [ownDirname(outdir), npmOutside],
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const outdir = process.argv[2] ? path.resolve(process.argv[2]) : SERVER_DIST;
  await buildServer(outdir);
  console.log(`Server bundled into ${path.relative(root, outdir)} in ${Math.round(performance.now() - started)} ms`);
}
