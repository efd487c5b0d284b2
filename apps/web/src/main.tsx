import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startApp } from './app/bootstrap';
import { keepFieldsControlled } from './app/controlled-fields';
import { firstScreenChunk } from './app/router';
import './styles/tokens.css';
import './styles/base.css';

keepFieldsControlled();
startApp();

const root = document.getElementById('root');
if (root) {
  // The app draws once the first screen's chunk is here (first-paint.js asked for it while the HTML
  // was parsed): its first frame is that screen, never a splash over the prerendered welcome
  // (router.tsx, firstScreenChunk).
  const ready = firstScreenChunk(window.location.pathname)?.preload().catch(() => undefined) ?? Promise.resolve();
  void ready.then(() => {
    // One task under Preact (ADR 0033): what lies below the fold is drawn in later steps
    // (lib/paint-steps.ts).
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
