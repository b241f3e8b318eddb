/**
 * Deterministic abstract artworks for the demo data: the same seed and options always give the
 * same JPEG. Each style builds an SVG from a seeded PRNG and a curated palette; sharp renders it
 * and a shared canvas texture is added so the result reads as painted rather than flat.
 */
import { paintBotanical } from './botanical';
import { paintCityscape } from './cityscape';
import { paintColorField } from './color-field';
import { createContext, type Painter } from './context';
import { paintDots } from './dots';
import { paintGeometric } from './geometric';
import { paintGrid } from './grid';
import { paintInk } from './ink';
import { paintLandscape } from './landscape';
import { paintPortrait } from './portrait';
import { render } from './render';
import { paintStudio } from './studio';
import { paintWaves } from './waves';

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
