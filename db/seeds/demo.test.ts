import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../api/test/test-app';
import { createLogger } from '../../api/lib/logger';
import { DEMO_PASSWORD, seedDemoIfEmpty } from './demo';
import {
  DEMO_EMAILS,
  DemoAccountsInProductionError,
  lockDemoAccounts,
  prepareDemoData,
  shouldSeedDemo,
  type RunMode,
} from './demo-gate';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoIfEmpty({ knex: t.db.knex, storage: t.storage, logger: createLogger('silent') });
}, 300_000);
afterAll(() => t.close());

const count = async (table: string, where: Record<string, unknown> = {}) =>
  Number((await t.db.knex(table).where(where).count<{ count: string }[]>({ count: '*' }))[0]!.count);

describe('demo data', () => {
  it('is only seeded into an empty database', async () => {
    expect(
      await seedDemoIfEmpty({ knex: t.db.knex, storage: t.storage, logger: createLogger('silent') }),
    ).toBe(false);
  });

  it("shows reviews on Maya Okafor's profile, one still blind (issue 26)", async () => {
    const maya = await t.db
      .knex('artists as a')
      .join('users as u', 'u.id', 'a.user_id')
      .where('u.email', 'artist@atelier.test')
      .first('a.id');
    const res = await t.client().get(`/api/artists/${maya.id}/reviews`);
    expect(res.body).toMatchObject({ count: 2, average: 4.5 });
    expect(await count('commission_reviews', { side: 'collector', hidden_at: null })).toBe(3);
  });

  it('makes the marketplace look alive', async () => {
    expect(await count('artists')).toBeGreaterThanOrEqual(12);
    expect(await count('artists', { approval_status: 'approved', is_verified: true })).toBeGreaterThanOrEqual(
      5,
    );
    expect(await count('artists', { approval_status: 'pending' })).toBeGreaterThanOrEqual(2);
    expect(await count('artists', { approval_status: 'rejected' })).toBe(1);
    expect(await count('artworks')).toBeGreaterThanOrEqual(60);
    expect(await count('artworks', { approval_status: 'pending' })).toBeGreaterThan(0);
    expect(await count('artworks', { approval_status: 'rejected' })).toBeGreaterThan(0);
    expect(await count('commissions')).toBeGreaterThanOrEqual(6);
    expect(await count('specialties', { is_active: true })).toBeGreaterThanOrEqual(10);
    expect(await count('mediums', { is_active: true })).toBeGreaterThanOrEqual(8);
    const statuses = await t.db.knex('commission_requests').distinct('status').pluck('status');
    expect(statuses.length).toBeGreaterThanOrEqual(4);
    // Commission services in each status, one full with someone on its waitlist (issue 26).
    const services = await t.db.knex('commission_services').distinct('status').pluck('status');
    expect(services.sort()).toEqual(['closed', 'open', 'waitlist']);
    expect(await count('commission_requests', { waitlisted: true })).toBeGreaterThanOrEqual(2);
    // Proposals with milestones waiting for an answer, accepted, and in progress with milestones paid.
    const proposed = await t.db
      .knex('commission_requests')
      .whereNotNull('proposal')
      .select('status', t.db.knex.raw("proposal->'milestones' as milestones"));
    expect(new Set(proposed.map((r) => r.status))).toEqual(
      new Set(['quoted', 'accepted', 'in_progress', 'cancelled']),
    );
    expect(proposed.some((r) => r.milestones.some((m: { state: string }) => m.state === 'paid'))).toBe(true);
    // Maya's board at work: a delivery waits for approval, a commission in progress has a work update,
    // and one cancelled after its date keeps the deposit and marks the rest for refund.
    type Seeded = { state: string; work?: string; refund?: string };
    expect(proposed.some((r) => r.milestones.some((m: Seeded) => m.work === 'delivered'))).toBe(true);
    expect(await count('commission_updates', { kind: 'update' })).toBeGreaterThanOrEqual(2);
    const cancelled = proposed.find((r) => r.status === 'cancelled')!;
    expect(cancelled.milestones.map((m: Seeded) => [m.state, m.refund ?? null])).toEqual([
      ['paid', null],
      ['paid', 'due'],
      ['void', null],
    ]);
    expect(await count('commission_refunds')).toBe(1);
    expect(await count('stock_items', { type: 'original' })).toBeGreaterThan(0);
    expect(await count('stock_items', { type: 'print' })).toBeGreaterThan(0);
    expect(await count('pod_products')).toBeGreaterThan(5);
  });

  it('gives every artwork 1-4 images with exactly one primary, and the files exist', async () => {
    const perArtwork = (
      await t.db.knex.raw(
        `select artwork_id, count(*) as n, sum(case when is_primary then 1 else 0 end) as primaries
         from artwork_images group by artwork_id`,
      )
    ).rows as Array<{ artwork_id: number; n: string; primaries: string }>;
    expect(perArtwork).toHaveLength(await count('artworks'));
    for (const row of perArtwork) {
      expect(Number(row.n)).toBeGreaterThanOrEqual(1);
      expect(Number(row.n)).toBeLessThanOrEqual(4);
      expect(Number(row.primaries)).toBe(1);
    }
    const image = await t.db.knex('artwork_images').first();
    const res = await fetch(`${t.baseUrl}/uploads/${image.image_key}-${image.sizes[0]}.webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('has bus_admin users without a profile', async () => {
    const missing = await t.db
      .knex('users as u')
      .leftJoin('artists as a', 'a.user_id', 'u.id')
      .where('u.role', 'bus_admin')
      .whereNull('a.id');
    expect(missing.length).toBeGreaterThanOrEqual(1);
  });

  it.each([
    ['collector@atelier.test', 'user'],
    ['artist@atelier.test', 'bus_admin'],
    ['newartist@atelier.test', 'bus_admin'],
    ['admin@atelier.test', 'app_admin'],
  ])('lets %s sign in with the demo password', async (email, role) => {
    const res = await t.client().post('/api/auth/login', { email, password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.role).toBe(role);
  });

  it('gives the demo artist an approved profile with artworks and the new artist a pending one', async () => {
    const artist = await t.db
      .knex('artists as a')
      .join('users as u', 'u.id', 'a.user_id')
      .where('u.email', 'artist@atelier.test')
      .first('a.*');
    expect(artist.approval_status).toBe('approved');
    expect(await count('artworks', { artist_id: artist.id, approval_status: 'approved' })).toBeGreaterThan(3);
    const fresh = await t.db
      .knex('artists as a')
      .join('users as u', 'u.id', 'a.user_id')
      .where('u.email', 'newartist@atelier.test')
      .first('a.*');
    expect(fresh.approval_status).toBe('pending');
  });
});

describe('demo print offers', () => {
  it('are visible to collectors on approved artworks with their variants and prices', async () => {
    const offer = await t.db.knex('pod_products').first();
    const res = await t.client().get(`/api/pod-products?artworkId=${offer.artwork_id}`);
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body[0].variants[0]).toMatchObject({
      external_id: expect.any(String),
      retail_price: expect.any(Number),
    });
  });
});

// Last in the file: it locks the demo accounts the tests above sign in with.
describe('demo accounts in production (issue 23, point 2)', () => {
  const logger = createLogger('silent');
  const boot = (env: RunMode, seedDemo: boolean | undefined) =>
    prepareDemoData({ knex: t.db.knex, storage: t.storage, logger, env, seedDemo });

  it('stop a production start with a one-line reason unless the demo was asked for', async () => {
    const refused = await boot('production', undefined).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(DemoAccountsInProductionError);
    const message = (refused as Error).message;
    expect(message).not.toContain('\n');
    expect(message).toMatch(
      /^Refusing to start in production: demo accounts with the public password exist \(/,
    );
    expect(message).toContain('npm run lock-demo-accounts');
    await expect(boot('production', false)).rejects.toBeInstanceOf(DemoAccountsInProductionError);
    // Where the demo is in use, the start banner names the accounts to try.
    const shown = ['collector@atelier.test', 'artist@atelier.test', 'admin@atelier.test'];
    await expect(boot('production', true)).resolves.toEqual(shown);
    await expect(boot('development', undefined)).resolves.toEqual(shown);
  });

  it('can be locked: the public password no longer signs in, and production starts', async () => {
    const signedIn = await t
      .client()
      .post('/api/auth/login', { email: 'admin@atelier.test', password: DEMO_PASSWORD });
    expect(signedIn.status).toBe(200);
    const locked = await lockDemoAccounts(t.db.knex);
    expect(locked).toEqual(expect.arrayContaining(['admin@atelier.test', 'collector@atelier.test']));
    expect(locked).toHaveLength(DEMO_EMAILS.length);
    const login = await t
      .client()
      .post('/api/auth/login', { email: 'admin@atelier.test', password: DEMO_PASSWORD });
    expect(login.status).toBe(401);
    await expect(boot('production', undefined)).resolves.toEqual([]);
    // Locked accounts are not offered in the start banner either.
    await expect(boot('development', undefined)).resolves.toEqual([]);
  });
});

describe('whether the demo is seeded', () => {
  it.each<[RunMode, boolean | undefined, boolean]>([
    ['production', undefined, false],
    ['test', undefined, false],
    ['development', undefined, true],
    ['production', true, true],
    ['development', false, false],
  ])('%s with SEED_DEMO=%s: %s', (env, seedDemo, seeded) => {
    expect(shouldSeedDemo(env, seedDemo)).toBe(seeded);
  });
});
