#!/usr/bin/env node
// `node scripts/header-first-paint.mjs <origin> [--strip <header>] [--pairs 12] [--path /]`:
// what one response header costs the first paint. The page is loaded in Chromium (Moto G screen,
// from about:blank, a fresh context each time) through two identical proxies, one of which removes
// the header (default Cross-Origin-Opener-Policy) from every answer, alternately; prints the
// medians of when the stylesheet was asked after the document's end and of the first paint.
// Issue 21: `/` painted 60-70 ms after its static twin, whose server sends no COOP.
import http from 'node:http';
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const origin = new URL(args.find((a) => /^https?:\/\//.test(a)) ?? 'http://127.0.0.1:4100');
const strip = option('--strip', 'cross-origin-opener-policy').toLowerCase();
const pairs = Number(option('--pairs', '12'));
const pagePath = option('--path', '/');

function proxy(port, removeHeader) {
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      { host: origin.hostname, port: origin.port, method: req.method, path: req.url, headers: req.headers },
      (up) => {
        const headers = { ...up.headers };
        if (removeHeader) delete headers[strip];
        res.writeHead(up.statusCode ?? 502, headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

// Ports 4108 and 4109: the range kept for servers started by hand on the shared machine.
const kept = await proxy(4108, false);
const stripped = await proxy(4109, true);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const samples = { [`with ${strip}`]: [], [`without ${strip}`]: [] };
for (let i = 0; i < pairs; i++) {
  for (const [label, port] of [
    [`with ${strip}`, 4108],
    [`without ${strip}`, 4109],
  ]) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await page.goto('about:blank');
    await page.goto(`http://127.0.0.1:${port}${pagePath}`, { waitUntil: 'load' });
    samples[label].push(
      await page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0];
        const css = performance.getEntriesByType('resource').find((e) => e.name.endsWith('.css'));
        const fcp = performance.getEntriesByName('first-contentful-paint')[0];
        return { cssAfterDocument: css ? css.startTime - nav.responseEnd : NaN, fcp: fcp?.startTime ?? NaN };
      }),
    );
    await context.close();
  }
}
const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? Math.round(sorted[Math.floor(sorted.length / 2)]) : NaN;
};
for (const [label, runs] of Object.entries(samples)) {
  console.log(
    `${label}: stylesheet asked ${median(runs.map((r) => r.cssAfterDocument))} ms after the document, ` +
      `first paint ${median(runs.map((r) => r.fcp))} ms (medians of ${runs.length})`,
  );
}
await browser.close();
kept.close();
stripped.close();
