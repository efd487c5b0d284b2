import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { WelcomeRoute } from '../routes/customer/welcome';
import { HomeRoute } from '../routes/customer/home';
import { StoreRoute } from '../routes/customer/store';
import { SingleStoreScreen } from '../routes/customer/single-store';
import type { RestaurantInfo } from '@keka/contracts';
import { useAddressStore } from '../features/location/state';
import { translate } from '../lib/i18n';
import { getSetting } from '../lib/settings';
import { GROCERY_SHELL_STORE, HOME_SHELL_ADDRESS } from './prerender-address';
import { RootLayout } from './root-layout';

/**
 * The settings a newcomer's first screen shows (ADR 0026). The page's first-paint script uses the
 * prerendered welcome only while the device holds none of these or the same values, so the HTML is
 * always what React itself would draw first.
 */
export const PRERENDER_SETTING_KEYS = ['storeName', 'storeLogo', 'enGdpr', 'gdprMessage', 'showCustomHomeMessage', 'customHomeMessage', 'showPromoSlider'] as const;

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
  return { html: renderAtRoot(<WelcomeRoute />), settings: drawnWith() };
}


export interface PrerenderedHome extends Prerendered {
  /** Home's greetings by time of day, which first-paint.js picks from by the device's clock. */
  readonly greetings: Readonly<Record<'morning' | 'afternoon' | 'evening', string>>;
}

/**
 * Home (SPEC §2) as a guest's phone draws it before home's data has arrived (ADR 0030): the address
 * bar, the sliders' and categories' placeholders, the greeting. first-paint.js writes the device's
 * address and greeting into it; early-reads.js puts the first banner into it once home's data is in.
 */
export function prerenderHome(): PrerenderedHome {
  if (useAddressStore.getState().address?.house !== HOME_SHELL_ADDRESS.house) throw new Error('prerenderHome: run with the shell address stored (scripts/prerender.mjs home)');
  const greetings = {
    morning: translate('home.greeting.morning'),
    afternoon: translate('home.greeting.afternoon'),
    evening: translate('home.greeting.evening'),
  };
  return { html: renderAtRoot(<HomeRoute />), settings: drawnWith(), greetings };
}

/**
 * A restaurant's page (SPEC §2 /stores/{restaurant}) as any phone draws it before the store's answer
 * (ADR 0031): the floating back button, the header's and menu's placeholders. The server sends it
 * with the page of a store it knows, naming the store's cover, which first-paint.js puts in.
 */
export function prerenderStore(): Prerendered {
  return { html: renderAtRoot(<StoreRoute />, 'stores/:slug', '/stores/STORE_SLUG'), settings: drawnWith() };
}

/**
 * A grocery's page in single-store mode (SPEC §2) as a phone with a saved address draws it before the
 * store's layout has answered (ADR 0031): the store's top with its name, time and search box, the
 * placeholders of the layout's picture and of the page. The server sends it with the page of a fresh
 * store, naming the store, its time and the layout's picture, which first-paint.js writes in.
 */
export function prerenderGrocery(): Prerendered {
  if (useAddressStore.getState().address?.house !== HOME_SHELL_ADDRESS.house) throw new Error('prerenderGrocery: run with the shell address stored (scripts/prerender.mjs grocery)');
  const store = { ...GROCERY_SHELL_STORE, is_fresh: 1, is_active: 1, is_open: 1, is_operational: 1, description: '' } as unknown as RestaurantInfo;
  return { html: renderAtRoot(<SingleStoreScreen store={store} />, 'stores/:slug', '/stores/STORE_SLUG'), settings: drawnWith() };
}

function renderAtRoot(screen: ReactElement, path?: string, url = '/'): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route element={<RootLayout />}>{path ? <Route path={path} element={screen} /> : <Route index element={screen} />}</Route>
      </Routes>
    </MemoryRouter>,
  );
}

function drawnWith(): Prerendered['settings'] {
  return Object.fromEntries(PRERENDER_SETTING_KEYS.map((key) => [key, getSetting(key)])) as Prerendered['settings'];
}
