import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { StartupError } from './startup-error';

/** The system user the server runs as when Node runs as root (PostgreSQL refuses to run as root). */
export interface ServerUser {
  name: string;
  uid: number;
  gid: number;
}

const NAME = 'postgres';
const CREATE_COMMAND = 'useradd --system --user-group --no-create-home --shell /usr/sbin/nologin postgres';

/** From /etc/passwd (no process to start), else `id` (directory services, macOS). */
function lookup(name: string): ServerUser | null {
  try {
    const line = fs
      .readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .find((l) => l.startsWith(`${name}:`));
    const [, , uid, gid] = line?.split(':') ?? [];
    if (uid && gid) return { name, uid: Number(uid), gid: Number(gid) };
  } catch {
    // No /etc/passwd: ask id.
  }
  try {
    const uid = Number(execFileSync('id', ['-u', name], { stdio: ['ignore', 'pipe', 'ignore'] }));
    const gid = Number(execFileSync('id', ['-g', name], { stdio: ['ignore', 'pipe', 'ignore'] }));
    return Number.isInteger(uid) && Number.isInteger(gid) ? { name, uid, gid } : null;
  } catch {
    return null;
  }
}

function createUser(): void {
  const attempts: string[][] = [
    CREATE_COMMAND.split(' '),
    ['adduser', '-S', '-D', '-H', NAME], // BusyBox (Alpine)
  ];
  for (const [command, ...args] of attempts) {
    if (spawnSync(command!, args, { stdio: 'ignore' }).status === 0) return;
  }
}

/**
 * Null as a normal user: the server runs as this process's user. As root: the existing `postgres`
 * system user, created only when EMBEDDED_POSTGRES_CREATE_USER=true (never silently).
 */
export function serverUser(
  options: { createUser?: boolean | undefined },
  onNotice: (line: string) => void,
): ServerUser | null {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  const existing = lookup(NAME);
  if (existing) return existing;
  if (options.createUser) {
    createUser();
    const created = lookup(NAME);
    if (created) {
      onNotice(
        `Created the '${NAME}' system user to run the embedded PostgreSQL (EMBEDDED_POSTGRES_CREATE_USER=true).`,
      );
      return created;
    }
  }
  throw new StartupError(
    `Running as root: PostgreSQL refuses to run as root and this machine has no '${NAME}' user. Create it with \`${CREATE_COMMAND}\`, set EMBEDDED_POSTGRES_CREATE_USER=true to let npm start create it, run as a normal user, or set EMBEDDED_DATABASE=pglite.`,
  );
}

/** Hands a folder the server writes (its data, its socket) to the server's user, private to it. */
export function ownFolder(dir: string, user: ServerUser | null): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (user) fs.chownSync(dir, user.uid, user.gid);
  fs.chmodSync(dir, 0o700);
}

/** Whether `user` can enter every folder on the way to `dir` (as root, DATA_DIR may be private). */
function canReach(dir: string, user: ServerUser): boolean {
  const probe = spawnSync('/bin/sh', ['-c', 'cd "$1"', 'probe', dir], { uid: user.uid, gid: user.gid });
  return probe.status === 0;
}

/**
 * As root, DATA_DIR (e.g. a private temporary folder) must let the server's user through to its
 * own folders: DATA_DIR gets the search bit for others (not read: its listing stays private).
 */
export function letServerThrough(dataDir: string, user: ServerUser | null): void {
  if (!user || canReach(dataDir, user)) return;
  const mode = fs.statSync(dataDir).mode;
  fs.chmodSync(dataDir, mode | 0o001);
  if (canReach(dataDir, user)) return;
  const parent = path.dirname(dataDir);
  throw new StartupError(
    `The '${user.name}' user cannot reach ${dataDir} (a folder above it, such as ${parent}, is private to root): choose a DATA_DIR it can reach or run as a normal user.`,
  );
}
