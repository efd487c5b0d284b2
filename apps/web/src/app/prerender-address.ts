/**
 * What the address bar of the prerendered home holds until first-paint.js writes the device's own
 * address into it (ADR 0030). Its own module: scripts/prerender.mjs stores it before the app's
 * stores load.
 */
export const HOME_SHELL_ADDRESS = { lat: 0, lng: 0, address: 'ADDRESS_LINE', house: 'ADDRESS_TITLE', tag: null } as const;

/**
 * The store a grocery's prerendered page is drawn for (ADR 0031): first-paint.js writes the real
 * store's name over STORE_NAME and its minutes over the 88.
 */
export const GROCERY_SHELL_STORE = { id: 0, name: 'STORE_NAME', slug: 'STORE_SLUG', delivery_time: 88 } as const;
