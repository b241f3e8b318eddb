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
 * Issue 26 point 6 on the artist's board: a card dragged to another column makes the state
 * machine's move (work accepted without milestones dragged to Completed completes it); a drop the
 * machine forbids (a commission with a milestone not approved dragged to Completed) moves nothing
 * and says why. Screenshots of the artist's side: the board and the work panel, phone and desktop.
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

test('the artist drags a card to Completed; a forbidden drop moves nothing and says why', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const plainTitle = `Window box ${stamp}`;
  const staged = `Tide pools ${stamp}`;
  const artist = await personFor(browser, baseURL, 'artist@atelier.test');
  const collector = await personFor(browser, baseURL, 'yuki.tanaka@atelier.test');
  const artistId = (await (await artist.request.get('/api/artists/me')).json()).id as number;
  const create = async (title: string) =>
    (
      await (
        await collector.request.post('/api/commission-requests', {
          data: { artistId, title, description: 'A small painting for our kitchen, in summer colours.' },
        })
      ).json()
    ).id as number;

  // Accepted without a quote (the spec's Accept) and started: the artist completes it.
  const plain = await create(plainTitle);
  for (const status of ['accepted', 'in_progress'])
    expect((await artist.request.patch(`/api/commission-requests/${plain}`, { data: { status } })).ok()).toBe(
      true,
    );
  // With two milestones, the deposit paid and a work update: completed only by the collector's approvals.
  const id = await create(staged);
  const put = await artist.request.put(`/api/commission-requests/${id}/proposal`, {
    data: {
      scope: 'Tide pools at Porthcurno, gouache, 30 x 30 cm.',
      price: 300,
      deliveryDate: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
      milestones: [
        { title: 'Deposit', amount: 150, nonRefundable: true },
        { title: 'Final', amount: 150 },
      ],
    },
  });
  expect(put.ok()).toBe(true);
  await collector.request.post(`/api/commission-requests/${id}/proposal/answer`, {
    data: { answer: 'accept', proposalVersion: 1 },
  });
  await artist.request.post(`/api/commission-requests/${id}/milestones/1/paid`);
  await artist.request.patch(`/api/commission-requests/${id}`, { data: { status: 'in_progress' } });
  const wip = await artist.request.post(`/api/commission-requests/${id}/updates`, {
    multipart: { body: JSON.stringify({ body: 'The rocks are blocked in; the water next.' }) },
  });
  expect(wip.status()).toBe(201);

  await artist.goto('/artist-dashboard?tab=requests');
  const board = artist.getByRole('region', { name: 'Board' });
  const column = (name: string) => board.getByRole('listitem', { name: new RegExp(`^${name}: \\d+$`) });
  const card = (title: string) => board.getByRole('group', { name: title });
  // HTML5 drag and drop, event by event, with one DataTransfer as the browser would carry it.
  const drag = async (title: string, to: string) => {
    const dataTransfer = await artist.evaluateHandle(() => new DataTransfer());
    await card(title).dispatchEvent('dragstart', { dataTransfer });
    await column(to).dispatchEvent('dragenter', { dataTransfer });
    await column(to).dispatchEvent('dragover', { dataTransfer });
    await column(to).dispatchEvent('drop', { dataTransfer });
    await card(title).dispatchEvent('dragend', { dataTransfer });
  };
  await expect(column('In progress').getByRole('group', { name: plainTitle })).toBeVisible({
    timeout: 20_000,
  });

  // Allowed: dragged to Completed, it completes (on the server too).
  await drag(plainTitle, 'Completed');
  await expect(board.getByRole('status')).toHaveText(`“${plainTitle}”: mark completed.`);
  await expect(column('Completed').getByRole('group', { name: plainTitle })).toBeVisible();
  const done = await (await artist.request.get(`/api/commission-requests/${plain}`)).json();
  expect(done.status).toBe('completed');

  // Forbidden: the deposit is not approved yet; nothing moves and the board says why.
  await drag(staged, 'Completed');
  await expect(board.getByRole('status')).toHaveText(
    `“${staged}” stays in In progress: a milestone is not approved yet, and the commission completes when Yuki Tanaka approves the last one.`,
  );
  await expect(column('In progress').getByRole('group', { name: staged })).toBeVisible();
  const still = await (await artist.request.get(`/api/commission-requests/${id}`)).json();
  expect(still.status).toBe('in_progress');
  // Nor does the card offer Mark completed.
  const article = artist.getByRole('article', { name: staged });
  await expect(article.getByRole('button', { name: 'Mark completed' })).toHaveCount(0);
  await expect(card(staged).getByRole('button', { name: /Mark completed/ })).toHaveCount(0);
  // On a desktop every stage is on screen whole, none cut off at the board's right edge.
  const stages = board.getByRole('list').first();
  const edge = (await stages.boundingBox())!;
  for (const stage of await stages.locator(':scope > li').all()) {
    const box = (await stage.boundingBox())!;
    const stageName = (await stage.getAttribute('aria-label')) ?? 'a stage';
    expect(box.x + box.width, stageName).toBeLessThanOrEqual(edge.x + edge.width + 1);
  }
  await screenshots(artist, 'commission-board-artist', board);

  // The artist's work panel, with its work log opened.
  const work = article.getByRole('region', { name: 'Work on this commission' });
  await work.getByRole('button', { name: 'Show the work log' }).click();
  await expect(work.getByText('The rocks are blocked in; the water next.')).toBeVisible();
  await screenshots(artist, 'commission-work-artist', work);
});
