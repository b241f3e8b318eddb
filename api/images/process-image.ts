import type SharpModule from 'sharp';
import type { OutputInfo, Sharp } from 'sharp';
import { IMAGE_WIDTHS } from '../../contract/constants';

export const DEFAULT_WIDTHS: readonly number[] = IMAGE_WIDTHS;
/** Decompression-bomb guard: a 10 MB file can still claim 100k x 100k pixels. */
export const MAX_INPUT_PIXELS = 50_000_000;
/** And no side longer than this, whatever the pixel count (a 1 x 40,000 strip is still a bomb). */
export const MAX_SIDE_PX = 12_000;
const WEBP_QUALITY = 80;

let loaded: Promise<typeof SharpModule> | null = null;

/** sharp (libvips) is loaded on the first image, not at every start of the server. */
function loadSharp(): Promise<typeof SharpModule> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    // One libvips thread per image and no operation cache: memory stays bounded by the image pool
    // (api/images/image-pool.ts), which decides how many images are processed at once.
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}

export class InvalidImageError extends Error {
  override name = 'InvalidImageError';
}

/** A real image, but too large to process (pixels or side length): 413, not 415. */
export class ImageTooLargeError extends InvalidImageError {
  override name = 'ImageTooLargeError';
}

export interface Rendition {
  width: number;
  height: number;
  data: Buffer;
}

export interface ProcessedImage {
  /** Source dimensions after EXIF orientation. */
  width: number;
  height: number;
  /** WebP renditions, narrowest first. */
  renditions: Rendition[];
}

export interface ProcessImageOptions {
  widths?: readonly number[];
  maxInputPixels?: number;
}

/**
 * Re-encodes an upload as WebP renditions: oriented per EXIF, first frame only, never upscaled,
 * and with all metadata (EXIF, GPS, XMP, IPTC) dropped, which is sharp's default on output.
 */
export async function processImage(
  buffer: Buffer,
  { widths = DEFAULT_WIDTHS, maxInputPixels = MAX_INPUT_PIXELS }: ProcessImageOptions = {},
): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  // pages: 1 takes the first frame of an animated GIF or WebP.
  const source = sharp(buffer, { limitInputPixels: maxInputPixels, pages: 1 });
  const { width, height } = await orientedSize(source, maxInputPixels);
  if (width > MAX_SIDE_PX || height > MAX_SIDE_PX) {
    throw new ImageTooLargeError(
      `The image is too large (at most ${MAX_SIDE_PX.toLocaleString('en-US')} px a side)`,
    );
  }
  const targets = renditionWidths(width, widths);
  // The source is decoded once, to the widest rendition; the narrower ones come from that.
  const widest = await decodeStep(
    () =>
      source
        .clone()
        .autoOrient()
        .resize({ width: targets[targets.length - 1]!, withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true }),
    maxInputPixels,
  );
  const renditions: Rendition[] = [];
  for (const target of targets) renditions.push(await renderWebp(widest, target, maxInputPixels));
  return { width, height, renditions };
}

/**
 * Widths to render for a source `sourceWidth` wide: every requested width it can fill, plus the
 * source width itself when it lies below the widest requested one (so a 1000 px upload is still
 * served at 1000 px, and one narrower than every width still gets a rendition).
 */
export function renditionWidths(sourceWidth: number, widths: readonly number[]): number[] {
  const requested = [...new Set(widths)].filter((w) => Number.isInteger(w) && w > 0);
  if (requested.length === 0) throw new RangeError('processImage needs at least one width');
  const fitting = requested.filter((w) => w <= sourceWidth);
  const widest = Math.max(...requested);
  if (sourceWidth < widest && !fitting.includes(sourceWidth)) fitting.push(sourceWidth);
  return fitting.sort((a, b) => a - b);
}

async function orientedSize(
  source: Sharp,
  maxInputPixels: number,
): Promise<{ width: number; height: number }> {
  // metadata() already enforces limitInputPixels from the header, before any pixel is decoded.
  const metadata = await decodeStep(() => source.metadata(), maxInputPixels);
  const { width, height } = metadata.autoOrient;
  if (!width || !height) throw new InvalidImageError('The image has no dimensions');
  return { width, height };
}

async function renderWebp(
  base: { data: Buffer; info: OutputInfo },
  width: number,
  maxInputPixels: number,
): Promise<Rendition> {
  const { width: w, height: h, channels } = base.info;
  const sharp = await loadSharp();
  const { data, info } = await decodeStep(
    () =>
      sharp(base.data, { raw: { width: w, height: h, channels: channels as 1 | 2 | 3 | 4 } })
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true }),
    maxInputPixels,
  );
  return { width: info.width, height: info.height, data };
}

async function decodeStep<T>(step: () => Promise<T>, maxInputPixels: number): Promise<T> {
  try {
    return await step();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (error instanceof InvalidImageError) throw error;
    if (/pixel limit/i.test(reason)) {
      throw new ImageTooLargeError(`The image is too large (at most ${maxInputPixels / 1e6} megapixels)`, {
        cause: error,
      });
    }
    throw new InvalidImageError(`The image could not be decoded: ${reason}`, { cause: error });
  }
}
