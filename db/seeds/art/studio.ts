/** The `studio` style. */
import { GREENS, leaf } from './botanical';
import type { Art, Ctx } from './context';
import { circle, darken, lighten, linearGradient, mix, n, path, polygon, type Random, rect } from './helpers';

export function paintStudio({ random, palette, width: w, height: h, id }: Ctx): Art {
  const colors = random.shuffle(palette.colors);
  const pickColor = (i: number): string => colors[i % colors.length] ?? palette.ground;
  const wall = lighten(pickColor(0), 0.62);
  const floorY = h * random.range(0.68, 0.74);
  const wood = mix('#a47b55', pickColor(1), 0.15);
  const windowLeft = random.chance(0.5);
  const win = { x: windowLeft ? w * 0.08 : w * 0.64, y: h * 0.1, w: w * 0.28, h: h * 0.42 };
  const skyId = id('sky');
  const parts = [
    rect(0, 0, w, h, wall),
    rect(0, floorY, w, h - floorY, wood),
    ...Array.from({ length: 7 }, (_, i) =>
      rect(0, floorY + (h - floorY) * (i / 7) ** 1.4, w, 2, darken(wood, 0.18), 'fill-opacity=".5"'),
    ),
    rect(0, floorY - h * 0.012, w, h * 0.012, darken(wall, 0.12)),
    linearGradient(skyId, [lighten('#7fa7c9', 0.2), lighten(pickColor(2), 0.55)]),
    rect(win.x - 8, win.y - 8, win.w + 16, win.h + 16, lighten(wall, 0.5)),
    rect(win.x, win.y, win.w, win.h, `url(#${skyId})`),
    rect(win.x + win.w / 2 - 4, win.y, 8, win.h, lighten(wall, 0.5)),
    rect(win.x, win.y + win.h * 0.45 - 4, win.w, 8, lighten(wall, 0.5)),
    path(
      polygon([
        [win.x, win.y + win.h],
        [win.x + win.w, win.y + win.h],
        [win.x + win.w + (windowLeft ? w * 0.25 : -w * 0.05), h],
        [win.x + (windowLeft ? w * 0.05 : -w * 0.25), h],
      ]),
      '#fffdf5',
      'fill-opacity=".16"',
    ),
  ];
  const frames = random.int(1, 3);
  for (let i = 0; i < frames; i++) {
    const fw = w * random.range(0.1, 0.16);
    const fx = windowLeft ? w * (0.45 + i * 0.17) : w * (0.06 + i * 0.17);
    parts.push(framedArt(random, fx, h * random.range(0.12, 0.2), fw, fw * random.range(1, 1.35), colors));
  }
  const easelX = windowLeft ? w * 0.62 : w * 0.36;
  parts.push(
    `<ellipse cx="${n(w * 0.5)}" cy="${n(floorY + (h - floorY) * 0.55)}" rx="${n(w * 0.38)}" ry="${n((h - floorY) * 0.28)}" fill="${pickColor(3)}" fill-opacity=".75"/>`,
  );
  parts.push(easel(random, easelX, floorY, w, h, colors));
  parts.push(plantInPot(random, windowLeft ? w * 0.14 : w * 0.86, floorY + h * 0.06, w, h, pickColor(4)));
  return { body: parts.join(''), texture: 0.8 };
}

function framedArt(
  random: Random,
  x: number,
  y: number,
  fw: number,
  fh: number,
  colors: readonly string[],
): string {
  const inset = fw * 0.1;
  const [a, b, c] = random.shuffle(colors) as [string, string, string];
  return [
    rect(x + 4, y + 6, fw, fh, '#000', 'fill-opacity=".12"'),
    rect(x, y, fw, fh, '#2a2522'),
    rect(x + inset * 0.4, y + inset * 0.4, fw - inset * 0.8, fh - inset * 0.8, '#f5f1e8'),
    rect(x + inset, y + inset, fw - 2 * inset, fh - 2 * inset, lighten(a, 0.4)),
    random.chance(0.5)
      ? circle(x + fw / 2, y + fh * 0.45, fw * 0.2, b)
      : rect(x + inset, y + fh * 0.55, fw - 2 * inset, fh * 0.45 - inset, b),
    rect(x + inset, y + fh * 0.5, fw - 2 * inset, fh * 0.04, c),
  ].join('');
}

function easel(
  random: Random,
  x: number,
  floorY: number,
  w: number,
  h: number,
  colors: readonly string[],
): string {
  const legColor = '#6b4a32';
  const canvasW = Math.min(w * 0.3, h * 0.3);
  const leg = `stroke="${legColor}" stroke-width="${n(canvasW * 0.04)}" stroke-linecap="round"`;
  const feet = floorY + h * 0.14;
  const spread = canvasW * 0.55;
  const canvasH = canvasW * 1.2;
  const canvasY = floorY - canvasH - h * 0.02;
  const top = canvasY - h * 0.05;
  const [a, b, c] = random.shuffle(colors) as [string, string, string];
  return [
    `<ellipse cx="${n(x)}" cy="${n(feet)}" rx="${n(spread * 1.3)}" ry="${n(h * 0.015)}" fill="#000" fill-opacity=".15"/>`,
    `<path d="M${n(x)} ${n(top)}L${n(x - spread)} ${n(feet)}M${n(x)} ${n(top)}L${n(x + spread)} ${n(feet)}M${n(x)} ${n(top)}L${n(x)} ${n(feet - h * 0.04)}" ${leg}/>`,
    rect(x - canvasW * 0.6, canvasY + canvasH, canvasW * 1.2, h * 0.015, legColor),
    rect(x - canvasW / 2, canvasY, canvasW, canvasH, '#f7f3ea'),
    rect(x - canvasW * 0.42, canvasY + canvasH * 0.07, canvasW * 0.84, canvasH * 0.5, a, 'fill-opacity=".9"'),
    rect(x - canvasW * 0.42, canvasY + canvasH * 0.6, canvasW * 0.84, canvasH * 0.32, b, 'fill-opacity=".9"'),
    circle(x + canvasW * 0.12, canvasY + canvasH * 0.3, canvasW * 0.14, c),
  ].join('');
}

function plantInPot(random: Random, x: number, base: number, w: number, h: number, color: string): string {
  const potW = w * 0.09;
  const potH = h * 0.08;
  const leaves = Array.from({ length: 9 }, (_, i) => {
    const angle = -90 + (i - 4) * random.range(14, 20);
    return leaf(x, base - potH, w * random.range(0.09, 0.15), angle, random.pick(GREENS));
  }).join('');
  return [
    `<ellipse cx="${n(x)}" cy="${n(base + 2)}" rx="${n(potW * 0.8)}" ry="${n(h * 0.01)}" fill="#000" fill-opacity=".15"/>`,
    leaves,
    path(
      polygon([
        [x - potW / 2, base - potH],
        [x + potW / 2, base - potH],
        [x + potW * 0.38, base],
        [x - potW * 0.38, base],
      ]),
      color,
    ),
  ].join('');
}
