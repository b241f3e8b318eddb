import { expect, test, type Page } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';

interface ArtworkJson {
  id: number;
  artistId: number;
  title: string;
  specialty: string | null;
  medium: string | null;
  images: unknown[];
}

/** No serious or critical axe violations, at desktop and phone width. */
async function expectAccessible(page: Page) {
  for (const size of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await expectNoSeriousA11yViolations(page);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('a visitor opens an artwork from the gallery, switches images and visits its artist', async ({
  page,
  request,
}) => {
  // Two pages, each checked with axe at two screen sizes: longer than the default on a loaded machine.
  test.setTimeout(90_000);
  const latest: ArtworkJson[] = await (
    await request.get('/api/artworks?approved=true&sort=recent&limit=12')
  ).json();
  const artwork = latest.find((a) => a.images.length > 1) ?? latest[0]!;
  const artist = await (await request.get(`/api/artists/${artwork.artistId}`)).json();

  await page.goto('/artworks');
  await page.getByRole('link', { name: artwork.title, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/artwork/${artwork.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: artwork.title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Gallery' })).toBeVisible();
  const main = page.getByRole('main');
  if (artwork.specialty)
    await expect(main.getByText(artwork.specialty, { exact: true }).first()).toBeVisible();
  if (artwork.medium) await expect(main.getByText(artwork.medium, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'About This Piece' })).toBeVisible();
  for (const term of ['Medium', 'Dimensions', 'Style'])
    await expect(main.getByText(term, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Available Options' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Original Artwork' })).toBeVisible();

  if (artwork.images.length > 1) {
    const second = page.getByRole('button', { name: `Show image 2 of ${artwork.images.length}` });
    await second.click();
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: /^Zoom image/ }).click();
    await expect(page.getByRole('dialog')).toContainText(`2 / ${artwork.images.length}`);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog')).toContainText(
      `${Math.min(3, artwork.images.length) === 3 ? 3 : 1} / ${artwork.images.length}`,
    );
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  } else {
    await expect(page.getByRole('button', { name: /^Show image/ })).toHaveCount(0);
  }
  await expectAccessible(page);

  await page.getByRole('link', { name: artist.firstName || artist.username, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/artist/${artwork.artistId}$`));
  await expect(page.getByRole('heading', { level: 1, name: artist.displayName })).toBeVisible();
  if (artist.isVerified) await expect(page.getByText('Verified Artist')).toBeVisible();
  await expect(page.getByText(artist.bio ?? "This artist hasn't added a bio yet.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Portfolio' })).toBeVisible();
  await expect(page.getByText(/\d+ artworks? available/)).toBeVisible();
  await expect(page.getByRole('link', { name: artwork.title, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request Commission' })).toHaveCount(0);
  await page.getByRole('button', { name: /Contact/ }).click();
  await expect(page.getByRole('menuitem', { name: /Log in to write to/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expectAccessible(page);
});

test("a missing artwork shows 'Artwork Not Found' and a missing artist 'Artist Not Found'", async ({
  page,
}) => {
  await page.goto('/artwork/999999');
  await expect(page.getByRole('heading', { name: 'Artwork Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  await page.goto('/artist/999999');
  await expect(page.getByRole('heading', { name: 'Artist Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("an artist without approved artworks shows 'No artworks available from this artist'", async ({
  page,
}) => {
  // Every approved demo artist has artworks: answer this one artist's list as empty.
  await page.route(/\/api\/artworks\?artistId=3&approved=true$/, (route) =>
    route.fulfill({ json: [], headers: { 'X-Total-Count': '0' } }),
  );
  // The server renders /artist/3 with its artworks embedded: reach it by a client-side navigation,
  // whose reads the browser makes (and the route above answers).
  await page.goto('/about');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/artist/3');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByText('No artworks available from this artist')).toBeVisible();
  await expect(page.getByText('0 artworks available')).toBeVisible();
});
