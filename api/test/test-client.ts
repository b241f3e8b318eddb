export interface TestResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
  /** The body's bytes as sent (a PDF, an image). */
  bytes: Uint8Array;
}

export interface RequestOptions {
  json?: unknown;
  form?: FormData;
  /** Raw body with its content type, e.g. malformed JSON. */
  raw?: { body: string | Uint8Array; contentType: string };
  headers?: Record<string, string>;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- tests read response bodies freely; typing each call would only add casts */
/** A fetch-based HTTP client with a cookie jar, like one browser tab. */
export class TestClient {
  private cookies = new Map<string, string>();
  constructor(readonly baseUrl: string) {}

  async request<T = any>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      body = options.form;
    } else if (options.raw) {
      headers['content-type'] = options.raw.contentType;
      body = options.raw.body as BodyInit;
    }
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(this.baseUrl + path, { method, headers, body, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const bytes = new Uint8Array(await res.arrayBuffer());
    const text = new TextDecoder().decode(bytes);
    let parsed: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
    return { status: res.status, headers: res.headers, body: parsed as T, text, bytes };
  }

  get<T = any>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }
  post<T = any>(path: string, json?: unknown, options: RequestOptions = {}) {
    return this.request<T>('POST', path, { ...options, json });
  }
  patch<T = any>(path: string, json?: unknown, options: RequestOptions = {}) {
    return this.request<T>('PATCH', path, { ...options, json });
  }
  put<T = any>(path: string, json?: unknown, options: RequestOptions = {}) {
    return this.request<T>('PUT', path, { ...options, json });
  }
  delete<T = any>(path: string, options?: RequestOptions) {
    return this.request<T>('DELETE', path, options);
  }

  /** The raw cookie header value, e.g. to replay a session after logout. */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  setCookieHeader(header: string): void {
    this.cookies.clear();
    for (const part of header.split(';')) {
      const [k, v] = part.split('=');
      if (k && v) this.cookies.set(k.trim(), v.trim());
    }
  }
}
