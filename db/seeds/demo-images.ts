import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from '../../api/storage/storage';
import { processImage } from '../../api/images/process-image';
import { renditionKey, type StoredImage } from '../../api/images/store-image';
import { ART_VERSION, generateArtwork, generatePortrait, generateStudio, type Style } from './art';

export type ImageJob =
  | { kind: 'artwork'; seed: number; style: Style; width: number; height: number; prefix: string }
  | { kind: 'portrait'; seed: number; size: number; prefix: string }
  | { kind: 'studio'; seed: number; width: number; height: number; prefix: string };

interface Rendered {
  width: number;
  height: number;
  renditions: Array<{ width: number; data: Buffer }>;
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

async function render(job: ImageJob): Promise<Rendered> {
  const source =
    job.kind === 'artwork'
      ? await generateArtwork(job.seed, job)
      : job.kind === 'portrait'
        ? await generatePortrait(job.seed, job.size)
        : await generateStudio(job.seed, job.width, job.height);
  return processImage(source);
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
async function rendered(job: ImageJob, cacheDir: string | null): Promise<Rendered> {
  if (!cacheDir) return render(job);
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
    const result = await render(job);
    await fs.mkdir(cacheDir, { recursive: true });
    for (const r of result.renditions)
      await writeAtomic(path.join(cacheDir, `${name}-${r.width}.webp`), r.data);
    const sizes = result.renditions.map((r) => r.width);
    await writeAtomic(meta, JSON.stringify({ width: result.width, height: result.height, sizes }));
    return result;
  }
}

/** Renders (or loads from the cache) and stores every job, a few at a time. */
export async function produceImages(
  storage: Storage,
  jobs: ImageJob[],
  cacheDir: string | null,
  concurrency = 3,
  onProgress?: (done: number, total: number) => void,
): Promise<StoredImage[]> {
  const results: StoredImage[] = new Array(jobs.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      const job = jobs[index]!;
      const image = await rendered(job, cacheDir);
      const key = `${job.prefix}/${randomUUID()}`;
      for (const r of image.renditions) await storage.put(renditionKey(key, r.width), r.data, 'image/webp');
      results[index] = {
        key,
        width: image.width,
        height: image.height,
        sizes: image.renditions.map((r) => r.width),
      };
      onProgress?.(++done, jobs.length);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}
