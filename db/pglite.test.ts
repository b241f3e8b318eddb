import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, DataDirInUseError } from './connection';
import { platformPackageDir } from './embedded/binaries';

/**
 * PGlite stands in where the embedded server cannot run: forced (EMBEDDED_DATABASE=pglite) or
 * because the binaries do not run here (a copy of the platform package without its libraries:
 * what a machine missing system libraries looks like). Either way the start says why in one line.
 */
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-pglite-'));
  fs.chmodSync(dir, 0o755); // as root, the probe runs as the `postgres` user
  dirs.push(dir);
  return dir;
}

describe('the PGlite fallback', { timeout: 120_000 }, () => {
  it('is used when asked for, says so in one line, and is locked to one process', async () => {
    const dataDir = tempDir();
    const notices: string[] = [];
    const db = await openDatabase({ dataDir, engine: 'pglite', onNotice: (l) => notices.push(l) });
    expect(db.kind).toBe('pglite');
    expect(notices).toEqual([expect.stringMatching(/^EMBEDDED_DATABASE=pglite: using PGlite/)]);
    expect((await db.knex.raw('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    await expect(openDatabase({ dataDir, engine: 'pglite' })).rejects.toThrow(DataDirInUseError);
    await db.close();
    expect(fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
  });

  it('is used where the PostgreSQL binaries cannot run, with the reason in one line', async () => {
    const broken = tempDir();
    // The platform package without its bundled libraries (libssl, libicu...).
    fs.cpSync(platformPackageDir(), broken, {
      recursive: true,
      filter: (src) => !src.includes(`${path.sep}native${path.sep}lib`),
    });
    const dataDir = tempDir();
    const notices: string[] = [];
    const db = await openDatabase({ dataDir, binariesDir: broken, onNotice: (l) => notices.push(l) });
    expect(db.kind).toBe('pglite');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatch(
      /^The embedded PostgreSQL cannot run here \(.*(shared librar|No such file).*\): falling back to PGlite\.$/,
    );
    expect((await db.knex.raw('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    await db.close();
  });
});
