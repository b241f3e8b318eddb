import { logIn, signedInApi } from '../support/session';
import {
  cachePersisted,
  controlledByServiceWorker,
  expect,
  outboxRows,
  SAVED_OFFLINE,
  test,
  toast,
} from '../support/offline';

interface ApiRequest {
  id: number;
  status: string;
  artistName: string;
  conversationId: number | null;
}

/**
 * Issue 13 point 3: a message and a quote answer written offline go through the outbox. The collector
 * writes on a quoted request and accepts the quote with no network; both wait on the card (and after
 * a reload); back online they reach the server once, in order, and the artist reads them.
 */
test('a message and a quote acceptance written offline wait in the outbox and arrive once when back online', async ({
  page,
  persistent,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const title = `Quay in fog ${Date.now().toString(36)}`;
  const words = `Yes to the quote, and could the fog be thicker? ${Date.now().toString(36)}`;
  const artistApi = await signedInApi(baseURL!, 'artist@atelier.test');
  const collectorApi = await signedInApi(baseURL!, 'collector@atelier.test');
  const artistId = (await (await artistApi.get('/api/artists/me')).json()).id as number;
  const created = await collectorApi.post('/api/commission-requests', {
    data: { artistId, title, description: 'The old quay on a foggy morning, for the stairwell.' },
  });
  expect(created.status()).toBe(201);
  const request = (await created.json()) as ApiRequest;
  const quoted = await artistApi.patch(`/api/commission-requests/${request.id}`, {
    data: { status: 'quoted', quotedPrice: 520, artistNotes: 'Oil on linen, 60 x 80 cm.' },
  });
  expect(quoted.status()).toBe(200);

  await page.goto('/');
  await controlledByServiceWorker(page);
  await logIn(page, 'collector@atelier.test');
  await page.goto('/commission-requests?tab=sent');
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await card.getByRole('button', { name: 'Messages' }).click();
  await expect(card.getByLabel('Your message')).toBeVisible();
  await cachePersisted(page);

  await persistent.setOffline(true);
  await card.getByLabel('Your message').fill(words);
  await card.getByRole('button', { name: 'Send message' }).click();
  await toast(page, SAVED_OFFLINE);
  await expect(card.getByRole('status').filter({ hasText: words })).toContainText('Waiting to sync');
  // The quote is a one-milestone proposal (issue 26): the answer names the version on screen.
  await card.getByRole('button', { name: 'Accept proposal (version 1)' }).click();
  await expect(page.getByText(`Your answer to "${title}" is waiting to sync.`)).toBeVisible();

  const queued = await outboxRows(page);
  expect(queued.map((row) => [row.status, row.label])).toEqual([
    ['pending', `Message to ${request.artistName}`],
    ['pending', `Accept the proposal for "${title}" (version 1)`],
  ]);
  // Nothing reached the server yet.
  const before = (await (await artistApi.get(`/api/commission-requests/${request.id}`)).json()) as ApiRequest;
  expect(before.status).toBe('quoted');

  // Still queued after a reload with no network.
  await page.reload();
  await page.getByTestId('sync-status').click();
  const panel = page.getByRole('dialog', { name: 'Sync' });
  await expect(panel.getByText(`Accept the proposal for "${title}" (version 1)`)).toBeVisible();
  await expect(panel.getByText(`Message to ${request.artistName}`)).toBeVisible();
  await page.keyboard.press('Escape');

  await persistent.setOffline(false);
  await page.evaluate(() => {
    window.dispatchEvent(new Event('online'));
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(() => outboxRows(page), { timeout: 20_000 }).toEqual([]);

  const after = (await (await artistApi.get(`/api/commission-requests/${request.id}`)).json()) as ApiRequest;
  expect(after.status).toBe('accepted');
  const messages = (await (
    await artistApi.get(`/api/conversations/${after.conversationId}/messages`)
  ).json()) as { body: string }[];
  expect(messages.filter((message) => message.body === words)).toHaveLength(1);
  await artistApi.dispose();
  await collectorApi.dispose();
});
