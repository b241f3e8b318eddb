#!/usr/bin/env node
// The API server as `npm start` runs it: api/server.ts bundled by esbuild into dist/api/ (ES modules,
// the packages left to node_modules, what the server loads on first use kept in chunks of its own).
// Node then reads a few files instead of tsx compiling some 400 TypeScript modules on every start,
// which halves the time to import the server (issue 22's cold and warm start targets).
//
// Built only when a source (api, db, contract, the lockfile, this script) is newer than the build.
// Each build goes to a folder of its own (dist/api-<time>-<pid>) and dist/api is then switched to it
// by renaming a symbolic link, so two starts at once never see a half-written build, and a running
// server still finds the chunks it loads later (older builds are kept, the three newest of them).
//
// `node scripts/server-build.mjs` builds when stale (`--force`: always); `npm run build` runs it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { newestMtime } from './newest-mtime.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const link = path.join(dist, 'api');
/** The bundled server's entry (import it; it exports what api/server.ts exports). */
export const serverEntry = path.join(link, 'server.js');
const sources = ['api', 'db', 'contract', 'package-lock.json', 'scripts/server-build.mjs'];

/** True when there is no build or a source is newer than it. */
export function serverNeedsBuild() {
  let built;
  try {
    built = fs.statSync(serverEntry).mtimeMs;
  } catch {
    return true;
  }
  return sources.some((s) => newestMtime(path.join(root, s)) > built);
}

async function bundle(outdir) {
  const esbuild = await import('esbuild');
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: { server: 'api/server.ts' },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'silent',
  });
}

/** Keeps the build dist/api points to and the three newest others. */
function pruneOldBuilds(current) {
  const builds = fs
    .readdirSync(dist)
    .filter((name) => /^api-\d+-\d+$/.test(name) && name !== current)
    .map((name) => ({ name, mtime: fs.statSync(path.join(dist, name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime);
  for (const old of builds.slice(3)) fs.rmSync(path.join(dist, old.name), { recursive: true, force: true });
}

/**
 * Builds the server when stale, saying `${message}… done in N s`; false (and esbuild's reasons
 * printed) when the build failed.
 */
export async function buildServerIfStale({ message = 'Building the server', force = false } = {}) {
  if (!force && !serverNeedsBuild()) return true;
  const started = Date.now();
  const name = `api-${started}-${process.pid}`;
  const outdir = path.join(dist, name);
  fs.mkdirSync(dist, { recursive: true });
  try {
    await bundle(outdir);
  } catch (err) {
    fs.rmSync(outdir, { recursive: true, force: true });
    process.stderr.write(`${message} failed:\n${err?.message ?? err}\n`);
    return false;
  }
  const tmpLink = path.join(dist, `${name}.link`);
  fs.symlinkSync(name, tmpLink);
  try {
    fs.renameSync(tmpLink, link); // atomic: a reader sees the old build or the new one
  } catch (err) {
    // dist/api is a real folder (never made by this script): replace it.
    if (err.code !== 'EISDIR' && err.code !== 'ENOTEMPTY' && err.code !== 'EEXIST') throw err;
    fs.rmSync(link, { recursive: true, force: true });
    fs.renameSync(tmpLink, link);
  }
  pruneOldBuilds(name);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (process.env.ATELIER_QUIET_BUILD !== 'true') process.stdout.write(`${message}… done in ${seconds} s\n`);
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const ok = await buildServerIfStale({ force: process.argv.includes('--force') });
  process.exit(ok ? 0 : 1);
}
