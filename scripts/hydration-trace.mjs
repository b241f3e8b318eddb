#!/usr/bin/env node
/* global document, window, MutationObserver -- used inside the page */
// `node scripts/hydration-trace.mjs <origin> [<origin B>] [--runs 5] [--page /artworks] [--seconds 6]`:
// the main thread's work of loading a server-rendered page in Chromium at the mobile preset's screen
// with the CPU throttled 4x (the device Lighthouse simulates), for before/after pairs that a busy
// machine would blur in Lighthouse's scores. Each run is a fresh context (cold cache, no service
// worker); with two origins the runs alternate A B A B on the same pages.
//
// Per page and origin, medians of: the page's long tasks (over 50 ms) until the page has been
// hydrated (`<html data-ready>`, web/app.tsx) and over the whole window (ready + `--seconds`), their
// blocking time (each task's time past 50 ms, summed: Lighthouse's TBT without its simulation), the
// largest task, Chromium's own ScriptDuration and TaskDuration for the window, and the number of React
// fibers when the page is ready (the hydration's commit) and at the end (a count the load does not move).
import fs from 'node:fs';
import os from 'node:os';
import { chromium } from '@playwright/test';

const opts = { origins: [], runs: 5, pages: [], seconds: 6 };
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i++) {
  const a = argv[i];
  if (a === '--runs') opts.runs = Number(argv[++i]);
  else if (a === '--page') opts.pages.push(argv[++i]);
  else if (a === '--seconds') opts.seconds = Number(argv[++i]);
  else if (/^https?:\/\//.test(a)) opts.origins.push(a.replace(/\/+$/, ''));
  else {
    console.error(`Unknown argument: ${a}`);
    process.exit(2);
  }
}
if (!opts.origins.length) {
  console.error('usage: node scripts/hydration-trace.mjs <origin> [<origin B>] [--runs 5] [--page <path>]');
  process.exit(2);
}

const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (p) => p && fs.existsSync(p),
);

async function firstArtwork(origin) {
  const [first] = await (await fetch(`${origin}/api/artworks?approved=true&limit=1`)).json();
  return `/artwork/${first.id}`;
}

/**
 * Runs in the page before any of its scripts: long tasks, the moment the app marks itself ready,
 * and, through the hook React DOM calls on each commit (the one React DevTools installs), the number
 * of fibers in the tree after each commit: a count that does not depend on the machine's load.
 */
function observe() {
  window.__tasks = [];
  window.__commits = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__tasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver((_, observer) => {
    if (document.documentElement?.hasAttribute('data-ready')) {
      window.__ready = performance.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ready'] });
  const count = (fiber) => {
    let n = 0;
    const stack = [fiber];
    while (stack.length) {
      const f = stack.pop();
      n++;
      if (f.sibling) stack.push(f.sibling);
      if (f.child) stack.push(f.child);
    }
    return n;
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    onScheduleFiberRoot: () => {},
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    onCommitFiberRoot: (_id, root) => {
      window.__commits.push({ at: performance.now(), fibers: count(root.current) });
    },
  };
}

async function measure(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Performance.enable');
  await page.addInitScript(observe);
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-ready'), null, {
    timeout: 120_000,
  });
  await page.waitForTimeout(opts.seconds * 1000);
  const { tasks, ready, commits } = await page.evaluate(() => ({
    tasks: window.__tasks,
    ready: window.__ready,
    commits: window.__commits,
  }));
  const metrics = Object.fromEntries(
    (await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]),
  );
  await context.close();
  const sum = (list) => list.reduce((s, t) => s + t.duration, 0);
  const blocking = (list) => list.reduce((s, t) => s + Math.max(0, t.duration - 50), 0);
  const untilReady = tasks.filter((t) => ready !== undefined && t.start <= ready);
  return {
    readyFibers: commits.filter((c) => ready !== undefined && c.at <= ready).at(-1)?.fibers ?? NaN,
    finalFibers: commits.at(-1)?.fibers ?? NaN,
    commits: commits.length,
    readyMs: ready ?? NaN,
    longUntilReady: sum(untilReady),
    blockingUntilReady: blocking(untilReady),
    longAll: sum(tasks),
    blockingAll: blocking(tasks),
    largest: Math.max(0, ...tasks.map((t) => t.duration)),
    scriptMs: metrics.ScriptDuration * 1000,
    taskMs: metrics.TaskDuration * 1000,
  };
}

function median(values) {
  const s = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!s.length) return NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

const loadStart = os.loadavg()[0].toFixed(1);
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
const pages = opts.pages.length ? opts.pages : ['/artworks', '/artwork'];
const results = new Map();
for (let run = 1; run <= opts.runs; run++) {
  for (const p of pages) {
    for (const [i, origin] of opts.origins.entries()) {
      const path = p === '/artwork' ? await firstArtwork(origin) : p;
      const r = await measure(browser, origin + path);
      const key = `${p} ${String.fromCharCode(65 + i)}`;
      if (!results.has(key)) results.set(key, []);
      results.get(key).push(r);
      console.log(
        `run ${run} ${key}: fibers ${r.readyFibers} when ready, ${r.finalFibers} after ${r.commits}, ready ${Math.round(r.readyMs)} ms, long tasks to ready ${Math.round(r.longUntilReady)} ms ` +
          `(blocking ${Math.round(r.blockingUntilReady)}), all ${Math.round(r.longAll)} ms (blocking ${Math.round(r.blockingAll)}), ` +
          `largest ${Math.round(r.largest)} ms, script ${Math.round(r.scriptMs)} ms`,
      );
    }
  }
}
await browser.close();
const fields = [
  'readyFibers',
  'finalFibers',
  'readyMs',
  'longUntilReady',
  'blockingUntilReady',
  'longAll',
  'blockingAll',
  'largest',
  'scriptMs',
  'taskMs',
];
console.log(
  `\nMedians of ${opts.runs} runs, CPU 4x, ${new Date().toISOString().slice(0, 16)} UTC, load average ${loadStart} → ${os.loadavg()[0].toFixed(1)}`,
);
console.log(`| Page | ${fields.join(' | ')} |`);
for (const [key, runs] of results)
  console.log(`| ${key} | ${fields.map((f) => Math.round(median(runs.map((r) => r[f])))).join(' | ')} |`);
