// The web build shared by `npm start` (scripts/start.mjs), `npm run test:e2e` (scripts/e2e.mjs) and
// `npm run lighthouse`: build only when dist/web is missing or older than its sources, so CI's
// `npm run build` is reused by both end-to-end passes instead of building the same app again.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'dist/web/index.html');
// The server build that renders the public pages (web/entry-server.tsx, api/ssr/).
const builtServerEntry = path.join(root, 'dist/server/entry-server.js');
const sources = ['web', 'sw', 'contract', 'vite.config.ts', 'package-lock.json'];

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** True when a build is missing or a source is newer than it (SKIP_WEB_BUILD=true: never). */
export function needsBuild() {
  if (process.env.SKIP_WEB_BUILD === 'true') return false;
  if (!fs.existsSync(builtIndex) || !fs.existsSync(builtServerEntry)) return true;
  const built = Math.min(fs.statSync(builtIndex).mtimeMs, fs.statSync(builtServerEntry).mtimeMs);
  return sources.some((s) => newestMtime(path.join(root, s)) > built);
}

/** Runs `vite build` (the PWA) and `vite build --ssr` when needed; false when a build failed. */
export function buildWebIfStale({ message, quiet = false } = {}) {
  if (!needsBuild()) return true;
  if (message) console.log(message);
  for (const ssr of [[], ['--ssr']]) {
    const result = spawnSync(
      process.execPath,
      [
        path.join(root, 'node_modules/vite/bin/vite.js'),
        'build',
        ...ssr,
        ...(quiet ? ['--logLevel', 'warn'] : []),
      ],
      { cwd: root, stdio: 'inherit' },
    );
    if (result.status !== 0) return false;
  }
  return true;
}
