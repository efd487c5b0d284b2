import { whenSettled } from '../lib/idle';

/**
 * SPEC §4: when a new service worker installs while one already controls the page, it skips waiting
 * and the page reloads. workbox-window is loaded after the page, off the critical path.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // After the first screen's data too (lib/idle.ts): its helper is not what the customer waits for.
  const register = () =>
    whenSettled(() => void import('workbox-window').then(({ Workbox }) => {
      const wb = new Workbox('/sw.js');
      wb.addEventListener('waiting', () => {
        wb.addEventListener('controlling', () => window.location.reload());
        wb.messageSkipWaiting();
      });
      wb.register().catch((error: unknown) => console.error('Service worker registration failed', error));
    }));
  // Start-up runs in a task after the boot chunk's (main.tsx), which may come after the page's load event.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
