import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startApp } from './app/bootstrap';
import './styles/tokens.css';
import './styles/base.css';

startApp();

const root = document.getElementById('root');
if (root) {
  // The first render as a transition: React draws it in slices, so the page keeps answering taps
  // (the HTML splash is already on screen meanwhile).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
