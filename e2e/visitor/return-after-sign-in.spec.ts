import { expect, test } from '../support/test';
import { artworkWithPrints, originalForSale, registerCollector, signedInApi } from '../support/shop';
import { DEMO_PASSWORD } from '../support/session';

test('a visitor taps Purchase Original, signs in and is back on the artwork with the original reserved in the cart', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const artistApi = await signedInApi(baseURL!, 'artist@atelier.test');
  const me = await (await artistApi.get('/api/artists/me')).json();
  const original = await originalForSale(artistApi, me.id);
  await artistApi.dispose();
  const email = await registerCollector(baseURL!, 'Wren');

  await page.goto(`/artwork/${original.id}`);
  await page.getByRole('button', { name: 'Purchase Original' }).first().click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/artwork/${original.id}`);
  await expect(page.getByText('Please log in to buy')).toBeVisible();
  // The way to register keeps the return address too.
  const register = await page.getByRole('link', { name: 'Create an account' }).getAttribute('href');
  expect(new URL(register!, baseURL).searchParams.get('redirect')).toBe(`/artwork/${original.id}`);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/artwork/${original.id}$`));
  await expect(page.getByTestId('original-held')).toHaveText('In your cart');
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
});

test("a visitor's print-on-demand Add to Cart is done after signing in: the chosen size and quantity are in the cart", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const artistApi = await signedInApi(baseURL!, 'artist@atelier.test');
  const me = await (await artistApi.get('/api/artists/me')).json();
  const printable = await artworkWithPrints(artistApi, me.id);
  await artistApi.dispose();
  const email = await registerCollector(baseURL!, 'Linnet');

  await page.goto(`/artwork/${printable.id}`);
  const size = page.getByLabel('Size');
  const variants = await size
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  const variant = variants[variants.length > 1 ? 1 : 0]!;
  await size.selectOption(variant);
  await page.getByLabel('Quantity').selectOption('2');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  const added = page.waitForRequest((r) => r.url().endsWith('/api/pod-orders') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/artwork/${printable.id}$`));
  expect((await added).postDataJSON()).toMatchObject({
    artworkId: printable.id,
    variantId: variant,
    quantity: 2,
  });
  await expect(page.getByText('Added to Cart')).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByLabel('Quantity')).toHaveValue('2');
  // Done once: back on the artwork, nothing more is added.
  await page.goto(`/artwork/${printable.id}`);
  await expect(page.getByRole('heading', { name: 'Prints Available' })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByLabel('Quantity')).toHaveValue('2');
});

test('a return address to another site is ignored: signing in goes home', async ({ page, baseURL }) => {
  const email = await registerCollector(baseURL!, 'Quill');
  await page.goto('/login?redirect=%2F%2Fevil.example%2Fphish');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Welcome back')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`^${baseURL}/$`));
});
