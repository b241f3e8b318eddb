/**
 * The one HTTP client of the web app (spec sections 7 and 8). Every call sends the session cookie;
 * a body goes as JSON unless it is FormData (multipart). A non-ok answer throws ApiError.
 * No navigation, toasts or cache changes happen here: callers decide.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  /** Sent as `Idempotency-Key` so a retried write is applied at most once. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** For tests and SSR; defaults to the global fetch. */
  fetch?: typeof fetch;
}

/** The server's error body: `{message, code, fields?}` (contract/errors.ts). */
interface ErrorBody {
  message?: unknown;
  code?: unknown;
  fields?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** Machine-readable code from the server body (contract ErrorCodes), if any. */
  readonly code: string | undefined;
  /** Per-field messages from the server body, e.g. `{ email: 'Email is already registered' }`. */
  readonly fields: Record<string, string> | undefined;
  /** The server's `message`, fit to show a user; falls back to the status text. */
  readonly userMessage: string;
  readonly bodyText: string;

  constructor(status: number, statusText: string, bodyText: string) {
    // Spec section 8: the message is "<status>: <body text or status text>".
    super(`${status}: ${bodyText || statusText}`);
    this.status = status;
    this.bodyText = bodyText;
    const body = parseErrorBody(bodyText);
    this.code = typeof body?.code === 'string' ? body.code : undefined;
    this.fields = toFieldMessages(body?.fields);
    this.userMessage =
      typeof body?.message === 'string' && body.message
        ? body.message
        : statusText || `Request failed (${status})`;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function parseErrorBody(text: string): ErrorBody | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as ErrorBody) : null;
  } catch {
    return null;
  }
}

function toFieldMessages(fields: unknown): Record<string, string> | undefined {
  if (!fields || typeof fields !== 'object') return undefined;
  const entries = Object.entries(fields).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length ? Object.fromEntries(entries) : undefined;
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  throw new ApiError(res.status, res.statusText, text);
}

/** `path` plus a query string of the defined params, in the given order: `/api/artworks?approved=true&limit=3`. */
export function buildUrl(path: string, params?: QueryParams): string {
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path;
}

let fetchSource: (() => typeof fetch | undefined) | undefined;

/**
 * Server rendering only (web/entry-server.tsx): where a request goes when the caller names no
 * `fetch`, asked per request (the server answers many pages at once, each with its own fetch).
 */
export function setFetchSource(source: () => typeof fetch | undefined): void {
  fetchSource = source;
}

/** Sends one request and returns the ok Response (spec's `apiRequest(method, url, data)`). */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body; // the browser sets the multipart boundary
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;

  const doFetch = options.fetch ?? fetchSource?.() ?? fetch;
  const res = await doFetch(url, {
    method,
    headers,
    body: payload,
    credentials: 'include',
    signal: options.signal,
  });
  await throwIfResNotOk(res);
  return res;
}

/** Reads a JSON body; an empty body (204) gives undefined. */
export async function readJson<T>(res: Response): Promise<T | undefined> {
  const text = await res.text();
  return text ? (JSON.parse(text) as T) : undefined;
}

/** A write that answers JSON (or nothing). */
export async function apiJson<T>(method: HttpMethod, url: string, body?: unknown, options?: RequestOptions) {
  return readJson<T>(await apiRequest(method, url, body, options));
}

export class EmptyResponseError extends Error {
  override readonly name = 'EmptyResponseError';
  constructor(url: string) {
    super(`Empty response from ${url}`);
  }
}

export interface ListResult<T> {
  items: T[];
  /** From the `X-Total-Count` header; the item count when the header is missing. */
  total: number;
  /** `X-Total-Count-Capped: true`: there are at least `total` matches (the server stops counting). */
  capped: boolean;
  /** From `X-Next-Cursor`: the `cursor` of the next page; null on the last page. */
  nextCursor: string | null;
}

/** A list page from a list answer: its items and the paging headers (contract/paging.ts). */
export function listResult<T>(items: T[], headers: Headers): ListResult<T> {
  const header = headers.get('X-Total-Count');
  const total = header === null || header.trim() === '' ? Number.NaN : Number(header);
  const next = headers.get('X-Next-Cursor');
  return {
    items,
    total: Number.isFinite(total) ? total : items.length,
    capped: headers.get('X-Total-Count-Capped') === 'true',
    nextCursor: next && next.trim() !== '' ? next : null,
  };
}
