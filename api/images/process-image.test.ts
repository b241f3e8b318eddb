import { crc32 } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { ImageTooLargeError, InvalidImageError, processImage, renditionWidths } from './process-image';

function canvas(width: number, height: number, background = '#c8553d'): Sharp {
  return sharp({ create: { width, height, channels: 3, background } });
}

/** A phone photo: stored landscape 400x200, EXIF says rotate 90°, GPS and owner tags. */
function phoneJpeg(): Promise<Buffer> {
  return canvas(400, 200)
    .jpeg()
    .withExif({
      IFD0: { Make: 'SecretCam', Copyright: 'SECRET-OWNER' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A tiny PNG whose header claims `width` x `height`: the shape of a decompression bomb. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await canvas(1, 1).png().toBuffer());
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('processImage', () => {
  it('honours EXIF orientation and strips EXIF and GPS metadata', async () => {
    const input = await phoneJpeg();
    expect((await sharp(input).metadata()).exif?.includes('SecretCam')).toBe(true);

    const result = await processImage(input);
    expect(result).toMatchObject({ width: 200, height: 400 });
    for (const { data } of result.renditions) {
      const metadata = await sharp(data).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.iptc).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(data.includes('SECRET-OWNER')).toBe(false);
      expect(data.includes('SecretCam')).toBe(false);
    }
  });

  it('renders every requested width the source can fill, keeping the aspect ratio', async () => {
    const result = await processImage(await canvas(3000, 1500).png().toBuffer());
    expect(result.renditions.map(({ width, height }) => [width, height])).toEqual([
      [320, 160],
      [640, 320],
      [1280, 640],
      [2048, 1024],
    ]);
  });

  it('never upscales: a 1000 px source tops out at 1000 px', async () => {
    const result = await processImage(await canvas(1000, 800).jpeg().toBuffer());
    expect(result.renditions.map((r) => r.width)).toEqual([320, 640, 1000]);
    for (const rendition of result.renditions) {
      expect((await sharp(rendition.data).metadata()).width).toBe(rendition.width);
    }
  });

  it('keeps one rendition at source size when the source is narrower than every width', async () => {
    const result = await processImage(await canvas(200, 150).webp().toBuffer());
    expect(result.renditions.map(({ width, height }) => [width, height])).toEqual([[200, 150]]);
  });

  it('accepts a PNG with transparency', async () => {
    const png = await sharp({
      create: { width: 400, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const [rendition] = (await processImage(png)).renditions;
    expect((await sharp(rendition?.data).metadata()).hasAlpha).toBe(true);
  });

  it('takes the first frame of an animated GIF', async () => {
    const red = await canvas(400, 200, '#ff0000').png().toBuffer();
    const blue = await canvas(400, 200, '#0000ff').png().toBuffer();
    const gif = await sharp([red, blue], { join: { animated: true } })
      .gif()
      .toBuffer();

    const result = await processImage(gif);
    expect(result).toMatchObject({ width: 400, height: 200 });
    const rendition = result.renditions.at(-1);
    const metadata = await sharp(rendition?.data).metadata();
    expect(metadata.pages ?? 1).toBe(1);
    const { dominant } = await sharp(rendition?.data).stats();
    expect(dominant.r).toBeGreaterThan(200);
    expect(dominant.b).toBeLessThan(60);
  });

  it('rejects a truncated JPEG', async () => {
    const jpeg = await canvas(800, 600).jpeg().toBuffer();
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length * 0.6));
    await expect(processImage(truncated)).rejects.toThrow(InvalidImageError);
  });

  it('rejects bytes that are no image', async () => {
    await expect(processImage(Buffer.from('not an image'))).rejects.toThrow(InvalidImageError);
  });

  it('rejects a decompression bomb before decoding it', async () => {
    const bomb = await pngClaiming(10_000, 10_000);
    await expect(processImage(bomb)).rejects.toThrow(/too large/);
    await expect(processImage(bomb)).rejects.toThrow(InvalidImageError);
  });
});

describe('renditionWidths', () => {
  const widths = [320, 640, 1280, 2048];

  it.each([
    [4000, [320, 640, 1280, 2048]],
    [2048, [320, 640, 1280, 2048]],
    [1280, [320, 640, 1280]],
    [700, [320, 640, 700]],
    [320, [320]],
    [100, [100]],
  ])('a %i px source gets %j', (source, expected) => {
    expect(renditionWidths(source, widths)).toEqual(expected);
  });

  it('needs a width', () => {
    expect(() => renditionWidths(100, [])).toThrow(RangeError);
  });
});

describe('bounds', () => {
  it('refuses an image with a side over 12,000 px as too large, before rendering it', async () => {
    const strip = await sharp({ create: { width: 13_000, height: 8, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    await expect(processImage(strip)).rejects.toBeInstanceOf(ImageTooLargeError);
    await expect(processImage(strip)).rejects.toThrow(/12,000 px a side/);
  });

  it('refuses a decompression bomb (more than 50 megapixels) as too large', async () => {
    const bomb = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await expect(processImage(bomb)).rejects.toBeInstanceOf(ImageTooLargeError);
  });
});
