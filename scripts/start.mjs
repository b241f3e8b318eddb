#!/usr/bin/env node
// `npm start`: builds the PWA when its sources are newer than the build, then runs the API server
// (which also serves the built app and the uploads) in THIS process: one process, one port.
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

function needsBuild() {
  if (process.env.SKIP_WEB_BUILD === 'true') return false;
  if (!fs.existsSync(builtIndex) || !fs.existsSync(builtServerEntry)) return true;
  const built = Math.min(fs.statSync(builtIndex).mtimeMs, fs.statSync(builtServerEntry).mtimeMs);
  return sources.some((s) => newestMtime(path.join(root, s)) > built);
}

if (needsBuild()) {
  console.log('Building the web app (first start or sources changed)...');
  for (const args of [['build'], ['build', '--ssr']]) {
    const result = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), ...args], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

const { register } = await import('tsx/esm/api');
register();
process.chdir(root);
const { start } = await import('../api/server.ts');
await start().catch((err) => {
  console.error(
    err instanceof Error && ['ConfigError', 'DataDirInUseError'].includes(err.name) ? err.message : err,
  );
  process.exit(1);
});
