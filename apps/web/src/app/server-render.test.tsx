import { act, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_DATA_ID, scriptSafeJson, type DeviceHints, type FirstScreen } from '@keka/contracts/first-screens';
import recorded from '../test/first-screen-answers.json';
import { useAddressStore } from '../features/location/state';
import { useCartStore } from '../features/cart/state';
import { useGdprStore } from '../components/ui/gdpr-banner';
import { clearQueryCache } from '../lib/use-query';
import { App } from './app';
import { pageFirstScreen } from './first-screen';
import { renderer } from './server-render';

/**
 * ADR 0038: what the server's renderer writes is exactly what the app draws first. Each first screen
 * of the demo city is rendered from the answers the demo server gave (src/test/first-screen-answers.json,
 * made by scripts/record-first-screen-answers.mjs), then hydrated by the app in React's development
 * build, which reports every text, element and attribute that differs.
 */

const answers = recorded.answers as Record<string, unknown>;
const call = async (name: string, body: unknown) => {
  const answer = answers[`${name} ${JSON.stringify(body)}`];
  if (answer === undefined) throw new Error(`no recorded answer to ${name} ${JSON.stringify(body)}`);
  return answer;
};
const ADDRESS = recorded.address;
const phone = (address: typeof ADDRESS | null): DeviceHints => ({ address, language: 'en', gdprConfirmed: address !== null, layout: 'phone' });

const SCREENS: readonly { readonly name: string; readonly screen: FirstScreen; readonly url: string; readonly hints: DeviceHints; readonly drawn: string; readonly main: string }[] = [
  { name: "a newcomer's welcome", screen: { kind: 'welcome' }, url: '/', hints: phone(null), drawn: 'welcome', main: '.intro__actions button' },
  { name: "a returning guest's home", screen: { kind: 'home' }, url: '/', hints: phone(ADDRESS), drawn: 'home', main: '.category-grid__tile' },
  { name: "a restaurant's page", screen: { kind: 'store', slug: 'spice-route' }, url: '/stores/spice-route', hints: phone(ADDRESS), drawn: 'store', main: '.item-row__name' },
  { name: "a grocery's page in single-store mode", screen: { kind: 'store', slug: 'green-basket' }, url: '/stores/green-basket', hints: phone(ADDRESS), drawn: 'grocery', main: '.product-card__name' },
];

let root: Root | null = null;
// React's act() for the hydration and the updates after it (Testing Library sets this when imported).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeEach(() => {
  (window as unknown as { happyDOM?: { setViewport(size: { width: number; height: number }): void } }).happyDOM?.setViewport({ width: 390, height: 844 });
  window.dispatchEvent(new Event('resize'));
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  clearQueryCache();
  vi.restoreAllMocks();
});

describe('the first screens the server renders, hydrated by the app', () => {
  for (const { name, screen, url, hints, drawn, main } of SCREENS) {
    it(`hydrates ${name} without a difference`, async () => {
      // The device the server was told of: its address and the privacy notice, no user, an empty cart.
      useAddressStore.setState({ address: hints.address });
      useGdprStore.setState({ confirmed: hints.gdprConfirmed });
      useCartStore.setState(useCartStore.getInitialState(), true);
      window.history.replaceState(null, '', url);

      const rendered = await renderer.render({ screen, url, hints, settings: recorded.settings, hour: 9, call });
      expect(rendered?.data.kind).toBe(drawn);
      if (!rendered) return;
      document.body.innerHTML = `<div id="root">${rendered.html}</div><script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${scriptSafeJson(rendered.data)}</script>`;
      const container = document.getElementById('root');
      if (!container) throw new Error('no #root');
      const serverMain = container.querySelector(main);
      expect(serverMain, 'the screen is in the HTML').not.toBeNull();

      const errors: unknown[] = [];
      // (React's development build warns when the server's renderer and the browser's have used one
      // context in the same process, which only a test does.)
      const sameProcess = /Detected multiple renderers concurrently rendering the same context provider/;
      vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
        const said = args.map(String).join(' ');
        if (!sameProcess.test(said)) errors.push(said);
      });
      expect(pageFirstScreen()?.kind).toBe(drawn);
      await act(async () => {
        root = hydrateRoot(
          container,
          <StrictMode>
            <App />
          </StrictMode>,
          { onRecoverableError: (error) => errors.push(error) },
        );
      });
      // The route's chunk loads and React hydrates its boundary: the HTML's element is React's now.
      await vi.waitFor(
        () => {
          const element = container.querySelector(main);
          expect(element && Object.keys(element).some((key) => key.startsWith('__reactFiber$'))).toBe(true);
        },
        { timeout: 5000 },
      );
      expect(errors).toEqual([]);
      expect(container.querySelector(main), 'the HTML is taken over, not drawn again').toBe(serverMain);
    });
  }

  it('renders nothing for a store it has no answer for, or a grocery on a device it would send elsewhere', async () => {
    const failing = async () => {
      throw new Error('404');
    };
    expect(await renderer.render({ screen: { kind: 'store', slug: 'nowhere' }, url: '/stores/nowhere', hints: phone(ADDRESS), settings: recorded.settings, hour: 9, call: failing })).toBeNull();
    // A grocery without an address asks for one first (SPEC §2): no page.
    const noAddress = { ...phone(null), gdprConfirmed: true };
    const viaAddress = async (name: string, body: unknown) => call(name, { ...(body as object), latitude: ADDRESS.lat, longitude: ADDRESS.lng });
    expect(await renderer.render({ screen: { kind: 'store', slug: 'green-basket' }, url: '/stores/green-basket', hints: noAddress, settings: recorded.settings, hour: 9, call: viaAddress })).toBeNull();
  });
});
