// Renders the PWA icons (web/public/icons/*.png) from the SVG mark. Run by hand when the logo
// changes: `node web/tools/render-icons.mjs`. The PNGs are committed; the build does not run this.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const icons = fileURLToPath(new URL('../public/icons/', import.meta.url));
const logo = await readFile(`${icons}logo.svg`);

// "any" icons: the rounded mark on transparency.
for (const size of [192, 512]) {
  await sharp(logo, { density: 300 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${icons}icon-${size}.png`);
}
await sharp(logo, { density: 300 })
  .resize(180, 180)
  .flatten({ background: '#1c1a17' })
  .png()
  .toFile(`${icons}apple-touch-icon.png`);

// Maskable: full-bleed background, the mark's content inside the 80% safe zone.
const maskable = Buffer.from(
  logo
    .toString()
    .replace('rx="112"', 'rx="0"')
    .replace('viewBox="0 0 512 512"', 'viewBox="-64 -64 640 640"')
    .replace(
      '<rect width="512" height="512" rx="0" fill="#1c1a17"/>',
      '<rect x="-64" y="-64" width="640" height="640" fill="#1c1a17"/>',
    ),
);
await sharp(maskable, { density: 300 })
  .resize(512, 512)
  .png({ compressionLevel: 9 })
  .toFile(`${icons}maskable-512.png`);
console.log('icons written to', icons);
