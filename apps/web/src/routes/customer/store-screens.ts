import { preloadable } from '../../lib/preloadable';

/**
 * The two layouts of a store's page, a chunk each (their texts are in the boot chunk's English): a
 * fresh (grocery) store's single-store page, and any other store's menu. app/prefetch.ts preloads the
 * one a first screen's store needs once the store has answered, and a page the app draws itself waits
 * for it (router.tsx, firstScreenChunk): a lazy screen still loading at render shows a second splash
 * (ADR 0038).
 */
export const singleStoreScreen = preloadable(() => import('./single-store').then((m) => m.SingleStoreScreen));
export const menuStoreScreen = preloadable(() => import('./menu-store').then((m) => m.MenuStorePage));
