import { expect, request as playwrightRequest, test, type APIRequestContext } from '../support/test';
import { expectAccessibleToast, expectNoSeriousA11yViolations } from '../support/axe';
import { DEMO_PASSWORD, logIn } from '../support/session';

interface ArtworkJson {
  id: number;
  artistId: number;
  title: string;
}
interface StockJson {
  type: 'original' | 'print';
  isAvailable: boolean;
  quantity: number;
  price: number;
}

async function signedInApi(baseURL: string, email: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  const res = await api.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  return api;
}

/** An approved artwork of `artistId` that offers print-on-demand products, creating one if none does. */
async function artworkWithPrints(api: APIRequestContext, artistId: number): Promise<ArtworkJson> {
  const artworks: ArtworkJson[] = await (
    await api.get(`/api/artworks?artistId=${artistId}&approved=true`)
  ).json();
  for (const artwork of artworks) {
    const products: unknown[] = await (await api.get(`/api/pod-products?artworkId=${artwork.id}`)).json();
    if (products.length) return artwork;
  }
  const artwork = artworks[0]!;
  const catalogue: Array<{ external_id: string; variants: unknown[] }> = await (
    await api.get('/api/printful/products')
  ).json();
  const product = catalogue.find((p) => p.variants.length > 1) ?? catalogue[0]!;
  const created = await api.post('/api/pod-products', {
    data: { artworkId: artwork.id, externalId: product.external_id },
  });
  expect(created.status()).toBe(201);
  return artwork;
}

/** An approved artwork, not by `exceptArtistId`, whose original is still for sale. */
async function artworkWithAvailableOriginal(
  api: APIRequestContext,
  exceptArtistId: number,
): Promise<ArtworkJson> {
  const artworks: ArtworkJson[] = await (await api.get('/api/artworks?approved=true')).json();
  for (const artwork of artworks.filter((a) => a.artistId !== exceptArtistId)) {
    const stock: StockJson[] = await (await api.get(`/api/stock?artworkId=${artwork.id}`)).json();
    if (stock.some((s) => s.type === 'original' && s.isAvailable && s.quantity > 0)) return artwork;
  }
  throw new Error('No artwork with an available original in the demo data');
}

test('a collector buys an original, orders prints and sends a commission request', async ({
  page,
  baseURL,
}) => {
  // A whole journey (API setup, an order, a print order, a request with an axe check), like the
  // artist's workspace journey: more than the default 30 s on a busy 2-core machine.
  test.setTimeout(90_000);
  const artistApi = await signedInApi(baseURL!, 'artist@atelier.test');
  const me = await (await artistApi.get('/api/artists/me')).json();
  const printable = await artworkWithPrints(artistApi, me.id);
  const forSale = await artworkWithAvailableOriginal(artistApi, me.id);
  await artistApi.dispose();

  await logIn(page, 'collector@atelier.test');

  // The original: 'Added to Cart', then reserved for the buyer, who never sees it as 'Sold'.
  await page.goto(`/artwork/${forSale.id}`);
  await page.getByRole('button', { name: 'Purchase Original' }).first().click();
  await expect(page.getByText('Added to Cart')).toBeVisible();
  await expectAccessibleToast(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Original Artwork' })).toBeVisible();
  await expect(page.getByTestId('original-held')).toHaveText('In your cart');
  await expect(page.getByText('Sold', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Purchase Original' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'View cart' })).toBeVisible();

  // A print-on-demand variant, quantity 2.
  await page.goto(`/artwork/${printable.id}`);
  await expect(page.getByRole('heading', { name: 'Prints Available' })).toBeVisible();
  await expect(page.getByText('Ships worldwide in 5-7 business days')).toBeVisible();
  const size = page.getByLabel('Size');
  const variants = await size
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  await size.selectOption(variants[variants.length > 1 ? 1 : 0]!);
  await page.getByLabel('Quantity').selectOption('2');
  const orderRequest = page.waitForRequest(
    (r) => r.url().endsWith('/api/pod-orders') && r.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const sent = await orderRequest;
  expect(sent.postDataJSON()).toMatchObject({ artworkId: printable.id, quantity: 2 });
  expect(sent.headers()['idempotency-key']).toBeTruthy();
  await expect(page.getByText('Added to Cart')).toBeVisible();

  // A commission request to the artist, from their profile.
  await page.goto(`/artist/${me.id}`);
  await page.getByRole('button', { name: 'Request Commission' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByText('Description must be at least 10 characters')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('Title').fill('A harbour at dawn');
  await dialog
    .getByLabel('Description')
    .fill('A small oil painting of a harbour at first light, for our hallway.');
  await dialog.getByLabel('Budget (USD)').fill('450');
  await dialog.getByLabel('Reference images').fill('https://example.org/harbour.jpg\n\n');
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByText('Commission Request Sent')).toBeVisible();
  await expect(page.getByText(`Your commission request has been sent to ${me.displayName}.`)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
