/** The `botanical` style. */
import type { Art, Ctx } from './context';
import {
  byLuminance,
  circle,
  darken,
  lighten,
  mix,
  n,
  path,
  type Point,
  polygon,
  type Random,
  rect,
} from './helpers';

export const GREENS = ['#3f6e4b', '#2f5d50', '#6b8f4e', '#8fae6b', '#1e3d2f', '#557a46'];

export function paintBotanical(ctx: Ctx): Art {
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

export function leaf(
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
