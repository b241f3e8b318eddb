import net from 'node:net';
import { listenAt, listenSteady } from './steady-listen';

/**
 * How the proxy treats connections: `pass` forwards them; `refuse` closes the listening port
 * (new connections are refused by the kernel, ECONNREFUSED); `reset` resets every connection, open
 * or new (a TCP RST); `drop` keeps every connection open and forwards nothing, like a network that
 * drops packets (new connections are accepted by the proxy and then never answered).
 */
export type FaultMode = 'pass' | 'refuse' | 'reset' | 'drop';

export interface FaultProxy {
  /** The upstream URL rewritten to go through the proxy. */
  url: string;
  setMode(mode: FaultMode): Promise<void>;
  close(): Promise<void>;
}

interface Pair {
  client: net.Socket;
  upstream: net.Socket | null;
}

/** A TCP proxy in front of a PostgreSQL server (`upstreamUrl`) that can refuse, reset and drop. */
export async function startFaultProxy(upstreamUrl: string): Promise<FaultProxy> {
  const target = new URL(upstreamUrl);
  const pairs = new Set<Pair>();
  let mode: FaultMode = 'pass';
  const server = net.createServer((client) => {
    const pair: Pair = { client, upstream: null };
    pairs.add(pair);
    client.on('close', () => pairs.delete(pair));
    client.on('error', () => {});
    if (mode === 'reset') return client.resetAndDestroy();
    if (mode === 'drop') return client.pause();
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    pair.upstream = upstream;
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  const port = await listenSteady(server);
  const via = new URL(upstreamUrl);
  via.hostname = '127.0.0.1';
  via.port = String(port);

  return {
    url: via.toString(),
    async setMode(next) {
      const was = mode;
      mode = next;
      if (next === 'refuse') {
        for (const { client } of pairs) client.destroy();
        if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
      } else if (!server.listening) {
        await listenAt(server, port);
      }
      if (next === 'reset') for (const { client } of pairs) client.resetAndDestroy();
      if (next === 'drop') {
        // Nothing moves either way; the sockets stay open.
        for (const { client, upstream } of pairs) {
          client.unpipe();
          upstream?.unpipe();
          client.pause();
          upstream?.pause();
        }
      }
      if (next === 'pass' && was === 'drop') {
        // A connection that lost bytes is out of step with its server: close it, as a real
        // network's timeouts would.
        for (const { client } of pairs) client.destroy();
      }
    },
    async close() {
      for (const { client } of pairs) client.destroy();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
