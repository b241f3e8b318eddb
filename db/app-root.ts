import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository's root folder (the one holding Atelier's package.json), found by walking up from
 * this module, so a data file (the common-password list, the paint worker) is found the same from the
 * sources (tsx, Vitest) and from the bundled server in dist/api/ (scripts/server-build.mjs).
 */
function findRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).name === 'atelier')
      return dir;
    const parent = path.dirname(dir);
    if (parent === dir)
      throw new Error(`Atelier's package.json was not found above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
}

let root: string | null = null;

/** The absolute path of `relative` inside the repository. */
export function fromAppRoot(relative: string): string {
  root ??= findRoot();
  return path.join(root, relative);
}
