import { expect, test, type Page } from '../support/test';
import { watchHydration } from '../support/hydration';
import { signIn } from '../support/session';

/**
 * Issue 21: React DOM renders the public pages on the server and takes them over in the browser.
 * A page whose first browser render differs from its server HTML fails here. Signed in, the same
 * pages are the app shell rendered in the browser (api/middleware/static.ts): any error fails too.
 */

// Sixteen page loads, each waiting for the app to take over.
test.describe.configure({ timeout: 300_000 });

interface Row {
  id: number;
}

async function publicPages(page: Page): Promise<string[]> {
  const first = async (path: string) => ((await (await page.request.get(path)).json()) as Row[])[0]!.id;
  const artwork = await first('/api/artworks?approved=true&limit=1');
  const artist = await first('/api/artists?approved=true&limit=1');
  const commission = await first('/api/commissions?showcase=true&limit=1');
  return [
    '/',
    '/artworks?sort=price-low&medium=Oil',
    '/artists',
    '/commissions',
    '/about',
    `/artwork/${artwork}`,
    `/artist/${artist}`,
    `/commission/${commission}`,
  ];
}

/** Visits each page as it is (fresh from the server) and fails on anything the guard heard. */
async function visitEach(page: Page, paths: string[], who: string, serverRendered: boolean) {
  for (const path of paths) {
    const guard = watchHydration(page);
    const response = await page.goto(path);
    expect(response?.status(), `${path} (${who})`).toBe(200);
    const html = await response!.text();
    if (serverRendered)
      expect(html, `${path} (${who}) is rendered on the server`).toMatch(/<div id="root"><div/);
    else await expect(page.locator('main h1').first()).toBeVisible();
    // The app has taken the page over (the fixture waited for it): a moment for late reports.
    await page.waitForTimeout(300);
    guard.stop();
    expect(guard.problems, `${path} (${who})`).toEqual([]);
  }
}

test('every public page hydrates as the server rendered it signed out, and renders without an error signed in', async ({
  page,
}) => {
  const paths = await publicPages(page);
  await visitEach(page, paths, 'signed out', true);
  await signIn(page, 'collector@atelier.test');
  await visitEach(page, paths, 'signed in', false);
  await expect(page.getByRole('button', { name: /Casey/ }).first()).toBeVisible();
});

test('the guard fails a page whose HTML does not match what the browser renders', async ({ page }) => {
  // The same page, its heading changed on the way: a deliberate mismatch.
  await page.route('**/about', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      'A gallery for the artists of tomorrow</h1>',
      'A gallery that drifted from its code</h1>',
    );
    await route.fulfill({ response, body });
  });
  const guard = watchHydration(page);
  await page.goto('/about');
  await expect.poll(() => guard.problems.join('\n')).toContain('Hydration error');
  guard.stop();
  // React renders the part again in the browser: the page reads as the code says.
  await expect(page.getByRole('heading', { name: 'A gallery for the artists of tomorrow' })).toBeVisible();
});
