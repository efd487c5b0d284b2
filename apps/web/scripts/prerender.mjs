// Renders a first screen (src/app/prerender.tsx: welcome, or home with `home`, a restaurant's page with `store`) to HTML at build time and prints it as
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
  const screen = process.argv[2] === 'home' || process.argv[2] === 'store' ? process.argv[2] : 'welcome';
  // The app's stores read the device's storage when their modules load, and React's server renderer
  // draws their initial state: home is drawn in a process of its own, with the shell's address stored.
  const { HOME_SHELL_ADDRESS } = await server.ssrLoadModule('/src/app/prerender-address.ts');
  if (screen === 'home') window.localStorage.setItem('userSetAddress', JSON.stringify(HOME_SHELL_ADDRESS));
  const { prerenderWelcome, prerenderHome, prerenderStore } = await server.ssrLoadModule('/src/app/prerender.tsx');
  process.stdout.write(JSON.stringify(screen === 'home' ? prerenderHome() : screen === 'store' ? prerenderStore() : prerenderWelcome()));
} finally {
  await server.close();
  await window.happyDOM.close();
}
