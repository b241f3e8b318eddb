/** The long side of an image kept for upload (issue 11: resized in the browser before storing). */
export const MAX_UPLOAD_SIDE = 2560;

/** GIFs may be animated; a canvas would keep one frame only. */
const RESIZABLE = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** The size to draw at: the long side at most `max`, proportions kept; null when it already fits. */
export function fittedSize(
  width: number,
  height: number,
  max: number = MAX_UPLOAD_SIDE,
): { width: number; height: number } | null {
  const long = Math.max(width, height);
  if (long <= max) return null;
  const scale = max / long;
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

async function encode(bitmap: ImageBitmap, size: { width: number; height: number }, type: string) {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    return canvas.convertToBlob({ type, quality: 0.9 });
  }
  if (typeof document === 'undefined') return null;
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  return new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.9));
}

/**
 * An image whose long side is over 2560 px, redrawn to 2560 px in the same format; anything else
 * (smaller images, GIFs, other files, or a browser without createImageBitmap) as it is.
 */
export async function resizeImageForUpload(file: Blob, max: number = MAX_UPLOAD_SIDE): Promise<Blob> {
  if (!RESIZABLE.has(file.type) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file; // not decodable here: the server checks the bytes anyway
  }
  try {
    const size = fittedSize(bitmap.width, bitmap.height, max);
    if (!size) return file;
    const resized = await encode(bitmap, size, file.type);
    // A browser that cannot encode the format answers PNG, which the server accepts too.
    return resized ?? file;
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}
