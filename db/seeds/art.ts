/**
 * Deterministic abstract artworks for the demo data: the same seed and options always give the
 * same JPEG. Each style builds an SVG from a seeded PRNG and a curated palette; sharp renders it
 * and a shared canvas texture is added so the result reads as painted rather than flat.
 */
// One file because the seed task owns only this path; the section markers are where to split it.
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

/** Bump whenever the pictures change, so caches of generated files keyed on it go stale. */
export const ART_VERSION = 1;

const JPEG_QUALITY = 82;

export async function generateArtwork(
  seed: number,
  { width, height, style }: ArtworkOptions,
): Promise<Buffer> {
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

/** MurmurHash3's 32-bit finaliser. */
function fmix32(value: number): number {
  let h = value >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

function createRandom(seed: number): Random {
  // mulberry32's first outputs are correlated for neighbouring states: hash the seed first.
  const next = mulberry32(fmix32(seed + 0x9e3779b9));
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
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
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

/** The colour whose red most exceeds its blue: the sun, a lamp, a glow. */
function warmest(colors: readonly string[]): string {
  return [...colors].sort((a, b) => warmthOf(b) - warmthOf(a))[0] ?? '#f2c57c';
}

function warmthOf(color: string): number {
  const [r, , b] = parseHex(color);
  return r - b;
}

/** The colour whose blue most exceeds its red: sky, water, shade. */
function coolest(colors: readonly string[]): string {
  return [...colors].sort((a, b) => warmthOf(a) - warmthOf(b))[0] ?? '#6f9fc8';
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
  /** Canvas texture multiplier (1 = default grain, 0 = none). */
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

// ---------------------------------------------------------------------------------------------
// Styles

function paintColorField({ random, palette, width: w, height: h, id }: Ctx): Art {
  const [base, ...others] = random.shuffle(palette.colors) as [string, ...string[]];
  const ground = darken(base, random.range(0.1, 0.4));
  const count = random.int(2, 3);
  const marginX = w * random.range(0.07, 0.11);
  const marginY = h * random.range(0.05, 0.08);
  const gap = h * random.range(0.03, 0.05);
  const weights = Array.from({ length: count }, () => random.range(0.6, 1.6));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const available = h - 2 * marginY - gap * (count - 1);
  const groundId = id('g');
  const parts = [
    linearGradient(groundId, [lighten(ground, 0.06), ground, darken(ground, 0.15)]),
    rect(0, 0, w, h, `url(#${groundId})`),
  ];
  let y = marginY;
  weights.forEach((weight, i) => {
    const blockHeight = (available * weight) / total;
    const color = others[i % others.length] ?? base;
    parts.push(softBlock({ random, id }, marginX, y, w - 2 * marginX, blockHeight, color, ground));
    y += blockHeight + gap;
  });
  return { body: parts.join(''), scale: 10, texture: 1.1 };
}

function softBlock(
  { random, id }: Pick<Ctx, 'random' | 'id'>,
  x: number,
  y: number,
  w: number,
  h: number,
  color: string,
  ground: string,
): string {
  const gradientId = id('b');
  const jitter = (): number => random.range(-1, 1) * w * 0.008;
  const edge = (steps: number, from: Point, to: Point): Point[] =>
    Array.from({ length: steps }, (_, i) => [
      from[0] + ((to[0] - from[0]) * i) / steps + jitter(),
      from[1] + ((to[1] - from[1]) * i) / steps + jitter(),
    ]);
  const outline = [
    ...edge(8, [x, y], [x + w, y]),
    ...edge(6, [x + w, y], [x + w, y + h]),
    ...edge(8, [x + w, y + h], [x, y + h]),
    ...edge(6, [x, y + h], [x, y]),
  ];
  const bands = Array.from({ length: random.int(3, 6) }, () => {
    const by = y + random.range(0, 0.85) * h;
    const tone = random.chance(0.5) ? lighten(color, 0.14) : darken(color, 0.14);
    return rect(
      x + w * 0.03,
      by,
      w * 0.94,
      h * random.range(0.06, 0.16),
      tone,
      `fill-opacity="${n(random.range(0.2, 0.4))}"`,
    );
  });
  const halo = mix(color, ground, 0.5);
  return [
    linearGradient(gradientId, [lighten(color, 0.08), color, mix(color, ground, 0.25)]),
    rect(x - w * 0.025, y - w * 0.025, w * 1.05, h + w * 0.05, halo, 'fill-opacity=".35"'),
    rect(x - w * 0.01, y - w * 0.01, w * 1.02, h + w * 0.02, halo, 'fill-opacity=".6"'),
    path(polygon(outline), `url(#${gradientId})`),
    ...bands,
  ].join('');
}

const BAUHAUS_SHAPES = ['circle', 'half', 'quarter', 'triangle', 'rings', 'dots', 'stripes', 'lens'] as const;
type BauhausShape = (typeof BAUHAUS_SHAPES)[number];

function paintGeometric({ random, palette, width: w, height: h }: Ctx): Art {
  const cols = random.int(3, 4);
  const rows = Math.max(1, Math.round((cols * h) / w));
  const margin = Math.min(w, h) * 0.07;
  const cell = Math.min((w - 2 * margin) / cols, (h - 2 * margin) / rows);
  const x0 = (w - cell * cols) / 2;
  const y0 = (h - cell * rows) / 2;
  const colors = [...palette.colors, palette.ground];
  const parts = [rect(0, 0, w, h, palette.ground)];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const [back, front, third] = random.shuffle(colors) as [string, string, string];
      const x = x0 + col * cell;
      const y = y0 + row * cell;
      parts.push(rect(x, y, cell + 0.5, cell + 0.5, back));
      parts.push(bauhausShape(random.pick(BAUHAUS_SHAPES), x, y, cell, front, third, random.int(0, 3) * 90));
    }
  }
  return { body: parts.join(''), texture: 0.9 };
}

function bauhausShape(
  shape: BauhausShape,
  x: number,
  y: number,
  s: number,
  front: string,
  accent: string,
  angle: number,
): string {
  const group = (inner: string): string =>
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${angle} ${n(s / 2)} ${n(s / 2)})">${inner}</g>`;
  switch (shape) {
    case 'circle':
      return group(circle(s / 2, s / 2, s * 0.38, front) + circle(s / 2, s / 2, s * 0.12, accent));
    case 'half':
      return group(path(`M0 ${n(s)}A${n(s / 2)} ${n(s / 2)} 0 0 1 ${n(s)} ${n(s)}Z`, front));
    case 'quarter':
      return group(path(`M0 0L${n(s)} 0A${n(s)} ${n(s)} 0 0 1 0 ${n(s)}Z`, front));
    case 'triangle':
      return group(path(`M0 ${n(s)}L${n(s / 2)} ${n(s * 0.12)}L${n(s)} ${n(s)}Z`, front));
    case 'rings':
      return group(
        [0.44, 0.33, 0.22, 0.11]
          .map((r, i) => circle(s / 2, s / 2, s * r, i % 2 === 0 ? front : accent))
          .join(''),
      );
    case 'dots':
      return group(
        [0.25, 0.5, 0.75]
          .flatMap((cx) => [0.25, 0.5, 0.75].map((cy) => circle(s * cx, s * cy, s * 0.09, front)))
          .join(''),
      );
    case 'stripes':
      return group([0, 1, 2, 3].map((i) => rect(0, s * (0.08 + i * 0.24), s, s * 0.12, front)).join(''));
    case 'lens':
      return group(
        path(`M0 ${n(s)}A${n(s)} ${n(s)} 0 0 1 ${n(s)} 0A${n(s)} ${n(s)} 0 0 1 0 ${n(s)}Z`, front),
      );
    default:
      return exhaustive(shape);
  }
}

function exhaustive(value: never): never {
  throw new Error(`Unexpected value: ${String(value)}`);
}

function paintLandscape({ random, palette, width: w, height: h, id }: Ctx): Art {
  const [dark, mid, light] = byLuminance(palette.colors) as [string, string, string, string, string];
  const warm = random.pick(palette.colors);
  const skyTop = lighten(mix(mid, '#6f9fc8', 0.3), 0.35);
  const skyBottom = lighten(mix(warm, palette.ground, 0.4), 0.35);
  const skyId = id('sky');
  const glowId = id('glow');
  const sun: Point = [w * random.range(0.22, 0.78), h * random.range(0.16, 0.34)];
  const sunRadius = w * random.range(0.06, 0.1);
  const sunColor = lighten(light, 0.35);
  const parts = [
    linearGradient(skyId, [skyTop, skyBottom]),
    radialGlow(glowId, sunColor, 0.55),
    rect(0, 0, w, h, `url(#${skyId})`),
    circle(sun[0], sun[1], sunRadius * 3.2, `url(#${glowId})`),
    circle(sun[0], sun[1], sunRadius, sunColor),
  ];
  const layers = random.int(4, 6);
  const near = darken(dark, 0.25);
  for (let i = 0; i < layers; i++) {
    const t = i / (layers - 1);
    const color = mix(mix(mid, skyBottom, 0.7), near, t);
    const baseY = h * (0.42 + 0.45 * t);
    const amplitude = h * (0.08 - 0.03 * t) * random.range(0.7, 1.3);
    parts.push(path(hillPath(random, w, h, baseY, amplitude), color));
    if (i < layers - 1) parts.push(mist(id, w, h, baseY, skyBottom));
  }
  if (random.chance(0.6)) parts.push(birds(random, w, h, near));
  return { body: parts.join(''), texture: 0.9 };
}

function hillPath(random: Random, w: number, h: number, baseY: number, amplitude: number): string {
  const steps = random.int(5, 8);
  const points: Point[] = Array.from({ length: steps + 3 }, (_, i) => [
    ((i - 1) * w) / steps,
    baseY - amplitude * random.range(-0.4, 1),
  ]);
  const last = points[points.length - 1] ?? [w, baseY];
  return `${smoothPath(points)}L${n(last[0])} ${n(h)}L${n(-w / steps)} ${n(h)}Z`;
}

function mist(id: Ctx['id'], w: number, h: number, baseY: number, color: string): string {
  const mistId = id('mist');
  return (
    `<linearGradient id="${mistId}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${color}" stop-opacity="0"/>` +
    `<stop offset=".25" stop-color="${color}" stop-opacity=".3"/><stop offset="1" stop-color="${color}" stop-opacity=".3"/></linearGradient>` +
    rect(0, baseY - h * 0.1, w, h * 1.1 - baseY, `url(#${mistId})`)
  );
}

function birds(random: Random, w: number, h: number, color: string): string {
  const cx = w * random.range(0.2, 0.8);
  const cy = h * random.range(0.15, 0.3);
  return Array.from({ length: random.int(3, 6) }, () => {
    const x = cx + random.range(-0.12, 0.12) * w;
    const y = cy + random.range(-0.05, 0.05) * h;
    const s = w * random.range(0.01, 0.018);
    return path(
      `M${n(x - s)} ${n(y)}Q${n(x - s / 2)} ${n(y - s * 0.6)} ${n(x)} ${n(y)}Q${n(x + s / 2)} ${n(y - s * 0.6)} ${n(x + s)} ${n(y)}`,
      'none',
      `stroke="${color}" stroke-width="${n(s * 0.22)}" stroke-linecap="round" stroke-opacity=".7"`,
    );
  }).join('');
}

function paintWaves({ random, palette, width: w, height: h }: Ctx): Art {
  const stops = random.shuffle(palette.colors).slice(0, 3) as [string, string, string];
  const bands = random.int(9, 14);
  const frequency = (random.range(1.1, 2.2) * 2 * Math.PI) / w;
  const harmonic = (random.range(2.5, 4) * 2 * Math.PI) / w;
  const phase = random.range(0, Math.PI * 2);
  const drift = random.range(0.25, 0.6);
  const colorAt = (t: number): string =>
    t < 0.5 ? mix(stops[0], stops[1], t * 2) : mix(stops[1], stops[2], (t - 0.5) * 2);
  const parts = [rect(0, 0, w, h, lighten(colorAt(0), 0.5))];
  for (let i = 0; i < bands; i++) {
    const t = i / (bands - 1);
    const baseY = h * (-0.02 + (i + 0.6) / bands);
    const amplitude = h * random.range(0.025, 0.055);
    const points: Point[] = Array.from({ length: 25 }, (_, k) => {
      const x = (k * w) / 24;
      const y =
        baseY +
        amplitude * Math.sin(x * frequency + phase + i * drift) +
        amplitude * 0.35 * Math.sin(x * harmonic - i * drift * 1.7);
      return [x, y];
    });
    const top = smoothPath(points);
    const color = colorAt(t);
    parts.push(path(`${top}L${n(w)} ${n(h)}L0 ${n(h)}Z`, color));
    parts.push(
      path(
        top,
        'none',
        `stroke="${lighten(color, 0.35)}" stroke-width="${n(w * 0.003)}" stroke-opacity=".55"`,
      ),
    );
  }
  return { body: parts.join(''), texture: 0.9 };
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

function paintGrid({ random, palette, width: w, height: h }: Ctx): Art {
  const classic = random.chance(0.5);
  const accents = classic
    ? ['#c8252c', '#1f4e9a', '#f2c12e']
    : byLuminance(palette.colors)
        .slice(0, 4)
        .filter((color) => luminance(color) < 200);
  const ground = classic ? '#f1ede3' : lighten(palette.ground, 0.3);
  const line = Math.min(w, h) * 0.018;
  const leaves = splitBox(
    random,
    { x: -line, y: -line, w: w + 2 * line, h: h + 2 * line },
    0,
    Math.min(w, h) * 0.14,
  );
  const coloured = new Set(random.shuffle(leaves).slice(0, Math.max(2, Math.round(leaves.length * 0.3))));
  const parts = [rect(0, 0, w, h, '#1b1b1d')];
  for (const leaf of leaves) {
    const fill = coloured.has(leaf) ? random.pick(accents) : random.chance(0.05) ? '#1b1b1d' : ground;
    parts.push(rect(leaf.x + line / 2, leaf.y + line / 2, leaf.w - line, leaf.h - line, fill));
  }
  return { body: parts.join(''), texture: 0.8 };
}

function splitBox(random: Random, box: Box, depth: number, minSize: number): Box[] {
  const stop = depth >= 5 || (depth >= 2 && random.chance(0.3));
  const vertical = box.w > box.h ? random.chance(0.75) : random.chance(0.25);
  const size = vertical ? box.w : box.h;
  if (stop || size < minSize * 2) return [box];
  const at = size * random.pick([0.28, 0.36, 0.5, 0.62, 0.7]);
  const [a, b]: [Box, Box] = vertical
    ? [
        { ...box, w: at },
        { ...box, x: box.x + at, w: box.w - at },
      ]
    : [
        { ...box, h: at },
        { ...box, y: box.y + at, h: box.h - at },
      ];
  return [...splitBox(random, a, depth + 1, minSize), ...splitBox(random, b, depth + 1, minSize)];
}

function paintDots({ random, palette, width: w, height: h }: Ctx): Art {
  const field = dotScene(random, palette, w, h);
  const spacing = w / 34;
  const accents = palette.colors.map((color) => lighten(color, 0.3));
  const dots: string[] = [rect(0, 0, w, h, lighten(palette.ground, 0.25))];
  for (let y = spacing / 2; y < h + spacing; y += spacing * 0.86) {
    for (let x = spacing / 2; x < w + spacing; x += spacing) {
      const px = x + random.range(-0.15, 0.15) * spacing;
      const py = y + random.range(-0.15, 0.15) * spacing;
      const base = field(px, py);
      const color = random.chance(0.18)
        ? mix(base, random.pick(accents), 0.3)
        : mix(base, '#ffffff', random.range(-0.06, 0.1));
      dots.push(circle(px, py, spacing * random.range(0.38, 0.48), color));
    }
  }
  return { body: dots.join(''), texture: 0.6 };
}

/** The picture the dots sample: a sky with a sun over either the sea or rolling fields. */
function dotScene(random: Random, palette: Palette, w: number, h: number): (x: number, y: number) => string {
  const sunColor = lighten(mix(warmest(palette.colors), '#ffc857', 0.45), 0.2);
  const cool = coolest(palette.colors);
  const [deep, mid] = byLuminance(palette.colors) as [string, string];
  const skyTop = lighten(cool, 0.45);
  const skyLow = lighten(mix(sunColor, palette.ground, 0.3), 0.3);
  const horizon = h * random.range(0.5, 0.62);
  const sun: Point = [w * random.range(0.25, 0.75), horizon - h * random.range(0.12, 0.22)];
  const sunRadius = w * random.range(0.11, 0.15);
  const sea = random.chance(0.5);
  const hills = [0, 1, 2].map((i) => ({
    base: horizon + (h - horizon) * (i * 0.3),
    amplitude: h * random.range(0.02, 0.05),
    frequency: random.range(1.5, 3.5) / w,
    phase: random.range(0, Math.PI * 2),
    color: mix(mix(mid, '#6b8f4e', 0.35), deep, i * 0.3),
  }));
  return (x, y) => {
    const distance = Math.hypot(x - sun[0], y - sun[1]);
    if (distance < sunRadius) return sunColor;
    if (y < horizon) {
      const sky = mix(skyTop, skyLow, (y / horizon) ** 1.5);
      return mix(lighten(sunColor, 0.25), sky, Math.min(1, (distance - sunRadius) / (sunRadius * 1.8)));
    }
    const depth = (y - horizon) / (h - horizon);
    if (sea) {
      const glitter = Math.abs(x - sun[0]) < sunRadius * (0.6 + depth) && random.chance(0.5);
      return glitter ? sunColor : mix(mix(cool, skyLow, 0.3), darken(cool, 0.35), depth ** 0.7);
    }
    const hill = [...hills]
      .reverse()
      .find(
        (band) => y > band.base + band.amplitude * Math.sin(x * band.frequency * Math.PI * 2 + band.phase),
      );
    return hill ? hill.color : mix(skyLow, mid, 0.5);
  };
}

const GREENS = ['#3f6e4b', '#2f5d50', '#6b8f4e', '#8fae6b', '#1e3d2f', '#557a46'];

function paintBotanical(ctx: Ctx): Art {
  const { random, palette, width: w, height: h } = ctx;
  const accents = byLuminance(palette.colors);
  const backdrop = lighten(random.pick(palette.colors), 0.55);
  const withPot = random.chance(0.6);
  const parts = [rect(0, 0, w, h, palette.ground)];
  const unit = Math.min(w, h * 0.8);
  parts.push(arch(w * 0.5, h * 0.12, unit * random.range(0.56, 0.72), h * 0.9, backdrop));
  const baseY = withPot ? h * 0.72 : h * 1.02;
  const stems = random.int(3, 6);
  const leafTone = (): string => mix(random.pick(GREENS), random.pick(palette.colors), random.range(0, 0.25));
  for (let i = 0; i < stems; i++) {
    const spread = stems === 1 ? 0 : (i / (stems - 1) - 0.5) * 2;
    const start: Point = [w / 2 + unit * spread * 0.04, baseY];
    const tip: Point = [w / 2 + unit * spread * random.range(0.22, 0.36), h * random.range(0.14, 0.4)];
    const control: Point = [w / 2 + unit * spread * 0.05, (baseY + tip[1]) / 2];
    parts.push(stem(random, start, control, tip, leafTone(), unit));
    if (random.chance(0.45))
      parts.push(circle(tip[0], tip[1], unit * random.range(0.018, 0.03), random.pick(accents)));
  }
  if (withPot) parts.push(pot(random, w, h, baseY, random.pick(palette.colors)));
  return { body: parts.join(''), texture: 0.9 };
}

function arch(cx: number, top: number, width: number, bottom: number, fill: string): string {
  const r = width / 2;
  return path(
    `M${n(cx - r)} ${n(bottom)}L${n(cx - r)} ${n(top + r)}A${n(r)} ${n(r)} 0 0 1 ${n(cx + r)} ${n(top + r)}L${n(cx + r)} ${n(bottom)}Z`,
    fill,
  );
}

function stem(random: Random, start: Point, control: Point, tip: Point, color: string, w: number): string {
  const at = (t: number): Point => [
    (1 - t) ** 2 * start[0] + 2 * (1 - t) * t * control[0] + t ** 2 * tip[0],
    (1 - t) ** 2 * start[1] + 2 * (1 - t) * t * control[1] + t ** 2 * tip[1],
  ];
  const parts = [
    path(
      `M${n(start[0])} ${n(start[1])}Q${n(control[0])} ${n(control[1])} ${n(tip[0])} ${n(tip[1])}`,
      'none',
      `stroke="${darken(color, 0.15)}" stroke-width="${n(w * 0.006)}" stroke-linecap="round"`,
    ),
  ];
  let side = random.chance(0.5) ? 1 : -1;
  for (let t = random.range(0.22, 0.32); t < 0.97; t += random.range(0.1, 0.15)) {
    const [x, y] = at(t);
    const [nx, ny] = at(t + 0.01);
    const tangent = (Math.atan2(ny - y, nx - x) * 180) / Math.PI;
    const length = w * 0.12 * (1.15 - t * 0.55) * random.range(0.85, 1.15);
    const tone = random.chance(0.5) ? color : lighten(color, 0.15);
    parts.push(leaf(x, y, length, tangent + side * random.range(40, 65), tone));
    side = -side;
  }
  return parts.join('');
}

function leaf(
  x: number,
  y: number,
  length: number,
  angle: number,
  color: string,
  { breadth = 0.32, vein = true } = {},
): string {
  const width = length * breadth;
  const shape = `M0 0Q${n(length * 0.45)} ${n(-width)} ${n(length)} 0Q${n(length * 0.45)} ${n(width)} 0 0Z`;
  const midrib = `M0 0Q${n(length * 0.5)} ${n(-width * 0.1)} ${n(length * 0.92)} 0`;
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">` +
    path(shape, color) +
    (vein
      ? path(
          midrib,
          'none',
          `stroke="${lighten(color, 0.3)}" stroke-width="${n(length * 0.02)}" stroke-opacity=".7"`,
        )
      : '') +
    '</g>'
  );
}

function pot(random: Random, w: number, h: number, top: number, color: string): string {
  const half = Math.min(w, h * 0.8) * random.range(0.12, 0.16);
  const bottom = top + h * 0.2;
  const cx = w / 2;
  return [
    path(
      polygon([
        [cx - half, top],
        [cx + half, top],
        [cx + half * 0.72, bottom],
        [cx - half * 0.72, bottom],
      ]),
      color,
    ),
    rect(cx - half * 1.1, top - h * 0.02, half * 2.2, h * 0.04, darken(color, 0.12), `rx="${n(h * 0.008)}"`),
    path(
      polygon([
        [cx - half, top + h * 0.05],
        [cx + half, top + h * 0.05],
        [cx + half * 0.95, top + h * 0.07],
        [cx - half * 0.95, top + h * 0.07],
      ]),
      lighten(color, 0.25),
    ),
    rect(0, bottom, w, h - bottom, darken(mix(color, '#8c7b6b', 0.6), 0.1), 'fill-opacity=".25"'),
  ].join('');
}

const SKIN_TONES = ['#f3d2b8', '#e8b896', '#d49a74', '#b07552', '#8a5a3c', '#5f3b28'];
const HAIR_TONES = ['#1f1a17', '#3b2a20', '#6b4423', '#9c5a33', '#c9a36b', '#2b2b3a'];
const HAIRSTYLES = ['bob', 'bun', 'long', 'short', 'curly'] as const;
type Hairstyle = (typeof HAIRSTYLES)[number];

interface Head {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
}

function paintPortrait({ random, palette, width: w, height: h }: Ctx, { avatar = false } = {}): Art {
  const [backA, backB, clothes, accent] = random.shuffle(palette.colors) as [string, string, string, string];
  const skin = mix(random.pick(SKIN_TONES), accent, 0.1);
  const shade = darken(mix(skin, clothes, 0.15), 0.17);
  const hair = random.chance(0.75) ? random.pick(HAIR_TONES) : darken(accent, 0.25);
  const unit = Math.min(w, h * 0.8);
  const rx = unit * (avatar ? 0.16 : 0.15);
  const head: Head = { cx: w / 2, cy: h * (avatar ? 0.42 : 0.39), rx, ry: rx * 1.3 };
  const style = random.pick(HAIRSTYLES);
  const side = random.chance(0.5) ? 1 : -1;
  const parts = [rect(0, 0, w, h, lighten(backA, avatar ? 0.35 : 0.2))];
  parts.push(
    random.chance(0.5)
      ? circle(head.cx, head.cy, rx * 2.5, lighten(backB, 0.15))
      : rect(side > 0 ? w / 2 : 0, 0, w / 2, h, lighten(backB, 0.15)),
  );
  if (style === 'long') parts.push(longHairBack(head, hair));
  parts.push(rect(head.cx - rx * 0.38, head.cy + head.ry * 0.5, rx * 0.76, head.ry * 1.1, shade));
  parts.push(shoulders(head, w, h, clothes, shade));
  parts.push(
    `<ellipse cx="${n(head.cx)}" cy="${n(head.cy)}" rx="${n(rx)}" ry="${n(head.ry)}" fill="${skin}"/>`,
  );
  const shadowSweep = side > 0 ? 1 : 0;
  parts.push(
    path(
      `M${n(head.cx)} ${n(head.cy - head.ry)}A${n(rx)} ${n(head.ry)} 0 0 ${shadowSweep} ${n(head.cx)} ${n(head.cy + head.ry)}Z`,
      shade,
      'fill-opacity=".45"',
    ),
  );
  parts.push(face(random, head, skin, side));
  parts.push(hairFront(style, head, hair, side));
  if (random.chance(0.5))
    parts.push(circle(head.cx - side * rx * 1.02, head.cy + head.ry * 0.38, rx * 0.07, '#e0b04a'));
  return { body: parts.join(''), texture: 0.8 };
}

function shoulders({ cx, cy, rx, ry }: Head, w: number, h: number, clothes: string, shade: string): string {
  const top = cy + ry * 1.45;
  const reach = Math.min(w * 0.42, h * 0.5);
  const body =
    `M${n(cx - reach)} ${n(h + 2)}C${n(cx - reach)} ${n(top + (h - top) * 0.15)} ${n(cx - reach * 0.7)} ${n(top)} ${n(cx - rx * 0.6)} ${n(top)}` +
    `L${n(cx + rx * 0.6)} ${n(top)}C${n(cx + reach * 0.7)} ${n(top)} ${n(cx + reach)} ${n(top + (h - top) * 0.15)} ${n(cx + reach)} ${n(h + 2)}Z`;
  const neckline = polygon([
    [cx - rx * 0.38, top - 1],
    [cx, top + ry * 0.4],
    [cx + rx * 0.38, top - 1],
  ]);
  return path(body, clothes) + path(neckline, shade);
}

function face(random: Random, { cx, cy, rx, ry }: Head, skin: string, side: number): string {
  const line = darken(skin, 0.55);
  const stroke = `stroke="${line}" stroke-width="${n(rx * 0.045)}" stroke-linecap="round" fill="none"`;
  const eyeY = cy - ry * 0.02;
  const closed = random.chance(0.6);
  const parts: string[] = [];
  for (const ex of [cx - rx * 0.4, cx + rx * 0.4]) {
    const s = rx * 0.19;
    parts.push(
      closed
        ? `<path d="M${n(ex - s)} ${n(eyeY)}Q${n(ex)} ${n(eyeY + s * 0.6)} ${n(ex + s)} ${n(eyeY)}" ${stroke}/>`
        : path(
            `M${n(ex - s)} ${n(eyeY)}Q${n(ex)} ${n(eyeY - s * 0.7)} ${n(ex + s)} ${n(eyeY)}Q${n(ex)} ${n(eyeY + s * 0.7)} ${n(ex - s)} ${n(eyeY)}Z`,
            lighten(skin, 0.7),
          ) + circle(ex + side * s * 0.15, eyeY, s * 0.38, line),
    );
    parts.push(
      `<path d="M${n(ex - s * 1.1)} ${n(eyeY - ry * 0.2)}Q${n(ex)} ${n(eyeY - ry * 0.29)} ${n(ex + s * 1.1)} ${n(eyeY - ry * 0.2)}" ${stroke}/>`,
    );
  }
  parts.push(
    `<path d="M${n(cx + side * rx * 0.04)} ${n(eyeY + ry * 0.04)}Q${n(cx + side * rx * 0.2)} ${n(cy + ry * 0.3)} ${n(cx - side * rx * 0.05)} ${n(cy + ry * 0.36)}" ${stroke}/>`,
  );
  const lips = mix(skin, '#a8323a', 0.5);
  const mouthY = cy + ry * 0.58;
  parts.push(
    path(
      `M${n(cx - rx * 0.24)} ${n(mouthY)}Q${n(cx - rx * 0.1)} ${n(mouthY - ry * 0.08)} ${n(cx)} ${n(mouthY - ry * 0.03)}Q${n(cx + rx * 0.1)} ${n(mouthY - ry * 0.08)} ${n(cx + rx * 0.24)} ${n(mouthY)}Q${n(cx)} ${n(mouthY + ry * 0.12)} ${n(cx - rx * 0.24)} ${n(mouthY)}Z`,
      lips,
    ),
  );
  for (const bx of [cx - rx * 0.55, cx + rx * 0.55])
    parts.push(circle(bx, cy + ry * 0.3, rx * 0.17, lips, 'fill-opacity=".22"'));
  return parts.join('');
}

function hairCap({ cx, cy, rx, ry }: Head, hair: string, depth: number): string {
  const r = rx * 1.06;
  return path(
    `M${n(cx - r)} ${n(cy - ry * depth)}A${n(r)} ${n(ry * 1.06)} 0 0 1 ${n(cx + r)} ${n(cy - ry * depth)}Q${n(cx)} ${n(cy - ry * 0.62)} ${n(cx - r)} ${n(cy - ry * depth)}Z`,
    hair,
  );
}

/** Hair that frames the face down to `sides` (in head radii below centre), fringe at `fringe` above. */
function framingHair(
  { cx, cy, rx, ry }: Head,
  hair: string,
  side: number,
  sides: number,
  fringe: number,
): string {
  const outer = rx * 1.14;
  const inner = rx * 0.84;
  return path(
    `M${n(cx - outer)} ${n(cy + ry * sides)}C${n(cx - rx * 1.3)} ${n(cy - ry * 1.3)} ${n(cx + rx * 1.3)} ${n(cy - ry * 1.3)} ${n(cx + outer)} ${n(cy + ry * sides)}` +
      `L${n(cx + inner)} ${n(cy + ry * sides)}C${n(cx + rx * 0.9)} ${n(cy - ry * fringe)} ${n(cx + side * rx * 0.2)} ${n(cy - ry * (fringe + 0.5))} ${n(cx - inner)} ${n(cy - ry * fringe)}` +
      `L${n(cx - inner)} ${n(cy + ry * sides)}Z`,
    hair,
  );
}

function longHairBack({ cx, cy, rx, ry }: Head, hair: string): string {
  return rect(cx - rx * 1.25, cy - ry * 0.9, rx * 2.5, ry * 2.6, hair, `rx="${n(rx * 1.1)}"`);
}

function hairFront(style: Hairstyle, head: Head, hair: string, side: number): string {
  const { cx, cy, rx, ry } = head;
  switch (style) {
    case 'bob':
      return framingHair(head, hair, side, 0.42, 0.25);
    case 'bun':
      return circle(cx + side * rx * 0.25, cy - ry * 1.02, rx * 0.48, hair) + hairCap(head, hair, 0.2);
    case 'long':
      return hairCap(head, hair, 0.05);
    case 'short':
      return framingHair(head, hair, side, -0.02, 0.45);
    case 'curly':
      return (
        Array.from({ length: 11 }, (_, i) => {
          const angle = Math.PI * (1.05 + (i / 10) * 0.9);
          return circle(
            cx + Math.cos(angle) * rx * 1.02,
            cy - ry * 0.1 + Math.sin(angle) * ry * 0.95,
            rx * 0.34,
            hair,
          );
        }).join('') + hairCap(head, hair, 0.25)
      );
    default:
      return exhaustive(style);
  }
}

const ROOFS = ['flat', 'flat', 'antenna', 'step', 'spire', 'dome'] as const;
type Roof = (typeof ROOFS)[number];

function paintCityscape({ random, palette, width: w, height: h, id }: Ctx): Art {
  const [deep, mid, , warm] = byLuminance(palette.colors) as [string, string, string, string, string];
  const night = random.chance(0.4);
  const skyTop = night ? darken(deep, 0.45) : lighten(mix(mid, '#5b7fa6', 0.35), 0.25);
  const skyBottom = night ? mix(mid, deep, 0.4) : lighten(warm, 0.4);
  const horizon = h * random.range(0.7, 0.78);
  const skyId = id('sky');
  const glowId = id('glow');
  const disc: Point = [w * random.range(0.2, 0.8), h * random.range(0.22, 0.42)];
  const discColor = night ? '#f4efe1' : lighten(warm, 0.3);
  const parts = [
    linearGradient(skyId, [skyTop, skyBottom]),
    radialGlow(glowId, discColor, night ? 0.3 : 0.5),
    rect(0, 0, w, h, `url(#${skyId})`),
  ];
  if (night) {
    for (let i = 0; i < 50; i++) {
      parts.push(
        circle(
          random.range(0, w),
          random.range(0, horizon * 0.6),
          random.range(0.8, 2.2),
          '#fff8e7',
          `fill-opacity="${n(random.range(0.3, 0.9))}"`,
        ),
      );
    }
  }
  parts.push(
    circle(disc[0], disc[1], w * 0.22, `url(#${glowId})`),
    circle(disc[0], disc[1], w * 0.07, discColor),
  );
  const far = mix(skyBottom, mid, 0.45);
  const near = night ? darken(deep, 0.55) : darken(deep, 0.3);
  const water = darken(mix(skyBottom, deep, 0.55), 0.15);
  const layers = [0, 1, 2].map((layer) => ({
    color: mix(far, near, 0.25 + layer * 0.375),
    ...skylineLayer(random, w, h, horizon, layer, night),
  }));
  parts.push(rect(0, horizon, w, h - horizon, water));
  const mirror = `translate(0 ${n(horizon * 2)}) scale(1 -1)`;
  for (const { color, shapes } of layers) {
    parts.push(`<g color="${mix(water, color, 0.35)}" transform="${mirror}">${shapes}</g>`);
  }
  for (const { color, shapes, windows } of layers) parts.push(`<g color="${color}">${shapes}${windows}</g>`);
  for (let i = 0; i < 26; i++) {
    const y = horizon + (h - horizon) * random.range(0.04, 1);
    const x = disc[0] + random.range(-0.15, 0.15) * w;
    parts.push(
      rect(x, y, w * random.range(0.02, 0.12), h * 0.0035, lighten(discColor, 0.1), 'fill-opacity=".45"'),
    );
  }
  return { body: parts.join(''), texture: 0.8 };
}

/** Buildings drawn in `currentColor`, so the same shapes serve the skyline and its reflection. */
function skylineLayer(
  random: Random,
  w: number,
  h: number,
  horizon: number,
  layer: number,
  night: boolean,
): { shapes: string; windows: string } {
  const tallest = h * (0.5 - layer * 0.13);
  const shapes: string[] = [];
  const lights: string[] = [];
  for (let x = -random.range(0, w * 0.05); x < w;) {
    const width = w * random.range(0.05, 0.1) * (1 + layer * 0.25);
    const height = random.range(0.35, 1) * tallest;
    const top = horizon - height;
    shapes.push(
      rect(x, top, width, height + 1, 'currentColor'),
      roof(random.pick(ROOFS), x, top, width, 'currentColor'),
    );
    if (layer > 0) lights.push(windows(random, x, top, width, height, night));
    x += width + random.range(-0.01, 0.012) * w;
  }
  return { shapes: shapes.join(''), windows: lights.join('') };
}

function roof(kind: Roof, x: number, top: number, width: number, color: string): string {
  switch (kind) {
    case 'flat':
      return '';
    case 'antenna':
      return rect(x + width * 0.48, top - width * 0.6, width * 0.05, width * 0.6, color);
    case 'step':
      return rect(x + width * 0.2, top - width * 0.25, width * 0.6, width * 0.26, color);
    case 'spire':
      return path(
        polygon([
          [x + width * 0.15, top + 1],
          [x + width * 0.5, top - width * 0.9],
          [x + width * 0.85, top + 1],
        ]),
        color,
      );
    case 'dome':
      return circle(x + width / 2, top, width * 0.32, color);
    default:
      return exhaustive(kind);
  }
}

function windows(
  random: Random,
  x: number,
  top: number,
  width: number,
  height: number,
  night: boolean,
): string {
  const size = width * 0.12;
  const cols = Math.max(1, Math.floor((width * 0.8) / (size * 2)));
  const rows = Math.floor((height * 0.9) / (size * 2.2));
  const lit = night ? '#ffd98a' : '#fff6e0';
  const parts: string[] = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      if (!random.chance(night ? 0.4 : 0.22)) continue;
      parts.push(
        rect(
          x + width * 0.15 + col * size * 2,
          top + size * 1.5 + row * size * 2.2,
          size,
          size * 1.3,
          lit,
          `fill-opacity="${night ? 0.85 : 0.22}"`,
        ),
      );
    }
  }
  return parts.join('');
}

const INK = '#1c1b1a';
const PAPERS = ['#f3ede1', '#efe7d6', '#f5f0e6', '#ece4d4'];
const INK_SUBJECTS = ['enso', 'bamboo', 'mountains', 'strokes'] as const;
type InkSubject = (typeof INK_SUBJECTS)[number];

function paintInk({ random, width: w, height: h, id }: Ctx): Art {
  const paper = random.pick(PAPERS);
  const paperId = id('paper');
  const subject = random.pick(INK_SUBJECTS);
  const parts = [
    `<radialGradient id="${paperId}" cx=".5" cy=".45" r=".75"><stop offset="0" stop-color="${lighten(paper, 0.35)}"/><stop offset="1" stop-color="${darken(paper, 0.06)}"/></radialGradient>`,
    rect(0, 0, w, h, `url(#${paperId})`),
    inkSubject(subject, { random, id, width: w, height: h }, paper),
    seal(random, w, h),
  ];
  return { body: parts.join(''), texture: 1.1 };
}

function inkSubject(
  subject: InkSubject,
  ctx: Pick<Ctx, 'random' | 'id' | 'width' | 'height'>,
  paper: string,
): string {
  const { random, width: w, height: h } = ctx;
  switch (subject) {
    case 'enso': {
      const [cx, cy, r] = [w * 0.5, h * 0.45, Math.min(w, h) * random.range(0.28, 0.34)];
      const start = random.range(0, Math.PI * 2);
      const sweep = Math.PI * 2 * random.range(0.8, 0.93);
      const points = Array.from({ length: 60 }, (_, i): Point => {
        const angle = start + (sweep * i) / 59;
        const wobble = 1 + Math.sin(i * 0.4) * 0.015;
        return [cx + Math.cos(angle) * r * wobble, cy + Math.sin(angle) * r * wobble];
      });
      return brushStroke(random, points, r * 0.2, paper);
    }
    case 'bamboo':
      return Array.from({ length: random.int(2, 3) }, (_, i) =>
        bamboo(random, w * (0.3 + i * 0.22 + random.range(-0.05, 0.05)), w, h),
      ).join('');
    case 'mountains':
      return inkMountains(ctx);
    case 'strokes':
      return Array.from({ length: random.int(2, 4) }, () => {
        const from: Point = [w * random.range(0.08, 0.3), h * random.range(0.2, 0.75)];
        const to: Point = [w * random.range(0.65, 0.92), h * random.range(0.2, 0.75)];
        const bend = h * random.range(-0.25, 0.25);
        const points = Array.from({ length: 30 }, (_, i): Point => {
          const t = i / 29;
          return [
            from[0] + (to[0] - from[0]) * t,
            from[1] + (to[1] - from[1]) * t + Math.sin(t * Math.PI) * bend,
          ];
        });
        return brushStroke(random, points, w * random.range(0.045, 0.085), paper);
      }).join('');
    default:
      return exhaustive(subject);
  }
}

/** A tapered brush stroke along `points`, with dry-brush gaps towards its end. */
function brushStroke(random: Random, points: readonly Point[], maxWidth: number, paper: string): string {
  const count = points.length;
  const pressure = points.map(() => random.range(0.93, 1.07));
  const widthAt = (i: number): number =>
    maxWidth * (pressure[i] ?? 1) * Math.sin(Math.PI * (0.12 + 0.86 * (i / (count - 1)))) ** 0.6;
  const normals = points.map((point, i) => {
    const next = points[Math.min(count - 1, i + 1)] ?? point;
    const previous = points[Math.max(0, i - 1)] ?? point;
    const length = Math.hypot(next[0] - previous[0], next[1] - previous[1]) || 1;
    return [-(next[1] - previous[1]) / length, (next[0] - previous[0]) / length] as Point;
  });
  const offset = (i: number, k: number): Point => {
    const [x, y] = points[i] ?? [0, 0];
    const [nx, ny] = normals[i] ?? [0, 0];
    return [x + nx * widthAt(i) * k, y + ny * widthAt(i) * k];
  };
  const left = points.map((_, i) => offset(i, 0.5));
  const right = points.map((_, i) => offset(i, -0.5)).reverse();
  const parts = [path(`${smoothPath(left)}L${smoothPath(right).slice(1)}Z`, INK, 'fill-opacity=".93"')];
  const dryFrom = Math.floor(count * random.range(0.45, 0.65));
  for (let streak = 0; streak < 10; streak++) {
    const k = random.range(-0.42, 0.42);
    const from = streak < 3 ? random.int(0, dryFrom) : dryFrom + random.int(0, Math.floor(count * 0.15));
    const line = points.slice(from).map((_, i) => offset(from + i, k));
    if (line.length > 2) {
      parts.push(
        path(
          smoothPath(line),
          'none',
          `stroke="${paper}" stroke-width="${n(maxWidth * random.range(0.03, 0.08))}" stroke-opacity=".85"`,
        ),
      );
    }
  }
  return parts.join('');
}

function bamboo(random: Random, x: number, w: number, h: number): string {
  const thickness = w * random.range(0.028, 0.04);
  const parts: string[] = [];
  const lean = random.range(-0.04, 0.04) * w;
  for (let y = h * 1.02; y > h * random.range(0.02, 0.2);) {
    const segment = h * random.range(0.12, 0.18);
    const t = 1 - y / h;
    const sx = x + lean * t;
    parts.push(
      rect(
        sx - thickness / 2,
        y - segment + h * 0.008,
        thickness,
        segment - h * 0.012,
        INK,
        `fill-opacity="${n(random.range(0.72, 0.9))}" rx="${n(thickness * 0.2)}"`,
      ),
    );
    if (random.chance(0.45)) parts.push(bambooLeaves(random, sx, y - segment, w));
    y -= segment;
  }
  return parts.join('');
}

function bambooLeaves(random: Random, x: number, y: number, w: number): string {
  const side = random.chance(0.5) ? 1 : -1;
  return Array.from({ length: random.int(2, 4) }, () => {
    const angle = side > 0 ? random.range(15, 70) : random.range(110, 165);
    const tone = mix(INK, '#ffffff', random.range(0, 0.2));
    return leaf(x, y, w * random.range(0.12, 0.19), angle, tone, { breadth: 0.16, vein: false });
  }).join('');
}

function inkMountains({
  random,
  id,
  width: w,
  height: h,
}: Pick<Ctx, 'random' | 'id' | 'width' | 'height'>): string {
  const parts: string[] = [];
  for (let layer = 0; layer < 4; layer++) {
    const gradientId = id('wash');
    const tone = mix('#c9c2b4', INK, 0.2 + layer * 0.22);
    parts.push(
      `<linearGradient id="${gradientId}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${tone}"/>` +
        `<stop offset=".55" stop-color="${tone}" stop-opacity=".35"/><stop offset="1" stop-color="${tone}" stop-opacity="0"/></linearGradient>`,
    );
    const baseY = h * (0.42 + layer * 0.12);
    const peaks = Array.from({ length: random.int(1, 2) }, () => ({
      x: w * random.range(0.05, 0.95),
      height: h * random.range(0.1, 0.28) * (1 - layer * 0.15),
      spread: w * random.range(0.08, 0.2),
    }));
    let roughness = 0;
    const points: Point[] = Array.from({ length: 25 }, (_, i) => {
      const x = -w * 0.1 + (i * w * 1.2) / 24;
      roughness += random.range(-1, 1) * h * 0.006;
      const rise = peaks.reduce(
        (sum, peak) => sum + peak.height * Math.exp(-(((x - peak.x) / peak.spread) ** 2)),
        0,
      );
      return [x, baseY - rise + roughness];
    });
    parts.push(
      path(
        `${smoothPath(points)}L${n(w * 1.2)} ${n(baseY + h * 0.3)}L${n(-w * 0.2)} ${n(baseY + h * 0.3)}Z`,
        `url(#${gradientId})`,
      ),
    );
  }
  return parts.join('');
}

function seal(random: Random, w: number, h: number): string {
  const size = Math.min(w, h) * 0.06;
  const x = random.chance(0.5) ? w * 0.82 : w * 0.1;
  const y = h * random.range(0.78, 0.86);
  const red = '#b23a2e';
  const mark = `stroke="#f3e6d8" stroke-width="${n(size * 0.08)}" stroke-linecap="square" fill="none"`;
  return (
    rect(x, y, size, size, red, `rx="${n(size * 0.08)}" fill-opacity=".9"`) +
    `<path d="M${n(x + size * 0.25)} ${n(y + size * 0.25)}V${n(y + size * 0.75)}M${n(x + size * 0.25)} ${n(y + size * 0.5)}H${n(x + size * 0.75)}M${n(x + size * 0.75)} ${n(y + size * 0.25)}V${n(y + size * 0.75)}" ${mark}/>`
  );
}

function paintStudio({ random, palette, width: w, height: h, id }: Ctx): Art {
  const colors = random.shuffle(palette.colors);
  const pickColor = (i: number): string => colors[i % colors.length] ?? palette.ground;
  const wall = lighten(pickColor(0), 0.62);
  const floorY = h * random.range(0.68, 0.74);
  const wood = mix('#a47b55', pickColor(1), 0.15);
  const windowLeft = random.chance(0.5);
  const win = { x: windowLeft ? w * 0.08 : w * 0.64, y: h * 0.1, w: w * 0.28, h: h * 0.42 };
  const skyId = id('sky');
  const parts = [
    rect(0, 0, w, h, wall),
    rect(0, floorY, w, h - floorY, wood),
    ...Array.from({ length: 7 }, (_, i) =>
      rect(0, floorY + (h - floorY) * (i / 7) ** 1.4, w, 2, darken(wood, 0.18), 'fill-opacity=".5"'),
    ),
    rect(0, floorY - h * 0.012, w, h * 0.012, darken(wall, 0.12)),
    linearGradient(skyId, [lighten('#7fa7c9', 0.2), lighten(pickColor(2), 0.55)]),
    rect(win.x - 8, win.y - 8, win.w + 16, win.h + 16, lighten(wall, 0.5)),
    rect(win.x, win.y, win.w, win.h, `url(#${skyId})`),
    rect(win.x + win.w / 2 - 4, win.y, 8, win.h, lighten(wall, 0.5)),
    rect(win.x, win.y + win.h * 0.45 - 4, win.w, 8, lighten(wall, 0.5)),
    path(
      polygon([
        [win.x, win.y + win.h],
        [win.x + win.w, win.y + win.h],
        [win.x + win.w + (windowLeft ? w * 0.25 : -w * 0.05), h],
        [win.x + (windowLeft ? w * 0.05 : -w * 0.25), h],
      ]),
      '#fffdf5',
      'fill-opacity=".16"',
    ),
  ];
  const frames = random.int(1, 3);
  for (let i = 0; i < frames; i++) {
    const fw = w * random.range(0.1, 0.16);
    const fx = windowLeft ? w * (0.45 + i * 0.17) : w * (0.06 + i * 0.17);
    parts.push(framedArt(random, fx, h * random.range(0.12, 0.2), fw, fw * random.range(1, 1.35), colors));
  }
  const easelX = windowLeft ? w * 0.62 : w * 0.36;
  parts.push(
    `<ellipse cx="${n(w * 0.5)}" cy="${n(floorY + (h - floorY) * 0.55)}" rx="${n(w * 0.38)}" ry="${n((h - floorY) * 0.28)}" fill="${pickColor(3)}" fill-opacity=".75"/>`,
  );
  parts.push(easel(random, easelX, floorY, w, h, colors));
  parts.push(plantInPot(random, windowLeft ? w * 0.14 : w * 0.86, floorY + h * 0.06, w, h, pickColor(4)));
  return { body: parts.join(''), texture: 0.8 };
}

function framedArt(
  random: Random,
  x: number,
  y: number,
  fw: number,
  fh: number,
  colors: readonly string[],
): string {
  const inset = fw * 0.1;
  const [a, b, c] = random.shuffle(colors) as [string, string, string];
  return [
    rect(x + 4, y + 6, fw, fh, '#000', 'fill-opacity=".12"'),
    rect(x, y, fw, fh, '#2a2522'),
    rect(x + inset * 0.4, y + inset * 0.4, fw - inset * 0.8, fh - inset * 0.8, '#f5f1e8'),
    rect(x + inset, y + inset, fw - 2 * inset, fh - 2 * inset, lighten(a, 0.4)),
    random.chance(0.5)
      ? circle(x + fw / 2, y + fh * 0.45, fw * 0.2, b)
      : rect(x + inset, y + fh * 0.55, fw - 2 * inset, fh * 0.45 - inset, b),
    rect(x + inset, y + fh * 0.5, fw - 2 * inset, fh * 0.04, c),
  ].join('');
}

function easel(
  random: Random,
  x: number,
  floorY: number,
  w: number,
  h: number,
  colors: readonly string[],
): string {
  const legColor = '#6b4a32';
  const canvasW = Math.min(w * 0.3, h * 0.3);
  const leg = `stroke="${legColor}" stroke-width="${n(canvasW * 0.04)}" stroke-linecap="round"`;
  const feet = floorY + h * 0.14;
  const spread = canvasW * 0.55;
  const canvasH = canvasW * 1.2;
  const canvasY = floorY - canvasH - h * 0.02;
  const top = canvasY - h * 0.05;
  const [a, b, c] = random.shuffle(colors) as [string, string, string];
  return [
    `<ellipse cx="${n(x)}" cy="${n(feet)}" rx="${n(spread * 1.3)}" ry="${n(h * 0.015)}" fill="#000" fill-opacity=".15"/>`,
    `<path d="M${n(x)} ${n(top)}L${n(x - spread)} ${n(feet)}M${n(x)} ${n(top)}L${n(x + spread)} ${n(feet)}M${n(x)} ${n(top)}L${n(x)} ${n(feet - h * 0.04)}" ${leg}/>`,
    rect(x - canvasW * 0.6, canvasY + canvasH, canvasW * 1.2, h * 0.015, legColor),
    rect(x - canvasW / 2, canvasY, canvasW, canvasH, '#f7f3ea'),
    rect(x - canvasW * 0.42, canvasY + canvasH * 0.07, canvasW * 0.84, canvasH * 0.5, a, 'fill-opacity=".9"'),
    rect(x - canvasW * 0.42, canvasY + canvasH * 0.6, canvasW * 0.84, canvasH * 0.32, b, 'fill-opacity=".9"'),
    circle(x + canvasW * 0.12, canvasY + canvasH * 0.3, canvasW * 0.14, c),
  ].join('');
}

function plantInPot(random: Random, x: number, base: number, w: number, h: number, color: string): string {
  const potW = w * 0.09;
  const potH = h * 0.08;
  const leaves = Array.from({ length: 9 }, (_, i) => {
    const angle = -90 + (i - 4) * random.range(14, 20);
    return leaf(x, base - potH, w * random.range(0.09, 0.15), angle, random.pick(GREENS));
  }).join('');
  return [
    `<ellipse cx="${n(x)}" cy="${n(base + 2)}" rx="${n(potW * 0.8)}" ry="${n(h * 0.01)}" fill="#000" fill-opacity=".15"/>`,
    leaves,
    path(
      polygon([
        [x - potW / 2, base - potH],
        [x + potW / 2, base - potH],
        [x + potW * 0.38, base],
        [x - potW * 0.38, base],
      ]),
      color,
    ),
  ].join('');
}

const PAINTERS: Record<Style, Painter> = {
  'color-field': paintColorField,
  geometric: paintGeometric,
  landscape: paintLandscape,
  waves: paintWaves,
  grid: paintGrid,
  dots: paintDots,
  botanical: paintBotanical,
  portrait: (ctx) => paintPortrait(ctx),
  cityscape: paintCityscape,
  ink: paintInk,
};
