import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startApp } from './app/bootstrap';
import { firstScreenChunk } from './app/router';
import './styles/tokens.css';
import './styles/base.css';

startApp();

const root = document.getElementById('root');
if (root) {
  // React draws once the first screen's chunk is here (first-paint.js asked for it while the HTML
  // was parsed): its first frame is that screen, never a splash over the prerendered welcome, and no
  // Suspense reveal holds the screen back after a splash (router.tsx, firstScreenChunk).
  const ready = firstScreenChunk(window.location.pathname)?.preload().catch(() => undefined) ?? Promise.resolve();
  void ready.then(() => {
    // The first render as a transition: React draws it in slices, so the page keeps answering taps
    // (the HTML splash or the prerendered screen is already on screen meanwhile).
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
  });
}
