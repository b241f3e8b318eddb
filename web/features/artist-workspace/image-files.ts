import { MAX_UPLOAD_BYTES } from '@contract/constants';

/** A refusal shown as a toast, in the spec's words (spec section 5). */
export interface ImageProblem {
  title: string;
  description: string;
}

/**
 * Sorts picked files into the ones to keep and the refusals: non-images ('Invalid file'), files over
 * `maxBytes` ('File too large'), and whatever would go past `max` images in all ('Too many images').
 * The artwork form checks 10MB here; the profile form only states it (spec section 5) and leaves it
 * to the server.
 */
export function checkImageFiles(
  files: readonly File[],
  currentCount: number,
  max: number,
  maxBytes: number = MAX_UPLOAD_BYTES,
): { accepted: File[]; problems: ImageProblem[] } {
  const problems: ImageProblem[] = [];
  const valid: File[] = [];
  for (const file of files) {
    if (!file.type.startsWith('image/')) {
      problems.push({ title: 'Invalid file', description: `${file.name} is not an image file` });
    } else if (file.size > maxBytes) {
      problems.push({ title: 'File too large', description: `${file.name} is larger than 10MB` });
    } else {
      valid.push(file);
    }
  }
  const room = Math.max(0, max - currentCount);
  if (valid.length > room) {
    problems.push({ title: 'Too many images', description: `Maximum ${max} images allowed` });
  }
  return { accepted: valid.slice(0, room), problems };
}
