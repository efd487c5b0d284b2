import { withMoreEnglish } from '../../lib/i18n';
import { preloadable } from '../../lib/preloadable';

/**
 * The single-store layout of a fresh (grocery) store, a chunk of its own. app/prefetch.ts preloads it
 * as soon as a first screen's store is known to be fresh, and a page the app draws itself waits for
 * it (router.tsx, firstScreenChunk): a lazy screen still loading at render shows a second splash
 * (ADR 0038).
 */
export const singleStoreScreen = preloadable(() => withMoreEnglish(import('./single-store')).then((m) => m.SingleStoreScreen));
