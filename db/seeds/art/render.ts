/** Rendering an SVG to JPEG with sharp, and the shared canvas texture. */
import sharp from 'sharp';
import type { Art } from './context';
import { mulberry32 } from './helpers';

const JPEG_QUALITY = 82;

export async function render(art: Art, width: number, height: number): Promise<Buffer> {
  const scale = art.scale ?? 1;
  const svgWidth = Math.max(1, Math.round(width / scale));
  const svgHeight = Math.max(1, Math.round(height / scale));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${svgWidth}" height="${svgHeight}" ` +
    `viewBox="0 0 ${width} ${height}" preserveAspectRatio="none">${art.body}</svg>`;
  let image = sharp(Buffer.from(svg)).removeAlpha();
  if (scale !== 1) image = image.resize(width, height, { fit: 'fill', kernel: 'cubic' });
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  applyTexture(data, info.width, info.height, info.channels, art.texture ?? 1);
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer();
}

const TILE = 512;
let textureTile: Int8Array | undefined;

/** Paper grain + canvas weave + soft mottling, tileable, the same for every image. */
function canvasTile(): Int8Array {
  if (textureTile) return textureTile;
  const next = mulberry32(20240611);
  const blotches = valueNoise(next, 8, 8);
  const drags = valueNoise(next, 6, 40);
  const tile = new Int8Array(TILE * TILE);
  for (let y = 0; y < TILE; y++) {
    for (let x = 0; x < TILE; x++) {
      const grain = (next() + next() - 1) * 8;
      const weave = (Math.sin((x * Math.PI) / 2) + Math.sin((y * Math.PI) / 2)) * 1.4;
      const mottle = blotches(x, y) * 4 + drags(x, y) * 1.2;
      tile[y * TILE + x] = Math.round(grain + weave + mottle);
    }
  }
  textureTile = tile;
  return tile;
}

/** Smooth noise in -1..1 on a `cols` x `rows` lattice that wraps around the tile. */
function valueNoise(next: () => number, cols: number, rows: number): (x: number, y: number) => number {
  const lattice = Array.from({ length: cols * rows }, () => next() * 2 - 1);
  const at = (col: number, row: number): number => lattice[(row % rows) * cols + (col % cols)] ?? 0;
  const smooth = (t: number): number => t * t * (3 - 2 * t);
  return (x, y) => {
    const gx = (x / TILE) * cols;
    const gy = (y / TILE) * rows;
    const [col, row] = [Math.floor(gx), Math.floor(gy)];
    const [tx, ty] = [smooth(gx - col), smooth(gy - row)];
    const top = at(col, row) + (at(col + 1, row) - at(col, row)) * tx;
    const bottom = at(col, row + 1) + (at(col + 1, row + 1) - at(col, row + 1)) * tx;
    return top + (bottom - top) * ty;
  };
}

const scaledTiles = new Map<number, Int16Array>();

function scaledTile(strength: number): Int16Array {
  const cached = scaledTiles.get(strength);
  if (cached) return cached;
  const tile = Int16Array.from(canvasTile(), (value) => Math.round(value * strength));
  scaledTiles.set(strength, tile);
  return tile;
}

function applyTexture(data: Buffer, width: number, height: number, channels: number, strength: number): void {
  if (strength <= 0) return;
  const tile = scaledTile(strength);
  // A clamped view saturates at 0 and 255 instead of wrapping.
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
  for (let y = 0; y < height; y++) {
    const row = (y % TILE) * TILE;
    let i = y * width * channels;
    for (let x = 0; x < width; x++, i += channels) {
      const offset = tile[row + (x % TILE)] ?? 0;
      pixels[i] = (pixels[i] ?? 0) + offset;
      pixels[i + 1] = (pixels[i + 1] ?? 0) + offset;
      pixels[i + 2] = (pixels[i + 2] ?? 0) + offset;
    }
  }
}
