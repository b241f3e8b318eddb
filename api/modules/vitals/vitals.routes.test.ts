import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createUser, signIn } from '../../test/fixtures';
import { VITALS_BEACONS_PER_10_MIN } from './vitals.routes';

/** Issue 21, point 5: real-user figures arrive as anonymous beacons; admins read p75 per page type. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.db.knex, { email: 'vitals-admin@atelier.test', role: 'app_admin' });
  await createUser(t.db.knex, { email: 'vitals-user@atelier.test' });
});
afterAll(async () => {
  await t?.close();
});

const beacon = (page: string, metrics: Array<{ name: string; value: number }>) => ({ page, metrics });
const summary = async () => (await (await signIn(t, 'vitals-admin@atelier.test')).get('/api/vitals')).body;

describe('POST /api/vitals', () => {
  it('counts good beacons; admins read the 75th percentile per page type, rated against the thresholds', async () => {
    const client = t.client();
    for (const lcp of [1000, 2000, 3000, 5000]) {
      const res = await client.post('/api/vitals', beacon('artwork', [{ name: 'LCP', value: lcp }]));
      expect(res.status).toBe(204);
    }
    await client.post(
      '/api/vitals',
      beacon('home', [
        { name: 'INP', value: 650 },
        { name: 'CLS', value: 0.12 },
      ]),
    );
    const body = await summary();
    expect(body.days).toBe(7);
    const artwork = body.pages.find((p: { page: string }) => p.page === 'artwork');
    const lcp = artwork.metrics.find((m: { name: string }) => m.name === 'LCP');
    expect(lcp.samples).toBe(4);
    // The third of four samples, to within a bucket (10 %).
    expect(lcp.p75).toBeGreaterThan(2800);
    expect(lcp.p75).toBeLessThan(3300);
    expect(lcp.rating).toBe('needs-improvement');
    const home = body.pages.find((p: { page: string }) => p.page === 'home');
    expect(home.metrics).toEqual([
      expect.objectContaining({ name: 'INP', rating: 'poor', samples: 1 }),
      expect.objectContaining({ name: 'CLS', rating: 'needs-improvement', samples: 1 }),
    ]);
  });

  it.each([
    ['an unknown page type', beacon('/artwork/12', [{ name: 'LCP', value: 900 }])],
    ['an unknown metric', beacon('home', [{ name: 'FID', value: 10 }])],
    ['a negative value', beacon('home', [{ name: 'LCP', value: -1 }])],
    ['a value past the range', beacon('home', [{ name: 'CLS', value: 50 }])],
    ['no figures', beacon('home', [])],
    [
      'too many figures',
      beacon(
        'home',
        Array.from({ length: 7 }, () => ({ name: 'LCP', value: 1 })),
      ),
    ],
  ])('answers 400 to %s and counts nothing', async (_name, body) => {
    const before = await t.db.knex('web_vitals_daily').sum({ n: 'count' }).first();
    const res = await t.client().post('/api/vitals', body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBeTruthy();
    const after = await t.db.knex('web_vitals_daily').sum({ n: 'count' }).first();
    expect(Number(after?.n)).toBe(Number(before?.n));
  });

  it('is not JSON: 400', async () => {
    const res = await t
      .client()
      .request('POST', '/api/vitals', { raw: { body: '{nope', contentType: 'application/json' } });
    expect(res.status).toBe(400);
  });

  it('keeps only the last week: older days are deleted when figures arrive', async () => {
    const db = t.db.knex;
    await db('web_vitals_daily').insert({
      day: db.raw('CURRENT_DATE - 10'),
      page: 'home',
      metric: 'LCP',
      bucket: 3,
      count: 5,
    });
    await t.client().post('/api/vitals', beacon('about', [{ name: 'LCP', value: 800 }]));
    const old = await db('web_vitals_daily').whereRaw('day < CURRENT_DATE - 7');
    expect(old).toHaveLength(0);
  });

  it('shows the summary to admins only', async () => {
    expect((await t.client().get('/api/vitals')).status).toBe(401);
    expect((await (await signIn(t, 'vitals-user@atelier.test')).get('/api/vitals')).status).toBe(403);
  });

  it('limits beacons per address, bad ones included (429 with Retry-After)', async () => {
    const client = t.client();
    const statuses: number[] = [];
    for (let i = 0; i <= VITALS_BEACONS_PER_10_MIN; i++) {
      statuses.push((await client.post('/api/vitals', beacon('nowhere', []))).status);
    }
    const limited = await client.post('/api/vitals', beacon('home', [{ name: 'LCP', value: 900 }]));
    expect(statuses.filter((s) => s === 400).length).toBeGreaterThan(0);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
