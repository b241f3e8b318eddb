import { expect, test, type Browser, type Page, waitForAppAfterNavigations } from '../support/test';
import { DEMO_PASSWORD } from '../support/session';

/**
 * Issue 26 point 4: a delivery date that means something, on both sides. The artist asks for an
 * extension and the collector accepts it (the date and the days left move for both); a date missed
 * with no delivery lets the collector cancel: unpaid milestones void, the paid non-refundable deposit
 * stays the artist's, the rest is marked for refund. Proposals are set up through the API; the date
 * is moved into the past through the e2e server's test hook.
 */
async function personFor(browser: Browser, baseURL: string | undefined, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const res = await context.request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  const page = await context.newPage();
  waitForAppAfterNavigations(page);
  return page;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const shown = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });

/** A commission from Marcus to Maya with three milestones accepted, the deposit paid, work started. */
async function commissionAtWork(artist: Page, collector: Page, title: string, deliveryDate: string) {
  const artistId = (await (await artist.request.get('/api/artists/me')).json()).id as number;
  const created = await collector.request.post('/api/commission-requests', {
    data: { artistId, title, description: 'A view of the old harbour wall, in oil.', budget: 400 },
  });
  const id = (await created.json()).id as number;
  const put = await artist.request.put(`/api/commission-requests/${id}/proposal`, {
    data: {
      scope: 'The harbour wall at low tide, oil, 30 x 40 cm.',
      price: 400,
      deliveryDate,
      milestones: [
        { title: 'Deposit', amount: 200, nonRefundable: true },
        { title: 'Sketch', amount: 100 },
        { title: 'Final', amount: 100 },
      ],
    },
  });
  expect(put.ok()).toBe(true);
  const answer = await collector.request.post(`/api/commission-requests/${id}/proposal/answer`, {
    data: { answer: 'accept', proposalVersion: 1 },
  });
  expect(answer.ok()).toBe(true);
  expect((await artist.request.post(`/api/commission-requests/${id}/milestones/1/paid`)).ok()).toBe(true);
  expect(
    (await artist.request.patch(`/api/commission-requests/${id}`, { data: { status: 'in_progress' } })).ok(),
  ).toBe(true);
  return id;
}

test('the artist asks for an extension and the collector accepts it: the date moves on both sides', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const title = `Harbour wall ${Date.now().toString(36)}`;
  const artist = await personFor(browser, baseURL, 'artist@atelier.test');
  const collector = await personFor(browser, baseURL, 'marcus.bell@atelier.test');
  const id = await commissionAtWork(artist, collector, title, inDays(2));

  // Two days left: amber on the artist's card; the artist asks for ten more days.
  await artist.goto(`/artist-dashboard?tab=requests&request=${id}`);
  const artistCard = artist.getByRole('article', { name: title });
  const artistProposal = artistCard.getByRole('region', { name: /^Proposal/ });
  await expect(artistProposal.getByText('2 days left')).toBeVisible({ timeout: 20_000 });
  const ask = artistCard.getByRole('form', { name: 'Ask for an extension' });
  await ask.getByLabel('New delivery date').fill(inDays(12));
  await ask.getByLabel('Reason').fill('The linen I ordered arrives late.');
  await ask.getByRole('button', { name: 'Ask for an extension' }).click();
  await expect(
    artistCard.getByText(`You asked to move the delivery date to ${shown(inDays(12))}`),
  ).toBeVisible();

  // The collector sees the request with its reason and accepts the new date.
  await collector.goto(`/commission-requests?tab=sent&request=${id}`);
  const card = collector.getByRole('article', { name: title });
  const proposal = card.getByRole('region', { name: /^Proposal/ });
  await expect(proposal.getByText('2 days left')).toBeVisible({ timeout: 20_000 });
  await expect(card.getByText('Reason: The linen I ordered arrives late.')).toBeVisible();
  await card.getByRole('button', { name: 'Accept new date' }).click();
  await expect(proposal.getByText('12 days left')).toBeVisible();
  await expect(proposal.getByText(shown(inDays(12)))).toBeVisible();

  // ... and so does the artist.
  await artist.reload();
  await expect(artistProposal.getByText('12 days left')).toBeVisible({ timeout: 20_000 });
  await expect(artistCard.getByRole('form', { name: 'Ask for an extension' })).toBeVisible();
});

test('a missed delivery date: the collector cancels, the deposit stays the artist’s, the rest is marked for refund', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const title = `Harbour steps ${Date.now().toString(36)}`;
  const artist = await personFor(browser, baseURL, 'artist@atelier.test');
  const collector = await personFor(browser, baseURL, 'marcus.bell@atelier.test');
  const id = await commissionAtWork(artist, collector, title, inDays(10));
  // The deposit delivered and approved, the sketch paid: then nothing more arrives.
  const delivered = await artist.request.post(`/api/commission-requests/${id}/updates`, {
    multipart: { body: JSON.stringify({ body: 'The canvas is prepared.', deliver: true }) },
  });
  expect(delivered.status()).toBe(201);
  const approved = await collector.request.post(`/api/commission-requests/${id}/moves`, {
    data: { move: 'approve', milestone: 1 },
  });
  expect(approved.ok()).toBe(true);
  expect((await artist.request.post(`/api/commission-requests/${id}/milestones/2/paid`)).ok()).toBe(true);

  // Before the date, no cancellation is offered.
  await collector.goto(`/commission-requests?tab=sent&request=${id}`);
  const card = collector.getByRole('article', { name: title });
  await expect(card.getByText('10 days left')).toBeVisible({ timeout: 20_000 });
  await expect(card.getByRole('button', { name: 'Cancel the commission' })).toHaveCount(0);

  // The date passes (two days ago).
  const moved = await collector.request.post(
    `/api/test-hooks/commission-requests/${id}/delivery-date?days=-2`,
  );
  expect(moved.ok()).toBe(true);
  await collector.reload();
  await expect(card.getByText('2 days overdue')).toBeVisible({ timeout: 20_000 });
  await expect(card.getByText('The delivery date has passed with no delivery.')).toBeVisible();
  await expect(
    card.getByText(/the non-refundable deposit \(\$200(\.00)?\) stays with the artist/),
  ).toBeVisible();
  await card.getByRole('button', { name: 'Cancel the commission' }).click();
  await expect(card.getByText('Cancelled', { exact: true }).first()).toBeVisible();

  // The collector's side: the final milestone void, the deposit kept, the sketch marked for refund.
  const checkSettled = async (page: Page, kept: RegExp, refund: RegExp) => {
    const article = page.getByRole('article', { name: title });
    const proposal = article.getByRole('region', { name: /^Proposal/ });
    await expect(proposal.getByText('Void', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(proposal.getByText('Marked for refund')).toHaveCount(1);
    const settled = article.getByRole('group', { name: 'After the cancellation' });
    await expect(settled.getByText(kept)).toBeVisible();
    await expect(settled.getByText(refund)).toBeVisible();
  };
  await checkSettled(
    collector,
    /“Deposit” \(\$200(\.00)?\) was a non-refundable deposit: it stays with Maya Okafor/,
    /\$100(\.00)? is marked for refund to you/,
  );
  // The artist's side, on the dashboard.
  await artist.goto(`/artist-dashboard?tab=requests&request=${id}`);
  await checkSettled(
    artist,
    /“Deposit” \(\$200(\.00)?\) was a non-refundable deposit: it stays with you/,
    /\$100(\.00)? is marked for refund to Marcus/,
  );
});
