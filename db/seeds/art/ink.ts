/** The `ink` style. */
import { leaf } from './botanical';
import type { Art, Ctx } from './context';
import {
  darken,
  exhaustive,
  lighten,
  mix,
  n,
  path,
  type Point,
  type Random,
  rect,
  smoothPath,
} from './helpers';

const INK = '#1c1b1a';
const PAPERS = ['#f3ede1', '#efe7d6', '#f5f0e6', '#ece4d4'];
const INK_SUBJECTS = ['enso', 'bamboo', 'mountains', 'strokes'] as const;
type InkSubject = (typeof INK_SUBJECTS)[number];

export function paintInk({ random, width: w, height: h, id }: Ctx): Art {
  const paper = random.pick(PAPERS);
  const paperId = id('paper');
  const subject = random.pick(INK_SUBJECTS);
  const parts = [
    `<radialGradient id="${paperId}" cx=".5" cy=".45" r=".75"><stop offset="0" stop-color="${lighten(paper, 0.35)}"/><stop offset="1" stop-color="${darken(paper, 0.06)}"/></radialGradient>`,
    rect(0, 0, w, h, `url(#${paperId})`),
    inkSubject(subject, { random, id, width: w, height: h }, paper),
    seal(random, w, h),
  ];
  return { body: parts.join(''), texture: 1.1 };
}

function inkSubject(
  subject: InkSubject,
  ctx: Pick<Ctx, 'random' | 'id' | 'width' | 'height'>,
  paper: string,
): string {
  const { random, width: w, height: h } = ctx;
  switch (subject) {
    case 'enso': {
      const [cx, cy, r] = [w * 0.5, h * 0.45, Math.min(w, h) * random.range(0.28, 0.34)];
      const start = random.range(0, Math.PI * 2);
      const sweep = Math.PI * 2 * random.range(0.8, 0.93);
      const points = Array.from({ length: 60 }, (_, i): Point => {
        const angle = start + (sweep * i) / 59;
        const wobble = 1 + Math.sin(i * 0.4) * 0.015;
        return [cx + Math.cos(angle) * r * wobble, cy + Math.sin(angle) * r * wobble];
      });
      return brushStroke(random, points, r * 0.2, paper);
    }
    case 'bamboo':
      return Array.from({ length: random.int(2, 3) }, (_, i) =>
        bamboo(random, w * (0.3 + i * 0.22 + random.range(-0.05, 0.05)), w, h),
      ).join('');
    case 'mountains':
      return inkMountains(ctx);
    case 'strokes':
      return Array.from({ length: random.int(2, 4) }, () => {
        const from: Point = [w * random.range(0.08, 0.3), h * random.range(0.2, 0.75)];
        const to: Point = [w * random.range(0.65, 0.92), h * random.range(0.2, 0.75)];
        const bend = h * random.range(-0.25, 0.25);
        const points = Array.from({ length: 30 }, (_, i): Point => {
          const t = i / 29;
          return [
            from[0] + (to[0] - from[0]) * t,
            from[1] + (to[1] - from[1]) * t + Math.sin(t * Math.PI) * bend,
          ];
        });
        return brushStroke(random, points, w * random.range(0.045, 0.085), paper);
      }).join('');
    default:
      return exhaustive(subject);
  }
}

/** A tapered brush stroke along `points`, with dry-brush gaps towards its end. */
function brushStroke(random: Random, points: readonly Point[], maxWidth: number, paper: string): string {
  const count = points.length;
  const pressure = points.map(() => random.range(0.93, 1.07));
  const widthAt = (i: number): number =>
    maxWidth * (pressure[i] ?? 1) * Math.sin(Math.PI * (0.12 + 0.86 * (i / (count - 1)))) ** 0.6;
  const normals = points.map((point, i) => {
    const next = points[Math.min(count - 1, i + 1)] ?? point;
    const previous = points[Math.max(0, i - 1)] ?? point;
    const length = Math.hypot(next[0] - previous[0], next[1] - previous[1]) || 1;
    return [-(next[1] - previous[1]) / length, (next[0] - previous[0]) / length] as Point;
  });
  const offset = (i: number, k: number): Point => {
    const [x, y] = points[i] ?? [0, 0];
    const [nx, ny] = normals[i] ?? [0, 0];
    return [x + nx * widthAt(i) * k, y + ny * widthAt(i) * k];
  };
  const left = points.map((_, i) => offset(i, 0.5));
  const right = points.map((_, i) => offset(i, -0.5)).reverse();
  const parts = [path(`${smoothPath(left)}L${smoothPath(right).slice(1)}Z`, INK, 'fill-opacity=".93"')];
  const dryFrom = Math.floor(count * random.range(0.45, 0.65));
  for (let streak = 0; streak < 10; streak++) {
    const k = random.range(-0.42, 0.42);
    const from = streak < 3 ? random.int(0, dryFrom) : dryFrom + random.int(0, Math.floor(count * 0.15));
    const line = points.slice(from).map((_, i) => offset(from + i, k));
    if (line.length > 2) {
      parts.push(
        path(
          smoothPath(line),
          'none',
          `stroke="${paper}" stroke-width="${n(maxWidth * random.range(0.03, 0.08))}" stroke-opacity=".85"`,
        ),
      );
    }
  }
  return parts.join('');
}

function bamboo(random: Random, x: number, w: number, h: number): string {
  const thickness = w * random.range(0.028, 0.04);
  const parts: string[] = [];
  const lean = random.range(-0.04, 0.04) * w;
  for (let y = h * 1.02; y > h * random.range(0.02, 0.2);) {
    const segment = h * random.range(0.12, 0.18);
    const t = 1 - y / h;
    const sx = x + lean * t;
    parts.push(
      rect(
        sx - thickness / 2,
        y - segment + h * 0.008,
        thickness,
        segment - h * 0.012,
        INK,
        `fill-opacity="${n(random.range(0.72, 0.9))}" rx="${n(thickness * 0.2)}"`,
      ),
    );
    if (random.chance(0.45)) parts.push(bambooLeaves(random, sx, y - segment, w));
    y -= segment;
  }
  return parts.join('');
}

function bambooLeaves(random: Random, x: number, y: number, w: number): string {
  const side = random.chance(0.5) ? 1 : -1;
  return Array.from({ length: random.int(2, 4) }, () => {
    const angle = side > 0 ? random.range(15, 70) : random.range(110, 165);
    const tone = mix(INK, '#ffffff', random.range(0, 0.2));
    return leaf(x, y, w * random.range(0.12, 0.19), angle, tone, { breadth: 0.16, vein: false });
  }).join('');
}

function inkMountains({
  random,
  id,
  width: w,
  height: h,
}: Pick<Ctx, 'random' | 'id' | 'width' | 'height'>): string {
  const parts: string[] = [];
  for (let layer = 0; layer < 4; layer++) {
    const gradientId = id('wash');
    const tone = mix('#c9c2b4', INK, 0.2 + layer * 0.22);
    parts.push(
      `<linearGradient id="${gradientId}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${tone}"/>` +
        `<stop offset=".55" stop-color="${tone}" stop-opacity=".35"/><stop offset="1" stop-color="${tone}" stop-opacity="0"/></linearGradient>`,
    );
    const baseY = h * (0.42 + layer * 0.12);
    const peaks = Array.from({ length: random.int(1, 2) }, () => ({
      x: w * random.range(0.05, 0.95),
      height: h * random.range(0.1, 0.28) * (1 - layer * 0.15),
      spread: w * random.range(0.08, 0.2),
    }));
    let roughness = 0;
    const points: Point[] = Array.from({ length: 25 }, (_, i) => {
      const x = -w * 0.1 + (i * w * 1.2) / 24;
      roughness += random.range(-1, 1) * h * 0.006;
      const rise = peaks.reduce(
        (sum, peak) => sum + peak.height * Math.exp(-(((x - peak.x) / peak.spread) ** 2)),
        0,
      );
      return [x, baseY - rise + roughness];
    });
    parts.push(
      path(
        `${smoothPath(points)}L${n(w * 1.2)} ${n(baseY + h * 0.3)}L${n(-w * 0.2)} ${n(baseY + h * 0.3)}Z`,
        `url(#${gradientId})`,
      ),
    );
  }
  return parts.join('');
}

function seal(random: Random, w: number, h: number): string {
  const size = Math.min(w, h) * 0.06;
  const x = random.chance(0.5) ? w * 0.82 : w * 0.1;
  const y = h * random.range(0.78, 0.86);
  const red = '#b23a2e';
  const mark = `stroke="#f3e6d8" stroke-width="${n(size * 0.08)}" stroke-linecap="square" fill="none"`;
  return (
    rect(x, y, size, size, red, `rx="${n(size * 0.08)}" fill-opacity=".9"`) +
    `<path d="M${n(x + size * 0.25)} ${n(y + size * 0.25)}V${n(y + size * 0.75)}M${n(x + size * 0.25)} ${n(y + size * 0.5)}H${n(x + size * 0.75)}M${n(x + size * 0.75)} ${n(y + size * 0.25)}V${n(y + size * 0.75)}" ${mark}/>`
  );
}
