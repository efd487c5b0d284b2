import { enCart } from './en-cart';
import { enFirst } from './en-first';
import { enMore } from './en-more';

/**
 * English UI strings, in three files by when the web app needs them (ADR 0038): en-first.ts (the
 * first screens, bundled), en-cart.ts (the cart's, with its route) and en-more.ts (loaded later). Keys are named by place (`cart.bill.delivery`).
 * Every key here must also exist in hi.ts (the compiler checks it). The seed loads both languages into
 * the languages tables; the web bundles English only as the fallback. `{name}` marks a value filled in.
 */
export const en = { ...enFirst, ...enCart, ...enMore };

export type TranslationKey = keyof typeof en;
export type Translations = Record<TranslationKey, string>;
