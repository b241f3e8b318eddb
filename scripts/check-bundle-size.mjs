#!/usr/bin/env node
// The lean-first-load budget (issue 10): the JavaScript a public page needs before it can paint,
// gzipped, must stay within BUDGET_BYTES. Run after `vite build` (npm run build does); exits 1
// past the budget so CI fails the build.
//
// A page's initial JavaScript is the entry chunk of index.html, the route chunks of that page
// (TanStack Router's split `component` of the route file) and every chunk they import statically,
// read from the Vite build manifest. Chunks shared by both count once.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.resolve(root, process.env.WEB_DIST ?? 'dist/web');
// Issue 21's budget: 140 KB per public page, React DOM in the browser (React DOM alone is ~63 KB
// gzipped, TanStack Router and Query ~45 KB). The build fails past it. History: 2026-11-25 / 143 KB,
// artwork 154 KB; 2026-11-26 with the entry's static imports in one chunk, artwork 145.3, artist
// 145.0 (the ceiling was then 148 KB); then, with the write path's sending half, the endpoint table
// per endpoint, the install button and title rules after hydration and the public pages' shared
// modules merged by family, every page within 140 KB (artist 139.9, artwork 138.5; 2026-11-27 with
// React Query's mutations out of the public pages' shared chunk, artist 139.2): the budget is
// the ceiling. See docs/performance.md.
export const BUDGET_BYTES = 140 * 1024;
export const CEILING_BYTES = BUDGET_BYTES;

/** The public pages and the route files each one renders (besides the root route, in the entry). */
export const PUBLIC_PAGES = {
  '/': ['routes/index.tsx'],
  '/artworks': ['routes/artworks.tsx'],
  '/artists': ['routes/artists.tsx'],
  '/commissions': ['routes/commissions.tsx'],
  '/about': ['routes/about.tsx'],
  '/artwork/$id': ['routes/artwork.$id.tsx'],
  '/artist/$id': ['routes/artist.$id.tsx'],
  '/commission/$id': ['routes/commission.$id.tsx'],
};

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function readManifest(dir = outDir) {
  const file = path.join(dir, '.vite/manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build with build.manifest enabled`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The chunk files loaded before the page can paint, for each public page. */
export function initialChunks(manifest) {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error('the build manifest has no entry chunk');
  const closure = (keys, seen = new Set()) => {
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk || seen.has(chunk.file)) continue;
      seen.add(chunk.file);
      closure(chunk.imports ?? [], seen);
    }
    return seen;
  };
  return Object.fromEntries(
    Object.entries(PUBLIC_PAGES).map(([page, routeFiles]) => {
      // TanStack Router's split of the route's `component` (with whatever vite.config.ts groups with
      // it: `?tsr-split=component---notFoundComponent`).
      const routeChunks = Object.keys(manifest).filter((key) =>
        routeFiles.some((file) =>
          new RegExp(`^${escape(file)}\\?tsr-split=(.+---)?component(---|$)`).test(key),
        ),
      );
      return [page, [...closure([entry[0], ...routeChunks])]];
    }),
  );
}

export function gzipBytes(dir, files) {
  return files.reduce(
    (sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(dir, file)), { level: 9 }).length,
    0,
  );
}

/** `{ page, files, gzipBytes }` per public page. */
export function measure(dir = outDir) {
  const chunks = initialChunks(readManifest(dir));
  return Object.entries(chunks).map(([page, files]) => ({ page, files, gzipBytes: gzipBytes(dir, files) }));
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const rows = measure();
  console.log(
    `Initial JavaScript per public page (gzip), budget ${kb(BUDGET_BYTES)}, ceiling ${kb(CEILING_BYTES)}:`,
  );
  for (const { page, files, gzipBytes: bytes } of rows) {
    const mark = bytes > CEILING_BYTES ? '  OVER CEILING' : bytes > BUDGET_BYTES ? '  over budget' : '';
    console.log(`  ${page.padEnd(16)} ${kb(bytes).padStart(9)}  (${files.length} chunks)${mark}`);
  }
  const over = rows.filter((row) => row.gzipBytes > BUDGET_BYTES);
  if (over.length > 0) {
    console.warn(`\n${over.length} public page(s) over the ${kb(BUDGET_BYTES)} budget (issue 21): a miss.`);
  }
  const past = rows.filter((row) => row.gzipBytes > CEILING_BYTES);
  if (past.length > 0) {
    console.error(
      `${past.length} public page(s) past the ${kb(CEILING_BYTES)} ceiling of initial JavaScript.`,
    );
    process.exit(1);
  }
}
