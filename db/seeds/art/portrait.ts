/** The `portrait` style. */
import type { Art, Ctx } from './context';
import { circle, darken, exhaustive, lighten, mix, n, path, polygon, type Random, rect } from './helpers';

const SKIN_TONES = ['#f3d2b8', '#e8b896', '#d49a74', '#b07552', '#8a5a3c', '#5f3b28'];
const HAIR_TONES = ['#1f1a17', '#3b2a20', '#6b4423', '#9c5a33', '#c9a36b', '#2b2b3a'];
const HAIRSTYLES = ['bob', 'bun', 'long', 'short', 'curly'] as const;
type Hairstyle = (typeof HAIRSTYLES)[number];

interface Head {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
}

export function paintPortrait({ random, palette, width: w, height: h }: Ctx, { avatar = false } = {}): Art {
  const [backA, backB, clothes, accent] = random.shuffle(palette.colors) as [string, string, string, string];
  const skin = mix(random.pick(SKIN_TONES), accent, 0.1);
  const shade = darken(mix(skin, clothes, 0.15), 0.17);
  const hair = random.chance(0.75) ? random.pick(HAIR_TONES) : darken(accent, 0.25);
  const unit = Math.min(w, h * 0.8);
  const rx = unit * (avatar ? 0.16 : 0.15);
  const head: Head = { cx: w / 2, cy: h * (avatar ? 0.42 : 0.39), rx, ry: rx * 1.3 };
  const style = random.pick(HAIRSTYLES);
  const side = random.chance(0.5) ? 1 : -1;
  const parts = [rect(0, 0, w, h, lighten(backA, avatar ? 0.35 : 0.2))];
  parts.push(
    random.chance(0.5)
      ? circle(head.cx, head.cy, rx * 2.5, lighten(backB, 0.15))
      : rect(side > 0 ? w / 2 : 0, 0, w / 2, h, lighten(backB, 0.15)),
  );
  if (style === 'long') parts.push(longHairBack(head, hair));
  parts.push(rect(head.cx - rx * 0.38, head.cy + head.ry * 0.5, rx * 0.76, head.ry * 1.1, shade));
  parts.push(shoulders(head, w, h, clothes, shade));
  parts.push(
    `<ellipse cx="${n(head.cx)}" cy="${n(head.cy)}" rx="${n(rx)}" ry="${n(head.ry)}" fill="${skin}"/>`,
  );
  const shadowSweep = side > 0 ? 1 : 0;
  parts.push(
    path(
      `M${n(head.cx)} ${n(head.cy - head.ry)}A${n(rx)} ${n(head.ry)} 0 0 ${shadowSweep} ${n(head.cx)} ${n(head.cy + head.ry)}Z`,
      shade,
      'fill-opacity=".45"',
    ),
  );
  parts.push(face(random, head, skin, side));
  parts.push(hairFront(style, head, hair, side));
  if (random.chance(0.5))
    parts.push(circle(head.cx - side * rx * 1.02, head.cy + head.ry * 0.38, rx * 0.07, '#e0b04a'));
  return { body: parts.join(''), texture: 0.8 };
}

function shoulders({ cx, cy, rx, ry }: Head, w: number, h: number, clothes: string, shade: string): string {
  const top = cy + ry * 1.45;
  const reach = Math.min(w * 0.42, h * 0.5);
  const body =
    `M${n(cx - reach)} ${n(h + 2)}C${n(cx - reach)} ${n(top + (h - top) * 0.15)} ${n(cx - reach * 0.7)} ${n(top)} ${n(cx - rx * 0.6)} ${n(top)}` +
    `L${n(cx + rx * 0.6)} ${n(top)}C${n(cx + reach * 0.7)} ${n(top)} ${n(cx + reach)} ${n(top + (h - top) * 0.15)} ${n(cx + reach)} ${n(h + 2)}Z`;
  const neckline = polygon([
    [cx - rx * 0.38, top - 1],
    [cx, top + ry * 0.4],
    [cx + rx * 0.38, top - 1],
  ]);
  return path(body, clothes) + path(neckline, shade);
}

function face(random: Random, { cx, cy, rx, ry }: Head, skin: string, side: number): string {
  const line = darken(skin, 0.55);
  const stroke = `stroke="${line}" stroke-width="${n(rx * 0.045)}" stroke-linecap="round" fill="none"`;
  const eyeY = cy - ry * 0.02;
  const closed = random.chance(0.6);
  const parts: string[] = [];
  for (const ex of [cx - rx * 0.4, cx + rx * 0.4]) {
    const s = rx * 0.19;
    parts.push(
      closed
        ? `<path d="M${n(ex - s)} ${n(eyeY)}Q${n(ex)} ${n(eyeY + s * 0.6)} ${n(ex + s)} ${n(eyeY)}" ${stroke}/>`
        : path(
            `M${n(ex - s)} ${n(eyeY)}Q${n(ex)} ${n(eyeY - s * 0.7)} ${n(ex + s)} ${n(eyeY)}Q${n(ex)} ${n(eyeY + s * 0.7)} ${n(ex - s)} ${n(eyeY)}Z`,
            lighten(skin, 0.7),
          ) + circle(ex + side * s * 0.15, eyeY, s * 0.38, line),
    );
    parts.push(
      `<path d="M${n(ex - s * 1.1)} ${n(eyeY - ry * 0.2)}Q${n(ex)} ${n(eyeY - ry * 0.29)} ${n(ex + s * 1.1)} ${n(eyeY - ry * 0.2)}" ${stroke}/>`,
    );
  }
  parts.push(
    `<path d="M${n(cx + side * rx * 0.04)} ${n(eyeY + ry * 0.04)}Q${n(cx + side * rx * 0.2)} ${n(cy + ry * 0.3)} ${n(cx - side * rx * 0.05)} ${n(cy + ry * 0.36)}" ${stroke}/>`,
  );
  const lips = mix(skin, '#a8323a', 0.5);
  const mouthY = cy + ry * 0.58;
  parts.push(
    path(
      `M${n(cx - rx * 0.24)} ${n(mouthY)}Q${n(cx - rx * 0.1)} ${n(mouthY - ry * 0.08)} ${n(cx)} ${n(mouthY - ry * 0.03)}Q${n(cx + rx * 0.1)} ${n(mouthY - ry * 0.08)} ${n(cx + rx * 0.24)} ${n(mouthY)}Q${n(cx)} ${n(mouthY + ry * 0.12)} ${n(cx - rx * 0.24)} ${n(mouthY)}Z`,
      lips,
    ),
  );
  for (const bx of [cx - rx * 0.55, cx + rx * 0.55])
    parts.push(circle(bx, cy + ry * 0.3, rx * 0.17, lips, 'fill-opacity=".22"'));
  return parts.join('');
}

function hairCap({ cx, cy, rx, ry }: Head, hair: string, depth: number): string {
  const r = rx * 1.06;
  return path(
    `M${n(cx - r)} ${n(cy - ry * depth)}A${n(r)} ${n(ry * 1.06)} 0 0 1 ${n(cx + r)} ${n(cy - ry * depth)}Q${n(cx)} ${n(cy - ry * 0.62)} ${n(cx - r)} ${n(cy - ry * depth)}Z`,
    hair,
  );
}

/** Hair that frames the face down to `sides` (in head radii below centre), fringe at `fringe` above. */
function framingHair(
  { cx, cy, rx, ry }: Head,
  hair: string,
  side: number,
  sides: number,
  fringe: number,
): string {
  const outer = rx * 1.14;
  const inner = rx * 0.84;
  return path(
    `M${n(cx - outer)} ${n(cy + ry * sides)}C${n(cx - rx * 1.3)} ${n(cy - ry * 1.3)} ${n(cx + rx * 1.3)} ${n(cy - ry * 1.3)} ${n(cx + outer)} ${n(cy + ry * sides)}` +
      `L${n(cx + inner)} ${n(cy + ry * sides)}C${n(cx + rx * 0.9)} ${n(cy - ry * fringe)} ${n(cx + side * rx * 0.2)} ${n(cy - ry * (fringe + 0.5))} ${n(cx - inner)} ${n(cy - ry * fringe)}` +
      `L${n(cx - inner)} ${n(cy + ry * sides)}Z`,
    hair,
  );
}

function longHairBack({ cx, cy, rx, ry }: Head, hair: string): string {
  return rect(cx - rx * 1.25, cy - ry * 0.9, rx * 2.5, ry * 2.6, hair, `rx="${n(rx * 1.1)}"`);
}

function hairFront(style: Hairstyle, head: Head, hair: string, side: number): string {
  const { cx, cy, rx, ry } = head;
  switch (style) {
    case 'bob':
      return framingHair(head, hair, side, 0.42, 0.25);
    case 'bun':
      return circle(cx + side * rx * 0.25, cy - ry * 1.02, rx * 0.48, hair) + hairCap(head, hair, 0.2);
    case 'long':
      return hairCap(head, hair, 0.05);
    case 'short':
      return framingHair(head, hair, side, -0.02, 0.45);
    case 'curly':
      return (
        Array.from({ length: 11 }, (_, i) => {
          const angle = Math.PI * (1.05 + (i / 10) * 0.9);
          return circle(
            cx + Math.cos(angle) * rx * 1.02,
            cy - ry * 0.1 + Math.sin(angle) * ry * 0.95,
            rx * 0.34,
            hair,
          );
        }).join('') + hairCap(head, hair, 0.25)
      );
    default:
      return exhaustive(style);
  }
}
