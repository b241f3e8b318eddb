import path from 'node:path';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { startStripeStandIn, type StripeStandIn } from '../../api/test/stripe-server';
import { expect, test, waitForAppAfterNavigations } from '../support/test';
import { logIn } from '../support/session';
import { originalForSale, registerCollector, signedInApi } from '../support/shop';

/**
 * Refunds and disputes on both sides (issue 25, point 3): a print order refunded in part, a return
 * declined with the artist's reason, and a card dispute sent by Stripe (the local stand-in, signed
 * with the stripe package's test-header helper) shown on the artist's order and in the admin's sales.
 */
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
const address = {
  fullName: 'Noor Buyer',
  line1: '12 Harbour Road',
  city: 'Bristol',
  postalCode: 'BS1 4DJ',
  country: 'GB',
};

/** Screenshots of one element at phone and desktop size into docs/screenshots/. */
async function screenshots(page: Page, name: string, element: Locator) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    await element.screenshot({
      path: path.join(process.cwd(), 'docs/screenshots', `${name}-${size}.png`),
      animations: 'disabled',
      // The site's sticky header would cover the top of a card scrolled into view.
      style: 'header.sticky { visibility: hidden; }',
    });
  }
  await page.setViewportSize(SIZES.desktop);
}
const ok = async (res: Promise<Awaited<ReturnType<APIRequestContext['post']>>>) => {
  const answer = await res;
  expect(answer.status(), await answer.text()).toBe(200);
  return answer.json();
};
async function pageAs(browser: Browser, email: string, baseURL?: string) {
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  const page = await context.newPage();
  waitForAppAfterNavigations(page);
  await logIn(page, email);
  return { context, page };
}

let stripe: StripeStandIn;
test.beforeAll(async ({ baseURL }) => {
  // Where the e2e server's STRIPE_API_BASE points (e2e/playwright.config.ts).
  stripe = await startStripeStandIn({
    port: Number(new URL(baseURL!).port) + 1,
    webhook: { url: `${baseURL}/api/payments/stripe/webhook`, secret: 'whsec_e2e' },
  });
});
test.afterAll(() => stripe?.close());

test('a print order refunded in part by the artist: Refund due on both sides, the order still delivered', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const artistApi = await signedInApi(baseURL!, 'artist@atelier.test');
  const me = await (await artistApi.get('/api/artists/me')).json();
  const artwork = await originalForSale(artistApi, me.id);
  const size = `A4 giclée ${Date.now().toString(36)}`;
  const stock = await artistApi.post('/api/stock', {
    data: { artworkId: artwork.id, type: 'print', price: 60, quantity: 3, dimensions: size },
  });
  expect(stock.status(), await stock.text()).toBe(201);
  const email = await registerCollector(baseURL!, 'Noor');
  const buyerApi = await signedInApi(baseURL!, email);
  const added = await buyerApi.post('/api/cart/stock-prints', {
    data: { stockItemId: (await stock.json()).id, quantity: 1, unitPrice: 60 },
  });
  expect(added.status(), await added.text()).toBe(201);
  const placed = await buyerApi.post('/api/checkout', { data: { address, itemsTotal: 60 } });
  expect(placed.status(), await placed.text()).toBe(201);
  const id = (await placed.json()).orders[0].id as number;
  await ok(artistApi.post(`/api/sales/${id}/status`, { data: { status: 'paid' } }));
  await ok(artistApi.post(`/api/sales/${id}/status`, { data: { status: 'shipped', noTracking: true } }));
  await ok(buyerApi.post(`/api/purchases/${id}/received`));
  await artistApi.dispose();
  await buyerApi.dispose();

  // The print arrived damaged: the artist refunds $20 of it from the Sales tab.
  const artist = await pageAs(browser, 'artist@atelier.test');
  await artist.page.goto('/artist-dashboard?tab=sales');
  const sale = artist.page.getByTestId('sale-card').filter({ hasText: `Order #${id} ` });
  await sale.getByRole('button', { name: 'Refund', exact: true }).click();
  const dialog = artist.page.getByRole('dialog');
  await dialog.getByLabel('Amount (USD)').fill('20');
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(sale.getByTestId('money-state')).toContainText('Refund due: $20');
  await expect(sale.getByTestId('order-status')).toHaveText('Delivered');
  // One refund per order: the button is gone.
  await expect(sale.getByRole('button', { name: 'Refund', exact: true })).toHaveCount(0);

  await logIn(page, email);
  await page.goto('/orders');
  const order = page.getByTestId('order-card').filter({ hasText: `Order #${id}` });
  await expect(order.getByTestId('money-state')).toContainText('Refund due: $20');
  await expect(order.getByTestId('order-status')).toHaveText('Delivered');

  await sale.getByRole('button', { name: 'Record refund sent' }).click();
  await artist.page.getByRole('dialog').getByRole('button', { name: 'Record refund sent' }).click();
  await expect(sale.getByTestId('money-state')).toContainText(/Refunded \$20 on /);
  await page.reload();
  await expect(order.getByTestId('money-state')).toContainText(/Refunded \$20 on /);
  await artist.context.close();
});

test('a return asked by the buyer and declined by the artist: the buyer reads why', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const artistApi = await signedInApi(baseURL!, 'artist@atelier.test');
  const me = await (await artistApi.get('/api/artists/me')).json();
  const original = await originalForSale(artistApi, me.id);
  const email = await registerCollector(baseURL!, 'Lior');
  const buyerApi = await signedInApi(baseURL!, email);
  const reserved = await buyerApi.post('/api/orders', {
    data: { artworkId: original.id, amount: original.price },
  });
  expect(reserved.status(), await reserved.text()).toBe(201);
  const placed = await buyerApi.post('/api/checkout', { data: { address, itemsTotal: original.price } });
  expect(placed.status(), await placed.text()).toBe(201);
  const id = (await placed.json()).orders[0].id as number;
  await ok(artistApi.post(`/api/sales/${id}/status`, { data: { status: 'paid' } }));
  await ok(artistApi.post(`/api/sales/${id}/status`, { data: { status: 'shipped', noTracking: true } }));
  await ok(buyerApi.post(`/api/purchases/${id}/received`));
  await artistApi.dispose();
  await buyerApi.dispose();

  await logIn(page, email);
  await page.goto('/orders');
  const order = page.getByTestId('order-card').filter({ hasText: `Order #${id}` });
  await order.getByRole('button', { name: 'Return the original' }).click();
  await page
    .getByRole('dialog')
    .getByLabel('Why are you returning it?')
    .fill('I changed my mind about the frame.');
  await page.getByRole('dialog').getByRole('button', { name: 'Ask to return it' }).click();
  await expect(order.getByTestId('money-state')).toContainText('Return requested');

  const artist = await pageAs(browser, 'artist@atelier.test');
  await artist.page.goto('/artist-dashboard?tab=sales');
  const sale = artist.page.getByTestId('sale-card').filter({ hasText: `Order #${id} ` });
  await sale.getByRole('button', { name: 'Decline return' }).click();
  const dialog = artist.page.getByRole('dialog');
  await dialog.getByLabel('Why not?').fill('The frame was shown in every photo and in the description.');
  await dialog.getByRole('button', { name: 'Decline return' }).click();
  await expect(sale.getByTestId('money-state')).toContainText('Return declined');
  await expect(sale.getByRole('button', { name: 'Accept return' })).toHaveCount(0);

  await page.reload();
  await expect(order.getByTestId('money-state')).toContainText(
    'Return declined · “The frame was shown in every photo and in the description.”',
  );
  await expect(order.getByTestId('order-status')).toHaveText('Delivered');
  await artist.context.close();
});

test("a card dispute from Stripe's webhook: open then lost on the artist's order and the buyer's, listed for the admin and off the monthly sales", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
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
  const email = await registerCollector(baseURL!, 'Dara');
  const buyerApi = await signedInApi(baseURL!, email);
  const reserved = await buyerApi.post('/api/orders', {
    data: { artworkId: original.id, amount: original.price },
  });
  expect(reserved.status(), await reserved.text()).toBe(201);
  const placed = await buyerApi.post('/api/checkout', {
    data: {
      address: { ...address, fullName: 'Dara Buyer' },
      itemsTotal: original.price,
      paymentMethod: 'card',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { orders, redirectUrl } = await placed.json();
  const id = orders[0].id as number;
  const total = orders[0].total as number;
  await buyerApi.dispose();
  // The buyer pays on Stripe's page (the stand-in's Pay sends the signed checkout.session.completed).
  expect((await fetch(redirectUrl, { method: 'POST', redirect: 'manual' })).status).toBe(303);
  const intent = String(stripe.sessions.get(String(redirectUrl).split('/').pop()!)!.payment_intent);

  const adminApi = await signedInApi(baseURL!, 'admin@atelier.test');
  const salesBefore = (await (await adminApi.get('/api/stats')).json()).monthlySales as number;

  // The buyer's bank disputes it: Stripe's signed charge.dispute.created reaches the running app.
  await stripe.deliver(
    stripe.dispute(intent, 'created', 'needs_response', { reason: 'product_not_received' }),
  );
  const money = `$${total.toLocaleString('en-US')}`;
  const artist = await pageAs(browser, 'artist@atelier.test', site);
  await artist.page.goto('/artist-dashboard?tab=sales');
  const sale = artist.page.getByTestId('sale-card').filter({ hasText: `Order #${id} ` });
  await expect(sale.getByTestId('money-state')).toContainText(`Card dispute open: ${money}`);
  await expect(sale.getByTestId('money-state')).toContainText('(they say it did not arrive)');
  // No refund while the bank decides.
  await expect(sale.getByRole('button', { name: 'Cancel and refund' })).toHaveCount(0);
  await screenshots(artist.page, 'artist-sales-dispute-open', sale);

  const buyer = await pageAs(browser, email, site);
  await buyer.page.goto('/orders');
  const order = buyer.page.getByTestId('order-card').filter({ hasText: `Order #${id}` });
  await expect(order.getByTestId('money-state')).toContainText(`Card dispute open: ${money}`);
  await screenshots(buyer.page, 'order-dispute-open', order);

  // The bank decides for the buyer: charge.dispute.closed, lost.
  await stripe.deliver(stripe.dispute(intent, 'closed', 'lost'));
  await artist.page.reload();
  await expect(sale.getByTestId('money-state')).toContainText(
    `Dispute lost: ${money} went back to the buyer`,
  );
  // It had not shipped: the order is cancelled, and nothing offers to ship it.
  await expect(sale.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(sale.getByRole('button', { name: 'Mark shipped' })).toHaveCount(0);
  await screenshots(artist.page, 'artist-sales-dispute-lost', sale);
  expect(stripe.requests.filter((r) => r.idempotencyKey === `reversal-dispute-purchase-${id}`)).toHaveLength(
    1,
  );
  await buyer.page.reload();
  await expect(order.getByTestId('money-state')).toContainText(`Dispute decided for you: ${money} back`);
  await expect(order.getByTestId('order-status')).toHaveText('Cancelled');

  // The admin sees it among the card disputes, and the sale is off this month's sales.
  const admin = await pageAs(browser, 'admin@atelier.test', site);
  await admin.page.goto('/admin');
  const row = admin.page.getByTestId('admin-dispute').filter({ hasText: `Order #${id} ` });
  await expect(row).toContainText('Lost: money back to the buyer');
  await expect(row).toContainText('product not received');
  await screenshots(
    admin.page,
    'admin-card-disputes',
    admin.page.getByRole('region', { name: /Card disputes/ }),
  );
  const salesAfter = (await (await adminApi.get('/api/stats')).json()).monthlySales as number;
  expect(salesAfter).toBe(salesBefore - original.price);
  await adminApi.dispose();
  for (const c of [artist, buyer, admin]) await c.context.close();
});
