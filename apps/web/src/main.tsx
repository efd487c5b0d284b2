import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { startApp } from './app/bootstrap';
import { pageFirstScreen } from './app/first-screen';
import { firstScreenChunk, preloadLaterScreens } from './app/router';
import { inNextTask } from './lib/idle';
import './styles/tokens.css';
import './styles/base.css';

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Start-up and the first render each in a task of their own, not in the task that evaluated the
// boot chunk: on a cheap phone one task of all three held the main thread for over 100 ms.
inNextTask(() => {
  const root = document.getElementById('root');
  // A first screen the server rendered for this device (ADR 0038): its state taken, React hydrates
  // the HTML as it is. Its route chunk is on its way (the page's own links) and React waits for it
  // with the server's HTML on screen.
  const drawn = root ? pageFirstScreen() : null;
  startApp();
  preloadLaterScreens();
  if (!root) return;
  if (drawn) {
    hydrateRoot(root, app, {
      // A mismatch React recovered from by drawing the screen again: said, so that tests fail on it.
      onRecoverableError: (error) => console.error('First screen: React could not hydrate the HTML as it is', error),
    });
    return;
  }
  // Any other page: the splash until the app draws. The first screen's chunk comes first, so the app's
  // first frame is that screen and not a splash after the splash (router.tsx, firstScreenChunk).
  const ready = firstScreenChunk(window.location.pathname)?.preload().catch(() => undefined) ?? Promise.resolve();
  void ready.then(() => inNextTask(() => createRoot(root).render(app)));
});
