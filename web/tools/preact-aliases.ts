import { fileURLToPath } from 'node:url';

/**
 * The browser build renders with Preact (preact/compat) instead of React DOM (issue 10, "lean first
 * load"): React + React DOM were ~67 KB gzipped of every public page's first load, Preact and its
 * compat layer are ~11 KB. Our code and the libraries (TanStack Router and Query, Headless UI,
 * react-hook-form) keep importing `react`; these aliases point those imports at Preact. Preact 11
 * passes `ref` to function components as a prop, as React 19 does.
 *
 * Used by vite.config.ts (the browser build) and vitest.config.ts (the web unit tests run on what
 * ships). The server render (vite build --ssr) stays on React DOM's renderToString; Preact hydrates
 * that markup.
 */
export const preactAliases = [
  {
    find: /^use-sync-external-store\/(shim\/)?with-selector(\.js)?$/,
    replacement: fileURLToPath(new URL('../lib/use-sync-external-store-with-selector.ts', import.meta.url)),
  },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
];
