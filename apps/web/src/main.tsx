import { StrictMode } from 'react';
import { render } from 'preact';
import { App } from './app/app';
import { startApp } from './app/bootstrap';
import { keepFieldsControlled } from './app/controlled-fields';
import { firstScreenChunk } from './app/router';
import { inNextTask } from './lib/idle';
import './styles/tokens.css';
import './styles/base.css';

keepFieldsControlled();

// Start-up and the first render each in a task of their own, not in the task that evaluated the
// boot chunk: on a cheap phone one task of all three held the main thread for over 100 ms.
inNextTask(() => {
  startApp();
  const root = document.getElementById('root');
  if (!root) return;
  // The app draws once the first screen's chunk is here (first-paint.js asked for it while the HTML
  // was parsed): its first frame is that screen, never a splash over the prerendered welcome
  // (router.tsx, firstScreenChunk).
  const ready = firstScreenChunk(window.location.pathname)?.preload().catch(() => undefined) ?? Promise.resolve();
  void ready.then(() =>
    // One task under Preact (ADR 0033): what lies below the fold is drawn in later steps
    // (lib/paint-steps.ts).
    inNextTask(() => drawOver(root)),
  );
});

/**
 * The app's first render (ADR 0036). Over the welcome the HTML drew (first-paint.js marks #root),
 * Preact's own `render` rather than react-dom's `createRoot` (Preact's compatibility layer empties the
 * element first, as React does): it takes over the HTML's elements where it draws the same kind,
 * patching their attributes and texts and removing what it does not draw inside them, so a cheap phone
 * does not build and lay out the screen a second time. The HTML's welcome is the app's first render
 * (the same components, settings and texts), so its top-level elements are the app's; only the
 * template's inline styles are not, and they go first. Home's and a store's shells are their loading
 * states, which the app draws with data: taken over, their elements would be moved to other places
 * (a layout shift), so they are replaced, as is any other page's splash.
 */
function drawOver(root: HTMLElement): void {
  if (root.getAttribute('data-first-screen') === 'welcome') {
    for (const node of [...root.childNodes]) if (!(node instanceof Element) || node.localName === 'style') node.remove();
  } else {
    root.textContent = '';
  }
  // early-reads.js puts nothing into a screen the app has drawn.
  root.setAttribute('data-app', '');
  render(
    <StrictMode>
      <App />
    </StrictMode>,
    root,
  );
}
