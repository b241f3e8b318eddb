/** The `grid` style. */
import type { Art, Ctx } from './context';
import { byLuminance, lighten, luminance, type Random, rect } from './helpers';

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export function paintGrid({ random, palette, width: w, height: h }: Ctx): Art {
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
