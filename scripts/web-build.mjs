// The web build shared by `npm start` (scripts/start.mjs), `npm run test:e2e` (scripts/e2e.mjs) and
// `npm run lighthouse`: build only when dist/web is missing or older than its sources, so CI's
// `npm run build` is reused by both end-to-end passes instead of building the same app again.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newestMtime } from './newest-mtime.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'dist/web/index.html');
// The server build that renders the public pages (web/entry-server.tsx, api/ssr/).
const builtServerEntry = path.join(root, 'dist/server/entry-server.js');
const sources = ['web', 'sw', 'contract', 'vite.config.ts', 'package-lock.json'];

/** True when a build is missing or a source is newer than it (SKIP_WEB_BUILD=true: never). */
export function needsBuild() {
  if (process.env.SKIP_WEB_BUILD === 'true') return false;
  if (!fs.existsSync(builtIndex) || !fs.existsSync(builtServerEntry)) return true;
  const built = Math.min(fs.statSync(builtIndex).mtimeMs, fs.statSync(builtServerEntry).mtimeMs);
  return sources.some((s) => newestMtime(path.join(root, s)) > built);
}

/**
 * Vite's own output is kept for a failure: a person starting the app reads one line
 * ('Building the web app… done in 41 s'), not Vite's listing of ~200 chunk sizes. Its notice that
 * the config loader will change one day is not ours to act on and is not printed.
 */
function vite(args) {
  return spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), ...args], {
    cwd: root,
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
}

/**
 * Runs `vite build` (the PWA) and `vite build --ssr` when needed, saying `${message}… done in N s`;
 * false when a build failed (then Vite's output is printed, to say why).
 */
export function buildWebIfStale({ message = 'Building the web app' } = {}) {
  if (!needsBuild()) return true;
  const started = Date.now();
  process.stdout.write(`${message}…${process.stdout.isTTY ? ' ' : '\n'}`);
  for (const ssr of [[], ['--ssr']]) {
    const result = vite(['build', ...ssr]);
    if (result.status !== 0) {
      process.stdout.write('failed\n');
      process.stderr.write(
        `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? `${result.error}\n` : ''}`,
      );
      return false;
    }
  }
  const done = `done in ${Math.round((Date.now() - started) / 1000)} s`;
  process.stdout.write(process.stdout.isTTY ? `${done}\n` : `${message}… ${done}\n`);
  return true;
}
