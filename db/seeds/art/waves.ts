/** The `waves` style. */
import type { Art, Ctx } from './context';
import { lighten, mix, n, path, type Point, rect, smoothPath } from './helpers';

export function paintWaves({ random, palette, width: w, height: h }: Ctx): Art {
  const stops = random.shuffle(palette.colors).slice(0, 3) as [string, string, string];
  const bands = random.int(9, 14);
  const frequency = (random.range(1.1, 2.2) * 2 * Math.PI) / w;
  const harmonic = (random.range(2.5, 4) * 2 * Math.PI) / w;
  const phase = random.range(0, Math.PI * 2);
  const drift = random.range(0.25, 0.6);
  const colorAt = (t: number): string =>
    t < 0.5 ? mix(stops[0], stops[1], t * 2) : mix(stops[1], stops[2], (t - 0.5) * 2);
  const parts = [rect(0, 0, w, h, lighten(colorAt(0), 0.5))];
  for (let i = 0; i < bands; i++) {
    const t = i / (bands - 1);
    const baseY = h * (-0.02 + (i + 0.6) / bands);
    const amplitude = h * random.range(0.025, 0.055);
    const points: Point[] = Array.from({ length: 25 }, (_, k) => {
      const x = (k * w) / 24;
      const y =
        baseY +
        amplitude * Math.sin(x * frequency + phase + i * drift) +
        amplitude * 0.35 * Math.sin(x * harmonic - i * drift * 1.7);
      return [x, y];
    });
    const top = smoothPath(points);
    const color = colorAt(t);
    parts.push(path(`${top}L${n(w)} ${n(h)}L0 ${n(h)}Z`, color));
    parts.push(
      path(
        top,
        'none',
        `stroke="${lighten(color, 0.35)}" stroke-width="${n(w * 0.003)}" stroke-opacity=".55"`,
      ),
    );
  }
  return { body: parts.join(''), texture: 0.9 };
}
