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

describe('the OpenAPI document', () => {
  it('lists every route the API serves, with its method', async () => {
    const { apiRouters } = await import('../index');
    const { createLogger } = await import('../../lib/logger');
    const deps = { db: t.db, storage: t.storage, config: t.config, logger: createLogger('silent') };
    const served = apiRouters(deps).flatMap((router) =>
      router.stack.flatMap((layer) =>
        layer.methods
          .filter((m) => m !== 'HEAD')
          .map(
            (m) =>
              `${m} /api${String(layer.path)
                .replace(/:(\w+)/g, '{$1}')
                .replace(/\/$/, '')}`,
          ),
      ),
    );
    const doc = (await t.client().get('/api/openapi.json')).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(served.filter((route) => !documented.includes(route))).toEqual([]);
    expect(documented.filter((route) => !served.includes(route))).toEqual([]);
  });
});
