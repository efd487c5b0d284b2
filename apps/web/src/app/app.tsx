import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { firstScreenDrawnNow } from '../lib/idle';
import { AppRoutes } from './router';

export function App() {
  // After React's first commit: the first screen (its chunk preloaded by main.tsx) is on screen.
  useEffect(() => firstScreenDrawnNow(), []);
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
