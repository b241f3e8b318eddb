import { describe, expect, it } from 'vitest';
import { createImagePool, ImagePoolFullError } from './image-pool';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('the image pool', () => {
  it('runs at most `concurrency` jobs at once and the rest in order', async () => {
    const pool = createImagePool({ concurrency: 2, maxQueued: 10 });
    const gates = [deferred(), deferred(), deferred()];
    const order: number[] = [];
    const jobs = gates.map((gate, i) =>
      pool.run(async () => {
        order.push(i);
        await gate.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(pool.stats()).toEqual({ running: 2, queued: 1 });
    expect(order).toEqual([0, 1]);
    gates[0]!.resolve();
    await jobs[0];
    await Promise.resolve();
    expect(order).toEqual([0, 1, 2]);
    gates[1]!.resolve();
    gates[2]!.resolve();
    expect(await Promise.all(jobs)).toEqual([0, 1, 2]);
    expect(pool.stats()).toEqual({ running: 0, queued: 0 });
  });

  it('refuses with 503 when the queue is full, and frees a slot when a job fails', async () => {
    const pool = createImagePool({ concurrency: 1, maxQueued: 1 });
    const gate = deferred();
    const first = pool.run(() => gate.promise);
    const second = pool.run(async () => 'second');
    await expect(pool.run(async () => 'third')).rejects.toBeInstanceOf(ImagePoolFullError);
    await expect(pool.run(async () => 'x')).rejects.toMatchObject({ status: 503 });
    gate.resolve();
    await first;
    expect(await second).toBe('second');
    await expect(pool.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await pool.run(async () => 'after')).toBe('after');
  });
});
