import fs from 'node:fs';
import path from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';
import { NotFoundError } from '../errors';

/** Uploaded images: content-addressed keys never change, so they are cached for a year. */
export function uploadsMiddleware(uploadsRoot: string, publicPath = '/uploads'): Middleware {
  const prefix = `${publicPath}/`;
  return async (ctx, next) => {
    if (!ctx.path.startsWith(prefix) || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const key = ctx.path.slice(prefix.length);
    if (!/^[a-z0-9/_.-]+$/i.test(key) || key.includes('..')) throw new NotFoundError('File');
    ctx.set('X-Content-Type-Options', 'nosniff');
    try {
      await send(ctx, key, {
        root: uploadsRoot,
        immutable: true,
        maxage: 365 * 24 * 60 * 60 * 1000,
        hidden: false,
      });
    } catch {
      throw new NotFoundError('File');
    }
  };
}

/**
 * The built PWA with an SPA fallback: files under dist/web are served as they are (hashed assets
 * cached for a year, the rest revalidated), any other GET that accepts HTML gets index.html.
 * `/api/*` never falls back to the page: an unknown API path is a JSON 404.
 */
export function webAppMiddleware(webDist: string): Middleware {
  const indexFile = path.join(webDist, 'index.html');
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
      return;
    }
    if (!fs.existsSync(indexFile)) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The web app is not built yet. Run `npm run build` (npm start does it for you).';
      return;
    }
    ctx.set('Cache-Control', 'no-cache');
    await send(ctx, 'index.html', { root: webDist });
  };
}

/**
 * No inline or third-party scripts; inline styles are allowed because the toast library injects a
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

/** Powerful features Atelier never uses, switched off for the page and anything it embeds. */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'browsing-topics=()',
].join(', ');

export function securityHeaders(): Middleware {
  return async (ctx, next) => {
    ctx.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    ctx.set('Permissions-Policy', PERMISSIONS_POLICY);
    await next();
  };
}
