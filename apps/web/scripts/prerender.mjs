// Renders the newcomer's first screen (src/app/prerender.tsx) to HTML at build time and prints it as
// JSON on stdout (vite.config.ts `prerenderFirstScreen`). Runs in its own process: the app's modules
// expect a browser, so a happy-dom window stands in for one here and nowhere else.
import path from 'node:path';
import { Window } from 'happy-dom';
import { createServer } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const window = new Window({ url: 'http://localhost/', width: 390, height: 844 });
for (const key of ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location', 'HTMLElement', 'matchMedia', 'requestIdleCallback', 'cancelIdleCallback']) {
  if (key in window) Object.defineProperty(globalThis, key, { value: window[key], configurable: true, writable: true });
}

const server = await createServer({
  root,
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const { prerenderWelcome } = await server.ssrLoadModule('/src/app/prerender.tsx');
  process.stdout.write(JSON.stringify({ welcome: prerenderWelcome() }));
} finally {
  await server.close();
  await window.happyDOM.close();
}
