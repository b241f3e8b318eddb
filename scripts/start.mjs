#!/usr/bin/env node
// `npm start`: builds the PWA when its sources are newer than the build, then runs the API server
// (which also serves the built app and the uploads) in THIS process: one process, one port.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWebIfStale } from './web-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (!buildWebIfStale({ message: 'Building the web app' })) process.exit(1);

const { register } = await import('tsx/esm/api');
register();
process.chdir(root);
const { start, startFailure } = await import('../api/server.ts');
await start().catch((err) => {
  console.error(startFailure(err));
  process.exit(1);
});
