import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newestMtime } from './newest-mtime.mjs';

/** Whether `npm start` and the e2e runner rebuild: the newest source decides, tests aside. */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'newest-mtime-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const at = (file: string, seconds: number) => {
  const full = path.join(dir, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, '');
  fs.utimesSync(full, seconds, seconds);
  return full;
};

describe('the newest source of a build', () => {
  it('is the newest file anywhere below the folder', () => {
    at('web/a.ts', 1_000);
    at('web/features/x/deep/b.tsx', 3_000);
    at('web/c.css', 2_000);
    expect(newestMtime(path.join(dir, 'web'))).toBe(3_000_000);
  });

  it('leaves unit tests out, so editing one rebuilds nothing', () => {
    at('web/features/x/deep/b.test.tsx', 9_000);
    at('web/d.test.ts', 8_000);
    expect(newestMtime(path.join(dir, 'web'))).toBe(3_000_000);
  });

  it('is 0 for a source that is not there', () => {
    expect(newestMtime(path.join(dir, 'no-such-folder'))).toBe(0);
  });
});
