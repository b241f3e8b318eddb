import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { logIn } from '../support/session';
import { originalForSale, registerCollector, signedInApi } from '../support/shop';

const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } };

/** Screenshots of the screen at phone and desktop size into docs/screenshots/. */
async function screenshots(page: Page, name: string, fullPage = true) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    await page.screenshot({
      path: path.join(process.cwd(), 'docs/screenshots', `${name}-${size}.png`),
      fullPage,
      animations: 'disabled',
    });
  }
  await page.setViewportSize(SIZES.desktop);
}

test('an in-stock print bought: two added to the cart as one line, the order placed, the stock shown down by two', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const artistApi = await signedInApi(baseURL!, 'artist@atelier.test');
  const me = await (await artistApi.get('/api/artists/me')).json();
  const artwork = await originalForSale(artistApi, me.id);
  const size = `A3 giclée ${Date.now().toString(36)}`;
  const created = await artistApi.post('/api/stock', {
    data: { artworkId: artwork.id, type: 'print', price: 45, quantity: 7, dimensions: size },
  });
  expect(created.status(), await created.text()).toBe(201);
  await artistApi.dispose();

  const email = await registerCollector(baseURL!, 'Iris');
  await logIn(page, email);
  await page.goto(`/artwork/${artwork.id}`);
  const row = page.getByTestId('stock-print').filter({ hasText: size });
  await expect(row.getByText('7 available')).toBeVisible();
  // 1 to 5, never more than the stock.
  const quantity = row.getByRole('combobox', { name: `Quantity of the ${size} print` });
  await expect(quantity.locator('option')).toHaveCount(5);
  await quantity.selectOption('2');
  await row.scrollIntoViewIfNeeded();
  await screenshots(page, 'stock-print-offer', false);
  await row.getByRole('button', { name: `Add the ${size} print to cart` }).click();
  await expect(page.getByText('Added to Cart').first()).toBeVisible();
  await expect(page.getByText(`2 prints: ${size}.`)).toBeVisible();

  // The cart: one line with its quantity, reserved like an original.
  await page.goto('/cart');
  const line = page.getByTestId('cart-item').filter({ hasText: size });
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('$90');
  await screenshots(page, 'cart-stock-print');

  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await page.getByLabel('Full name').fill('Iris Buyer');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('3 Rua das Flores');
  await page.getByLabel('City').fill('Porto');
  await page.getByLabel('Postal code').fill('4050-262');
  await page.getByLabel('Country').selectOption('PT');
  await screenshots(page, 'checkout-country');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  const card = page.getByTestId('order-card').first();
  await expect(card).toContainText(`Print · ${size}`);
  await expect(card).toContainText('Portugal');

  // The stock went down when the order was placed.
  await page.goto(`/artwork/${artwork.id}`);
  await expect(
    page.getByTestId('stock-print').filter({ hasText: size }).getByText('5 available'),
  ).toBeVisible();

  // Report a problem: it goes to the order's thread.
  await page.goto('/orders');
  await card.getByRole('button', { name: 'Report a problem' }).click();
  await page.getByLabel('What went wrong?').fill('The print has a crease across one corner.');
  await screenshots(page, 'order-report-problem', false);
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Problem reported', { exact: true })).toBeVisible();
  await expect(card.getByTestId('problem-reported')).toBeVisible();
});
