import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** Whether a process with this pid exists (EPERM: it exists, owned by another user). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * When the process started, as an opaque string, so a pid reused by another process after a
 * reboot is not taken for the one that wrote a lock. Null where it cannot be told.
 */
export function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22 (starttime); the command name (field 2) may hold spaces, so count after its ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    // No /proc (macOS): ask ps.
  }
  try {
    const out = execFileSync('ps', ['-o', 'lstart=', '-p', String(pid)], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return out.toString().trim() || null;
  } catch {
    return null;
  }
}

/**
 * Whether `pid` is a PostgreSQL server running on `pgdata` ('ours'), something else ('other',
 * e.g. a pid reused after a reboot) or cannot be told ('unknown'). The postmaster works in its
 * data directory, which Linux shows as /proc/<pid>/cwd; elsewhere the program's name is checked.
 */
export function postmasterState(pid: number, pgdata: string): 'ours' | 'other' | 'unknown' {
  if (!isAlive(pid)) return 'other';
  try {
    return fs.readlinkSync(`/proc/${pid}/cwd`) === fs.realpathSync(pgdata) ? 'ours' : 'other';
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EACCES') return 'unknown';
  }
  try {
    const out = execFileSync('ps', ['-o', 'comm=', '-p', String(pid)], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return /postgres/.test(out.toString()) ? 'ours' : 'other';
  } catch {
    return 'unknown';
  }
}

/** Resolves once `pid` has exited, or with false after `ms`. */
export async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (isAlive(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
}
