import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { RestaurantInfo } from '@keka/contracts';
import { drawsSingleStore, type FirstScreenData, type FirstScreenInput, type FirstScreenRenderer, type RenderedFirstScreen } from '@keka/contracts/first-screens';
import { restaurantInfoQuery } from '../features/stores/api';
import { setServerCall } from '../lib/api';
import { adoptDrawnState, setDrawnFor } from '../lib/drawn-state';
import { loadMoreEnglish } from '../lib/i18n';
import { cachedAnswers, clearQueryCache, collectWantedReads, setQueryData } from '../lib/use-query';
import { AppFrame } from './app';
import { AppRoutes } from './router';

/**
 * The server's renderer of the first screens (ADR 0038), built by `vite build --ssr` into
 * dist/ssr/server-render.js and called by the server (apps/server/src/http/first-screens.ts) for a
 * path that `firstScreenOf` names. The same components as the app, with the device's hints in the
 * stores' server snapshots: React writes the HTML, and the app hydrates it with the same state.
 *
 * A screen's reads are found by rendering it: a render asks for what its cache lacks, the renderer
 * fetches those through the server's own API and renders again, until nothing is missing (a store's
 * page: its info and menu, then for a grocery the single-store page's four reads).
 */
const MOST_PASSES = 4;

/** One render at a time: the app's stores are this module's own, and each render sets them for its page. */
let turn: Promise<unknown> = Promise.resolve();
function inTurn<T>(run: () => Promise<T>): Promise<T> {
  const next = turn.then(run, run);
  turn = next.catch(() => undefined);
  return next;
}

/**
 * The screen's markup; a part that threw while rendering fails the whole page (React would leave it
 * to the browser with an inline script, which the pages' CSP does not run).
 */
async function renderMarkup(url: string): Promise<string> {
  const failures: Error[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <AppFrame>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppFrame>
    </StrictMode>,
    {
      // Every boundary in place, however big: React would send a large one apart, revealed by an
      // inline script that the pages' CSP does not run.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        failures.push(error instanceof Error ? error : new Error(`first screen: ${JSON.stringify(error)}`));
      },
    },
  );
  const markup = await new Response(prelude).text();
  const [failure] = failures;
  if (failure) throw failure;
  return markup;
}

/** React hoists the preloads of a screen's high-priority pictures to the front of its markup: the page's head gets them. */
const LEADING_PRELOADS = /^(?:<link rel="preload" as="image"[^>]*\/>)+/;
const preloadHref = /href="([^"]+)"/g;

function decodeAttribute(text: string): string {
  return text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

async function renderPage(input: FirstScreenInput): Promise<RenderedFirstScreen | null> {
  await loadMoreEnglish();
  const drawn: FirstScreenData = { kind: input.screen.kind, hints: input.hints, settings: input.settings, hour: input.hour, queries: {} };
  setDrawnFor(drawn);
  adoptDrawnState(true);
  clearQueryCache();
  setServerCall(input.call);
  try {
    for (let pass = 0; pass < MOST_PASSES; pass += 1) {
      const wanted = collectWantedReads(true);
      const markup = await renderMarkup(input.url);
      collectWantedReads(false);
      if (wanted?.size) {
        const signal = new AbortController().signal;
        // A read the server cannot answer (a store that is not there) leaves the page to the app.
        const answers = await Promise.all([...wanted].map(async ([key, fetch]) => [key, await fetch(signal)] as const)).catch(() => null);
        if (!answers) return null;
        for (const [key, data] of answers) setQueryData(key, data);
        // A screen the app would leave at once (a grocery without an address) is not drawn at all.
        if (screenDrawn(input, cachedAnswers()) === null) return null;
        continue;
      }
      const queries = cachedAnswers();
      const kind = screenDrawn(input, queries);
      if (!kind || kind === 'unknown') return null;
      const preloads = LEADING_PRELOADS.exec(markup)?.[0] ?? '';
      const preloadImages = [...preloads.matchAll(preloadHref)].map((match) => decodeAttribute(match[1] ?? ''));
      return { html: markup.slice(preloads.length), preloadImages, data: { ...drawn, kind, queries } };
    }
    return null;
  } finally {
    setServerCall(null);
    setDrawnFor(null);
    clearQueryCache();
    // React's server renderer leaves the contexts of its last task set (it restores them only when it
    // next switches task): an empty render puts every context back to its default, so nothing of this
    // page is left for code that reads one outside a render (a browser test in the same process).
    await prerender(null);
  }
}

/**
 * What the page is: a store's page a grocery's in single-store mode; null where the app would go
 * elsewhere; 'unknown' while the store has not answered.
 */
function screenDrawn(input: FirstScreenInput, queries: Record<string, unknown>): FirstScreenData['kind'] | 'unknown' | null {
  if (input.screen.kind !== 'store') return input.screen.kind;
  const point = input.hints.address ? { lat: input.hints.address.lat, lng: input.hints.address.lng } : null;
  const key = restaurantInfoQuery({ slug: input.screen.slug ?? '' }, point).key;
  const info = key === null ? undefined : (queries[key] as RestaurantInfo | undefined);
  if (!info) return 'unknown';
  if (info.is_fresh !== 1) return 'store';
  return drawsSingleStore(input.hints) ? 'grocery' : null;
}

export const renderer: FirstScreenRenderer = {
  render: (input) => inTurn(() => renderPage(input)),
};
