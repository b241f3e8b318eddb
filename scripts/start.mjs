#!/usr/bin/env node
// `npm start`: builds the PWA when its sources are newer than the build, and the server likewise
// (scripts/server-build.mjs: api/server.ts bundled into dist/api/, a second or two), then runs the
// API server (which also serves the built app and the uploads) in THIS process: one process, one port.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServerIfStale, serverEntry } from './server-build.mjs';
import { buildWebIfStale } from './web-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (!buildWebIfStale({ message: 'Building the web app' })) process.exit(1);
if (!(await buildServerIfStale({ message: 'Building the server' }))) process.exit(1);

// Stack traces name the TypeScript sources, not the bundle.
process.setSourceMapsEnabled(true);
process.chdir(root);
const { start, startFailure } = await import(pathToFileURL(serverEntry).href);
await start().catch((err) => {
  console.error(startFailure(err));
  process.exit(1);
});
