import type { Context, Middleware } from 'koa';
import type { Knex } from 'knex';
import { countPublic, publicArtistPage, publicArtworkPage, type SitemapEntry } from './sitemap.repo';

/** The sitemap protocol's limit of URLs per file; past it, /sitemap.xml is an index of pages. */
export const SITEMAP_MAX_URLS = 50_000;
/** Crawlers read these rarely: an hour in any cache. */
const SEO_CACHE_CONTROL = 'public, max-age=3600';

/** The public pages that are not a record. */
const STATIC_PATHS = ['/', '/artworks', '/artists', '/commissions', '/about'];

/** Signed-in areas and forms: nothing for a search engine. */
const DISALLOWED = [
  '/api/',
  '/admin',
  '/artist-dashboard',
  '/artist-profile-edit',
  '/commission-requests',
  '/profile',
  '/saved',
  '/login',
  '/register',
];

/**
 * `GET /robots.txt`, `GET /sitemap.xml` and its pages `/sitemaps/{pages|artworks-N|artists-N}.xml`.
 * Only what the public may see is listed: approved artworks of approved, live artists, and
 * approved, live artists; pending, rejected and deleted ones never are. URLs are absolute, from the
 * public origin (`PUBLIC_ORIGIN`, else the request's own).
 */
export function seoFiles(
  db: Knex,
  options: { publicOrigin: string | undefined; maxUrls?: number },
): Middleware {
  const maxUrls = options.maxUrls ?? SITEMAP_MAX_URLS;
  return async (ctx, next) => {
    // Only these paths: every other GET (the API's reads) goes on at once.
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !SEO_PATH.test(ctx.path)) return next();
    const origin = options.publicOrigin ?? `${ctx.protocol}://${ctx.host}`;
    if (ctx.path === '/robots.txt') {
      const lines = ['User-agent: *', 'Allow: /', ...DISALLOWED.map((p) => `Disallow: ${p}`), ''];
      lines.push(`Sitemap: ${origin}/sitemap.xml`, '');
      return send(ctx, 'text/plain; charset=utf-8', lines.join('\n'));
    }
    if (ctx.path === '/sitemap.xml') {
      const counts = await countPublic(db);
      if (STATIC_PATHS.length + counts.artworks + counts.artists <= maxUrls) {
        const [artworks, artists] = await Promise.all([
          publicArtworkPage(db, 0, maxUrls),
          publicArtistPage(db, 0, maxUrls),
        ]);
        return send(ctx, XML, urlset([...staticUrls(origin), ...records(origin, artworks, artists)]));
      }
      const files = ['/sitemaps/pages.xml'];
      for (let n = 1; n <= Math.ceil(counts.artworks / maxUrls); n++)
        files.push(`/sitemaps/artworks-${n}.xml`);
      for (let n = 1; n <= Math.ceil(counts.artists / maxUrls); n++) files.push(`/sitemaps/artists-${n}.xml`);
      return send(ctx, XML, sitemapIndex(files.map((file) => origin + file)));
    }
    const page = /^\/sitemaps\/(?:(pages)|(artworks|artists)-([1-9]\d{0,6}))\.xml$/.exec(ctx.path);
    if (!page) return next();
    if (page[1]) return send(ctx, XML, urlset(staticUrls(origin)));
    const offset = (Number(page[3]) - 1) * maxUrls;
    const rows =
      page[2] === 'artworks'
        ? await publicArtworkPage(db, offset, maxUrls)
        : await publicArtistPage(db, offset, maxUrls);
    if (!rows.length) return next(); // past the last page: the not-found page
    const urls = page[2] === 'artworks' ? records(origin, rows, []) : records(origin, [], rows);
    return send(ctx, XML, urlset(urls));
  };
}

const SEO_PATH = /^\/(?:robots\.txt|sitemap\.xml|sitemaps\/)/;
const XML = 'application/xml; charset=utf-8';

interface Url {
  loc: string;
  lastmod?: string;
}

function staticUrls(origin: string): Url[] {
  return STATIC_PATHS.map((p) => ({ loc: origin + p }));
}

function records(origin: string, artworks: SitemapEntry[], artists: SitemapEntry[]): Url[] {
  return [
    ...artworks.map((row) => ({ loc: `${origin}/artwork/${row.id}`, lastmod: lastmod(row.updatedAt) })),
    ...artists.map((row) => ({ loc: `${origin}/artist/${row.id}`, lastmod: lastmod(row.updatedAt) })),
  ];
}

function lastmod(value: Date | string | null): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function urlset(urls: Url[]): string {
  const body = urls
    .map(
      (u) => `<url><loc>${escapeXml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

function sitemapIndex(locs: string[]): string {
  const body = locs.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

function send(ctx: Context, type: string, body: string): void {
  ctx.type = type;
  ctx.set('Cache-Control', SEO_CACHE_CONTROL);
  ctx.body = body;
}
