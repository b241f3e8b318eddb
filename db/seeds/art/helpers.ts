/** Randomness, colour and SVG helpers shared by every style. */

export interface Random {
  next(): number;
  range(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  shuffle<T>(items: readonly T[]): T[];
}

export function mulberry32(seed: number): () => number {
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

export function createRandom(seed: number): Random {
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

export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = parseHex(a);
  const [br, bg, bb] = parseHex(b);
  return toHex([ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t]);
}

export const lighten = (color: string, t: number): string => mix(color, '#ffffff', t);
export const darken = (color: string, t: number): string => mix(color, '#000000', t);

export function luminance(color: string): number {
  const [r, g, b] = parseHex(color);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The colour whose red most exceeds its blue: the sun, a lamp, a glow. */
export function warmest(colors: readonly string[]): string {
  return [...colors].sort((a, b) => warmthOf(b) - warmthOf(a))[0] ?? '#f2c57c';
}

function warmthOf(color: string): number {
  const [r, , b] = parseHex(color);
  return r - b;
}

/** The colour whose blue most exceeds its red: sky, water, shade. */
export function coolest(colors: readonly string[]): string {
  return [...colors].sort((a, b) => warmthOf(a) - warmthOf(b))[0] ?? '#6f9fc8';
}

export const byLuminance = (colors: readonly string[]): string[] =>
  [...colors].sort((a, b) => luminance(a) - luminance(b));

/** Rounds coordinates: shorter SVG, faster parse. */
export const n = (value: number): string => (Math.round(value * 10) / 10).toString();

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}" ${extra}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" ${extra}/>`;
}

export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}" ${extra}/>`;
}

export function linearGradient(id: string, stops: readonly string[], x2 = 0, y2 = 1): string {
  const last = Math.max(1, stops.length - 1);
  const body = stops.map((color, i) => `<stop offset="${n(i / last)}" stop-color="${color}"/>`).join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${body}</linearGradient>`;
}

export function radialGlow(id: string, color: string, opacity: number): string {
  return (
    `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/>` +
    `<stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`
  );
}

export type Point = [number, number];

/** A smooth curve through the points (Catmull-Rom as cubic Béziers). */
export function smoothPath(points: readonly Point[]): string {
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

export function polygon(points: readonly Point[]): string {
  return `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`;
}

export function exhaustive(value: never): never {
  throw new Error(`Unexpected value: ${String(value)}`);
}
