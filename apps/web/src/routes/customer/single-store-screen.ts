import { withMoreEnglish } from '../../lib/i18n';
import { preloadable } from '../../lib/preloadable';

/**
 * The single-store layout of a fresh (grocery) store, a chunk of its own. app/prefetch.ts preloads it
 * as soon as a first screen's store is known to be fresh, and main.tsx waits for it (router.tsx,
 * firstScreenChunk): a lazy screen still loading at render shows a splash over the HTML's screen
 * (ADR 0028).
 */
export const singleStoreScreen = preloadable(() => withMoreEnglish(import('./single-store')).then((m) => m.SingleStoreScreen));
