import fs from 'node:fs';
import { StartupError } from './startup-error';

/** The server's own words about why it stopped: FATAL/PANIC lines of this start's log. */
function reasonsInLog(file: string, from: number): string[] {
  try {
    const text = fs.readFileSync(file).subarray(from).toString('utf8');
    return text
      .split('\n')
      .filter((l) => /\b(FATAL|PANIC|ERROR):/.test(l))
      .map((l) => l.replace(/^.*?\b(FATAL|PANIC|ERROR):\s*/, '').trim());
  } catch {
    return [];
  }
}

/**
 * One line saying why the embedded server did not start, in words the person starting it can act
 * on: a full disk, a port or socket taken, or PostgreSQL's own reason with where its log is.
 */
export function explainFailure(
  paths: { dataDir: string; socketDir: string; logFile: string },
  tcpPort: number,
  logStart: number,
): StartupError {
  const reasons = reasonsInLog(paths.logFile, logStart);
  const all = reasons.join(' ');
  if (/No space left on device/i.test(all)) return diskFull(paths.dataDir);
  if (/Address already in use|could not bind|could not create any TCP\/IP sockets/i.test(all)) {
    return new StartupError(
      `The embedded PostgreSQL could not listen on 127.0.0.1:${tcpPort}: the port is already in use by another program. Stop it, or choose another EMBEDDED_POSTGRES_PORT.`,
    );
  }
  if (/lock file ".*\.s\.PGSQL\.\d+\.lock" already exists|could not create Unix.domain socket/i.test(all)) {
    return new StartupError(
      `The embedded PostgreSQL could not create its socket in ${paths.socketDir}: ${reasons[0]}. Another server is using it; stop it or use another DATA_DIR.`,
    );
  }
  const reason = reasons[0] ?? 'it exited without saying why';
  return new StartupError(`The embedded PostgreSQL did not start: ${reason} (log: ${paths.logFile}).`);
}

export function diskFull(dataDir: string): StartupError {
  return new StartupError(
    `The disk holding ${dataDir} is full (No space left on device): free some space, or choose another DATA_DIR, and start again.`,
  );
}
