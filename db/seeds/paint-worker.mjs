// A paint worker (db/seeds/paint-pool.ts): paints the demo pictures it is sent, one at a time. A
// plain module that loads the TypeScript itself, as scripts/start.mjs does, so it runs the same
// under `npm start`, tsx and Vitest.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { paintJob } = await import('./paint-job.ts');

parentPort.on('message', async ({ id, job }) => {
  try {
    const result = await paintJob(job);
    parentPort.postMessage({ id, result });
  } catch (err) {
    parentPort.postMessage({ id, error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  }
});
