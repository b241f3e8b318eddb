import { afterAll, describe, expect, it } from 'vitest';
import { demoImageJobs } from './demo';
import { paintJob } from './paint-job';
import { createPaintPool } from './paint-pool';

const pool = createPaintPool({ workers: 2 });
afterAll(() => pool.close());

describe('the paint pool', () => {
  it('paints the same demo pictures in worker threads as in this thread', async () => {
    const jobs = demoImageJobs().slice(0, 3);
    const [inWorkers, here] = await Promise.all([
      Promise.all(jobs.map((job) => pool.paint(job))),
      Promise.all(jobs.map((job) => paintJob(job))),
    ]);
    expect(inWorkers.map((r) => [r.width, r.height])).toEqual(here.map((r) => [r.width, r.height]));
    for (const [i, picture] of inWorkers.entries()) {
      expect(picture.renditions.map((r) => r.width)).toEqual(here[i]!.renditions.map((r) => r.width));
      for (const [k, r] of picture.renditions.entries()) {
        expect(Buffer.isBuffer(r.data)).toBe(true);
        expect(r.data.equals(here[i]!.renditions[k]!.data)).toBe(true);
      }
    }
  });

  it('says which picture failed instead of hanging', async () => {
    const broken = { ...demoImageJobs()[0]!, kind: 'artwork', style: 'no-such-style' } as never;
    await expect(pool.paint(broken)).rejects.toThrow(/painting a demo picture failed/);
  });
});
