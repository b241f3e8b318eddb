import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectImage } from './detect-image';

function solid(): Sharp {
  return sharp({ create: { width: 16, height: 16, channels: 3, background: '#8a4' } });
}

describe('detectImage', () => {
  it.each([
    ['image/jpeg', () => solid().jpeg().toBuffer()],
    ['image/png', () => solid().png().toBuffer()],
    ['image/webp', () => solid().webp().toBuffer()],
    ['image/gif', () => solid().gif().toBuffer()],
  ])('accepts %s from its bytes', async (mime, make) => {
    expect(await detectImage(await make())).toEqual({ mime });
  });

  it.each([
    ['SVG', '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['SVG without prolog', '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"></svg>'],
    ['text named photo.jpg', 'Dear artist, this is not a picture.'],
    ['PDF', '%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'],
    ['HTML', '<!doctype html><html><body><img src=x onerror=alert(1)></body></html>'],
    ['empty file', ''],
  ])('rejects %s', async (_name, content) => {
    expect(await detectImage(Buffer.from(content))).toBeNull();
  });

  it('rejects HEIC', async () => {
    const ftyp = Buffer.from('000000186674797068656963000000006d69663168656963', 'hex');
    expect(await detectImage(Buffer.concat([ftyp, Buffer.alloc(64)]))).toBeNull();
  });

  it('rejects AVIF and TIFF, which browsers or the pipeline do not all handle', async () => {
    expect(await detectImage(await solid().avif().toBuffer())).toBeNull();
    expect(await detectImage(await solid().tiff().toBuffer())).toBeNull();
  });
});
