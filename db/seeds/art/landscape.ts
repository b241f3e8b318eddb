/** The `landscape` style. */
import type { Art, Ctx } from './context';
import {
  byLuminance,
  circle,
  darken,
  lighten,
  linearGradient,
  mix,
  n,
  path,
  type Point,
  radialGlow,
  type Random,
  rect,
  smoothPath,
} from './helpers';

export function paintLandscape({ random, palette, width: w, height: h, id }: Ctx): Art {
  const [dark, mid, light] = byLuminance(palette.colors) as [string, string, string, string, string];
  const warm = random.pick(palette.colors);
  const skyTop = lighten(mix(mid, '#6f9fc8', 0.3), 0.35);
  const skyBottom = lighten(mix(warm, palette.ground, 0.4), 0.35);
  const skyId = id('sky');
  const glowId = id('glow');
  const sun: Point = [w * random.range(0.22, 0.78), h * random.range(0.16, 0.34)];
  const sunRadius = w * random.range(0.06, 0.1);
  const sunColor = lighten(light, 0.35);
  const parts = [
    linearGradient(skyId, [skyTop, skyBottom]),
    radialGlow(glowId, sunColor, 0.55),
    rect(0, 0, w, h, `url(#${skyId})`),
    circle(sun[0], sun[1], sunRadius * 3.2, `url(#${glowId})`),
    circle(sun[0], sun[1], sunRadius, sunColor),
  ];
  const layers = random.int(4, 6);
  const near = darken(dark, 0.25);
  for (let i = 0; i < layers; i++) {
    const t = i / (layers - 1);
    const color = mix(mix(mid, skyBottom, 0.7), near, t);
    const baseY = h * (0.42 + 0.45 * t);
    const amplitude = h * (0.08 - 0.03 * t) * random.range(0.7, 1.3);
    parts.push(path(hillPath(random, w, h, baseY, amplitude), color));
    if (i < layers - 1) parts.push(mist(id, w, h, baseY, skyBottom));
  }
  if (random.chance(0.6)) parts.push(birds(random, w, h, near));
  return { body: parts.join(''), texture: 0.9 };
}

function hillPath(random: Random, w: number, h: number, baseY: number, amplitude: number): string {
  const steps = random.int(5, 8);
  const points: Point[] = Array.from({ length: steps + 3 }, (_, i) => [
    ((i - 1) * w) / steps,
    baseY - amplitude * random.range(-0.4, 1),
  ]);
  const last = points[points.length - 1] ?? [w, baseY];
  return `${smoothPath(points)}L${n(last[0])} ${n(h)}L${n(-w / steps)} ${n(h)}Z`;
}

function mist(id: Ctx['id'], w: number, h: number, baseY: number, color: string): string {
  const mistId = id('mist');
  return (
    `<linearGradient id="${mistId}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${color}" stop-opacity="0"/>` +
    `<stop offset=".25" stop-color="${color}" stop-opacity=".3"/><stop offset="1" stop-color="${color}" stop-opacity=".3"/></linearGradient>` +
    rect(0, baseY - h * 0.1, w, h * 1.1 - baseY, `url(#${mistId})`)
  );
}

function birds(random: Random, w: number, h: number, color: string): string {
  const cx = w * random.range(0.2, 0.8);
  const cy = h * random.range(0.15, 0.3);
  return Array.from({ length: random.int(3, 6) }, () => {
    const x = cx + random.range(-0.12, 0.12) * w;
    const y = cy + random.range(-0.05, 0.05) * h;
    const s = w * random.range(0.01, 0.018);
    return path(
      `M${n(x - s)} ${n(y)}Q${n(x - s / 2)} ${n(y - s * 0.6)} ${n(x)} ${n(y)}Q${n(x + s / 2)} ${n(y - s * 0.6)} ${n(x + s)} ${n(y)}`,
      'none',
      `stroke="${color}" stroke-width="${n(s * 0.22)}" stroke-linecap="round" stroke-opacity=".7"`,
    );
  }).join('');
}
