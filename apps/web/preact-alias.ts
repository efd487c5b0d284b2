/**
 * The app is written against React's API and runs on Preact's compatibility layer (ADR 0033): the
 * same components, 45 KB less JavaScript before a phone's first screen is usable. The build and the
 * web unit tests resolve React's modules to Preact's through this one list.
 */
export const preactAlias = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];
