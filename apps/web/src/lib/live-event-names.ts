/**
 * The window event a live `app.version` becomes (lib/use-live-events.ts): the version check
 * (app/version-check.ts) listens for it without loading the live stream's code.
 */
export const APP_VERSION_EVENT = 'keka:app-version';
