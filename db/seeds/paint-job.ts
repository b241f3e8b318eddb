/** Paints one demo picture and makes its WebP renditions (in a paint worker, or in this thread). */
import { processImage } from '../../api/images/process-image';
import { generateArtwork, generatePortrait, generateStudio, type Style } from './art';

export type ImageJob =
  | { kind: 'artwork'; seed: number; style: Style; width: number; height: number; prefix: string }
  | { kind: 'portrait'; seed: number; size: number; prefix: string }
  | { kind: 'studio'; seed: number; width: number; height: number; prefix: string };

export interface Rendered {
  width: number;
  height: number;
  renditions: Array<{ width: number; data: Buffer }>;
}

export async function paintJob(job: ImageJob): Promise<Rendered> {
  const source =
    job.kind === 'artwork'
      ? await generateArtwork(job.seed, job)
      : job.kind === 'portrait'
        ? await generatePortrait(job.seed, job.size)
        : await generateStudio(job.seed, job.width, job.height);
  return processImage(source);
}
