import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { fromAppRoot } from '../app-root';
import { paintJob, type ImageJob, type Rendered } from './paint-job';

export interface PaintPool {
  paint(job: ImageJob): Promise<Rendered>;
  close(): Promise<void>;
}

interface Task {
  job: ImageJob;
  resolve: (r: Rendered) => void;
  reject: (e: Error) => void;
}

/**
 * Paints demo pictures on every core: one worker thread per core, each painting one picture at a
 * time (building a picture's SVG and its canvas grain is JavaScript, which one thread would do one
 * picture after another). With one core, or `workers: 0`, it paints in this thread.
 */
export function createPaintPool({ workers = os.availableParallelism() } = {}): PaintPool {
  if (workers < 2) return { paint: paintJob, close: async () => {} };
  const queue: Task[] = [];
  const idle: Worker[] = [];
  const busy = new Map<Worker, Task>();
  const all: Worker[] = [];

  const dispatch = () => {
    while (queue.length > 0 && idle.length > 0) {
      const worker = idle.pop()!;
      const task = queue.shift()!;
      busy.set(worker, task);
      worker.postMessage({ id: 0, job: task.job });
    }
  };
  const spawn = () => {
    const worker = new Worker(fromAppRoot('db/seeds/paint-worker.mjs'));
    worker.on('message', (msg: { result?: Rendered; error?: string }) => {
      const task = busy.get(worker)!;
      busy.delete(worker);
      idle.push(worker);
      if (msg.error !== undefined) task.reject(new Error(`painting a demo picture failed: ${msg.error}`));
      else
        task.resolve({
          ...msg.result!,
          // Buffers arrive as plain Uint8Arrays from another thread.
          renditions: msg.result!.renditions.map((r) => ({ width: r.width, data: Buffer.from(r.data) })),
        });
      dispatch();
    });
    worker.on('error', (err) => {
      busy.get(worker)?.reject(err);
      busy.delete(worker);
    });
    all.push(worker);
    idle.push(worker);
  };

  return {
    paint(job) {
      if (all.length < workers) spawn();
      return new Promise<Rendered>((resolve, reject) => {
        queue.push({ job, resolve, reject });
        dispatch();
      });
    },
    async close() {
      await Promise.all(all.map((w) => w.terminate()));
    },
  };
}
