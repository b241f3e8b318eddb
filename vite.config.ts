import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { fontPreloads } from './web/tools/font-preloads.ts';
import { leanEndpoints } from './web/tools/lean-endpoints.ts';
import { precompress } from './web/tools/precompress.ts';
import { publicFamilyChunks } from './web/tools/public-chunks.ts';

const fromRoot = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:3001';
/**
 * The dev server's proxy to the API. The web's own modules under web/api/ are served at /api/*.ts
 * too (Vite's root is web/): those stay with Vite, everything else under /api goes to the API.
 */
const apiProxy = {
  target: API_ORIGIN,
  changeOrigin: false,
  bypass: (req: { url?: string }) => (/^\/api\/[^?]*\.tsx?(\?|$)/.test(req.url ?? '') ? req.url : undefined),
};

// Light and dark theme colours of web/styles.css (canvas), used by the manifest and <meta theme-color>.
const THEME = { light: '#faf8f4', dark: '#141311' } as const;

// Rolldown's note that plugins took a while (the router's code splitting, on a busy machine) asks
// nothing of whoever builds: not printed.
const BUILD_CHECKS = { bundlerTimings: false } as const;

// The public pages' route files, named for web/tools/public-chunks.ts (the pages
// scripts/check-bundle-size.mjs weighs).
const PUBLIC_PAGE_NAMES = Object.fromEntries(
  Object.entries({
    'index.tsx': 'home',
    'artworks.tsx': 'artworks',
    'artists.tsx': 'artists',
    'commissions.tsx': 'commissions',
    'about.tsx': 'about',
    'artwork.$id.tsx': 'artwork',
    'artist.$id.tsx': 'artist',
    'commission.$id.tsx': 'commission',
  }).map(([file, name]) => [fromRoot(`./web/routes/${file}`), name]),
);

// `vite build` builds the PWA into dist/web; `vite build --ssr` builds web/entry-server.tsx into
// dist/server, which the Koa process renders the public pages with (api/ssr/).
export default defineConfig(({ isSsrBuild }) => ({
  root: fromRoot('./web'),
  publicDir: fromRoot('./web/public'),
  // The same aliases as tsconfig.json's `paths` (and vitest.config.ts's web project).
  resolve: {
    alias: [
      { find: /^@\//, replacement: fromRoot('./web/') },
      { find: /^@contract\//, replacement: fromRoot('./contract/') },
    ],
  },
  build: isSsrBuild
    ? {
        outDir: fromRoot('./dist/server'),
        emptyOutDir: true,
        target: 'node20',
        sourcemap: false,
        rolldownOptions: { input: fromRoot('./web/entry-server.tsx'), checks: BUILD_CHECKS },
        copyPublicDir: false,
      }
    : {
        outDir: fromRoot('./dist/web'),
        emptyOutDir: true,
        target: 'es2022',
        sourcemap: false,
        // .vite/manifest.json: scripts/check-bundle-size.mjs reads each page's initial chunks from it.
        manifest: true,
        // index.html keeps its modulepreload links for the entry's imports, but a lazy chunk (a route,
        // a dialog) loads its own imports as the browser finds them: the preload lists Vite would
        // write beside every dynamic import cost 4-5 KB gzipped of each public page's first load
        // (issue 21). Routes are preloaded on intent (web/router.tsx) and the service worker
        // precaches every chunk, so the waterfall is paid at most once, on a first visit's navigation.
        modulePreload: {
          resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
        },
        rolldownOptions: {
          checks: BUILD_CHECKS,
          // Everything the entry imports statically goes into the entry's own chunk. Left to itself,
          // Rolldown split it into ~20 chunks (react, the router's link, query options, icons...) because
          // lazy route chunks share those modules; each file is compressed on its own, so every public
          // page paid ~6 KB gzipped more for the same code, and a first visit made ~20 more requests
          // (issue 21's 140 KB budget, issue 29's ~25 files per page).
          output: {
            codeSplitting: {
              groups: [
                { name: 'index', tags: ['$initial'] },
                // What two or more public pages share, one chunk per set of pages (web/tools/public-chunks.ts):
                // the artist page loaded 36 files, 14 of them a single icon (issue 29: ~25 at most).
                { name: publicFamilyChunks(PUBLIC_PAGE_NAMES) },
              ],
            },
          },
        },
      },
  server: {
    port: 3000,
    strictPort: true,
    proxy: {
      '/api': apiProxy,
      '/uploads': { target: API_ORIGIN, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: false },
      '/uploads': { target: API_ORIGIN, changeOrigin: false },
    },
  },
  plugins: [
    // The router plugin must come before React. The plugin resolves relative paths against Vite's
    // root (web/), so absolute paths keep `routesDirectory: 'web/routes'` meaning what it says.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A page's own not-found state travels with its component (the artist and artwork pages show
      // it for a missing record too): one chunk instead of a second one the page also imports.
      codeSplittingOptions: {
        defaultBehavior: [['component', 'notFoundComponent'], ['pendingComponent'], ['errorComponent']],
      },
      routesDirectory: fromRoot('./web/routes'),
      generatedRouteTree: fromRoot('./web/routeTree.gen.ts'),
      quoteStyle: 'single',
    }),
    react(),
    leanEndpoints(fromRoot('./contract')),
    tailwindcss(),
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: '../sw',
        filename: 'sw.ts',
        registerType: 'prompt',
        injectRegister: false,
        manifest: {
          // A stable identity, so a later change of start_url does not make it another app.
          id: '/',
          name: 'Atelier',
          short_name: 'Atelier',
          description: 'An art marketplace for emerging artists and the collectors who discover them.',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          background_color: THEME.light,
          theme_color: THEME.light,
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
          // The richer install dialog (Chrome on Android and desktop); `npm run screenshots` renews them.
          screenshots: [
            {
              src: '/screenshots/gallery-narrow.webp',
              sizes: '390x844',
              type: 'image/webp',
              form_factor: 'narrow',
              label: 'Browse artwork from emerging artists',
            },
            {
              src: '/screenshots/gallery-wide.webp',
              sizes: '1440x900',
              type: 'image/webp',
              form_factor: 'wide',
              label: 'The gallery on a desktop',
            },
          ],
        },
        injectManifest: {
          // Only the Latin subsets of the two fonts are precached; other subsets are cached on use.
          globPatterns: [
            '**/*.{js,css,html,svg,png,webmanifest}',
            'assets/*-latin-{wght,opsz}-normal-*.woff2',
          ],
          globIgnores: ['**/node_modules/**'],
        },
        devOptions: { enabled: false, type: 'module' },
      }),
    !isSsrBuild && fontPreloads(['inter-latin-wght-normal.woff2', 'fraunces-latin-opsz-normal.woff2']),
    !isSsrBuild && precompress(fromRoot('./dist/web')),
  ],
}));
