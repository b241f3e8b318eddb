import { expect, test } from '../support/test';
import { logIn } from '../support/session';
import { originalForSale, registerCollector, signedInApi } from '../support/shop';

test('an unpaid reservation expires and the original is on sale again', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const artistApi = await signedInApi(baseURL!, 'artist@atelier.test');
  const me = await (await artistApi.get('/api/artists/me')).json();
  const original = await originalForSale(artistApi, me.id);
  await artistApi.dispose();

  const email = await registerCollector(baseURL!, 'Jules');
  await logIn(page, email);
  await page.goto(`/artwork/${original.id}`);
  await page.getByRole('button', { name: 'Purchase Original' }).first().click();
  await expect(page.getByText('Added to Cart')).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByTestId('cart-item')).toHaveCount(1);
  await expect(page.getByTestId('reservation-left')).toBeVisible();

  // Its time runs out (the e2e server's test hook ends it now instead of in RESERVATION_MINUTES).
  const status = await page.evaluate(async () => {
    const res = await fetch('/api/test-hooks/expire-my-reservations', { method: 'POST' });
    return res.status;
  });
  expect(status).toBe(200);

  await page.reload();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, empty' })).toBeVisible();

  // On sale again: for this collector and for anyone else.
  await page.goto(`/artwork/${original.id}`);
  await expect(page.getByRole('button', { name: 'Purchase Original' }).first()).toBeVisible();
  await expect(page.getByText('Sold', { exact: true })).toHaveCount(0);
  const other = await signedInApi(baseURL!, 'collector@atelier.test');
  const res = await other.post('/api/orders', { data: { artworkId: original.id, amount: original.price } });
  expect(res.status()).toBe(201);
  // Leave the demo as it was for later journeys.
  const cart = await (await other.get('/api/cart')).json();
  const line = cart.items.find(
    (i: { artworkId: number; kind: string }) => i.artworkId === original.id && i.kind === 'original',
  );
  expect((await other.delete(`/api/cart/originals/${line.id}`)).status()).toBe(204);
  await other.dispose();
});
