export type ImageMime = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';

const ACCEPTED: ReadonlySet<string> = new Set<ImageMime>([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
]);

function isAccepted(mime: string): mime is ImageMime {
  return ACCEPTED.has(mime);
}

/**
 * The image type from the file's bytes (never its name or the client's Content-Type).
 * SVG (scriptable), HEIC, PDF, text and anything else answer null.
 */
export async function detectImage(buffer: Uint8Array): Promise<{ mime: ImageMime } | null> {
  // Loaded on the first upload, not at every start of the server.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(buffer);
  return detected && isAccepted(detected.mime) ? { mime: detected.mime } : null;
}
