/** The `cityscape` style. */
import type { Art, Ctx } from './context';
import {
  byLuminance,
  circle,
  darken,
  exhaustive,
  lighten,
  linearGradient,
  mix,
  n,
  path,
  type Point,
  polygon,
  radialGlow,
  type Random,
  rect,
} from './helpers';

const ROOFS = ['flat', 'flat', 'antenna', 'step', 'spire', 'dome'] as const;
type Roof = (typeof ROOFS)[number];

export function paintCityscape({ random, palette, width: w, height: h, id }: Ctx): Art {
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
