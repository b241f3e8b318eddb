/** The `dots` style. */
import type { Art, Ctx, Palette } from './context';
import {
  byLuminance,
  circle,
  coolest,
  darken,
  lighten,
  mix,
  type Point,
  type Random,
  rect,
  warmest,
} from './helpers';

export function paintDots({ random, palette, width: w, height: h }: Ctx): Art {
  const field = dotScene(random, palette, w, h);
  const spacing = w / 34;
  const accents = palette.colors.map((color) => lighten(color, 0.3));
  const dots: string[] = [rect(0, 0, w, h, lighten(palette.ground, 0.25))];
  for (let y = spacing / 2; y < h + spacing; y += spacing * 0.86) {
    for (let x = spacing / 2; x < w + spacing; x += spacing) {
      const px = x + random.range(-0.15, 0.15) * spacing;
      const py = y + random.range(-0.15, 0.15) * spacing;
      const base = field(px, py);
      const color = random.chance(0.18)
        ? mix(base, random.pick(accents), 0.3)
        : mix(base, '#ffffff', random.range(-0.06, 0.1));
      dots.push(circle(px, py, spacing * random.range(0.38, 0.48), color));
    }
  }
  return { body: dots.join(''), texture: 0.6 };
}

/** The picture the dots sample: a sky with a sun over either the sea or rolling fields. */
function dotScene(random: Random, palette: Palette, w: number, h: number): (x: number, y: number) => string {
  const sunColor = lighten(mix(warmest(palette.colors), '#ffc857', 0.45), 0.2);
  const cool = coolest(palette.colors);
  const [deep, mid] = byLuminance(palette.colors) as [string, string];
  const skyTop = lighten(cool, 0.45);
  const skyLow = lighten(mix(sunColor, palette.ground, 0.3), 0.3);
  const horizon = h * random.range(0.5, 0.62);
  const sun: Point = [w * random.range(0.25, 0.75), horizon - h * random.range(0.12, 0.22)];
  const sunRadius = w * random.range(0.11, 0.15);
  const sea = random.chance(0.5);
  const hills = [0, 1, 2].map((i) => ({
    base: horizon + (h - horizon) * (i * 0.3),
    amplitude: h * random.range(0.02, 0.05),
    frequency: random.range(1.5, 3.5) / w,
    phase: random.range(0, Math.PI * 2),
    color: mix(mix(mid, '#6b8f4e', 0.35), deep, i * 0.3),
  }));
  return (x, y) => {
    const distance = Math.hypot(x - sun[0], y - sun[1]);
    if (distance < sunRadius) return sunColor;
    if (y < horizon) {
      const sky = mix(skyTop, skyLow, (y / horizon) ** 1.5);
      return mix(lighten(sunColor, 0.25), sky, Math.min(1, (distance - sunRadius) / (sunRadius * 1.8)));
    }
    const depth = (y - horizon) / (h - horizon);
    if (sea) {
      const glitter = Math.abs(x - sun[0]) < sunRadius * (0.6 + depth) && random.chance(0.5);
      return glitter ? sunColor : mix(mix(cool, skyLow, 0.3), darken(cool, 0.35), depth ** 0.7);
    }
    const hill = [...hills]
      .reverse()
      .find(
        (band) => y > band.base + band.amplitude * Math.sin(x * band.frequency * Math.PI * 2 + band.phase),
      );
    return hill ? hill.color : mix(skyLow, mid, 0.5);
  };
}
