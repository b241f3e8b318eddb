import { appendFileSync } from 'node:fs';
import fc from 'fast-check';
import sharp from 'sharp';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointDef } from '../contract/endpoint';
import { Endpoints } from '../contract/endpoints';
import { createArtist, createArtwork, createUser, signIn } from './test/fixtures';
import { createTestApp, type TestApp } from './test/test-app';

/**
 * Hostile input never causes a 500 and never changes anything without a 2xx (issue 12, point 3).
 * For every route family (the contract's endpoints grouped by tag) fast-check sends generated
 * requests over HTTP to the real app on the test database: path params with bad %-escapes,
 * query strings with arrays and junk, bodies with booleans and arrays where numbers go, deeply
 * nested JSON, form-encoded, multipart (with and without a boundary, zero-byte files), empty and
 * malformed bodies, as anonymous, a collector, an artist and an admin. After each request the
 * main tables' checksum is compared with the one before: a request that did not answer 2xx must
 * not have changed them. The seed is fixed (FUZZ_SEED overrides it); a failure prints the seed,
 * the path and the shrunk request to replay.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);

/** The tables whose content users care about (not sessions, rate-limit counters or idempotency records). */
const MAIN_TABLES = [
  'users',
  'artists',
  'artist_images',
  'artworks',
  'artwork_images',
  'stock_items',
  'commissions',
  'commission_requests',
  'orders',
  'pod_products',
  'pod_orders',
] as const;

type Role = 'anon' | 'collector' | 'artist' | 'admin';
const ROLES: Role[] = ['anon', 'collector', 'artist', 'admin'];

let t: TestApp;
const cookies: Record<Role, string> = { anon: '', collector: '', artist: '', admin: '' };
const emails: Partial<Record<Role, string>> = {};
const ids: number[] = [];
let png: Buffer;

async function signInAs(role: Exclude<Role, 'anon'>): Promise<void> {
  cookies[role] = (await signIn(t, emails[role]!)).cookieHeader();
}

let fingerprintSql = '';

/**
 * A fingerprint of the main tables: row count and highest version of each synced table (every
 * insert and update takes a new version from one sequence, so any change moves it), and for the
 * others (users, orders), which carry no version, a hash of every row.
 */
async function prepareChecksum(): Promise<void> {
  const versioned = new Set(
    (
      await t.db
        .knex('information_schema.columns')
        .where({ column_name: 'version', table_schema: 'public' })
        .whereIn('table_name', MAIN_TABLES)
        .select('table_name')
    ).map((row: { table_name: string }) => row.table_name),
  );
  const parts = MAIN_TABLES.map((table) =>
    versioned.has(table)
      ? `(SELECT count(*) || ':' || coalesce(max(version), 0) FROM ${table})`
      : `(SELECT count(*) || ':' || coalesce(md5(string_agg(x::text, ',' ORDER BY x.id)), '') FROM ${table} x)`,
  );
  fingerprintSql = `SELECT concat_ws('|', ${parts.join(', ')}) AS sum`;
}

async function checksum(): Promise<string> {
  const result = await t.db.knex.raw(fingerprintSql);
  return (result.rows as Array<{ sum: string }>)[0]!.sum;
}

beforeAll(async () => {
  t = await createTestApp(process.env.FUZZ_LOG_LEVEL ? { LOG_LEVEL: process.env.FUZZ_LOG_LEVEL } : {});
  const knex = t.db.knex;
  await prepareChecksum();
  const collector = await createUser(knex, { role: 'user' });
  const artist = await createArtist(knex);
  const admin = await createUser(knex, { role: 'admin' });
  Object.assign(emails, { collector: collector.email, artist: artist.email, admin: admin.email });
  for (const role of ['collector', 'artist', 'admin'] as const) await signInAs(role);

  // Something to aim at: artworks in every state with stock, a commission and a request.
  const other = await createArtist(knex);
  for (const status of ['approved', 'pending', 'rejected', 'approved']) {
    const { id } = await createArtwork(knex, artist.artistId, { approval_status: status });
    await knex('stock_items').insert({ artwork_id: id, type: 'original', price_cents: 25000, quantity: 1 });
    ids.push(id);
  }
  ids.push((await createArtwork(knex, other.artistId)).id);
  const [commission] = await knex('commissions')
    .insert({ artist_id: artist.artistId, title: 'Portrait', price_cents: 10000 })
    .returning('id');
  const [request] = await knex('commission_requests')
    .insert({ user_id: collector.id, artist_id: artist.artistId, title: 'A dog', description: 'My dog' })
    .returning('id');
  ids.push(artist.artistId, other.artistId, collector.id, admin.id, commission.id, request.id);
  png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#c84' } })
    .png()
    .toBuffer();
}, 120_000);
afterAll(() => t?.close());

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

const knownId = fc.nat({ max: 50 }).map((i) => ids[i % ids.length]!);

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

type Body =
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

interface Request {
  role: Role;
  method: string;
  path: string;
  body: Body;
  idempotencyKey: string | null;
}

function requestsFor(endpoints: EndpointDef[]): fc.Arbitrary<Request> {
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

function encode(body: Body): { headers: Record<string, string>; payload?: BodyInit } {
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

async function send(request: Request): Promise<{ status: number; text: string; contentType: string }> {
  const { headers, payload } = encode(request.body);
  if (cookies[request.role]) headers.cookie = cookies[request.role];
  if (request.idempotencyKey) headers['idempotency-key'] = request.idempotencyKey;
  const withBody = request.method !== 'GET' && request.method !== 'HEAD';
  const res = await fetch(t.baseUrl + request.path, {
    method: request.method,
    headers,
    body: withBody ? payload : undefined,
    redirect: 'manual',
  });
  return { status: res.status, text: await res.text(), contentType: res.headers.get('content-type') ?? '' };
}

/** Endpoints that end the caller's session when they succeed: the role signs in again after them. */
const ENDS_SESSION = /^\/api\/auth\/(logout|logout-everywhere|password|login|register)/;

const families = new Map<string, EndpointDef[]>();
for (const endpoint of Object.values(Endpoints as Record<string, EndpointDef>)) {
  families.set(endpoint.tag, [...(families.get(endpoint.tag) ?? []), endpoint]);
}

/** One line per request, short enough to read in a failure report. */
function describeRequest(request: Request): string {
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

describe('hostile input, per route family', () => {
  it.each([...families.keys()])(
    '%s: no 5xx, the error shape on 4xx, and no change without a 2xx',
    async (family) => {
      const failures: string[] = [];
      let before = await checksum();
      await fc.assert(
        fc.asyncProperty(requestsFor(families.get(family)!), async (request) => {
          const res = await send(request);
          const after = await checksum();
          const changed = after !== before;
          before = after;
          const ok = res.status >= 200 && res.status < 300;
          if (ok && request.role !== 'anon' && ENDS_SESSION.test(request.path)) await signInAs(request.role);
          const problems: string[] = [];
          if (res.status >= 500) problems.push(`answered ${res.status}: ${res.text.slice(0, 120)}`);
          if (!ok && changed) problems.push(`answered ${res.status} but changed data`);
          if (res.status >= 400 && res.contentType.includes('json')) {
            const body = JSON.parse(res.text) as { message?: unknown; code?: unknown };
            if (typeof body.message !== 'string' || typeof body.code !== 'string')
              problems.push(`answered ${res.status} without the error shape: ${res.text.slice(0, 120)}`);
          }
          for (const problem of problems) failures.push(`${describeRequest(request)}\n    ${problem}`);
        }),
        { numRuns: RUNS, seed: SEED },
      );
      if (process.env.FUZZ_REPORT)
        appendFileSync(process.env.FUZZ_REPORT, `${family}\n${failures.join('\n')}\n`);
      // Every failure of the run at once (the seed replays them: FUZZ_SEED=<seed>).
      expect(failures.slice(0, 20), `seed ${SEED}, ${failures.length} failures`).toEqual([]);
    },
    600_000,
  );
});
