import { expect, test } from '../support/test';

test('the home page shows the demo marketplace from the API', async ({ page, request }) => {
  const latest = await (await request.get('/api/artworks?approved=true&limit=3')).json();
  expect(latest).toHaveLength(3);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Discover Extraordinary Art' })).toBeVisible();
  for (const artwork of latest) {
    await expect(page.getByText(artwork.title, { exact: true }).first()).toBeVisible();
  }
  // Images are real files, not broken links.
  const firstImage = page.locator('main img').first();
  await expect(firstImage).toBeVisible();
  await expect
    .poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
});

test('an unknown route shows the 404 page with a way home', async ({ page }) => {
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(404); // rendered by the server as the not-found page (issue 14)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Discover Extraordinary Art' })).toBeVisible();
});

test('unknown API paths answer JSON 404, never the page', async ({ request }) => {
  const res = await request.get('/api/nope');
  expect(res.status()).toBe(404);
  expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
});
