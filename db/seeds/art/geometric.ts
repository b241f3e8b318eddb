/** The `geometric` style. */
import type { Art, Ctx } from './context';
import { circle, exhaustive, n, path, rect } from './helpers';

const BAUHAUS_SHAPES = ['circle', 'half', 'quarter', 'triangle', 'rings', 'dots', 'stripes', 'lens'] as const;
type BauhausShape = (typeof BAUHAUS_SHAPES)[number];

export function paintGeometric({ random, palette, width: w, height: h }: Ctx): Art {
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
