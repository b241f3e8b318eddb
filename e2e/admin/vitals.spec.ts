import { expect, test } from '../support/test';
import { signIn } from '../support/session';

/**
 * Issue 21, point 5: a sampled visit measures LCP, INP and CLS and sends them in one beacon when
 * the page is left; the admin dashboard charts the 75th percentile per page type.
 */
test('a sampled visit sends its figures, and the admin dashboard charts them per page type', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const [artwork] = (await (await page.request.get('/api/artworks?approved=true&limit=1')).json()) as Array<{
    id: number;
  }>;
  // This browser's visits are all in the sample (the app measures a quarter of page loads).
  await page.addInitScript(() => {
    Math.random = () => 0;
  });
  await page.goto(`/artwork/${artwork!.id}`);
  // The measuring starts once the page is idle, as its own chunk.
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => /\/web-vitals[^/]*\.js$/.test(entry.name)),
  );
  await page.getByRole('heading', { level: 1 }).click();
  const beacon = page.waitForResponse(
    (r) => r.url().endsWith('/api/vitals') && r.request().method() === 'POST',
  );
  // Hiding the page (a tab switched away, the phone locked) sends the batch.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  expect((await beacon).status()).toBe(204);

  // Figures from other visits, sent as a client written from the contract would.
  for (const value of [1800, 2100, 4600]) {
    const res = await page.request.post('/api/vitals', {
      data: { page: 'home', metrics: [{ name: 'LCP', value }] },
    });
    expect(res.status()).toBe(204);
  }
  await signIn(page, 'admin@atelier.test');
  await page.goto('/admin');
  const chart = page.getByRole('region', { name: 'Page speed from real visits' });
  const lcp = chart.getByRole('figure', { name: /Largest Contentful Paint/ });
  await expect(lcp.getByRole('listitem').filter({ hasText: 'Home' })).toContainText(/Poor|Needs improvement/);
  await expect(lcp.getByRole('listitem').filter({ hasText: /^Artwork/ })).toContainText(
    /Good|Needs improvement|Poor/,
  );
});
