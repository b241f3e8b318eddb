import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtist, createUser, signIn } from '../../test/fixtures';
import { startStripeWorld, type StripeWorld } from '../../test/stripe-fixtures';
import type { TestClient } from '../../test/test-client';

let w: StripeWorld;
let asArtistA: TestClient;
let asArtistB: TestClient;
let asCollector: TestClient;

beforeAll(async () => {
  w = await startStripeWorld();
  const a = await createArtist(w.t.db.knex, { display_name: 'Artist A' });
  const b = await createArtist(w.t.db.knex, { display_name: 'Artist B' });
  const collector = await createUser(w.t.db.knex);
  [asArtistA, asArtistB, asCollector] = await Promise.all([
    signIn(w.t, a.email),
    signIn(w.t, b.email),
    signIn(w.t, collector.email),
  ]);
});
afterAll(() => w?.close());

describe('Get paid by card (Stripe Connect Express)', () => {
  it('creates the Express account once, answers Stripe’s onboarding link, and learns from account.updated', async () => {
    const before = await asArtistA.get('/api/payments/stripe/account');
    expect(before.body).toEqual({
      available: true,
      connected: false,
      chargesEnabled: false,
      payoutsEnabled: false,
      detailsSubmitted: false,
    });

    const first = await asArtistA.post('/api/payments/stripe/account');
    expect(first.status).toBe(200);
    expect(first.body.url).toMatch(new RegExp(`^${w.stripe.url}/connect/onboarding/acct_`));
    const [created] = w.stripe.calls('POST', '/v1/accounts');
    expect(created!.body).toMatchObject({ type: 'express' });
    const [link] = w.stripe.calls('POST', '/v1/account_links');
    expect(link!.body).toMatchObject({ type: 'account_onboarding' });
    expect(String(link!.body.return_url)).toContain('/artist-dashboard?tab=sales');

    // Back from the form before Stripe has checked it: connected, not yet taking payments.
    expect((await asArtistA.get('/api/payments/stripe/account')).body).toMatchObject({
      connected: true,
      chargesEnabled: false,
    });
    // Resuming the form makes a new link for the same account.
    await asArtistA.post('/api/payments/stripe/account');
    expect(w.stripe.calls('POST', '/v1/accounts')).toHaveLength(1);
    expect(w.stripe.calls('POST', '/v1/account_links')).toHaveLength(2);

    const accountId = String(first.body.url).split('/').pop()!;
    expect((await w.send(w.stripe.accountReady(accountId))).status).toBe(200);
    expect((await asArtistA.get('/api/payments/stripe/account')).body).toEqual({
      available: true,
      connected: true,
      chargesEnabled: true,
      payoutsEnabled: true,
      detailsSubmitted: true,
    });
  });

  it('never shows an artist another artist’s account, and refuses collectors and visitors', async () => {
    expect((await asArtistB.get('/api/payments/stripe/account')).body).toMatchObject({ connected: false });
    const mine = await asArtistA.get('/api/payments/stripe/account');
    expect(JSON.stringify(mine.body)).not.toContain('acct_');
    expect((await asCollector.get('/api/payments/stripe/account')).status).toBe(403);
    expect((await asCollector.post('/api/payments/stripe/account')).status).toBe(403);
    expect((await w.t.client().post('/api/payments/stripe/account')).status).toBe(401);
  });

  it('offers Pay by card at checkout while the keys are set', async () => {
    const settings = await asCollector.get('/api/shop/settings');
    expect(settings.body.paymentMethods.map((m: { id: string }) => m.id)).toEqual(['invoice', 'card']);
  });
});

describe('the webhook', () => {
  it('refuses a body whose signature does not match (400), and one with no signature', async () => {
    const event = { id: 'evt_forged', object: 'event', type: 'account.updated', data: { object: {} } };
    const forged = await w.send(event, 'whsec_someone_else');
    expect(forged.status).toBe(400);
    expect(forged.text).toMatch(/signature/i);
    const unsigned = await w.t.client().post('/api/payments/stripe/webhook', event);
    expect(unsigned.status).toBe(400);
    expect(await w.t.db.knex('stripe_events').where({ id: 'evt_forged' }).first()).toBeUndefined();
  });

  it('records each event once: a replay answers 200 and changes nothing', async () => {
    const accountId = String((await asArtistB.post('/api/payments/stripe/account')).body.url)
      .split('/')
      .pop()!;
    const ready = w.stripe.accountReady(accountId);
    expect((await w.send(ready)).status).toBe(200);
    // Stripe later says the account is restricted; then the first event arrives again (a retry).
    await w.t.db
      .knex('artists')
      .where({ stripe_account_id: accountId })
      .update({ stripe_charges_enabled: false });
    expect((await w.send(ready)).status).toBe(200);
    expect((await asArtistB.get('/api/payments/stripe/account')).body.chargesEnabled).toBe(false);
    expect(await w.t.db.knex('stripe_events').where({ id: (ready as { id: string }).id })).toHaveLength(1);
  });
});
