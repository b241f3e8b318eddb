import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './connection';

describe('lockDataDir', () => {
  const dir = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-lock-')), 'pglite');

  it('refuses a second process on the same embedded database with a clear message', () => {
    const d = dir();
    fs.writeFileSync(`${d}.lock`, String(process.ppid)); // a live process that is not us
    expect(() => lockDataDir(d)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(d)).toThrow(/DATABASE_URL/);
  });

  it('takes over a lock left by a process that died, and releases it on close', () => {
    const d = dir();
    fs.writeFileSync(`${d}.lock`, '999999999');
    const unlock = lockDataDir(d);
    expect(JSON.parse(fs.readFileSync(`${d}.lock`, 'utf8'))).toMatchObject({ pid: process.pid });
    unlock();
    expect(fs.existsSync(`${d}.lock`)).toBe(false);
  });
});
