// Renders a first screen (src/app/prerender.tsx: welcome, or home with `home`, a restaurant's page with `store`, a grocery's with `grocery`) to HTML at build time and prints it as
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
  const screen = ['home', 'store', 'grocery'].includes(process.argv[2]) ? process.argv[2] : 'welcome';
  // The app's stores read the device's storage when their modules load, and React's server renderer
  // draws their initial state: home is drawn in a process of its own, with the shell's address stored.
  const { HOME_SHELL_ADDRESS } = await server.ssrLoadModule('/src/app/prerender-address.ts');
  if (screen === 'home' || screen === 'grocery') window.localStorage.setItem('userSetAddress', JSON.stringify(HOME_SHELL_ADDRESS));
  const prerender = await server.ssrLoadModule('/src/app/prerender.tsx');
  // The grocery's page is drawn with all of the English, as the app draws it (its chunk brings the rest).
  if (screen === 'grocery') await (await server.ssrLoadModule('/src/lib/i18n.ts')).loadMoreEnglish();
  const draw = { home: prerender.prerenderHome, store: prerender.prerenderStore, grocery: prerender.prerenderGrocery, welcome: prerender.prerenderWelcome }[screen];
  process.stdout.write(JSON.stringify(draw()));
} finally {
  await server.close();
  await window.happyDOM.close();
}
