import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('reports the database as reachable', async () => {
    const res = await t.client().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: { status: 'up', kind: t.db.kind } });
  });

  it('reports 503 when the database is unreachable', async () => {
    const other = await createTestApp();
    await other.db.knex.destroy();
    const res = await other.client().get('/api/health');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: 'degraded', database: { status: 'down' } });
    await other.close().catch(() => {});
  });
});

describe('unknown /api paths', () => {
  it('answer a JSON 404, never the web page', async () => {
    const res = await t.client().get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.body).toEqual({ message: 'Endpoint not found', code: 'NOT_FOUND' });
  });

  it('answer 404 for writes too', async () => {
    const res = await t.client().post('/api/no-such-thing', { a: 1 });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });
});

describe('malformed JSON', () => {
  it('is a 400 with a clear message, not a 500', async () => {
    const res = await t.client().request('POST', '/api/no-such-thing', {
      raw: { body: '{"a":', contentType: 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'The request body is not valid JSON', code: 'VALIDATION_ERROR' });
  });
});

describe('security headers', () => {
  it('an API answer forbids sniffing and carries no page policies (those come with documents)', async () => {
    const res = await t.client().get('/api/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBeNull();
    expect(res.headers.get('content-security-policy')).toBeNull();
  });
});
