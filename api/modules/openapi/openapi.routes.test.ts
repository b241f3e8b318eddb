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
