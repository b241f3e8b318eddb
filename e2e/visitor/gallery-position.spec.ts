import { expect, test, type Locator } from '../support/test';

/** The ids of the artwork cards in the DOM, in order, from their links (`/artwork/{id}`). */
async function cardIds(list: Locator): Promise<number[]> {
  const hrefs = await list
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((href) => Number(href.split('/').pop())))];
}

test('Back from an artwork opened on the third page lands on the same card', async ({ page, request }) => {
  test.setTimeout(90_000); // three pages, an artwork and back: many steps on a shared machine
  const res = await request.get('/api/artworks?approved=true');
  const total = Number(res.headers()['x-total-count']);
  expect(total).toBeGreaterThan(48); // three pages of 24

  await page.goto('/artworks');
  const grid = page.getByRole('list', { name: 'Artworks' });
  await expect.poll(async () => (await cardIds(grid)).length, { timeout: 20_000 }).toBe(24);

  // Page two with the button, page three by scrolling to the end (the sentinel loads it).
  await page.getByRole('button', { name: 'Load more' }).dispatchEvent('click');
  await expect.poll(async () => (await cardIds(grid)).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(48);
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 20_000);
        return (await cardIds(grid)).length;
      },
      { timeout: 30_000 },
    )
    .toBe(total);

  // The wheel's smooth scrolling may still be running: once it stands still it no longer carries the
  // page past the card brought into view below (seen in CI: the page ended at the footer).
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const y = window.scrollY;
            setTimeout(() => resolve(window.scrollY === y), 250);
          }),
      ),
    )
    .toBe(true);
  // A card of the third page, brought to the middle of the screen.
  const target = (await cardIds(grid))[50]!;
  const card = grid.locator(`a[href="/artwork/${target}"]`).first();
  await card.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await expect(card).toBeInViewport();
  const before = (await card.boundingBox())!.y;

  await card.click();
  await expect(page).toHaveURL(new RegExp(`/artwork/${target}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/artworks$/);
  await expect(card).toBeInViewport();
  await expect.poll(async () => Math.abs((await card.boundingBox())!.y - before)).toBeLessThan(40);
  // The pages already seen are still there, not reloaded from the first.
  expect((await cardIds(grid)).length).toBeGreaterThanOrEqual(48);
});
