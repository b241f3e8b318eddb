import fs from 'node:fs';
import { isAlive, processStartTime } from './processes';
import { StartupError } from './startup-error';

/** A second process asked for a database folder that a live one holds. */
export class DataDirInUseError extends StartupError {
  override name = 'DataDirInUseError';
}

interface Holder {
  pid: number;
  started: string | null;
}

function readHolder(file: string): Holder | null {
  try {
    const text = fs.readFileSync(file, 'utf8').trim();
    // Older locks hold the pid alone.
    const holder = (text.startsWith('{') ? JSON.parse(text) : { pid: Number(text), started: null }) as Holder;
    return Number.isInteger(holder.pid) && holder.pid > 0 ? holder : null;
  } catch {
    return null;
  }
}

/** Locks this process holds: asking twice for one folder is refused too. */
const held = new Set<string>();

function isLive(holder: Holder, file: string): boolean {
  if (holder.pid === process.pid) return held.has(file);
  if (!isAlive(holder.pid)) return false;
  // A pid reused by an unrelated process (after a reboot) does not hold the folder.
  return holder.started === null || processStartTime(holder.pid) === holder.started;
}

/**
 * One process per embedded database: `<dir>.lock` holds the owner's pid (and when it started).
 * A second process is refused with a clear message; a lock left by a process that died (kill -9, a
 * power cut) is taken over. Returns the release function.
 */
export function lockDataDir(dir: string): () => void {
  const file = `${dir}.lock`;
  const mine = JSON.stringify({ pid: process.pid, started: processStartTime(process.pid) });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, mine, { flag: 'wx' });
      held.add(file);
      return () => {
        held.delete(file);
        if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === mine) fs.rmSync(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = readHolder(file);
    if (holder && isLive(holder, file)) {
      throw new DataDirInUseError(
        `Another process (pid ${holder.pid}) is using the embedded database in ${dir}: stop it, use another DATA_DIR, or set DATABASE_URL to run several instances on one PostgreSQL.`,
      );
    }
    fs.rmSync(file, { force: true }); // stale: its process is gone
  }
  throw new DataDirInUseError(`Could not lock ${dir}: another process keeps taking it.`);
}
