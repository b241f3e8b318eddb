import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context } from 'koa';
import type { Logger } from 'pino';
import type { RenderResult, ServerEntry } from '../../contract/server-render';

/** The entry's answer with a rendered page made whole: the shell around it, its ETag and script hashes. */
export type RenderedPage =
  | Exclude<RenderResult, { kind: 'page' }>
  | {
      kind: 'page';
      status: number;
      html: string;
      etag: string;
      /** CSP hash sources of the page's inline scripts (TanStack Router's dehydrated state). */
      scriptHashes: string[];
      /**
       * The page's bytes in this encoding, compressed on the first ask and kept with the page: a
       * kept page is answered like a precompressed file (a Content-Length, no compression per
       * request, nothing to wait for on the thread pool).
       */
      encoded(encoding: PageEncoding): Promise<Buffer>;
    };

/** The encodings a page is kept in, best first (what koa-compress would pick, minus zstd). */
export const PAGE_ENCODINGS = ['br', 'gzip'] as const;
export type PageEncoding = (typeof PAGE_ENCODINGS)[number];

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The page compressed once, per encoding, on first use. Brotli at quality 6: 8% smaller than the
 * per-request quality 4 for a few milliseconds more, paid once per kept page (11 is another 9%
 * smaller but takes 80+ ms, which the first visitor after a write would wait for).
 */
export function encodedOnce(html: string): (encoding: PageEncoding) => Promise<Buffer> {
  const bytes = Buffer.from(html);
  const kept = new Map<PageEncoding, Promise<Buffer>>();
  return (encoding) => {
    let found = kept.get(encoding);
    if (!found) {
      found =
        encoding === 'br'
          ? brotli(bytes, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            })
          : gzip(bytes, { level: 9 });
      kept.set(encoding, found);
    }
    return found;
  };
}

export interface PageRenderer {
  render(ctx: Context): Promise<RenderedPage>;
  /** Forgets the pages rendered so far: called after every request that may have changed data. */
  invalidate(): void;
}

/** Where the default title and description of the shell's index.html are, replaced per page. */
const DEFAULT_HEAD = /<title>[\s\S]*?<\/title>\s*<meta\s+name="description"[\s\S]*?\/>/;
const ROOT = '<div id="root"></div>';
const NOSCRIPT = /\s*<noscript>[\s\S]*?<\/noscript>/;
/** The app's entry script and the preloads of its imports, as Vite writes them into index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
/** How many rendered pages are kept at most (the most recently rendered; see `cacheMs` for how long). */
const CACHE_ENTRIES = 200;
/**
 * A kept page older than `cacheMs` but younger than this many times it is answered once more, at
 * once, while it is rendered again in the background: a visitor after a quiet spell does not wait
 * for the render (a first byte 30-40 ms later on the home page; issue 21's LCP beside its static
 * twin). A write through this process still forgets every kept page at once.
 */
const STALE_FACTOR = 6;

/**
 * A server-rendered page starts the app with web/public/boot.js instead of the module script: the
 * page is readable without it, so its scripts are fetched once what it shows is on screen (see
 * boot.js). Without boot.js in the build the template is used as it is.
 */
export function bootTemplate(template: string, bootFileExists: boolean): string {
  const entry = ENTRY_SCRIPT.exec(template);
  if (!entry || !bootFileExists) return template;
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const boot = `<script src="/boot.js" async data-entry="${entry[1]}" data-preload="${preloads.join(' ')}"></script>`;
  return template.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => boot);
}

/**
 * Renders the public pages with the server build of the web app, into the built index.html (the
 * same scripts and styles as the shell). The page's API reads go to this same process over the
 * loopback interface, as an anonymous visitor. Without a server build (or a template it can fill)
 * every page is the shell, as before server rendering.
 */
export function createPageRenderer(options: {
  webDist: string;
  ssrEntry: string;
  publicOrigin: string | undefined;
  logger: Logger;
  /**
   * How long a rendered page is answered again without rendering (ms; 0: never). Pages are the
   * same for every visitor, and any write through this process forgets them at once; another
   * instance's writes show within this time, or on the second visit after it when the page is
   * answered once more while it renders again (STALE_FACTOR; browsers may keep a page 30 s anyway).
   */
  cacheMs?: number;
}): PageRenderer {
  const { webDist, ssrEntry, publicOrigin, logger, cacheMs = 0 } = options;
  const cache = new Map<string, { at: number; page: Promise<RenderedPage>; settled: boolean }>();
  let generation = 0;
  let loaded: Promise<{ entry: ServerEntry; template: string } | null> | undefined;

  const load = () =>
    (loaded ??= (async () => {
      const indexFile = path.join(webDist, 'index.html');
      if (!fs.existsSync(ssrEntry) || !fs.existsSync(indexFile)) {
        logger.warn({ ssrEntry }, 'no server build of the web app: pages are rendered in the browser');
        return null;
      }
      const template = bootTemplate(
        fs.readFileSync(indexFile, 'utf8'),
        fs.existsSync(path.join(webDist, 'boot.js')),
      );
      if (!template.includes(ROOT) || !DEFAULT_HEAD.test(template)) {
        logger.warn(
          { indexFile },
          'index.html has no #root or head to fill: pages are rendered in the browser',
        );
        return null;
      }
      const entry = (await import(pathToFileURL(ssrEntry).href)) as ServerEntry;
      return { entry, template };
    })());

  /** What a render needs of the request, taken at once (a render in the background outlives it). */
  const renderInput = (ctx: Context) => {
    const { address, port } = selfAddress(ctx);
    return {
      url: ctx.url,
      origin: publicOrigin ?? `${ctx.protocol}://${ctx.host}`,
      apiOrigin: `http://${address}:${port}`,
    };
  };

  const renderPage = async ({
    url,
    origin,
    apiOrigin,
  }: ReturnType<typeof renderInput>): Promise<RenderedPage> => {
    const ready = await load();
    if (!ready) return { kind: 'shell' };
    const result = await ready.entry.render({
      url,
      origin,
      // Anonymous, like the visitor the page is rendered for; only /api paths are asked.
      fetch: (input, init) => fetch(`${apiOrigin}${String(input)}`, { ...init, credentials: 'omit' }),
    });
    if (result.kind !== 'page') return result;
    // React writes the preloads it hoists (the first image of the page) before the markup: they go
    // into the head, where the browser finds them first and hydration does not meet them.
    const hoisted = /^(?:<link [^>]*\/>)*/.exec(result.appHtml)?.[0] ?? '';
    const appHtml = result.appHtml.slice(hoisted.length);
    const html = ready.template
      .replace(DEFAULT_HEAD, () => result.headHtml + hoisted)
      .replace(NOSCRIPT, '')
      .replace(ROOT, () => `<div id="root">${appHtml}</div>`);
    return {
      kind: 'page',
      status: result.status,
      html,
      ...pageIdentity(html, result.data),
      encoded: encodedOnce(html),
    };
  };

  return {
    render(ctx) {
      if (cacheMs <= 0) return renderPage(renderInput(ctx));
      const now = Date.now();
      // Canonical URLs name the host the page was asked on when no public origin is configured.
      const key = publicOrigin ? ctx.url : `${ctx.protocol}://${ctx.host}${ctx.url}`;
      const cached = cache.get(key);
      if (cached && now - cached.at < cacheMs) return cached.page;
      const fresh = () => {
        const startedIn = generation;
        const page = renderPage(renderInput(ctx));
        const entry = { at: now, page, settled: false };
        cache.delete(key);
        cache.set(key, entry);
        if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
        // A render that fails, or that overlapped a write, is not answered again.
        const forget = () => {
          if (cache.get(key) === entry) cache.delete(key);
        };
        page.then(() => {
          entry.settled = true;
          if (startedIn !== generation) forget();
        }, forget);
        return page;
      };
      // Past its time but not much older (and no write since, or it would be gone): answered once
      // more at once while the page is rendered again for the next visitor (stale-while-revalidate).
      if (cached?.settled && now - cached.at < cacheMs * STALE_FACTOR) {
        void fresh().catch(() => undefined);
        return cached.page;
      }
      return fresh();
    },
    invalidate() {
      generation++;
      cache.clear();
    },
  };
}

/** Inline scripts, as written into the page: `<script>` or `<script data-…="">`, without `src` or a data type. */
const INLINE_SCRIPT = /<script(?: data-[\w-]+="[^"]*")*>([\s\S]*?)<\/script>/g;

/**
 * The page's ETag and the hashes its Content-Security-Policy allows. The router's inline scripts
 * carry the time each match loaded, so the ETag is taken from everything else and the page's data:
 * the same data gives the same ETag (a 304 answer carries no policy, so the browser keeps the one
 * that came with the page it kept).
 */
export function pageIdentity(html: string, data: string): { etag: string; scriptHashes: string[] } {
  const scriptHashes: string[] = [];
  const stable = html.replace(INLINE_SCRIPT, (_script, body: string) => {
    scriptHashes.push(`sha256-${crypto.createHash('sha256').update(body).digest('base64')}`);
    return '<script></script>';
  });
  const digest = crypto.createHash('sha1').update(stable).update(data).digest('base64url');
  return { etag: `W/"${digest.slice(0, 27)}"`, scriptHashes: [...new Set(scriptHashes)] };
}

/** This server's own address, as the request reached it (any interface it listens on answers). */
function selfAddress(ctx: Context): { address: string; port: number } {
  const socket = ctx.req.socket;
  let address = socket.localAddress ?? '127.0.0.1';
  if (address === '::' || address === '0.0.0.0') address = '127.0.0.1';
  if (address.startsWith('::ffff:')) address = address.slice('::ffff:'.length);
  return { address: address.includes(':') ? `[${address}]` : address, port: socket.localPort ?? 80 };
}
