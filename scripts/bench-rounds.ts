// Two servers side by side, measured so that the machine's noise cannot decide: both are up at
// once and take turns, route by route, in short timed blocks (A B, then B A in the next round, so
// neither is always first); each round gives one throughput ratio per route, and the report is the
// median over the rounds with its spread. A slow minute on a shared machine lowers both sides of
// the rounds it falls in, not one engine's whole run.
import fs from 'node:fs';
import { cpuSeconds, type CpuMeter } from './bench-cpu';

export type Send = () => Promise<Response>;

export interface Block {
  requests: number;
  seconds: number;
  times: number[];
}

/** CONCURRENCY workers sending until `ms` have passed; the requests in flight then are finished and counted. */
export async function timedBlock(send: Send, ms: number, concurrency: number): Promise<Block> {
  const times: number[] = [];
  const t0 = performance.now();
  const deadline = t0 + ms;
  const worker = async () => {
    while (performance.now() < deadline) {
      const s = performance.now();
      const res = await send();
      await res.arrayBuffer();
      if (res.status >= 400) throw new Error(`answered ${res.status}`);
      times.push(performance.now() - s);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { requests: times.length, seconds: (performance.now() - t0) / 1000, times };
}

export function loadAverage(): string {
  try {
    return fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return '?';
  }
}

export function quantile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** One side's totals for a route over all rounds. */
export interface Side {
  /** Per round, requests per second. */
  rps: number[];
  /** Every request's latency, all rounds (ms). */
  times: number[];
  /** Requests answered over all rounds. */
  requests: number;
  /** CPU seconds of the side's app and sessions over all rounds (null without a meter). */
  cpu: number | null;
}

export interface RouteResult {
  a: Side;
  b: Side;
  /** Per round, a's throughput over b's. */
  ratios: number[];
}

export interface RoundsOptions {
  rounds: number;
  blockMs: number;
  warmupMs: number;
  concurrency: number;
  /** Each side's CPU meter (scripts/bench-cpu.ts), sampled around each of its blocks. */
  meters?: { a: CpuMeter | null; b: CpuMeter | null };
  /** Told at the start of each round (its number from 1, the load average then). */
  onRound?: (round: number, load: string) => void;
  /** Told at the end of each round, with the ratios of that round by route. */
  onRoundDone?: (round: number, ratios: Record<string, number>) => void;
}

/**
 * `a` and `b` name the same routes (one sender each). Each route is warmed up on both, then for
 * each round and route one block on each side, the order swapped from one round and route to the next.
 */
export async function interleavedRounds(
  a: Record<string, Send>,
  b: Record<string, Send>,
  o: RoundsOptions,
): Promise<Record<string, RouteResult>> {
  const routes = Object.keys(a);
  const results: Record<string, RouteResult> = {};
  for (const route of routes) {
    await timedBlock(a[route]!, o.warmupMs, o.concurrency);
    await timedBlock(b[route]!, o.warmupMs, o.concurrency);
    const side = (meter: CpuMeter | null | undefined): Side => ({
      rps: [],
      times: [],
      requests: 0,
      cpu: meter ? 0 : null,
    });
    results[route] = { a: side(o.meters?.a), b: side(o.meters?.b), ratios: [] };
  }
  for (let round = 0; round < o.rounds; round++) {
    o.onRound?.(round + 1, loadAverage());
    const ratios: Record<string, number> = {};
    for (const [i, route] of routes.entries()) {
      const r = results[route]!;
      const sides = [
        { send: a[route]!, side: r.a, meter: o.meters?.a },
        { send: b[route]!, side: r.b, meter: o.meters?.b },
      ];
      if ((round + i) % 2) sides.reverse();
      for (const { send, side, meter } of sides) {
        const before = await meter?.sample();
        const block = await timedBlock(send, o.blockMs, o.concurrency);
        if (meter && before && side.cpu !== null) side.cpu += cpuSeconds(before, await meter.sample());
        side.rps.push(block.requests / block.seconds);
        side.requests += block.requests;
        side.times.push(...block.times);
      }
      ratios[route] = r.a.rps.at(-1)! / r.b.rps.at(-1)!;
      r.ratios.push(ratios[route]);
    }
    o.onRoundDone?.(round + 1, ratios);
  }
  for (const r of Object.values(results)) {
    r.a.times.sort((x, y) => x - y);
    r.b.times.sort((x, y) => x - y);
  }
  return results;
}
