import type { z } from 'zod';

/**
 * One endpoint of the /api contract, described once: the API registers its route from it
 * (api/lib/route.ts), the OpenAPI document is generated from it, and the web calls it through one
 * typed function (web/lib/call.ts). Paths use Koa's `:name` params.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface EndpointDef {
  method: HttpMethod;
  /** Full path with `:name` params, e.g. `/api/artworks/:id`. */
  path: string;
  summary: string;
  /** OpenAPI tag (the resource). */
  tag: string;
  /** 'user': a signed-in user only; 401 comes before any input is checked. */
  auth?: 'user';
  /** Open to an admin who has yet to set up two-factor sign-in (everything else is 403 for them). */
  beforeTwoFactor?: true;
  /** Path params; a value that does not parse answers 404 (`notFound` names what). */
  params?: z.ZodObject;
  notFound?: string;
  query?: z.ZodObject;
  body?: z.ZodType;
  /**
   * 'multipart': files travel as the repeated field `files` and the rest of the body as JSON text
   * in the field `body` (contract/multipart.ts); a plain JSON body is accepted too.
   */
  encoding?: 'json' | 'multipart';
  /**
   * The body is never read, whatever its type: a one-click unsubscribe (RFC 8058) is posted by mail
   * providers as a form (`List-Unsubscribe=One-Click`), and everything it needs is in the query.
   */
  ignoresBody?: true;
  /** Most files one multipart request may carry. */
  maxFiles?: number;
  /** The success body's schema; null for no JSON body (204, or a file: see `produces`). */
  response: z.ZodType | null;
  /** A file answer's media type (its handler sets the body), e.g. 'application/pdf'. */
  produces?: string;
  /** Success status (200 unless said). */
  status?: 200 | 201 | 204;
  /** A list: the body is a JSON array (one keyset page), the paging travels in headers (contract/paging.ts). */
  list?: boolean;
  /** Error statuses this endpoint answers besides 400/500, for the docs. */
  errors?: readonly number[];
}

/** Keeps the literal types of a group of endpoints (names are the OpenAPI operation ids). */
export function defineEndpoints<const T extends Record<string, EndpointDef>>(defs: T): T {
  return defs;
}

type Field<E, K extends string> = E extends { [P in K]: infer S extends z.ZodType } ? S : undefined;

export type ParamsInput<E extends EndpointDef> =
  Field<E, 'params'> extends z.ZodType ? z.input<Field<E, 'params'>> : undefined;
export type QueryInput<E extends EndpointDef> =
  Field<E, 'query'> extends z.ZodType ? z.input<Field<E, 'query'>> : undefined;
export type BodyInput<E extends EndpointDef> =
  Field<E, 'body'> extends z.ZodType ? z.input<Field<E, 'body'>> : undefined;
export type ParamsOutput<E extends EndpointDef> =
  Field<E, 'params'> extends z.ZodType ? z.output<Field<E, 'params'>> : undefined;
export type QueryOutput<E extends EndpointDef> =
  Field<E, 'query'> extends z.ZodType ? z.output<Field<E, 'query'>> : undefined;
export type BodyOutput<E extends EndpointDef> =
  Field<E, 'body'> extends z.ZodType ? z.output<Field<E, 'body'>> : undefined;
/** What the endpoint answers (for a list: the array's items are `ListItem<E>`). */
export type ResponseOf<E extends EndpointDef> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : undefined;
export type ListItem<E extends EndpointDef> = ResponseOf<E> extends ReadonlyArray<infer T> ? T : never;

/** `/api/artworks/:id` + `{id: 5}` -> `/api/artworks/5` (values URL-encoded). */
export function buildPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter ${name} for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** Koa's `/api/artworks/:id` as OpenAPI's `/api/artworks/{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}
