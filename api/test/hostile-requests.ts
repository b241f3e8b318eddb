import fc from 'fast-check';
import type { z } from 'zod';
import type { EndpointDef } from '../../contract/endpoint';

/**
 * Generators of hostile requests for the property test (api/hostile-input.property.test.ts): path
 * params with bad %-escapes, junk query strings, bodies with booleans and arrays where numbers go,
 * deeply nested JSON, form-encoded and multipart bodies (with and without a boundary, zero-byte
 * files), empty and malformed bodies, from each role.
 */

export type Role = 'anon' | 'collector' | 'artist' | 'admin';
export const ROLES: Role[] = ['anon', 'collector', 'artist', 'admin'];

/** Real ids to aim at (artworks, artists, users, commissions...), filled by the test's setup. */
export const ids: number[] = [];
const knownId = fc.nat({ max: 50 }).map((i) => ids[i % ids.length]!);

/** Top-level keys of an object schema (through pipes, defaults and optionals), for realistic bodies. */
function keysOf(schema: z.ZodType | undefined): string[] {
  let current = schema as unknown as
    { shape?: Record<string, unknown>; def?: Record<string, unknown> } | undefined;
  for (let i = 0; i < 5 && current; i++) {
    if (current.shape) return Object.keys(current.shape);
    const def = current.def ?? {};
    current = (def.in ?? def.innerType ?? def.schema) as typeof current;
  }
  return [];
}

// ---------------------------------------------------------------------------------------------
// Generators

const pathValue = fc.oneof(
  knownId.map(String),
  fc.integer({ min: -5, max: 60 }).map(String),
  fc.constantFrom(
    '%',
    '%zz',
    '%E0%A4%A',
    '%C0%AF',
    '%00',
    '%2e%2e',
    '..',
    '1.5',
    '1e3',
    '0x1f',
    '99999999999999999999',
    '-0',
    'me',
    'abc',
    '%F0%9F%8E%A8',
    'true',
    '[]',
    '%20',
  ),
  fc.string({ maxLength: 8 }).map(encodeURIComponent),
);

const scalar = fc.oneof(
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constant(null),
  fc.string({ maxLength: 12 }),
  knownId,
  fc.constantFrom(
    '',
    '1',
    '-1',
    '1e309',
    'NaN',
    'Infinity',
    '9'.repeat(40),
    '2024-02-30',
    'approved',
    'pending',
    'rejected',
    'original',
    'print',
    'user',
    'bus_admin',
    'app_admin',
    'https://x.test/a.png',
    'javascript:alert(1)',
    '\u0000',
    'a@b.test',
    'correct horse battery',
  ),
);
const fieldValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 6 }), scalar, { maxKeys: 3 }) },
  {
    weight: 1,
    arbitrary: fc.array(
      fc.record(
        { file: fc.integer({ min: -1, max: 3 }), id: knownId, primary: fc.boolean(), remove: fc.boolean() },
        { requiredKeys: [] },
      ),
      { maxLength: 3 },
    ),
  },
);

function bodyFor(endpoint: EndpointDef): fc.Arbitrary<unknown> {
  const keys = [...keysOf(endpoint.body), 'images', 'approved', 'price', 'id'];
  const record = fc
    .subarray(keys)
    .chain((picked) => fc.tuple(...picked.map((key) => fieldValue.map((value) => [key, value] as const))))
    .map((entries) => Object.fromEntries(entries));
  return fc.oneof({ weight: 6, arbitrary: record }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) });
}

function queryFor(endpoint: EndpointDef): fc.Arbitrary<string> {
  const keys = [...keysOf(endpoint.query), 'limit', 'cursor', 'artistId', 'approved', 'search'];
  const value = fc.oneof(
    scalar.map((v) => encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))),
    fc.constantFrom('%zz', '%', '%E0%A4%A', '', 'a%00b'),
  );
  return fc
    .array(fc.tuple(fc.constantFrom(...keys), value), { maxLength: 5 })
    .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''));
}

export type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string | null; text: string }
  | { kind: 'form'; value: unknown }
  | { kind: 'multipart'; value: unknown; files: Array<'png' | 'empty' | 'text'>; field: string };

function bodyVariants(endpoint: EndpointDef): fc.Arbitrary<Body> {
  const value = bodyFor(endpoint);
  const nested = fc
    .integer({ min: 50, max: 20_000 })
    .chain((depth) =>
      fc.constantFrom(
        '['.repeat(depth) + ']'.repeat(depth),
        '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
        `{"images":${'['.repeat(depth)}${']'.repeat(depth)}}`,
      ),
    );
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant<Body>({ kind: 'none' }) },
    { weight: 6, arbitrary: value.map<Body>((v) => ({ kind: 'json', value: v })) },
    {
      weight: 2,
      arbitrary: nested.map<Body>((text) => ({ kind: 'raw', contentType: 'application/json', text })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'application/json',
            'multipart/form-data',
            'multipart/form-data; boundary=xyz',
            'application/x-www-form-urlencoded',
            'text/plain',
            'application/xml',
            null,
          ),
          fc.constantFrom('', '{', '{"a":', 'nul', '\u0000', '--xyz\r\n', '--xyz--', 'a=1&b=%zz', '[1,2'),
        )
        .map<Body>(([contentType, text]) => ({ kind: 'raw', contentType, text })),
    },
    { weight: 1, arbitrary: value.map<Body>((v) => ({ kind: 'form', value: v })) },
    {
      weight: 3,
      arbitrary: fc
        .tuple(
          value,
          fc.array(fc.constantFrom<'png' | 'empty' | 'text'>('png', 'empty', 'text'), { maxLength: 2 }),
          fc.constantFrom('files', 'file', 'body'),
        )
        .map<Body>(([v, files, field]) => ({ kind: 'multipart', value: v, files, field })),
    },
  );
}

export interface HostileRequest {
  role: Role;
  method: string;
  path: string;
  body: Body;
  idempotencyKey: string | null;
}

export function requestsFor(endpoints: EndpointDef[]): fc.Arbitrary<HostileRequest> {
  return fc.constantFrom(...endpoints).chain((endpoint) =>
    fc.record({
      role: fc.constantFrom(...ROLES),
      method: fc.oneof(
        { weight: 9, arbitrary: fc.constant(endpoint.method) },
        { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE') },
      ),
      path: fc
        .tuple(fc.array(pathValue, { minLength: 3, maxLength: 3 }), fc.boolean(), queryFor(endpoint))
        .map(([values, keep, query]) => {
          let i = 0;
          // Mostly a real id; otherwise anything, bad escapes included.
          const path = endpoint.path.replace(/:\w+/g, () =>
            keep ? String(ids[i++ % ids.length]) : values[i++]!,
          );
          return path + query;
        }),
      body: bodyVariants(endpoint),
      idempotencyKey: fc.option(fc.constantFrom('k1', 'k2', 'x'.repeat(300)), { nil: null }),
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Sending

export function encode(body: Body, png: Buffer): { headers: Record<string, string>; payload?: BodyInit } {
  switch (body.kind) {
    case 'none':
      return { headers: {} };
    case 'json':
      return {
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body.value) ?? 'null',
      };
    case 'raw':
      return {
        headers: body.contentType ? { 'content-type': body.contentType } : {},
        payload: body.text,
      };
    case 'form': {
      const params = new URLSearchParams();
      const value = body.value && typeof body.value === 'object' ? body.value : { value: body.value };
      for (const [k, v] of Object.entries(value))
        params.append(k, typeof v === 'string' ? v : JSON.stringify(v));
      return { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: params.toString() };
    }
    case 'multipart': {
      const form = new FormData();
      form.append('body', JSON.stringify(body.value) ?? '');
      for (const file of body.files) {
        const bytes =
          file === 'png'
            ? new Uint8Array(png)
            : file === 'text'
              ? new TextEncoder().encode('hello')
              : new Uint8Array();
        form.append(
          body.field,
          new Blob([bytes], { type: file === 'png' ? 'image/png' : 'text/plain' }),
          `${file}.bin`,
        );
      }
      return { headers: {}, payload: form };
    }
  }
}

/** One line per request, short enough to read in a failure report. */
export function describeRequest(request: HostileRequest): string {
  const body = request.body;
  const shown =
    body.kind === 'none'
      ? 'no body'
      : body.kind === 'raw'
        ? `raw ${body.contentType ?? 'no content type'} ${JSON.stringify(body.text.slice(0, 60))}${body.text.length > 60 ? `… (${body.text.length} chars)` : ''}`
        : body.kind === 'multipart'
          ? `multipart ${body.field}=[${body.files.join(',')}] body=${JSON.stringify(body.value)?.slice(0, 80)}`
          : `${body.kind} ${JSON.stringify(body.value)?.slice(0, 80)}`;
  return `${request.role} ${request.method} ${request.path.slice(0, 120)} | ${shown}${request.idempotencyKey ? ' | keyed' : ''}`;
}
