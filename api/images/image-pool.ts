import os from 'node:os';
import { ErrorCodes } from '../../contract/errors';
import { HttpError } from '../errors';

/** Refused when the queue is full: the client should retry shortly (503 + Retry-After). */
export class ImagePoolFullError extends HttpError {
  constructor() {
    super(
      503,
      'Too many images are being processed right now. Please try again in a few seconds.',
      ErrorCodes.UNAVAILABLE,
    );
  }
}

export interface ImagePool {
  run<T>(job: () => Promise<T>): Promise<T>;
  /** Jobs running and waiting, for tests and the bench. */
  stats(): { running: number; queued: number };
}

/**
 * A bounded pool for CPU- and memory-heavy image work: at most `concurrency` jobs at once, at most
 * `maxQueued` waiting, and beyond that an immediate ImagePoolFullError instead of an unbounded
 * pile-up of decoded pixels.
 */
export function createImagePool({
  concurrency,
  maxQueued,
}: {
  concurrency: number;
  maxQueued: number;
}): ImagePool {
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    running--;
    const next = waiting.shift();
    if (next) {
      running++;
      next();
    }
  };
  return {
    async run(job) {
      if (running >= concurrency) {
        if (waiting.length >= maxQueued) throw new ImagePoolFullError();
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running++;
      }
      try {
        return await job();
      } finally {
        release();
      }
    },
    stats: () => ({ running, queued: waiting.length }),
  };
}

/** The process's pool: one image at a time per spare core (sharp runs one libvips thread each). */
export const imagePool = createImagePool({
  concurrency: Math.max(1, os.availableParallelism() - 1),
  maxQueued: 48,
});
