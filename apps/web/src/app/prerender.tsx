import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { WelcomeRoute } from '../routes/customer/welcome';
import { getSetting } from '../lib/settings';
import { RootLayout } from './root-layout';

/**
 * The settings a newcomer's first screen shows (ADR 0026). The page's first-paint script uses the
 * prerendered welcome only while the device holds none of these or the same values, so the HTML is
 * always what React itself would draw first.
 */
export const PRERENDER_SETTING_KEYS = ['storeName', 'storeLogo', 'enGdpr', 'gdprMessage'] as const;

export interface Prerendered {
  /** The markup inside #root: the root layout with the welcome screen. */
  readonly html: string;
  /** The setting values it was drawn with. */
  readonly settings: Readonly<Record<(typeof PRERENDER_SETTING_KEYS)[number], string>>;
}

/**
 * Welcome (SPEC §2) as a newcomer's phone draws it first: bundled English, the shipped settings, no
 * address, no user. Run at build time by scripts/prerender.mjs; the client draws over it.
 */
export function prerenderWelcome(): Prerendered {
  const html = renderToStaticMarkup(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route element={<RootLayout />}>
          <Route index element={<WelcomeRoute />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
  const settings = Object.fromEntries(PRERENDER_SETTING_KEYS.map((key) => [key, getSetting(key)])) as Prerendered['settings'];
  return { html, settings };
}
