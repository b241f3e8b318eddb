import { expect, test, type Page, waitForAppAfterNavigations } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signIn } from '../support/session';

interface ArtworkJson {
  id: number;
  title: string;
  approvalStatus: 'approved' | 'pending' | 'rejected';
}

/** The signed-in artist's artworks (all states), and one approved artwork that offers no prints yet. */
async function myArtworks(page: Page): Promise<{ all: ArtworkJson[]; printless: ArtworkJson }> {
  const me = await (await page.request.get('/api/artists/me')).json();
  const all: ArtworkJson[] = await (await page.request.get(`/api/artworks?artistId=${me.id}`)).json();
  for (const artwork of all.filter((a) => a.approvalStatus === 'approved')) {
    const products: unknown[] = await (
      await page.request.get(`/api/pod-products?artworkId=${artwork.id}`)
    ).json();
    if (!products.length) return { all, printless: artwork };
  }
  throw new Error('Every approved artwork of the demo artist already offers prints');
}

/** The artwork page's 'Prints Available' offers the poster in the two sizes at their retail prices. */
async function expectPosterInTwoSizes(page: Page) {
  const prints = page.getByRole('region', { name: 'Prints Available' });
  await expect(prints).toBeVisible();
  await expect(prints.getByText('Enhanced Matte Paper Poster', { exact: true })).toBeVisible();
  await expect(prints.getByLabel('Size').locator('option')).toHaveText(['11″×14″ — $21', '16″×20″ — $29']);
  return prints;
}

test('an artist offers a poster in two sizes; the artwork page sells it at those prices', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await signIn(page, 'artist@atelier.test');
  const { all, printless } = await myArtworks(page);
  await page.goto('/artist-dashboard');
  await expect(page.getByRole('heading', { name: 'Artist Dashboard', level: 1 })).toBeVisible();

  // A pending artwork (the demo artist has some) cannot be offered as prints yet, and says why.
  const pending = all.find((a) => a.approvalStatus === 'pending');
  expect(pending).toBeDefined();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: pending!.title }) });
  await expect(card.getByRole('button', { name: `Offer prints of ${pending!.title}` })).toBeDisabled();
  await expect(card.getByText('Prints can be offered once the artwork is approved.')).toBeVisible();

  await page.getByRole('button', { name: `Offer prints of ${printless.title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Offer prints' });
  await expect(dialog.getByText('No prints offered yet.', { exact: false })).toBeVisible();
  await dialog.getByLabel('Product', { exact: true }).selectOption({ label: 'Enhanced Matte Paper Poster' });
  await dialog.getByRole('checkbox', { name: /11″×14″\s*\$21$/ }).check();
  await dialog.getByRole('checkbox', { name: /16″×20″\s*\$29$/ }).check();
  await expectNoSeriousA11yViolations(page);
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/pod-products') && r.method() === 'POST');
  await dialog.getByRole('button', { name: 'Offer 2 sizes' }).click();
  const request = await sent;
  expect(request.postDataJSON()).toEqual({
    artworkId: printless.id,
    externalId: 'poster-matte',
    variantIds: ['poster-matte-11x14', 'poster-matte-16x20'],
  });
  expect(request.headers()['idempotency-key']).toBeTruthy();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Prints offered' })).toContainText(
    'Enhanced Matte Paper Poster: 2 sizes',
  );

  // Listed as offered, and no longer offered a second time.
  const offered = dialog.getByRole('list', { name: 'Offered print products' });
  await expect(offered.getByText('Enhanced Matte Paper Poster')).toBeVisible();
  await expect(offered).toContainText('11″×14″, 16″×20″ · $21–$29');
  await expect(dialog.getByRole('option', { name: 'Enhanced Matte Paper Poster (offered)' })).toBeDisabled();
  await expect(dialog.getByLabel('Product', { exact: true })).not.toHaveValue('poster-matte');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog.getByLabel('Product', { exact: true })).toBeHidden();

  // The artist's own artwork page, reached in the app, shows the new print option at once.
  await page.getByRole('link', { name: printless.title, exact: true }).click();
  await expectPosterInTwoSizes(page);

  // A visitor sees the poster in both sizes at the artist's prices and can add it to the cart.
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  waitForAppAfterNavigations(visitor);
  await visitor.goto(`/artwork/${printless.id}`);
  const prints = await expectPosterInTwoSizes(visitor);
  await prints.getByLabel('Size').selectOption('poster-matte-16x20');
  await expect(prints.getByText('1 × $29 = $29')).toBeVisible();
  await expect(prints.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  await visitorContext.close();
});

test('the print dialog has no serious or critical axe violations on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const res = await page.request.post('/api/auth/login', {
    data: { email: 'artist@atelier.test', password: 'demo1234' },
  });
  expect(res.ok()).toBe(true);
  await page.goto('/artist-dashboard');
  await page
    .getByRole('button', { name: /^Offer prints of / })
    .and(page.locator(':enabled'))
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Offer prints' });
  await expect(dialog.getByRole('heading', { name: 'Add a print product' })).toBeVisible();
  await expect(dialog.getByLabel('Product', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
