import type { Logger } from '../lib/logger';

/** A job running on a timer; stop() ends the timer and resolves once the run under way has ended. */
export interface Job {
  stop(): Promise<void>;
}

/**
 * Runs `work` now and then every `everyMs` (the timer does not keep the process alive); a run that
 * fails is logged as `failed` and the next one runs as planned. Runs may overlap only if one
 * outlasts the interval (every job here is safe with that, and with several instances).
 */
export function every(everyMs: number, logger: Logger, failed: string, work: () => Promise<unknown>): Job {
  const running = new Set<Promise<unknown>>();
  const run = () => {
    const done = work().catch((err: unknown) => logger.warn({ err }, failed));
    running.add(done);
    void done.finally(() => running.delete(done));
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await Promise.allSettled([...running]);
    },
  };
}
