// What the web's server entry (web/entry-server.tsx, built to dist/server/entry-server.js) offers
// the api's page renderer (api/ssr/page-renderer.ts): both sides import these types from here.

export interface RenderRequest {
  /** Path and query of the page, e.g. `/artworks?medium=Oil`. */
  url: string;
  /** The public origin, for canonical URLs and absolute image URLs in previews. */
  origin: string;
  /** How the page's API reads reach this process (`/api/...` paths), as an anonymous visitor. */
  fetch: typeof fetch;
}

export type RenderResult =
  | { kind: 'shell' }
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** The page's title, description, canonical link and previews, as tags for its <head>. */
      headHtml: string;
      appHtml: string;
      /** The page's data (its query cache), for its ETag. */
      data: string;
    };

/** The server entry's module, as far as the api reads it. */
export interface ServerEntry {
  render(request: RenderRequest): Promise<RenderResult>;
}
