import path from 'node:path';
import type { Page } from '@playwright/test';
import { startStripeStandIn, type StripeStandIn } from '../../api/test/stripe-server';
import { expect, test, waitForAppAfterNavigations } from '../support/test';
import { logIn } from '../support/session';
import { originalForSale, registerCollector, signedInApi } from '../support/shop';

const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } };

async function screenshots(page: Page, name: string) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    await page.screenshot({
      path: path.join(process.cwd(), 'docs/screenshots', `${name}-${size}.png`),
      fullPage: true,
      animations: 'disabled',
    });
  }
  await page.setViewportSize(SIZES.desktop);
}

let stripe: StripeStandIn;
test.beforeAll(async ({ baseURL }) => {
  // Where the e2e server's STRIPE_API_BASE points (e2e/playwright.config.ts).
  const port = Number(new URL(baseURL!).port) + 1;
  stripe = await startStripeStandIn({
    port,
    webhook: { url: `${baseURL}/api/payments/stripe/webhook`, secret: 'whsec_e2e' },
  });
});
test.afterAll(() => stripe?.close());

test('card payment through Stripe (local stand-in): the artist connects, the buyer pays on the Stripe page, the webhook marks it paid, the artist refunds it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  // Stripe sends the browser back to the site's origin: without PUBLIC_ORIGIN, localhost:PORT.
  const site = baseURL!.replace('127.0.0.1', 'localhost');
  // The artist connects a Stripe account from the Sales tab.
  const artistContext = await browser.newContext({ baseURL: site });
  const artistPage = await artistContext.newPage();
  waitForAppAfterNavigations(artistPage);
  await logIn(artistPage, 'artist@atelier.test');
  await artistPage.goto('/artist-dashboard?tab=sales');
  const card = artistPage.getByTestId('card-payouts');
  await expect(card.getByRole('heading', { name: 'Get paid by card' })).toBeVisible();
  const connect = card.getByRole('button', { name: /Connect with Stripe|Finish setting up with Stripe/ });
  if (await connect.isVisible()) {
    await expect(card.getByTestId('card-payouts-state')).not.toHaveText('Taking card payments');
    await connect.click();
    // Stripe's onboarding (the stand-in finishes it, sends account.updated and sends the artist back).
    await artistPage.waitForURL(/\/artist-dashboard\?tab=sales&stripe=return/);
  }
  await expect(card.getByTestId('card-payouts-state')).toHaveText('Taking card payments');
  await card.scrollIntoViewIfNeeded();
  await screenshots(artistPage, 'artist-sales-card-payouts');

  // The buyer reserves an original of theirs and pays by card at checkout.
  const artistApi = await signedInApi(baseURL!, 'artist@atelier.test');
  const me = await (await artistApi.get('/api/artists/me')).json();
  const original = await originalForSale(artistApi, me.id);
  await artistApi.dispose();
  const email = await registerCollector(baseURL!, 'Kai');
  const buyerApi = await signedInApi(baseURL!, email);
  const reserved = await buyerApi.post('/api/orders', {
    data: { artworkId: original.id, amount: original.price },
  });
  expect(reserved.status()).toBe(201);
  await buyerApi.dispose();

  const buyerContext = await browser.newContext({ baseURL: site });
  const page = await buyerContext.newPage();
  waitForAppAfterNavigations(page);
  await logIn(page, email);
  await page.goto('/checkout');
  await page.getByLabel('Full name').fill('Kai Buyer');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Harbour Road');
  await page.getByLabel('City').fill('Bristol');
  await page.getByLabel('Postal code').fill('BS1 4DJ');
  await page.getByLabel('Country').selectOption('GB');
  await page.getByRole('radio', { name: /Pay by card/ }).check();
  await screenshots(page, 'checkout-pay-by-card');
  await page.getByRole('button', { name: 'Place order' }).click();

  // Stripe's page (the stand-in's): paying sends the signed checkout.session.completed, then back.
  await expect(page.getByRole('heading', { name: /Stripe test checkout/ })).toBeVisible();
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await page.waitForURL(/\/orders\?payment=card/);
  const order = page.getByTestId('order-card').first();
  await expect(order.getByTestId('order-status')).toHaveText('Paid');
  await expect(order).toContainText('Pay by card');
  expect(stripe.calls('POST', '/v1/transfers')).toHaveLength(1);

  // The artist cancels it before shipping: the buyer is refunded; both sides read Refunded.
  await artistPage.goto('/artist-dashboard?tab=sales');
  const sale = artistPage.getByTestId('sale-card').first();
  await expect(sale.getByTestId('order-status')).toHaveText('Paid');
  await expect(sale.getByRole('button', { name: 'Mark paid' })).toHaveCount(0);
  await sale.getByRole('button', { name: 'Cancel and refund' }).click();
  await artistPage.getByRole('dialog').getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(sale.getByTestId('order-status')).toHaveText('Refunded');
  expect(stripe.calls('POST', '/v1/refunds')).toHaveLength(1);
  await page.reload();
  await expect(page.getByTestId('order-card').first().getByTestId('order-status')).toHaveText('Refunded');
  await screenshots(page, 'order-card-refunded');
  await artistContext.close();
  await buyerContext.close();
});

test("a buyer who left Stripe's page reopens it from the order and pays there", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const site = baseURL!.replace('127.0.0.1', 'localhost');
  const artistApi = await signedInApi(baseURL!, 'artist@atelier.test');
  // The artist takes card payments (Stripe's onboarding, played by the stand-in, when not yet done).
  const account = await (await artistApi.get('/api/payments/stripe/account')).json();
  if (!account.chargesEnabled) {
    const { url } = await (await artistApi.post('/api/payments/stripe/account')).json();
    expect((await fetch(url, { redirect: 'manual' })).status).toBe(302);
  }
  const me = await (await artistApi.get('/api/artists/me')).json();
  const original = await originalForSale(artistApi, me.id);
  await artistApi.dispose();
  const email = await registerCollector(baseURL!, 'Ines');
  const buyerApi = await signedInApi(baseURL!, email);
  expect(
    (
      await buyerApi.post('/api/orders', { data: { artworkId: original.id, amount: original.price } })
    ).status(),
  ).toBe(201);
  const address = {
    fullName: 'Ines Buyer',
    line1: '1 Quay',
    city: 'Bristol',
    postalCode: 'BS1 4DJ',
    country: 'GB',
  };
  const placed = await buyerApi.post('/api/checkout', {
    data: { address, itemsTotal: original.price, paymentMethod: 'card' },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { orders, redirectUrl } = await placed.json();
  await buyerApi.dispose();

  // They left Stripe's page without paying: the order offers it again, the same page while open.
  const context = await browser.newContext({ baseURL: site });
  const page = await context.newPage();
  waitForAppAfterNavigations(page);
  await logIn(page, email);
  await page.goto('/orders');
  const card = page.getByTestId('order-card').filter({ hasText: `Order #${orders[0].id}` });
  await expect(card.getByTestId('order-status')).toHaveText('Awaiting payment');
  await screenshots(page, 'order-continue-to-payment');
  await card.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: /Stripe test checkout/ })).toBeVisible();
  expect(page.url()).toBe(redirectUrl);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await page.waitForURL(/\/orders\?payment=card/);
  await expect(card.getByTestId('order-status')).toHaveText('Paid');
  await expect(card.getByRole('button', { name: 'Continue to payment' })).toHaveCount(0);
  await context.close();
});
