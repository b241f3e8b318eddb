import { expect, test, type Browser, type Page, waitForAppAfterNavigations } from '../support/test';
import { DEMO_PASSWORD } from '../support/session';

/**
 * Issue 13: a commission from request to completion, with the conversation on the request and the
 * quote the collector accepts. Two people, two browsers: the collector and the artist.
 */
async function personFor(browser: Browser, baseURL: string | undefined, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  // Signed in through the API (the login form has its own journeys): the session cookie is the context's.
  const res = await context.request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  const page = await context.newPage();
  waitForAppAfterNavigations(page);
  return page;
}

test('request, message both ways, quote, the collector accepts it, work starts and completes', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const title = `Harbour at dusk ${Date.now().toString(36)}`;
  const collector = await personFor(browser, baseURL, 'collector@atelier.test');
  const artist = await personFor(browser, baseURL, 'artist@atelier.test');
  const artistId = (await (await artist.request.get('/api/artists/me')).json()).id as number;

  // The collector sends the request.
  await collector.goto(`/artist/${artistId}`);
  await collector.getByRole('button', { name: 'Request Commission' }).click();
  const dialog = collector.getByRole('dialog', { name: 'Request a Commission' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('The harbour from the ferry at dusk, for our hallway.');
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(collector.getByText('Commission Request Sent')).toBeVisible();
  await expect(dialog).toBeHidden();

  // ... and writes on it.
  await collector.goto('/commission-requests?tab=sent');
  const sentCard = collector.getByRole('article', { name: title });
  await expect(sentCard).toBeVisible({ timeout: 30_000 });
  await sentCard.getByRole('button', { name: 'Messages' }).click();
  await sentCard.getByLabel('Your message').fill('Could the boats be a little bigger?');
  await sentCard.getByRole('button', { name: 'Send message' }).click();
  // In the thread (the box keeps the text until the send has settled).
  await expect(
    sentCard.getByRole('list', { name: 'Messages' }).getByText('Could the boats be a little bigger?'),
  ).toBeVisible();

  // The artist sees the message marked new and answers with a quote.
  await artist.goto('/commission-requests?tab=received');
  const card = artist.getByRole('article', { name: title });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card.getByRole('button', { name: /Messages/ })).toContainText('1 new');
  await card.getByRole('button', { name: /Messages/ }).click();
  await expect(card.getByText('Could the boats be a little bigger?')).toBeVisible();
  await card.getByLabel('Your message').fill('Yes, happily. My quote follows.');
  await card.getByRole('button', { name: 'Send message' }).click();
  await expect(
    card.getByRole('list', { name: 'Messages' }).getByText('Yes, happily. My quote follows.'),
  ).toBeVisible();
  await card.getByRole('button', { name: 'Accept', exact: true }).click();
  await card.getByLabel('Your quote (USD)').fill('640');
  await card.getByRole('button', { name: 'Accept request' }).click();
  await expect(card.getByText('Quote sent')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Start work' })).toHaveCount(0);

  // The collector reads the reply and accepts the quote.
  await collector.reload();
  await expect(sentCard).toBeVisible({ timeout: 30_000 });
  await expect(sentCard.getByRole('button', { name: /Messages/ })).toContainText('1 new');
  await sentCard.getByRole('button', { name: /Messages/ }).click();
  await expect(sentCard.getByText('Yes, happily. My quote follows.')).toBeVisible();
  // The quote is a one-milestone proposal (issue 26): its price, accepted as the version shown.
  const proposal = sentCard.getByRole('region', { name: 'Proposal, version 1' });
  await expect(proposal.getByText('sent you this proposal')).toBeVisible();
  await expect(proposal.getByText('$640', { exact: true }).first()).toBeVisible();
  await proposal.getByRole('button', { name: 'Accept proposal (version 1)' }).click();
  await expect(sentCard.getByText('Accepted', { exact: true })).toBeVisible();

  // Work starts; the quote is one milestone: paid, delivered, and the collector's approval completes it
  // (the artist's Mark completed is not offered while it is not approved).
  await artist.reload();
  await expect(card).toBeVisible({ timeout: 30_000 });
  await card.getByRole('button', { name: 'Start work' }).click();
  await expect(card.getByText('In progress', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Mark completed' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Confirm payment received' }).click();
  await expect(card.getByText('Paid', { exact: true })).toBeVisible();
  const update = card.getByRole('form', { name: 'Post a work update' });
  await update.getByRole('textbox').fill('The harbour at dusk, finished.');
  await update.getByRole('checkbox').check();
  await update.getByRole('button', { name: 'Deliver' }).click();
  await expect(card.getByText('Delivered: awaits approval')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Mark completed' })).toHaveCount(0);
  await collector.reload();
  await expect(sentCard).toBeVisible({ timeout: 30_000 });
  await sentCard.getByRole('button', { name: 'Approve “Full payment”' }).click();
  await expect(sentCard.getByText('Completed', { exact: true })).toBeVisible();
  await artist.reload();
  await expect(card.getByText('Completed', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(sentCard.getByText('$640', { exact: true }).first()).toBeVisible();
});

test("the artist's Decline asks first and the collector reads the reason", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const title = `Lighthouse ${Date.now().toString(36)}`;
  const collector = await personFor(browser, baseURL, 'collector@atelier.test');
  const artist = await personFor(browser, baseURL, 'artist@atelier.test');
  const artistId = (await (await artist.request.get('/api/artists/me')).json()).id as number;
  const created = await collector.request.post('/api/commission-requests', {
    data: { artistId, title, description: 'A lighthouse in a storm, large.' },
  });
  expect(created.status()).toBe(201);

  await artist.goto('/commission-requests?tab=received');
  const card = artist.getByRole('article', { name: title });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await card.getByRole('button', { name: 'Decline' }).click();
  const confirm = artist.getByRole('dialog', { name: 'Decline this request?' });
  await confirm.getByLabel('Reason (optional)').fill('Fully booked until spring.');
  await confirm.getByRole('button', { name: 'Decline' }).click();
  await expect(card.getByText('Declined', { exact: true })).toBeVisible();

  await collector.goto('/commission-requests?tab=sent');
  const sent = collector.getByRole('article', { name: title });
  await expect(sent).toBeVisible({ timeout: 30_000 });
  await expect(sent.getByText('Fully booked until spring.')).toBeVisible();
});

test("'Contact' writes to the artist, who answers from the dashboard's Messages", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const words = `Do you sell your sketches? ${Date.now().toString(36)}`;
  const collector = await personFor(browser, baseURL, 'collector@atelier.test');
  const artist = await personFor(browser, baseURL, 'artist@atelier.test');
  const artistId = (await (await artist.request.get('/api/artists/me')).json()).id as number;

  await collector.goto(`/artist/${artistId}`);
  await collector.getByRole('button', { name: 'Contact' }).click();
  await collector.getByRole('menuitem', { name: /Write to/ }).click();
  const dialog = collector.getByRole('dialog', { name: /Write to/ });
  await dialog.getByLabel('Your message').fill(words);
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(collector.getByText('Message sent')).toBeVisible();

  await artist.goto('/artist-dashboard?tab=messages');
  const conversation = artist.getByRole('article').filter({ hasText: words });
  await conversation.getByRole('button', { name: /Messages/ }).click();
  await conversation.getByLabel('Your message').fill('Yes, a few. Shall I send photos?');
  await conversation.getByRole('button', { name: 'Send message' }).click();
  // The bubble, and the list's preview once it refreshes.
  await expect(conversation.getByText('Yes, a few. Shall I send photos?').first()).toBeVisible();

  await collector.goto('/messages');
  const mine = collector.getByRole('article').filter({ hasText: 'Yes, a few. Shall I send photos?' });
  await expect(mine.getByText('1 new').first()).toBeVisible();
});
