import { describe, expect, it } from 'vitest';
import { fittedSize, MAX_UPLOAD_SIDE, resizeImageForUpload } from './resize-image';

describe('resizing photos before they are queued', () => {
  it('brings the long side down to 2560 px, keeping the proportions', () => {
    expect(fittedSize(6000, 4000)).toEqual({ width: MAX_UPLOAD_SIDE, height: 1707 });
    expect(fittedSize(3000, 5120)).toEqual({ width: 1500, height: 2560 });
  });

  it('leaves images that already fit as they are', () => {
    expect(fittedSize(2560, 1440)).toBeNull();
    expect(fittedSize(800, 600)).toBeNull();
  });

  it('keeps the original where the browser cannot decode it (no createImageBitmap here) and never touches GIFs', async () => {
    const jpeg = new Blob([new Uint8Array([255, 216, 255])], { type: 'image/jpeg' });
    const gif = new Blob([new Uint8Array([71, 73, 70])], { type: 'image/gif' });
    expect(await resizeImageForUpload(jpeg)).toBe(jpeg);
    expect(await resizeImageForUpload(gif)).toBe(gif);
  });
});
