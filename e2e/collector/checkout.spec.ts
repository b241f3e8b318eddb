import { expect, test, waitForAppAfterNavigations } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { logIn } from '../support/session';
import { artworkWithPrints, originalForSale, registerCollector, signedInApi } from '../support/shop';

test('a collector checks out an original and a print; the artist marks it paid and shipped; the collector sees it shipped', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two people, a checkout and three status changes on a busy 2-core machine.
  test.setTimeout(300_000);
  const artistApi = await signedInApi(baseURL!, 'artist@atelier.test');
  const me = await (await artistApi.get('/api/artists/me')).json();
  const printable = await artworkWithPrints(artistApi, me.id);
  const original = await originalForSale(artistApi, me.id, [printable.id]);
  await artistApi.dispose();

  const email = await registerCollector(baseURL!, 'Robin');
  await logIn(page, email);
  await expect(page.getByRole('link', { name: 'Cart, empty' })).toBeVisible();

  // The original goes to the cart, reserved: the buyer sees 'In your cart', not 'Sold'.
  await page.goto(`/artwork/${original.id}`);
  await page.getByRole('button', { name: 'Purchase Original' }).first().click();
  await expect(page.getByText('Added to Cart')).toBeVisible();
  await expect(page.getByTestId('original-held')).toHaveText('In your cart');
  await expect(page.getByText('Sold', { exact: true })).toHaveCount(0);

  // Two prints of another work by the same artist.
  await page.goto(`/artwork/${printable.id}`);
  await expect(page.getByText('Ships worldwide in 5-7 business days')).toBeVisible();
  await page.getByLabel('Quantity').selectOption('2');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to Cart').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();

  // The cart: both lines with prices, the reservation's time left, quantities.
  await page.getByRole('link', { name: 'Cart, 3 items' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-item')).toHaveCount(2);
  await expect(page.getByTestId('reservation-left')).toContainText(/Reserved for you · \d+:\d\d left/);
  await expect(page.getByText('Tax is not included')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();

  // Checkout: the address is required and checked; the total says tax is not included.
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await expect(page.getByText('Postal code is required')).toBeVisible();
  await expect(page.getByText('Not included: settled in a later step')).toBeVisible();
  await expect(page.getByText('Pay by invoice', { exact: true })).toBeVisible();
  await page.getByLabel('Full name').fill('Robin Buyer');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Harbour Road');
  await page.getByLabel('City').fill('Bristol');
  await page.getByLabel('Postal code').fill('BS1 4DJ');
  await page.getByLabel('Country').selectOption('GB');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Place order' }).click();

  // Orders: awaiting payment, with the invoice instructions; the cart is empty.
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByText('Order placed')).toBeVisible();
  const card = page.getByTestId('order-card').first();
  await expect(card.getByTestId('order-status')).toHaveText('Awaiting payment');
  await expect(card).toContainText('with the details on your invoice');
  const heading = (await card.getByRole('heading', { level: 2 }).textContent())!;
  const orderId = heading.replace(/\D/g, '');
  await expect(page.getByRole('link', { name: 'Cart, empty' })).toBeVisible();

  // Ordered but not paid: the original reads 'Reserved for you' to its buyer, still never 'Sold'.
  await page.goto(`/artwork/${original.id}`);
  await expect(page.getByTestId('original-held')).toHaveText('Reserved for you');
  await expect(page.getByText('Sold', { exact: true })).toHaveCount(0);

  // The artist: the order in Sales, the address hidden until paid; mark paid, then shipped.
  const artistContext = await browser.newContext();
  const artistPage = await artistContext.newPage();
  waitForAppAfterNavigations(artistPage);
  await logIn(artistPage, 'artist@atelier.test');
  await artistPage.goto('/artist-dashboard?tab=sales');
  const sale = artistPage.getByTestId('sale-card').filter({ hasText: `Order #${orderId} ` });
  await expect(sale.getByTestId('order-status')).toHaveText('Awaiting payment');
  await expect(sale).toContainText('Shown once you confirm the payment.');
  await expect(sale).not.toContainText('12 Harbour Road');
  await sale.getByRole('button', { name: 'Mark paid' }).click();
  await artistPage.getByRole('dialog').getByRole('button', { name: 'Mark paid' }).click();
  await expect(sale.getByTestId('order-status')).toHaveText('Paid');
  await expect(sale).toContainText('12 Harbour Road');
  await sale.getByLabel('Tracking', { exact: true }).fill('Royal Mail RM123456789GB');
  await sale.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(sale.getByTestId('order-status')).toHaveText('Shipped');
  await expect(sale.getByRole('button', { name: 'Mark delivered' })).toBeVisible();
  await artistContext.close();

  // The collector sees it shipped, with the tracking; it can no longer be cancelled.
  await page.goto('/orders');
  const shipped = page.getByTestId('order-card').filter({ hasText: `Order #${orderId}` });
  await expect(shipped.getByTestId('order-status')).toHaveText('Shipped');
  await expect(shipped.getByTestId('order-tracking')).toHaveText('Royal Mail RM123456789GB');
  await expect(shipped.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
});
