import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/openapi.json', () => {
  it('documents the API from the contract schemas', async () => {
    const res = await t.client().get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/artworks',
        '/api/artworks/{id}/approve',
        '/api/commission-requests/{id}',
      ]),
    );
    const register = res.body.paths['/api/auth/register'].post;
    const schema = register.requestBody.content['application/json'].schema;
    expect(schema.properties.role.enum).toEqual(['user', 'bus_admin']);
    expect(register.responses['409']).toBeDefined();
  });
});

describe('the endpoint descriptions', () => {
  it('describe every route the API serves, and the API serves every description', async () => {
    const { apiRouters } = await import('../index');
    const { Endpoints } = await import('../../../contract/endpoints');
    const served = apiRouters(t.deps).flatMap((router) =>
      router.stack.flatMap((layer) =>
        layer.methods.filter((m) => m !== 'HEAD').map((m) => `${m} ${String(layer.path)}`),
      ),
    );
    const described = Object.values(Endpoints).map((e) => `${e.method} ${e.path}`);
    expect(served.filter((route) => !described.includes(route))).toEqual([]);
    expect(described.filter((route) => !served.includes(route))).toEqual([]);
    expect(new Set(served).size).toBe(served.length);
  });

  it('are all in the OpenAPI document, by operation id', async () => {
    const { Endpoints } = await import('../../../contract/endpoints');
    const doc = (await t.client().get('/api/openapi.json')).body as {
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    const documented = Object.values(doc.paths).flatMap((ops) =>
      Object.values(ops).map((op) => op.operationId),
    );
    expect(documented.sort()).toEqual(Object.keys(Endpoints).sort());
  });
});
