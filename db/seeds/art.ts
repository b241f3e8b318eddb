/**
 * Deterministic abstract artworks for the demo data: the same seed and options always give the
 * same JPEG. Each style builds an SVG from a seeded PRNG and a curated palette; sharp renders it
 * and a shared canvas texture is added so the result reads as painted rather than flat.
 */
// One file by request of the seed task (one owner per file); sections below split it by concept.
import sharp from 'sharp';

export const STYLES = [
  'color-field',
  'geometric',
  'landscape',
  'waves',
  'grid',
  'dots',
  'botanical',
  'portrait',
  'cityscape',
  'ink',
] as const;
export type Style = (typeof STYLES)[number];

export interface ArtworkOptions {
  width: number;
  height: number;
  style: Style;
}

const JPEG_QUALITY = 82;

export async function generateArtwork(seed: number, { width, height, style }: ArtworkOptions): Promise<Buffer> {
  const ctx = createContext(seed, width, height);
  return render(PAINTERS[style](ctx), width, height);
}

/** A square artist avatar: a stylised bust on a coloured background. */
export async function generatePortrait(seed: number, size: number): Promise<Buffer> {
  const ctx = createContext(seed, size, size);
  return render(paintPortrait(ctx, { avatar: true }), size, size);
}

/** An abstract studio interior: window light, easel, plants, framed work on the wall. */
export async function generateStudio(seed: number, width: number, height: number): Promise<Buffer> {
  const ctx = createContext(seed, width, height);
  return render(paintStudio(ctx), width, height);
}

// ---------------------------------------------------------------------------------------------
// Randomness, colour and SVG helpers

interface Random {
  next(): number;
  range(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  shuffle<T>(items: readonly T[]): T[];
}

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function createRandom(seed: number): Random {
  // Scramble the seed so neighbouring seeds (1, 2, 3…) start far apart.
  const next = mulberry32(Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new RangeError('Cannot pick from an empty list');
    return item;
  };
  const shuffle = <T>(items: readonly T[]): T[] =>
    items
      .map((item) => ({ item, order: next() }))
      .sort((a, b) => a.order - b.order)
      .map(({ item }) => item);
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick,
    chance: (probability) => next() < probability,
    shuffle,
  };
}

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;
}

function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = parseHex(a);
  const [br, bg, bb] = parseHex(b);
  return toHex([ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t]);
}

const lighten = (color: string, t: number): string => mix(color, '#ffffff', t);
const darken = (color: string, t: number): string => mix(color, '#000000', t);

function luminance(color: string): number {
  const [r, g, b] = parseHex(color);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const byLuminance = (colors: readonly string[]): string[] =>
  [...colors].sort((a, b) => luminance(a) - luminance(b));

/** Rounds coordinates: shorter SVG, faster parse. */
const n = (value: number): string => (Math.round(value * 10) / 10).toString();

function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}" ${extra}/>`;
}

function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" ${extra}/>`;
}

function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}" ${extra}/>`;
}

function linearGradient(id: string, stops: readonly string[], x2 = 0, y2 = 1): string {
  const last = Math.max(1, stops.length - 1);
  const body = stops.map((color, i) => `<stop offset="${n(i / last)}" stop-color="${color}"/>`).join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${body}</linearGradient>`;
}

function radialGlow(id: string, color: string, opacity: number): string {
  return (
    `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/>` +
    `<stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`
  );
}

type Point = [number, number];

/** A smooth curve through the points (Catmull-Rom as cubic Béziers). */
function smoothPath(points: readonly Point[]): string {
  const at = (i: number): Point => points[Math.min(points.length - 1, Math.max(0, i))] ?? [0, 0];
  let d = `M${n(at(0)[0])} ${n(at(0)[1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d;
}

function polygon(points: readonly Point[]): string {
  return `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`;
}

// ---------------------------------------------------------------------------------------------
// Palettes and painting context

interface Palette {
  /** Paper or canvas colour, light. */
  ground: string;
  /** Five colours that sit well together, roughly dark to light not guaranteed. */
  colors: readonly string[];
}

const PALETTES: readonly Palette[] = [
  { ground: '#f1e7d8', colors: ['#c8553d', '#e39b5b', '#f2c57c', '#5b7065', '#2d3a3a'] },
  { ground: '#e9ece6', colors: ['#2e4756', '#3c7a89', '#9fc2cc', '#f5b971', '#d95d39'] },
  { ground: '#efe6d2', colors: ['#d7263d', '#1b4965', '#f4c430', '#1f1f1f', '#6c8ead'] },
  { ground: '#f3efe6', colors: ['#8a9a5b', '#52703d', '#c9ad6a', '#d98e73', '#3b4a3f'] },
  { ground: '#f4ede4', colors: ['#4b3f72', '#ffc857', '#e9724c', '#c5283d', '#1f2041'] },
  { ground: '#f4f1ea', colors: ['#0b3954', '#087e8b', '#bfd7ea', '#ff5a5f', '#c81d25'] },
  { ground: '#f6e8d6', colors: ['#b5651d', '#e3a857', '#7a4419', '#d9b08c', '#2f4858'] },
  { ground: '#fbf3ef', colors: ['#e8a598', '#c06c84', '#6c5b7b', '#355c7d', '#f8b195'] },
  { ground: '#e8e4d8', colors: ['#1e3d2f', '#3f6e4b', '#a4b494', '#d4a373', '#7f4f24'] },
  { ground: '#eef2f3', colors: ['#1d3557', '#457b9d', '#a8dadc', '#e63946', '#f1c453'] },
  { ground: '#fff4e0', colors: ['#ff9f1c', '#ffbf69', '#2ec4b6', '#1b4332', '#cbf3f0'] },
  { ground: '#f0e6dc', colors: ['#5e2750', '#b5838d', '#e5989b', '#ffb4a2', '#cc8b3c'] },
];

interface Ctx {
  random: Random;
  palette: Palette;
  width: number;
  height: number;
  /** Unique ids for gradients and filters within one document. */
  id(prefix: string): string;
}

function createContext(seed: number, width: number, height: number): Ctx {
  const random = createRandom(seed);
  let counter = 0;
  return {
    random,
    palette: random.pick(PALETTES),
    width,
    height,
    id: (prefix) => `${prefix}${(counter += 1)}`,
  };
}

interface Art {
  body: string;
  /** Render at 1/scale and enlarge: cheap soft edges for painterly styles. */
  scale?: number;
  /** Grain strength, 0..1. */
  texture?: number;
}

type Painter = (ctx: Ctx) => Art;

// ---------------------------------------------------------------------------------------------
// Rendering and canvas texture

async function render(art: Art, width: number, height: number): Promise<Buffer> {
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

/** Paper grain + canvas weave + slow mottling, tileable, the same for every image. */
function canvasTile(): Int8Array {
  if (textureTile) return textureTile;
  const next = mulberry32(20240611);
  const waves = Array.from({ length: 6 }, () => ({
    fx: 1 + Math.floor(next() * 4),
    fy: 1 + Math.floor(next() * 4),
    phase: next() * Math.PI * 2,
  }));
  const tile = new Int8Array(TILE * TILE);
  for (let y = 0; y < TILE; y++) {
    for (let x = 0; x < TILE; x++) {
      const grain = (next() + next() - 1) * 9;
      const weave = (Math.sin((x * Math.PI) / 2) + Math.sin((y * Math.PI) / 2)) * 1.6;
      let mottle = 0;
      for (const { fx, fy, phase } of waves) {
        mottle += Math.sin(((fx * x + fy * y) * 2 * Math.PI) / TILE + phase);
      }
      tile[y * TILE + x] = Math.round(grain + weave + mottle * 1.5);
    }
  }
  textureTile = tile;
  return tile;
}

function applyTexture(data: Buffer, width: number, height: number, channels: number, strength: number): void {
  if (strength <= 0) return;
  const tile = canvasTile();
  for (let y = 0; y < height; y++) {
    const row = (y % TILE) * TILE;
    for (let x = 0; x < width; x++) {
      const offset = Math.round((tile[row + (x % TILE)] ?? 0) * strength);
      const i = (y * width + x) * channels;
      for (let c = 0; c < 3; c++) {
        const value = (data[i + c] ?? 0) + offset;
        data[i + c] = value < 0 ? 0 : value > 255 ? 255 : value;
      }
    }
  }
}
