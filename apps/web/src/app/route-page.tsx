import { lazy, Suspense, type ComponentType } from 'react';
import { AppSplash } from '../components/ui/app-splash';
import { withMoreEnglish } from '../lib/i18n';
import { FirstScreenDrawn } from '../lib/first-screen-drawn';
import { preloadable } from '../lib/preloadable';

/**
 * A route module loaded on first visit: each customer route is its own chunk. It renders once the rest
 * of the bundled English is here too (ADR 0038), fetched side by side with the chunk; without it (a
 * failed download) it renders anyway and its texts fill in when the English arrives.
 */
export function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const Page = lazy(() => withMoreEnglish(load()).then((m) => ({ default: pick(m) })));
  return (
    <Suspense fallback={<AppSplash />}>
      <FirstScreenDrawn />
      <Page />
    </Suspense>
  );
}

export interface PreloadedPageOptions {
  /** The route waits for the rest of the bundled English; not a route whose texts are all in the boot chunk's (a store's page). */
  readonly moreEnglish?: boolean;
  /** The route says when it is drawn itself (`FirstScreenDrawn`): a store's page, whose grocery screen is a boundary of its own. */
  readonly marksDrawn?: boolean;
}

/**
 * A route like `page`'s whose chunk (with the rest of the English) can be preloaded: `firstScreenChunk`
 * has it here before React's first render when it is the first screen, so React draws it at once.
 */
export function preloadedPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType, { moreEnglish = true, marksDrawn = false }: PreloadedPageOptions = {}) {
  const screen = preloadable(() => (moreEnglish ? withMoreEnglish(load()) : load()).then(pick));
  const element = (
    <Suspense fallback={<AppSplash />}>
      {!marksDrawn && <FirstScreenDrawn />}
      <screen.Component />
    </Suspense>
  );
  return { screen, element };
}
