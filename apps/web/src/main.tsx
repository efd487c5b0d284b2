import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startApp } from './app/bootstrap';
import { welcomeScreen } from './routes/customer/index-route';
import './styles/tokens.css';
import './styles/base.css';

startApp();

const root = document.getElementById('root');
if (root) {
  // The HTML already shows the prerendered welcome (app/first-paint.js): React draws once welcome's
  // chunk is here, so its first frame is that same screen and never a splash over it.
  const ready = root.dataset.firstScreen === 'welcome' ? welcomeScreen.preload().catch(() => undefined) : Promise.resolve();
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
