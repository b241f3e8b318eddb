import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, waitForAppAfterNavigations } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { logIn } from '../support/session';
import { originalForSale, registerCollector, signedInApi } from '../support/shop';

const BANK = 'Studio of the Artist\nIBAN GB33 BUKB 2020 1555 5555 55';
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

/** Full-page screenshots of the screen at phone and desktop size into docs/screenshots/. */
async function screenshots(page: Page, name: string) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    // From the top: a page scrolled down draws its sticky header mid-page in a full-page shot.
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

test('an invoice paid end to end: the artist sets how they are paid, the buyer orders, reads the invoice, writes and says they have paid, the artist confirms, ships with tracking, the buyer confirms receipt', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  // The artist says how they are paid, once, in the dashboard's Sales tab.
  const artistContext = await browser.newContext();
  const artistPage = await artistContext.newPage();
  waitForAppAfterNavigations(artistPage);
  await logIn(artistPage, 'artist@atelier.test');
  await artistPage.goto('/artist-dashboard?tab=sales');
  const payout = artistPage.getByTestId('payout-card');
  await expect(payout.getByRole('heading', { name: 'How you are paid' })).toBeVisible();
  if (await payout.getByRole('button', { name: 'Edit' }).isVisible()) {
    await payout.getByRole('button', { name: 'Edit' }).click();
  }
  await payout.getByLabel('Payment link').fill('http://not-secure.example');
  await payout.getByLabel('Bank details').fill(BANK);
  await payout.getByRole('button', { name: 'Save payout details' }).click();
  await expect(payout.getByText('Enter a payment link starting with https://')).toBeVisible();
  await payout.getByLabel('Payment link').fill('');
  await payout.getByRole('button', { name: 'Save payout details' }).click();
  await expect(payout.getByText('IBAN GB33 BUKB 2020 1555 5555 55')).toBeVisible();

  // The buyer orders an original of theirs (cart and checkout through the API: checkout.spec walks them).
  const artistApi = await signedInApi(baseURL!, 'artist@atelier.test');
  const me = await (await artistApi.get('/api/artists/me')).json();
  const original = await originalForSale(artistApi, me.id);
  await artistApi.dispose();
  const email = await registerCollector(baseURL!, 'Noor');
  const buyerApi = await signedInApi(baseURL!, email);
  expect(
    (
      await buyerApi.post('/api/orders', { data: { artworkId: original.id, amount: original.price } })
    ).status(),
  ).toBe(201);
  const address = {
    fullName: 'Noor Buyer',
    line1: '12 Harbour Road',
    city: 'Bristol',
    postalCode: 'BS1 4DJ',
    country: 'GB',
  };
  const placed = await buyerApi.post('/api/checkout', { data: { address, itemsTotal: original.price } });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId: number = (await placed.json()).orders[0].id;
  await buyerApi.dispose();

  // The buyer's order: the invoice with its number, the artist's bank details and its PDF.
  await logIn(page, email);
  await page.goto('/orders');
  const card = page.getByTestId('order-card').filter({ hasText: `Order #${orderId}` });
  const invoice = card.getByTestId('invoice-panel');
  await expect(invoice.getByTestId('invoice-number')).toHaveText(/^INV-\d{4}-\d{6}$/);
  await expect(invoice.getByTestId('invoice-bank')).toContainText('IBAN GB33 BUKB 2020 1555 5555 55');
  const pdfHref = (await invoice.getByRole('link', { name: 'Download PDF' }).getAttribute('href'))!;
  const pdf = await page.request.get(pdfHref);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // A message to the artist, then 'I have paid'.
  await card.getByRole('button', { name: /Messages with/ }).click();
  await card.getByLabel('Your message').fill('Sent by bank transfer this morning.');
  await card.getByRole('button', { name: 'Send' }).click();
  await expect(card.getByTestId('order-messages')).toContainText('Sent by bank transfer this morning.');
  await invoice.getByRole('button', { name: 'I have paid' }).click();
  await expect(invoice.getByTestId('payment-reported')).toContainText('You said you paid');
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'order-invoice');

  // The artist: the buyer's e-mail, their word that they paid, the message; confirms receipt.
  await artistPage.goto('/artist-dashboard?tab=sales');
  const sale = artistPage.getByTestId('sale-card').filter({ hasText: `Order #${orderId} ` });
  await expect(sale.getByTestId('buyer-email')).toHaveText(email);
  await expect(sale.getByTestId('payment-reported')).toContainText('says they paid');
  await sale.getByRole('button', { name: /Messages with/ }).click();
  await expect(sale.getByTestId('order-messages')).toContainText('Sent by bank transfer this morning.');
  await expectNoSeriousA11yViolations(artistPage);
  await screenshots(artistPage, 'artist-sales-invoice');
  await sale.getByRole('button', { name: 'Mark paid' }).click();
  await artistPage.getByRole('dialog').getByRole('button', { name: 'Mark paid' }).click();
  await expect(sale.getByTestId('order-status')).toHaveText('Paid');
  await expect(sale).toContainText('12 Harbour Road');

  // The buyer sees it paid; the invoice stays, without the 'I have paid' step.
  await page.goto('/orders');
  await expect(card.getByTestId('order-status')).toHaveText('Paid');
  await expect(card.getByTestId('invoice-number')).toBeVisible();
  await expect(card.getByRole('button', { name: 'I have paid' })).toHaveCount(0);

  // Shipping needs tracking (or a confirmed 'No tracking').
  await sale.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(sale.getByText('Enter the carrier and tracking number, or choose No tracking')).toBeVisible();
  await sale.getByLabel('Tracking', { exact: true }).fill('Royal Mail RM123456789GB');
  await sale.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(sale.getByTestId('order-status')).toHaveText('Shipped');
  await artistContext.close();

  // The buyer confirms receipt: delivered.
  await page.goto('/orders');
  await expect(card.getByTestId('order-tracking')).toHaveText('Royal Mail RM123456789GB');
  await card.getByRole('button', { name: 'Confirm receipt' }).click();
  await expect(card.getByTestId('order-status')).toHaveText('Delivered');
});
