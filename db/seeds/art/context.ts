/** Palettes and the painting context every style receives. */
import { createRandom, type Random } from './helpers';

export interface Palette {
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

export interface Ctx {
  random: Random;
  palette: Palette;
  width: number;
  height: number;
  /** Unique ids for gradients and filters within one document. */
  id(prefix: string): string;
}

export function createContext(seed: number, width: number, height: number): Ctx {
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

export interface Art {
  body: string;
  /** Render at 1/scale and enlarge: cheap soft edges for painterly styles. */
  scale?: number;
  /** Canvas texture multiplier (1 = default grain, 0 = none). */
  texture?: number;
}

export type Painter = (ctx: Ctx) => Art;
