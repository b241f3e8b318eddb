// The load generator of the catalogue bench (scripts/bench-catalogue.ts): `requests` GETs of one
// URL over `connections` keep-alive sockets, as many in flight as sockets; requests/s, p50 and p99.
import http from 'node:http';

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  /** Every request's latency in ms, sorted. */
  times: number[];
}

export async function load(
  url: string,
  {
    connections,
    requests,
    headers = {},
  }: { connections: number; requests: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const times: number[] = [];
  let next = 0;
  const get = () =>
    new Promise<void>((resolve, reject) => {
      const t0 = performance.now();
      http
        .get(url, { agent, headers: { 'accept-encoding': 'identity', ...headers } }, (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode !== 200) reject(new Error(`${url} answered ${res.statusCode}`));
            times.push(performance.now() - t0);
            resolve();
          });
        })
        .on('error', reject);
    });
  const worker = async () => {
    while (next < requests) {
      next++;
      await get();
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  times.sort((a, b) => a - b);
  return { rps: requests / elapsed, p50: percentile(times, 50), p99: percentile(times, 99), times };
}
