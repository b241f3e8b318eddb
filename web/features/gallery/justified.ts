/** Tiles wider or taller than this are cropped a little, so one panorama or scroll cannot wreck a row. */
export const TILE_RATIO_LIMITS = { min: 0.6, max: 1.8 } as const;
/** Without known dimensions a tile is portrait 4:5, like the cards elsewhere. */
export const DEFAULT_TILE_RATIO = 0.8;

/** Width / height of a gallery tile, from the image's own size, kept within TILE_RATIO_LIMITS. */
export function tileRatio(width: number | null | undefined, height: number | null | undefined): number {
  if (!width || !height || width <= 0 || height <= 0) return DEFAULT_TILE_RATIO;
  const ratio = width / height;
  return Math.round(Math.min(TILE_RATIO_LIMITS.max, Math.max(TILE_RATIO_LIMITS.min, ratio)) * 1000) / 1000;
}
