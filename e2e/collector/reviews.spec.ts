import path from 'node:path';
import {
  expect,
  test,
  type Browser,
  type Locator,
  type Page,
  waitForAppAfterNavigations,
} from '../support/test';
import { DEMO_PASSWORD } from '../support/session';

/**
 * Issue 26, points 5 and 6: a commission completed through the API; both sides review it from
 * their Requests, and neither reads the other's review before both are in. The artist's profile
 * then shows it. Screenshots of the board at phone and desktop size.
 */
const SHOTS = path.resolve('docs/screenshots');
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;

async function personFor(browser: Browser, baseURL: string | undefined, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: SIZES.desktop });
  const res = await context.request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  const page = await context.newPage();
  waitForAppAfterNavigations(page);
  return page;
}

async function screenshots(page: Page, name: string, focus: Locator): Promise<void> {
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300); // layout settles after the resize
    await focus.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 80));
    await page.screenshot({ path: path.join(SHOTS, `${name}-${size}.png`) });
  }
  await page.setViewportSize(SIZES.desktop);
}

async function writeReview(card: Locator, stars: number, text: string) {
  const form = card.getByRole('form', { name: 'Write your review' });
  await form
    .getByRole('radio', { name: `${stars} stars` })
    .locator('xpath=..')
    .click();
  await form.getByLabel('Your review').fill(text);
  await form.getByRole('button', { name: 'Send review' }).click();
}

test('both reviews: each side reviews a completed commission and reads the other only after both', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const title = `Lighthouse at noon ${Date.now().toString(36)}`;
  const artist = await personFor(browser, baseURL, 'artist@atelier.test');
  const collector = await personFor(browser, baseURL, 'marcus.bell@atelier.test');
  const artistId = (await (await artist.request.get('/api/artists/me')).json()).id as number;
  const created = await collector.request.post('/api/commission-requests', {
    data: { artistId, title, description: 'The lighthouse at noon, bright and flat, for a bathroom.' },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).id as number;
  for (const status of ['accepted', 'in_progress', 'completed']) {
    const moved = await artist.request.patch(`/api/commission-requests/${id}`, { data: { status } });
    expect(moved.status()).toBe(200);
  }

  // The artist's board: the commission under Completed; then the review on its card.
  await artist.goto(`/artist-dashboard?tab=requests&request=${id}`);
  const board = artist.getByRole('region', { name: 'Board' });
  const completed = board.getByRole('listitem', { name: /^Completed: \d+$/ });
  await expect(completed.getByRole('group', { name: title })).toBeVisible({ timeout: 20_000 });
  await screenshots(artist, 'commission-board', board);
  const artistCard = artist.getByRole('article', { name: title });
  const artistText = 'Marcus knew what he wanted and answered within the hour.';
  await writeReview(artistCard, 5, artistText);
  const artistReviews = artistCard.getByRole('region', { name: 'Reviews' });
  await expect(artistReviews.getByText(/will see your review once they leave theirs/)).toBeVisible();

  // The collector is told a review is in, but cannot read it before writing theirs.
  await collector.goto(`/commission-requests?tab=sent&request=${id}`);
  const sentCard = collector.getByRole('article', { name: title });
  const sentReviews = sentCard.getByRole('region', { name: 'Reviews' });
  await expect(
    sentReviews.getByText(/has reviewed this commission\. Leave yours to read theirs/),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(sentReviews.getByText(artistText)).toHaveCount(0);
  const collectorText = 'Bright, flat and exactly the blue of the door. Thank you!';
  await writeReview(sentCard, 4, collectorText);
  await expect(sentReviews.getByText(artistText)).toBeVisible();
  await expect(sentReviews.getByText(collectorText)).toBeVisible();
  await expect(sentReviews.getByRole('form', { name: 'Write your review' })).toHaveCount(0);

  // Now the artist reads the collector's, and the profile shows it with the average and count.
  await artist.reload();
  await expect(artistReviews.getByText(collectorText)).toBeVisible();
  await collector.goto(`/artist/${artistId}`);
  const reviews = collector.getByRole('list', { name: 'Reviews' });
  await expect(reviews.getByRole('article', { name: /Review by Marcus Bell/ }).first()).toBeVisible();
  await expect(reviews.getByText(collectorText)).toBeVisible();
  await expect(collector.getByText(/out of 5 · \d+ reviews/)).toBeVisible();
});
