import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Endpoints, type EndpointName } from '../contract/endpoints';
import { createTestApp, type TestApp } from './test/test-app';
import type { TestClient } from './test/test-client';
import { createPermissionWorld, ROLES, type PermissionWorld, type Role } from './test/permission-world';
import { ROWS, type Row } from './test/permission-rows';

/** The route-by-route permission table (api/test/permission-rows.ts), one test per route. */
let t: TestApp;
let w: PermissionWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await createPermissionWorld(t);
});
afterAll(() => t.close());

function clientFor(row: Row, role: Role): TestClient {
  if (role === 'owner') return row.owner === 'buyer' ? w.clients.buyer : w.clients.artist;
  return w.clients[role];
}

describe('the route-by-route permission table', () => {
  it('has a row for every route of the contract and of the OpenAPI document', async () => {
    expect(Object.keys(ROWS).sort()).toEqual(Object.keys(Endpoints).sort());
    const doc = (await w.clients.anon.get('/api/openapi.json')).body as { paths: Record<string, object> };
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const rows = Object.values(Endpoints).map((e) => `${e.method} ${e.path}`);
    expect(documented.filter((d) => !rows.includes(d))).toEqual([]);
  });

  it.each(Object.keys(ROWS) as EndpointName[])('%s', async (name) => {
    const row = ROWS[name];
    const seen: number[] = [];
    for (const role of ROLES) seen.push((await row.call(clientFor(row, role), w, role)).status);
    expect(seen.join(' ')).toBe(row.expect);
  });
});
