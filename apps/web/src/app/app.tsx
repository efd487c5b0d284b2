import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { MoneyProvider } from '../lib/format';
import { TextsProvider } from '../lib/i18n';
import { firstScreenDrawnNow } from '../lib/idle';
import { AppRoutes } from './router';

export function App() {
  // After React's first commit: the first screen (its chunk preloaded by main.tsx) is on screen.
  useEffect(() => firstScreenDrawnNow(), []);
  return (
    <TextsProvider>
      <MoneyProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </MoneyProvider>
    </TextsProvider>
  );
}
