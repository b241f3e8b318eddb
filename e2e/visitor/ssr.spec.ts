import { expect, test, type Page } from '../support/test';

// As a real browser: the page registers its service worker (blocked elsewhere, which logs to the console).
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 14: a public page arrives rendered by the server and the browser takes it over (hydration)
 * without a console error and without asking the API again for the data the page came with.
 */

interface Row {
  id: number;
  title?: string;
  displayName?: string;
}

/** Console errors and warnings (a hydration mismatch is reported as one), and the API reads made. */
function watch(page: Page) {
  const problems: string[] = [];
  const reads: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // Chromium's own notice about a Permissions-Policy feature it does not know yet.
    if (message.text().includes('Permissions-Policy')) return;
    problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    // The offline store's delta pull (issue 11) runs at every start: it is not the page's data.
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/sync/')) {
      reads.push(url.pathname + url.search);
    }
  });
  return { problems, reads };
}

test.describe.configure({ timeout: 120_000 });

test('public pages come rendered and hydrate without errors or a second fetch of their data', async ({
  page,
  request,
}) => {
  const [artwork] = (await (await request.get('/api/artworks?approved=true&limit=1')).json()) as Row[];
  const [artist] = (await (await request.get('/api/artists?approved=true&limit=1')).json()) as Row[];
  const pages = [
    '/',
    '/artworks',
    '/artworks?sort=price-low',
    '/artists',
    '/commissions',
    '/about',
    `/artwork/${artwork!.id}`,
    `/artist/${artist!.id}`,
  ];
  for (const path of pages) {
    const seen = watch(page);
    const html = await (await request.get(path)).text();
    expect(html, `${path} is rendered on the server`).toMatch(/<div id="root"><div/);
    await page.goto(path, { waitUntil: 'networkidle' });
    // Taken over: a client-side navigation works (the router is live) and keeps the document.
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    expect(seen.problems, `console on ${path}`).toEqual([]);
    expect(seen.reads, `API reads on ${path}`).toEqual([]);
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
    page.removeAllListeners('request');
  }
  // The artwork page's title names the artwork and its artist; a link click stays in the app.
  await page.goto(`/artwork/${artwork!.id}`);
  await expect(page).toHaveTitle(new RegExp(` by .+ · Atelier$`));
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Artists' }).click();
  await expect(page).toHaveURL(/\/artists$/);
  await expect(page).toHaveTitle('Meet Our Artists · Atelier');
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
});

test('a missing artwork answers 404 with the not-found page, rendered on the server', async ({ page }) => {
  const response = await page.goto('/artwork/999999');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Artwork Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Atelier');
});
