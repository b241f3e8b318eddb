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

/**
 * Splits tiles into justified rows the way CSS flex-wrap does with the grid's styles: each tile's
 * basis is `ratio x rowHeight`, and a row takes tiles while their bases plus the gaps between them
 * fit the width (a tile wider than the row gets a row of its own). Returns each row's tile indexes.
 * Used to render only the rows on screen when a gallery grows long.
 */
export function packRows(
  ratios: readonly number[],
  width: number,
  rowHeight: number,
  gap: number,
): number[][] {
  const rows: number[][] = [];
  let row: number[] = [];
  let used = 0;
  ratios.forEach((ratio, index) => {
    const basis = ratio * rowHeight;
    const needed = row.length === 0 ? basis : used + gap + basis;
    if (row.length > 0 && needed > width + 0.5) {
      rows.push(row);
      row = [index];
      used = basis;
      return;
    }
    row.push(index);
    used = needed;
  });
  if (row.length > 0) rows.push(row);
  return rows;
}
