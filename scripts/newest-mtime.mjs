// When a build is stale: the newest modification time among a build's sources, shared by the web
// build (scripts/web-build.mjs) and the server's (scripts/server-build.mjs).
import fs from 'node:fs';
import path from 'node:path';

/**
 * The newest mtime (ms) of a file or of any file below a folder; 0 when there is none. Unit tests
 * (`*.test.ts`, `*.test.tsx`) are left out: no build contains them, so editing one rebuilds nothing.
 * A file removed while the tree is read (another process building, an editor's swap file) counts as
 * absent.
 */
export function newestMtime(p) {
  let stat;
  try {
    stat = fs.statSync(p);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(p) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}
