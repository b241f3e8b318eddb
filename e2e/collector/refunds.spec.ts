import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test, waitForAppAfterNavigations } from '../support/test';
import { logIn } from '../support/session';
import { originalForSale, registerCollector, signedInApi } from '../support/shop';

const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
const address = {
  fullName: 'Rue Buyer',
  line1: '12 Harbour Road',
  city: 'Bristol',
  postalCode: 'BS1 4DJ',
  country: 'GB',
};

/** Screenshots at phone and desktop size into docs/screenshots/: the page, or one element of it. */
async function screenshots(page: Page, name: string, element?: Locator) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    const file = path.join(process.cwd(), 'docs/screenshots', `${name}-${size}.png`);
    // The site's sticky header would cover the top of a card scrolled into view.
    if (element)
      await element.screenshot({
        path: file,
        animations: 'disabled',
        style: 'header.sticky { visibility: hidden; }',
      });
    else await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize(SIZES.desktop);
}

/** A new collector's order of one of the demo artist's originals, placed (pay by invoice) and paid. */
async function paidOrder(baseURL: string, name: string) {
  const artistApi = await signedInApi(baseURL, 'artist@atelier.test');
  const me = await (await artistApi.get('/api/artists/me')).json();
  const original = await originalForSale(artistApi, me.id);
  const email = await registerCollector(baseURL, name);
  const buyerApi = await signedInApi(baseURL, email);
  const reserved = await buyerApi.post('/api/orders', {
    data: { artworkId: original.id, amount: original.price },
  });
  expect(reserved.status(), await reserved.text()).toBe(201);
  const placed = await buyerApi.post('/api/checkout', { data: { address, itemsTotal: original.price } });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()).orders[0] as { id: number; total: number };
  const paid = await artistApi.post(`/api/sales/${order.id}/status`, { data: { status: 'paid' } });
  expect(paid.status()).toBe(200);
  return { email, order, original, artistApi, buyerApi };
}
const ok = async (res: Promise<Awaited<ReturnType<APIRequestContext['post']>>>) =>
  expect((await res).status()).toBe(200);

test('a paid order cancelled by the artist: Refund due on both sides, then Refunded once the artist records it sent', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const { email, order, artistApi, buyerApi } = await paidOrder(baseURL!, 'Rue');
  await artistApi.dispose();
  await buyerApi.dispose();
  const total = `$${order.total.toLocaleString('en-US')}`;

  const artistContext = await browser.newContext();
  const artistPage = await artistContext.newPage();
  waitForAppAfterNavigations(artistPage);
  await logIn(artistPage, 'artist@atelier.test');
  await artistPage.goto('/artist-dashboard?tab=sales');
  const sale = artistPage.getByTestId('sale-card').filter({ hasText: `Order #${order.id} ` });
  await sale.getByRole('button', { name: 'Cancel and refund' }).click();
  const dialog = artistPage.getByRole('dialog');
  await expect(dialog).toContainText('is owed to the buyer: send it back the way they paid');
  await dialog.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(sale.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(sale.getByTestId('money-state')).toContainText(`Refund due: ${total}`);
  await expect(sale.getByRole('button', { name: 'Cancel and refund' })).toHaveCount(0);
  await screenshots(artistPage, 'artist-sales-refund-due', sale);

  await logIn(page, email);
  await page.goto('/orders');
  const card = page.getByTestId('order-card').filter({ hasText: `Order #${order.id}` });
  await expect(card.getByTestId('money-state')).toContainText(`Refund due: ${total}`);
  await expect(card.getByTestId('money-state')).toContainText('The artist sends it back the way you paid');

  await sale.getByRole('button', { name: 'Record refund sent' }).click();
  await artistPage.getByRole('dialog').getByRole('button', { name: 'Record refund sent' }).click();
  await expect(sale.getByTestId('money-state')).toContainText(new RegExp(`Refunded \\${total} on `));
  await expect(sale.getByTestId('order-status')).toHaveText('Refunded');

  await page.reload();
  await expect(card.getByTestId('order-status')).toHaveText('Refunded');
  await expect(card.getByTestId('money-state')).toContainText(new RegExp(`Refunded \\${total} on \\w+`));
  await screenshots(page, 'order-refunded');
  await artistContext.close();
});

test('a returned original: the buyer asks within 14 days, the artist accepts and marks it received; it is on sale again and the refund is due', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const { email, order, original, artistApi, buyerApi } = await paidOrder(baseURL!, 'Tove');
  await ok(
    artistApi.post(`/api/sales/${order.id}/status`, { data: { status: 'shipped', noTracking: true } }),
  );
  await ok(buyerApi.post(`/api/purchases/${order.id}/received`));
  await artistApi.dispose();
  await buyerApi.dispose();

  await logIn(page, email);
  await page.goto('/orders');
  const card = page.getByTestId('order-card').filter({ hasText: `Order #${order.id}` });
  await expect(card).toContainText('You can return the original until');
  await card.getByRole('button', { name: 'Return the original' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Ask to return it' }).click();
  await expect(
    dialog.getByText('Tell the artist why you are returning it (10 characters or more)'),
  ).toBeVisible();
  await dialog
    .getByLabel('Why are you returning it?')
    .fill('The colours are much darker than in the photos.');
  await screenshots(page, 'order-return-dialog');
  await dialog.getByRole('button', { name: 'Ask to return it' }).click();
  await expect(card.getByTestId('money-state')).toContainText('Return requested');
  await expect(card.getByRole('button', { name: 'Return the original' })).toHaveCount(0);

  const artistContext = await browser.newContext();
  const artistPage = await artistContext.newPage();
  waitForAppAfterNavigations(artistPage);
  await logIn(artistPage, 'artist@atelier.test');
  await artistPage.goto('/artist-dashboard?tab=sales');
  const sale = artistPage.getByTestId('sale-card').filter({ hasText: `Order #${order.id} ` });
  await expect(sale.getByTestId('money-state')).toContainText(
    'Return requested · The buyer asks to return it: “The colours are much darker than in the photos.”',
  );
  await screenshots(artistPage, 'artist-sales-return-requested', sale);
  await sale.getByRole('button', { name: 'Accept return' }).click();
  await expect(sale.getByTestId('money-state')).toContainText('Return accepted');
  await page.reload();
  await expect(card.getByTestId('money-state')).toContainText('Return accepted · Send the original back');

  await sale.getByRole('button', { name: 'Mark return received' }).click();
  await artistPage.getByRole('dialog').getByRole('button', { name: 'Mark return received' }).click();
  const price = `$${original.price.toLocaleString('en-US')}`;
  await expect(sale.getByTestId('money-state')).toContainText(`Refund due: ${price}`);

  await expect(sale.getByTestId('order-status')).toHaveText('Returned');
  await page.reload();
  await expect(card.getByTestId('money-state')).toContainText(`Refund due: ${price}`);
  await expect(card.getByTestId('order-status')).toHaveText('Returned');
  await screenshots(page, 'order-return-refund-due');
  // The original is for sale again.
  await page.goto(`/artwork/${original.id}`);
  await expect(page.getByRole('button', { name: 'Purchase Original' }).first()).toBeVisible();
  await artistContext.close();
});
