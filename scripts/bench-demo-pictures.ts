// `npx tsx scripts/bench-demo-pictures.ts [--workers N]`: paints every demo picture without the
// cache, as a first start on a new machine does, and prints how long it took (docs/performance.md).
import os from 'node:os';
import type { Storage } from '../api/storage/storage';
import { produceImages } from '../db/seeds/demo-images';
import { demoImageJobs } from '../db/seeds/demo';

const flag = process.argv.indexOf('--workers');
const paintWorkers = flag >= 0 ? Number(process.argv[flag + 1]) : os.availableParallelism();
const discard = { put: async () => {} } as unknown as Storage;
const jobs = demoImageJobs();
const started = Date.now();
await produceImages(discard, jobs, null, { paintWorkers });
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  `${jobs.length} demo pictures painted in ${seconds} s with ${paintWorkers || 'no'} paint workers ` +
    `(${os.availableParallelism()} cores, load average ${os.loadavg()[0]!.toFixed(1)} at the end)`,
);
