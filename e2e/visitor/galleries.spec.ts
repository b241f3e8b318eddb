import { expect, test, type APIRequestContext, type Locator, type Page } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';

interface Priced {
  id: number;
  title: string;
  price: number | null;
}

async function api<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.ok()).toBe(true);
  return (await res.json()) as T;
}

/** One page of a list and its `X-Total-Count` (lists are paged: 24 items by default). */
async function apiPage<T>(request: APIRequestContext, url: string): Promise<{ items: T[]; total: number }> {
  const res = await request.get(url);
  expect(res.ok()).toBe(true);
  return { items: (await res.json()) as T[], total: Number(res.headers()['x-total-count']) };
}

/** The ids of the cards on screen, in order, from their links (`/artwork/{id}`, `/artist/{id}`). */
async function cardIds(list: Locator): Promise<number[]> {
  const hrefs = await list
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((href) => Number(href.split('/').pop()));
}

/** The dollar amounts shown in each list item, in screen order. */
async function pricesOnScreen(list: Locator): Promise<number[]> {
  const texts = await list.locator(':scope > li').allInnerTexts();
  return texts.map((text) =>
    Number(/\$([\d,]+(?:\.\d\d)?)/.exec(text)?.[1]?.replace(/,/g, '') ?? Number.NaN),
  );
}

/** Picks a choice in one of the gallery's pickers (filters, sort): native selects. */
async function choose(page: Page, control: RegExp, option: string) {
  await page.getByRole('combobox', { name: control }).selectOption({ label: option });
}

test('a visitor searches from the header and sees the results on the home page', async ({
  page,
  request,
}) => {
  const matches = await api<Priced[]>(request, '/api/artworks?approved=true&search=Afterglow');
  expect(matches.length).toBeGreaterThan(0);
  await page.goto('/about');
  const header = page.getByRole('banner');
  await header.getByRole('searchbox', { name: 'Search' }).fill('Afterglow');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/\?search=Afterglow$/);
  await expect(page.getByRole('heading', { level: 1, name: /Results for .Afterglow./ })).toBeVisible();
  for (const artwork of matches) {
    await expect(page.locator(`a[href="/artwork/${artwork.id}"]`)).toBeVisible();
  }
});

test('Browse Artwork: filter by medium and price, sort by price, empty state, clear', async ({
  page,
  request,
}) => {
  await page.goto('/artworks');
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Artwork' })).toBeVisible();
  const grid = page.getByRole('list', { name: 'Artworks' });
  const all = await apiPage<Priced>(request, '/api/artworks?approved=true');
  await expect(page.getByText(`${all.total} artworks`, { exact: true })).toBeVisible();
  // The gallery shows the first page; 'Clear filters' comes back to it.
  const firstPage = await api<Priced[]>(request, '/api/artworks?approved=true&sort=price-low');

  await choose(page, /^Medium/, 'Oil');
  await choose(page, /^Price/, '$100 - $500');
  await expect(page).toHaveURL(/medium=Oil/);
  await expect(page).toHaveURL(/price=100-500/);
  const expected = await api<Priced[]>(
    request,
    '/api/artworks?approved=true&medium=Oil&minPrice=100&maxPrice=500',
  );
  expect(expected.length).toBeGreaterThan(1);
  await expect.poll(() => cardIds(grid)).toEqual(expected.map((artwork) => artwork.id));
  for (const artwork of expected) expect(artwork.price! >= 100 && artwork.price! < 500).toBe(true);

  await choose(page, /Sort by/, 'Price: low to high');
  await expect(page).toHaveURL(/sort=price-low/);
  const ascending = [...expected].sort((a, b) => a.price! - b.price! || b.id - a.id);
  await expect.poll(() => pricesOnScreen(grid)).toEqual(ascending.map((artwork) => artwork.price));

  // The URL keeps the state: a reload shows the same choices.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Medium' })).toHaveValue('Oil');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-low');
  await expect.poll(() => pricesOnScreen(grid)).toEqual(ascending.map((artwork) => artwork.price));

  await page.getByRole('searchbox', { name: 'Search artworks' }).fill('zzqx no such artwork');
  await expect(page.getByText('No artworks found matching your criteria')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/artworks\?sort=price-low$/);
  await expect(page.getByRole('searchbox', { name: 'Search artworks' })).toHaveValue('');
  await expect.poll(async () => (await cardIds(grid)).length).toBe(firstPage.length);

  // Back returns to the empty search, forward to the cleared gallery.
  await page.goBack();
  await expect(page.getByText('No artworks found matching your criteria')).toBeVisible();
  await page.goForward();
  await expect.poll(async () => (await cardIds(grid)).length).toBe(firstPage.length);
});

test('Browse Artwork pages: 24 cards first, Load more and scrolling bring the rest, the count is the total', async ({
  page,
  request,
}) => {
  // The demo's 72 artworks include pending and rejected ones; the gallery counts the public ones.
  const first = await apiPage<Priced>(request, '/api/artworks?approved=true');
  expect(first.items).toHaveLength(24);
  expect(first.total).toBeGreaterThan(48); // three pages at least
  const count = `${first.total} artworks`;
  await page.goto('/artworks');
  const grid = page.getByRole('list', { name: 'Artworks' });
  await expect(page.getByText(count, { exact: true })).toBeVisible();
  await expect.poll(() => cardIds(grid)).toEqual(first.items.map((artwork) => artwork.id));

  // The button brings the next page under the first (clicked where it is: scrolling it into view
  // would also load pages through the sentinel).
  await page.getByRole('button', { name: 'Load more' }).dispatchEvent('click');
  await expect.poll(async () => (await cardIds(grid)).length).toBeGreaterThanOrEqual(48);
  expect((await cardIds(grid)).slice(0, 24)).toEqual(first.items.map((artwork) => artwork.id));

  // Scrolling to the end of the grid loads the last page on its own; then there is nothing more.
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 20_000);
      return (await cardIds(grid)).length;
    })
    .toBe(first.total);
  const ids = await cardIds(grid);
  expect(new Set(ids).size).toBe(first.total);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await expect(page.getByText(count, { exact: true })).toBeVisible();
});

test('Meet Our Artists: a popular specialty chip filters the artists', async ({ page, request }) => {
  await page.goto('/artists');
  await expect(page.getByRole('heading', { level: 1, name: 'Meet Our Artists' })).toBeVisible();
  const chips = page.getByRole('group', { name: 'Popular specialties' });
  await expect(chips.getByRole('button')).toHaveCount(8);
  await chips.getByRole('button', { name: 'Landscape' }).click();
  await expect(page).toHaveURL(/specialty=Landscape/);
  await expect(chips.getByRole('button', { name: 'Landscape' })).toHaveAttribute('aria-pressed', 'true');
  const expected = await api<{ id: number }[]>(request, '/api/artists?approved=true&specialty=Landscape');
  expect(expected.length).toBeGreaterThan(0);
  await expect
    .poll(() => cardIds(page.getByRole('list', { name: 'Artists' })))
    .toEqual(expected.map((a) => a.id));

  await page.getByRole('searchbox', { name: 'Search artists' }).fill('nobody by this name');
  await expect(page.getByText('No artists found', { exact: true })).toBeVisible();
});

test('Commission Gallery: sorted by price, high to low', async ({ page, request }) => {
  await page.goto('/commissions');
  await expect(page.getByRole('heading', { level: 1, name: 'Commission Gallery' })).toBeVisible();
  await choose(page, /Sort by/, 'Price: high to low');
  await expect(page).toHaveURL(/sort=price-high/);
  const expected = await api<Priced[]>(request, '/api/commissions?showcase=true&sort=price-high');
  const list = page.getByRole('list', { name: 'Commissions' });
  await expect.poll(() => pricesOnScreen(list)).toEqual(expected.map((c) => c.price));
  const prices = await pricesOnScreen(list);
  expect(prices).toEqual([...prices].sort((a, b) => b - a));

  await page.getByRole('searchbox', { name: 'Search commissions' }).fill('zzqx');
  await expect(page.getByText('No commissions found', { exact: true })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('filters open in a bottom sheet that shows the active count', async ({ page, request }) => {
    await page.goto('/artworks');
    await expect(page.getByRole('heading', { level: 1, name: 'Browse Artwork' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Filters' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    // The dialog element itself has no box (its panel is fixed): wait for what it shows.
    await expect(sheet.getByRole('heading', { name: 'Filters' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await sheet.getByLabel('Medium').selectOption('Ink');
    const expected = await api<Priced[]>(request, '/api/artworks?approved=true&medium=Ink');
    await sheet.getByRole('button', { name: `Show ${expected.length} artworks` }).click();
    await expect(sheet).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Filters (1 active)' })).toBeVisible();
    await expect
      .poll(() => cardIds(page.getByRole('list', { name: 'Artworks' })))
      .toEqual(expected.map((a) => a.id));
  });
});

for (const viewport of [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1440, height: 900 },
]) {
  test.describe(`${viewport.name} accessibility of the galleries`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    const pages: Array<[string, string]> = [
      ['/artworks?medium=Oil', 'Browse Artwork'],
      ['/artists', 'Meet Our Artists'],
      ['/commissions', 'Commission Gallery'],
    ];
    for (const [path, heading] of pages) {
      test(`${path} has no serious or critical axe violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.locator('main li').first()).toBeVisible();
        await expectNoSeriousA11yViolations(page, { experimental: ['label-content-name-mismatch'] });
      });
    }
  });
}
