/** The `color-field` style. */
import type { Art, Ctx } from './context';
import { darken, lighten, linearGradient, mix, n, path, type Point, polygon, rect } from './helpers';

export function paintColorField({ random, palette, width: w, height: h, id }: Ctx): Art {
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
