import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findPostgresBinaries, platformPackageDir } from './binaries';
import { serverUser } from './server-user';

/** An install that skipped the packages' scripts has no library links: the start restores them. */
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the PostgreSQL binaries', { timeout: 120_000 }, () => {
  it('run once the links that a skipped postinstall did not make are restored', async () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-binaries-'));
    dirs.push(copy);
    fs.chmodSync(copy, 0o755); // as root, the binaries run as the `postgres` user
    // What `npm install --ignore-scripts` leaves: the package's files, none of its symlinks.
    fs.cpSync(platformPackageDir(), copy, {
      recursive: true,
      filter: (src) => !fs.lstatSync(src).isSymbolicLink(),
    });
    const links = JSON.parse(
      fs.readFileSync(path.join(copy, 'native', 'pg-symlinks.json'), 'utf8'),
    ) as unknown[];
    const notices: string[] = [];
    const binaries = await findPostgresBinaries(
      serverUser({}, () => {}),
      (l) => notices.push(l),
      copy,
    );
    expect(binaries.version).toMatch(/^18\./);
    expect(notices).toEqual([
      `Restored ${links.length} missing library links of the PostgreSQL binaries (${copy}).`,
    ]);
  });
});
