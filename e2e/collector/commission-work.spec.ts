import path from 'node:path';
import { expect, test, type Browser, type Page, waitForAppAfterNavigations } from '../support/test';
import { DEMO_PASSWORD } from '../support/session';

/**
 * Issue 26 point 3: a three-milestone commission with one revision. The proposal is set up through
 * the API; the artist delivers on the card, the collector asks for a revision and approves.
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

test('three milestones with one revision: delivered, revised, approved to completion', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const title = `Pepper in oil ${Date.now().toString(36)}`;
  const artist = await personFor(browser, baseURL, 'artist@atelier.test');
  const collector = await personFor(browser, baseURL, 'sofia.lind@atelier.test');
  const artistId = (await (await artist.request.get('/api/artists/me')).json()).id as number;
  const id = (
    await (
      await collector.request.post('/api/commission-requests', {
        data: { artistId, title, description: 'Our dog Pepper, in oil.', budget: 400 },
      })
    ).json()
  ).id as number;
  const put = await artist.request.put(`/api/commission-requests/${id}/proposal`, {
    data: {
      scope: 'Pepper in oil, 30x40 cm.',
      price: 400,
      deliveryDate: new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10),
      revisionsIncluded: 1,
      milestones: [
        { title: 'Deposit', amount: 200, nonRefundable: true },
        { title: 'Sketch', amount: 100 },
        { title: 'Final', amount: 100 },
      ],
    },
  });
  expect(put.ok()).toBe(true);
  await collector.request.post(`/api/commission-requests/${id}/proposal/answer`, {
    data: { answer: 'accept', proposalVersion: 1 },
  });
  for (const n of [1, 2, 3]) await artist.request.post(`/api/commission-requests/${id}/milestones/${n}/paid`);
  await artist.request.patch(`/api/commission-requests/${id}`, { data: { status: 'in_progress' } });

  const deliver = async (text: string) => {
    await artist.goto(`/artist-dashboard?tab=requests&request=${id}`);
    const form = artist
      .getByRole('article', { name: title })
      .getByRole('form', { name: 'Post a work update' });
    await form.getByRole('textbox').fill(text);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Deliver' }).click();
    await expect(artist.getByRole('article', { name: title }).getByText(text)).toBeVisible();
  };
  const card = () => collector.getByRole('article', { name: title });
  const approve = async (milestone: string) => {
    await collector.goto(`/commission-requests?tab=sent&request=${id}`);
    await card()
      .getByRole('button', { name: `Approve “${milestone}”` })
      .click();
    await expect(card().getByRole('button', { name: `Approve “${milestone}”` })).toBeHidden();
  };

  await deliver('The canvas is primed');
  await approve('Deposit');
  await deliver('The sketch');
  await collector.goto(`/commission-requests?tab=sent&request=${id}`);
  const work = card().getByRole('region', { name: 'Work on this commission' });
  await expect(work.getByText('Revisions left: 1 of 1')).toBeVisible();
  for (const [size, viewport] of Object.entries(SIZES)) {
    await collector.setViewportSize(viewport);
    await work.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 80));
    await collector.screenshot({ path: path.join(SHOTS, `commission-work-collector-${size}.png`) });
  }
  await collector.setViewportSize(SIZES.desktop);
  await work.getByLabel('What should change (for a revision)').fill('Bigger ears, please');
  await work.getByRole('button', { name: 'Ask for a revision' }).click();
  await expect(work.getByText('Revisions left: 0 of 1')).toBeVisible();
  await deliver('The sketch, bigger ears');
  await approve('Sketch');
  await deliver('The painting');
  await approve('Final');
  await expect(card().getByText('Completed', { exact: true })).toBeVisible();
});
