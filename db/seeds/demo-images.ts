import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Storage } from '../../api/storage/storage';
import { renditionKey, type StoredImage } from '../../api/images/store-image';
import { ART_VERSION } from './art';
import type { ImageJob, Rendered } from './paint-job';
import { createPaintPool, type PaintPool } from './paint-pool';

export type { ImageJob };

export interface ProduceOptions {
  /** Threads that paint pictures missing from the cache (default: one per core; 0: this thread). */
  paintWorkers?: number;
  /** Told after each picture is ready (painted, or copied from the cache), with how many were painted. */
  onProgress?: (done: number, total: number, painted: number) => void;
}

function cacheName(job: ImageJob): string {
  const base =
    job.kind === 'artwork'
      ? `artwork-${job.style}-${job.seed}-${job.width}x${job.height}`
      : job.kind === 'portrait'
        ? `portrait-${job.seed}-${job.size}`
        : `studio-${job.seed}-${job.width}x${job.height}`;
  return `v${ART_VERSION}-${base}`;
}

async function writeAtomic(file: string, data: Buffer | string): Promise<void> {
  const tmp = `${file}.${process.pid}.${randomUUID()}.tmp`;
  await fs.writeFile(tmp, data);
  await fs.rename(tmp, file);
}

/**
 * Generated pictures are deterministic, so their finished WebP renditions are cached (by default
 * under node_modules/.cache): the first seed on a machine renders them (~1 min on 2 cores), later
 * seeds (fresh DATA_DIRs, e2e runs) only copy files.
 */
async function rendered(
  job: ImageJob,
  cacheDir: string | null,
  pool: PaintPool,
  onPaint: () => void,
): Promise<Rendered> {
  if (!cacheDir) {
    onPaint();
    return pool.paint(job);
  }
  const name = cacheName(job);
  const meta = path.join(cacheDir, `${name}.json`);
  try {
    const { width, height, sizes } = JSON.parse(await fs.readFile(meta, 'utf8')) as {
      width: number;
      height: number;
      sizes: number[];
    };
    const renditions = await Promise.all(
      sizes.map(async (w) => ({
        width: w,
        data: await fs.readFile(path.join(cacheDir, `${name}-${w}.webp`)),
      })),
    );
    return { width, height, renditions };
  } catch {
    onPaint();
    const result = await pool.paint(job);
    await fs.mkdir(cacheDir, { recursive: true });
    for (const r of result.renditions)
      await writeAtomic(path.join(cacheDir, `${name}-${r.width}.webp`), r.data);
    const sizes = result.renditions.map((r) => r.width);
    await writeAtomic(meta, JSON.stringify({ width: result.width, height: result.height, sizes }));
    return result;
  }
}

/**
 * Renders (or loads from the cache) and stores every job: pictures to paint go to a pool of paint
 * workers, one per core (`paintWorkers`), with one more job in flight than workers so copying
 * files overlaps painting.
 */
export async function produceImages(
  storage: Storage,
  jobs: ImageJob[],
  cacheDir: string | null,
  { paintWorkers = os.availableParallelism(), onProgress }: ProduceOptions = {},
): Promise<StoredImage[]> {
  const pool = createPaintPool({ workers: paintWorkers });
  const concurrency = Math.max(3, paintWorkers + 1);
  const results: StoredImage[] = new Array(jobs.length);
  let next = 0;
  let done = 0;
  let painted = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      const job = jobs[index]!;
      const image = await rendered(job, cacheDir, pool, () => painted++);
      const key = `${job.prefix}/${randomUUID()}`;
      for (const r of image.renditions) await storage.put(renditionKey(key, r.width), r.data, 'image/webp');
      results[index] = {
        key,
        width: image.width,
        height: image.height,
        sizes: image.renditions.map((r) => r.width),
      };
      onProgress?.(++done, jobs.length, painted);
    }
  };
  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    await pool.close();
  }
  return results;
}
