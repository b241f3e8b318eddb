import { steadyPort } from '../../scripts/steady-port.mjs';

/** A net, http or SMTP server: what listening on a port takes. */
interface Listenable {
  listen(port: number, host: string, done: () => void): unknown;
  once(event: 'error', listener: (err: Error) => void): unknown;
  off(event: 'error', listener: (err: Error) => void): unknown;
}

/** Listens on 127.0.0.1:`port`; rejects with the listen error (EADDRINUSE: taken). */
export function listenAt(server: Listenable, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * Listens on a free port below the kernel's ephemeral range and returns it: a test server closed
 * and opened again there (a restart, an outage) finds it free again, where a port from listen(0)
 * may meanwhile have become the local port of a database connection (scripts/steady-port.mjs).
 */
export function listenSteady(server: Listenable): Promise<number> {
  return steadyPort((port) =>
    listenAt(server, port).then(
      () => true,
      (err: NodeJS.ErrnoException) => {
        if (err.code === 'EADDRINUSE') return false;
        throw err;
      },
    ),
  );
}
