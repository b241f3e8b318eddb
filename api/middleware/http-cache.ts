import crypto from 'node:crypto';
import type { Middleware } from 'koa';
import compress from 'koa-compress';

/** Anonymous public reads may be kept this long by browsers and shared caches. */
export const PUBLIC_MAX_AGE_S = 30;

/**
 * gzip or brotli for JSON, HTML, JS and CSS above 1 KB (images are already compressed; static
 * assets come precompressed from the build and are sent as they are). Brotli at quality 4: the
 * best ratio that stays cheap enough for dynamic responses.
 */
export function compression(): Middleware {
  return compress({ threshold: 1024, deflate: false }) as Middleware;
}

/**
 * `Cache-Control` on every API response, and a validator on every successful read:
 *   - writes and anything answered to a signed-in user: `no-store` (private data never lands in a
 *     shared cache);
 *   - anonymous reads: short shared caching, `Vary: Cookie` so a signed-in request never gets them;
 *   - a weak ETag from the body's bytes on 200 GET answers (one-shot SHA-1 of the bytes that are
 *     sent: a few microseconds for a page of 24 artworks), and 304 when `If-None-Match` matches.
 * A route that sets its own Cache-Control keeps it.
 */
export function apiCaching(): Middleware {
  return async (ctx, next) => {
    await next();
    if (!ctx.path.startsWith('/api/') && ctx.path !== '/api') return;
    const read = ctx.method === 'GET' || ctx.method === 'HEAD';
    if (!ctx.response.get('Cache-Control')) {
      const anonymous = ctx.state.actor === null || ctx.state.actor === undefined;
      ctx.set(
        'Cache-Control',
        read && anonymous && ctx.status === 200 ? `public, max-age=${PUBLIC_MAX_AGE_S}` : 'no-store',
      );
    }
    ctx.vary('Cookie');
    if (!read || ctx.status !== 200 || ctx.body === undefined || ctx.body === null) return;
    if (typeof ctx.body === 'object' && !Buffer.isBuffer(ctx.body) && typeof ctx.body.pipe === 'function') {
      return; // a stream: no cheap validator
    }
    // JSON is encoded once, to the bytes that are hashed, measured and written as they are.
    const bytes =
      typeof ctx.body === 'string' || Buffer.isBuffer(ctx.body)
        ? ctx.body
        : Buffer.from(JSON.stringify(ctx.body));
    if (bytes !== ctx.body) {
      ctx.body = bytes;
      ctx.type = 'application/json';
    }
    ctx.etag = `W/"${crypto.hash('sha1', bytes, 'base64url')}"`;
    if (etagMatches(ctx.get('If-None-Match'), ctx.response.get('ETag'))) ctx.status = 304;
  };
}

/**
 * Weak comparison of `If-None-Match` with our ETag (RFC 9110 13.1.2). Done by hand because the
 * `fresh` check Koa uses gives up on requests with `Cache-Control: no-cache`, which fetch() adds to
 * every request that carries its own conditional header.
 */
export function etagMatches(ifNoneMatch: string, etag: string): boolean {
  if (!ifNoneMatch || !etag) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}
