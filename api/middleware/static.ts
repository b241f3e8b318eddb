import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import type { Actor } from '../auth/permissions';
import { NotFoundError } from '../errors';
import { maySee, type ImageAccess } from '../images/image-access';
import { etagMatches } from './http-cache';
import { SESSION_COOKIE } from './session';
import { shellScriptHashes } from './inline-scripts';
import { PAGE_ENCODINGS, type PageEncoding, type PageRenderer } from '../ssr/page-renderer';
import { IMMUTABLE_CACHE_CONTROL, isValidKey, type OpenedObject, type Storage } from '../storage/storage';

/** What the uploads middleware needs to serve each image only to those who may see it. */
export interface UploadsAccess {
  images: ImageAccess;
  /** The signed-in actor, loaded only for an image that is not public. */
  actorOf(ctx: Context): Promise<Actor | null>;
}

/** Images only their artist and admins may see: never stored by a shared cache, never reused. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * `GET|HEAD /uploads/<key>` from the configured storage (local disk or S3), so image URLs stay
 * `/uploads/…` whatever the driver and every instance serves every upload. With `access`, an
 * image is served only to whoever may see what it belongs to (api/images/image-access.ts) and a
 * hidden one is a 404 like a missing one. Keys are content-addressed and never rewritten, so
 * public images are cached for a year; others are `private, no-store`. The ETag answers a
 * revalidation with 304. An invalid or missing key is a 404, never a 500.
 */
export function uploadsMiddleware(
  storage: Storage,
  options: { publicPath?: string; access?: UploadsAccess } = {},
): Middleware {
  const prefix = `${options.publicPath ?? '/uploads'}/`;
  const { access } = options;
  return async (ctx, next) => {
    if (!ctx.path.startsWith(prefix) || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const key = ctx.path.slice(prefix.length);
    if (!isValidKey(key)) throw new NotFoundError('File');
    let cacheControl = IMMUTABLE_CACHE_CONTROL;
    if (access) {
      const verdict = await access.images.verdict(key);
      if (verdict.kind !== 'public') {
        // Whatever the answer, it depends on who asks: no shared cache may keep or reuse it.
        ctx.set('Cache-Control', PRIVATE_CACHE_CONTROL);
        if (!maySee(verdict, await access.actorOf(ctx))) throw new NotFoundError('File');
        cacheControl = PRIVATE_CACHE_CONTROL;
      }
    }
    const object = await openObject(storage, key, ctx.get('If-None-Match'));
    if (!object) throw new NotFoundError('File');
    ctx.set('Cache-Control', cacheControl);
    ctx.set('X-Content-Type-Options', 'nosniff');
    if (object.etag) ctx.set('ETag', object.etag);
    if (object.notModified) {
      ctx.status = 304;
      return;
    }
    if (object.lastModified) ctx.lastModified = object.lastModified;
    ctx.status = 200;
    if (ctx.fresh) {
      object.body.destroy();
      ctx.status = 304;
      return;
    }
    ctx.type = object.contentType;
    if (object.contentLength !== undefined) ctx.length = object.contentLength;
    if (ctx.method === 'HEAD') {
      object.body.destroy();
      return;
    }
    ctx.body = object.body;
  };
}

async function openObject(storage: Storage, key: string, ifNoneMatch: string): Promise<OpenedObject | null> {
  if (storage.open) return storage.open(key, { ifNoneMatch: ifNoneMatch || undefined });
  const found = await storage.get(key);
  if (!found) return null;
  return {
    notModified: false,
    body: Readable.from([found.data]),
    contentType: found.contentType,
    contentLength: found.data.length,
    etag: `"${crypto.createHash('sha1').update(found.data).digest('base64url')}"`,
  };
}

/** Server-rendered public HTML: browsers and shared caches may keep it this long (`Vary: Cookie`). */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=30, s-maxage=60';

/**
 * The built PWA with an SPA fallback: files under dist/web are served as they are (hashed assets
 * cached for a year, the rest revalidated). Any other GET gets a page: for a visitor who is not
 * for a visitor who is not signed in, the public pages are rendered on the server
 * (api/ssr/page-renderer.ts: 200, or 404 for a missing artwork, artist or path; shared caching
 * briefly, with an ETag); everything else, and every page of a signed-in user, is the app shell
 * index.html (`private, no-store` when signed in). `/api/*` never falls back to the page: an unknown API path is a JSON 404.
 */
export function webAppMiddleware(webDist: string, options: { pages?: PageRenderer } = {}): Middleware {
  const indexFile = path.join(webDist, 'index.html');
  // The shell's own inline script (the install-offer listener) is allowed by its hash.
  const shellHashes = shellScriptHashes(indexFile);
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path.startsWith('/api/') || ctx.path === '/api') return next();
    const rel = decodeURIComponent(ctx.path).replace(/^\/+/, '');
    const file = path.join(webDist, rel);
    if (rel && file.startsWith(webDist + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      const hashed = rel.startsWith('assets/');
      await send(ctx, rel, {
        root: webDist,
        immutable: hashed,
        maxage: hashed ? 365 * 24 * 60 * 60 * 1000 : 0,
      });
      if (!hashed) ctx.set('Cache-Control', 'no-cache');
      // The service worker precaches /index.html and serves it offline with these headers.
      if (rel === 'index.html') ctx.set('Content-Security-Policy', withScriptHashes(shellHashes()));
      return;
    }
    if (!fs.existsSync(indexFile)) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The web app is not built yet. Run `npm run build` (npm start does it for you).';
      return;
    }
    const signedIn = Boolean(ctx.cookies.get(SESSION_COOKIE));
    ctx.vary('Cookie');
    if (options.pages && !signedIn) {
      const page = await options.pages.render(ctx);
      if (page.kind === 'redirect') {
        ctx.status = page.status;
        ctx.redirect(page.location);
        return;
      }
      if (page.kind === 'page') {
        ctx.set('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL);
        ctx.set('Content-Security-Policy', withScriptHashes(page.scriptHashes));
        ctx.etag = page.etag;
        ctx.type = 'html';
        ctx.status = page.status;
        if (page.status === 200 && etagMatches(ctx.get('If-None-Match'), page.etag)) {
          // The browser keeps the page it has, with the policy that came with it.
          ctx.remove('Content-Security-Policy');
          ctx.status = 304;
          return;
        }
        // Compressed once when the page was kept (koa-compress leaves an encoded answer alone).
        const encoding = pageEncoding(ctx.get('Accept-Encoding'));
        if (encoding) {
          ctx.set('Content-Encoding', encoding);
          ctx.body = await page.encoded(encoding);
        } else ctx.body = page.html;
        return;
      }
    }
    ctx.set('Cache-Control', signedIn ? PRIVATE_CACHE_CONTROL : 'no-cache');
    ctx.set('Content-Security-Policy', withScriptHashes(shellHashes()));
    await send(ctx, 'index.html', { root: webDist });
  };
}

/**
 * The best encoding the client accepts of those a page is kept in (brotli first, as koa-compress
 * would choose: a browser lists gzip first but takes either), or null for the page as it is.
 */
export function pageEncoding(acceptEncoding: string): PageEncoding | null {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';').map((token) => token.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    if (name) accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  return PAGE_ENCODINGS.find((encoding) => (accepted.get(encoding) ?? accepted.get('*') ?? 0) > 0) ?? null;
}

/**
 * No third-party scripts, and inline ones only by their hash (the shell's install-offer listener,
 * a server-rendered page's router data); inline styles are allowed because the toast library injects a
 * <style> and images set aspect-ratio inline. Commission reference images may come from any https host.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The policy, allowing a server-rendered page's own inline scripts by their hashes (api/ssr). */
export function withScriptHashes(hashes: readonly string[]): string {
  const allowed = hashes.map((hash) => `'${hash}'`).join(' ');
  return CONTENT_SECURITY_POLICY.replace("script-src 'self'", `script-src 'self' ${allowed}`.trimEnd());
}

/** Powerful features Atelier never uses, switched off for the page and anything it embeds. */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'browsing-topics=()',
].join(', ');

/**
 * Security policies belong to documents (and the service worker, whose policy governs the worker):
 * a page gets the whole set, while scripts, styles, images, fonts and API answers carry only
 * `nosniff` and stay lean. A 304 keeps the policy the browser stored with the page.
 */
export function securityHeaders(): Middleware {
  return async (ctx, next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    await next();
    if (ctx.status === 304 || !(isHtml(ctx) || ctx.path === SERVICE_WORKER_PATH)) return;
    if (!ctx.response.get('Content-Security-Policy'))
      ctx.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    ctx.set('Permissions-Policy', PERMISSIONS_POLICY);
  };
}

/**
 * Whether the answer is a document: its Content-Type as Koa writes it (`text/html; charset=utf-8`),
 * read without `ctx.response.is`, which parses the type on every answer (most are JSON).
 */
function isHtml(ctx: Context): boolean {
  return /^text\/html\s*(;|$)/i.test(ctx.response.get('Content-Type'));
}

/** The service worker's script (sw/, built to dist/web/sw.js). */
const SERVICE_WORKER_PATH = '/sw.js';
