import type { Plugin } from 'vite';

/**
 * Preloads the web fonts of every page's first screen (the Latin files of Inter and Fraunces) at low
 * priority, from index.html's head. The text never waits for them: each face has a fallback matched
 * to its metrics (web/styles.css), so the page paints in the fallback and the swap moves nothing.
 * Found by the CSS, a font is fetched at the browser's highest priority once the first layout needs
 * it, competing with the pictures in view on a slow connection; preloaded low, it starts with the
 * head and gives way to them (issue 21, point 4: Lighthouse's simulated LCP also counted a font that
 * finished before the first paint as blocking that paint, and swung by a second between runs).
 */
export function fontPreloads(files: readonly string[]): Plugin {
  return {
    name: 'atelier:font-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const assets = Object.values(ctx.bundle ?? {}).filter((output) => output.type === 'asset');
        return files.map((file) => {
          const asset = assets.find((output) =>
            (output.originalFileNames ?? []).some((name) => name.endsWith(`/${file}`)),
          );
          if (!asset) throw new Error(`font-preloads: ${file} is not in the build`);
          return {
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              href: `/${asset.fileName}`,
              crossorigin: true,
              fetchpriority: 'low',
            },
            injectTo: 'head',
          };
        });
      },
    },
  };
}
