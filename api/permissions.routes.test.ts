import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Endpoints, type EndpointName } from '../contract/endpoints';
import { createTestApp, type TestApp } from './test/test-app';
import type { TestClient } from './test/test-client';
import { createPermissionWorld, ROLES, type PermissionWorld, type Role } from './test/permission-world';
import { ROWS, type Row } from './test/permission-rows';
import { createArtist, signIn } from './test/fixtures';

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

describe('an artist pending approval', () => {
  it('is a 404 to strangers on every route that names it, and seen by its owner and admins', async () => {
    const pending = await createArtist(t.db.knex, { approval_status: 'pending' });
    const owner = await signIn(t, pending.email);
    const [commission] = await t.db
      .knex('commissions')
      .insert({ artist_id: pending.artistId, title: 'Study' })
      .returning('id');
    const id = pending.artistId;
    const as = [w.clients.anon, w.clients.stranger, owner, w.clients.admin];
    const statuses = async (call: (c: TestClient) => Promise<{ status: number }>) => {
      const seen: number[] = [];
      for (const c of as) seen.push((await call(c)).status);
      return seen.join(' ');
    };
    expect(await statuses((c) => c.get(`/api/artists/${id}`))).toBe('404 404 200 200');
    expect(await statuses((c) => c.get(`/api/artist-images?artistId=${id}`))).toBe('404 404 200 200');
    const commissionId = (commission as { id: number }).id;
    expect(await statuses((c) => c.get(`/api/commissions/${commissionId}`))).toBe('404 404 200 200');
    expect(await statuses((c) => c.get(`/api/artists/${id}/follow`))).toBe('404 404 404 404');
    expect(await statuses((c) => c.request('PUT', `/api/artists/${id}/follow`))).toBe('401 404 404 404');
    expect(await statuses((c) => c.post('/api/conversations', { artistId: id, body: 'Hello' }))).toBe(
      '401 404 404 404',
    );
    const request = { artistId: id, title: 'A portrait', description: 'Of my dog, in oil.' };
    expect(await statuses((c) => c.post('/api/commission-requests', request))).toBe('401 404 403 404');
    // Lists leave it out for whoever may not see it.
    const listed: number[] = [];
    for (const c of as)
      listed.push(((await c.get(`/api/commissions?artistId=${id}`)).body as unknown[]).length);
    expect(listed).toEqual([0, 0, 1, 1]);
  });
});
