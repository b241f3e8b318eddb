import Stripe from 'stripe';
import { createTestApp, type TestApp } from './test-app';
import type { TestClient, TestResponse } from './test-client';
import { startStripeStandIn, type StripeStandIn } from './stripe-server';

export const WEBHOOK_SECRET = 'whsec_test_atelier';
const signer = new Stripe('sk_test_signer');

export interface StripeWorld {
  t: TestApp;
  stripe: StripeStandIn;
  /** Posts an event to the webhook, signed with the package's own test-header helper. */
  send(event: object, secret?: string): Promise<TestResponse>;
  close(): Promise<void>;
}

/** The app with card payments on, its Stripe client pointed at a local stand-in (stripe-server.ts). */
export async function startStripeWorld(env: Record<string, string> = {}): Promise<StripeWorld> {
  const stripe = await startStripeStandIn();
  const t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_atelier',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.url,
    PLATFORM_FEE_PERCENT: '10',
    ...env,
  });
  const send = (event: object, secret = WEBHOOK_SECRET) => {
    const payload = JSON.stringify(event);
    const header = signer.webhooks.generateTestHeaderString({ payload, secret });
    return t.client().request('POST', '/api/payments/stripe/webhook', {
      raw: { body: payload, contentType: 'application/json' },
      headers: { 'stripe-signature': header },
    });
  };
  return {
    t,
    stripe,
    send,
    close: async () => {
      await t.close();
      await stripe.close();
    },
  };
}

/** The artist connects an Express account and Stripe then says it can take charges. */
export async function connectArtist(w: StripeWorld, artist: TestClient): Promise<string> {
  const res = await artist.post('/api/payments/stripe/account');
  if (res.status !== 200) throw new Error(`connect answered ${res.status}: ${res.text}`);
  const accountId = String(res.body.url).split('/').pop()!;
  const ready = await w.send(w.stripe.accountReady(accountId));
  if (ready.status !== 200) throw new Error(`account.updated answered ${ready.status}`);
  return accountId;
}
