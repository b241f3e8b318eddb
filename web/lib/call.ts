import {
  buildPath,
  type BodyInput,
  type EndpointDef,
  type ListItem,
  type ParamsInput,
  type QueryInput,
  type ResponseOf,
} from '@contract/endpoint';
import { toFormData, type NamedBlob } from '@contract/multipart';
import {
  apiRequest,
  buildUrl,
  EmptyResponseError,
  listResult,
  readJson,
  type ListResult,
  type QueryParams,
} from './api-client';

/**
 * What one call of an endpoint sends: its path params, query, body and (multipart only) files, in
 * the order the body's `file` indexes refer to. Each part is required exactly when the endpoint has it.
 */
export type CallInput<E extends EndpointDef> = (ParamsInput<E> extends undefined
  ? { params?: undefined }
  : { params: ParamsInput<E> }) &
  (QueryInput<E> extends undefined ? { query?: undefined } : { query?: QueryInput<E> }) &
  (BodyInput<E> extends undefined ? { body?: undefined } : { body: BodyInput<E> }) & {
    files?: readonly NamedBlob[];
  };

/** A list endpoint answers one page: its items plus the paging headers; any other its (unparsed) JSON body. */
export type CallResult<E extends EndpointDef> = E extends { list: true }
  ? ListResult<ListItem<E>>
  : ResponseOf<E>;

export interface CallOptions {
  /** Sent as `Idempotency-Key`: the server applies a key at most once. */
  key?: string;
  signal?: AbortSignal;
  /** For tests and SSR; defaults to the global fetch. */
  fetch?: typeof fetch;
}

/** The URL of one call: the path with its params, then the defined query values. */
export function callUrl(endpoint: EndpointDef, input: { params?: unknown; query?: unknown }): string {
  const path = buildPath(endpoint.path, input.params as Record<string, unknown> | undefined);
  return buildUrl(path, input.query as QueryParams | undefined);
}

/**
 * The one typed way the web calls the API (contract/endpoints): path from the params, query string,
 * a JSON body or, for `encoding: 'multipart'`, the body as JSON text plus the files
 * (contract/multipart.ts). Responses are trusted, not parsed (zod's parse stays off the hot path).
 * A non-ok answer throws ApiError; a GET that answers no body throws EmptyResponseError.
 */
export async function call<E extends EndpointDef>(
  endpoint: E,
  input: CallInput<E>,
  options: CallOptions = {},
): Promise<CallResult<E>> {
  const url = callUrl(endpoint, input);
  const { body, files } = input as { body?: unknown; files?: readonly NamedBlob[] };
  const payload = endpoint.encoding === 'multipart' ? toFormData(body, files ?? []) : body;
  const res = await apiRequest(endpoint.method, url, payload, {
    idempotencyKey: options.key,
    signal: options.signal,
    fetch: options.fetch,
  });
  const data = await readJson<unknown>(res);
  if (endpoint.list) {
    if (!Array.isArray(data)) throw new EmptyResponseError(url);
    return listResult(data, res.headers) as CallResult<E>;
  }
  if (data === undefined && endpoint.method === 'GET') throw new EmptyResponseError(url);
  return data as CallResult<E>;
}

/**
 * `call` for reads only: a GET endpoint, or it does not type-check. web/api's queries use it; every
 * write goes through the write path (./write.ts, the outbox: docs/offline.md "Structure"), and
 * ESLint keeps `call` itself out of web/api, web/components and the features.
 */
export function read<E extends EndpointDef & { method: 'GET' }>(
  endpoint: E,
  input: CallInput<E>,
  options: Omit<CallOptions, 'key'> = {},
): Promise<CallResult<E>> {
  return call(endpoint, input, options);
}
