import { type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { MoneyProvider } from '../lib/format';
import { TextsProvider } from '../lib/i18n';
import { AppRoutes } from './router';

/** What every render of the app has around its router: texts and prices (the server's renderer too). */
export function AppFrame({ children }: { readonly children: ReactNode }) {
  return (
    <TextsProvider>
      <MoneyProvider>{children}</MoneyProvider>
    </TextsProvider>
  );
}

/** The app in the browser. */
export function App() {
  return (
    <AppFrame>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppFrame>
  );
}
