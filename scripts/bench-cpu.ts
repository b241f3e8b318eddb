// The CPU time one side of a benchmark spends on its requests (Linux: /proc): the app's Node
// process (all its threads) and the PostgreSQL sessions serving its database. Unlike requests per
// second, CPU time per request hardly depends on what else the machine runs, so on a loaded
// machine it still tells which engine does more work for the same request.
import fs from 'node:fs';
import pg from 'pg';

/** CPU time of each process by pid, in clock ticks (utime + stime). */
export type CpuSample = Map<number, number>;

function ticks(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

export interface CpuMeter {
  sample(): Promise<CpuSample>;
  close(): Promise<void>;
}

/**
 * The app's process and the client sessions on `database` (found through pg_stat_activity on a
 * connection of the meter's own, which is left out). Null where /proc is missing.
 */
export async function cpuMeter(appPid: number, connectionString: string): Promise<CpuMeter | null> {
  if (ticks(appPid) === null) return null;
  const client = new pg.Client({ connectionString });
  await client.connect();
  return {
    async sample() {
      const { rows } = await client.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity
          WHERE datname = current_database() AND backend_type = 'client backend' AND pid <> pg_backend_pid()`,
      );
      const sample: CpuSample = new Map();
      for (const pid of [appPid, ...rows.map((r) => r.pid)]) {
        const t = ticks(pid);
        if (t !== null) sample.set(pid, t);
      }
      return sample;
    },
    close: () => client.end(),
  };
}

/** Seconds of CPU between two samples (a session opened in between counts from zero; one closed is lost). */
export function cpuSeconds(before: CpuSample, after: CpuSample): number {
  let total = 0;
  for (const [pid, t] of after) total += t - (before.get(pid) ?? 0);
  return total / 100; // USER_HZ: 100 on Linux
}
