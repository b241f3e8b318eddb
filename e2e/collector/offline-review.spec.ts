import { signedInApi, signIn } from '../support/session';
import {
  cachePersisted,
  controlledByServiceWorker,
  expect,
  outboxRows,
  SAVED_OFFLINE,
  test,
  toast,
} from '../support/offline';

/**
 * Issue 26, point 7 for reviews: a review written offline waits in the outbox; when the server
 * refuses it (here: the same collector reviewed from another device meanwhile) it becomes a
 * conflict on the card, with the reason in words and the text kept.
 */
test('a review written offline waits to sync, and a refused one keeps its text', async ({
  page,
  persistent,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const title = `Fishing boats ${Date.now().toString(36)}`;
  const artistApi = await signedInApi(baseURL!, 'artist@atelier.test');
  const collectorApi = await signedInApi(baseURL!, 'yuki.tanaka@atelier.test');
  const artistId = (await (await artistApi.get('/api/artists/me')).json()).id as number;
  const created = await collectorApi.post('/api/commission-requests', {
    data: { artistId, title, description: 'Three fishing boats drawn up on the beach, in the evening.' },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).id as number;
  for (const status of ['accepted', 'in_progress', 'completed']) {
    expect((await artistApi.patch(`/api/commission-requests/${id}`, { data: { status } })).status()).toBe(
      200,
    );
  }

  await page.goto('/');
  await controlledByServiceWorker(page);
  await signIn(page, 'yuki.tanaka@atelier.test');
  await page.goto(`/commission-requests?tab=sent&request=${id}`);
  const card = page.getByRole('article', { name: title });
  const reviews = card.getByRole('region', { name: 'Reviews' });
  const form = reviews.getByRole('form', { name: 'Write your review' });
  await expect(form).toBeVisible({ timeout: 20_000 });
  await cachePersisted(page);

  await persistent.setOffline(true);
  const text = 'The boats glow in the evening light; exactly what I hoped for.';
  await form.getByRole('radio', { name: '5 stars' }).locator('xpath=..').click();
  await form.getByLabel('Your review').fill(text);
  await form.getByRole('button', { name: 'Send review' }).click();
  await toast(page, SAVED_OFFLINE);
  await expect(reviews.getByRole('status')).toContainText('Waiting to sync');
  expect(await outboxRows(page)).toMatchObject([{ status: 'pending', label: `Review of "${title}"` }]);

  // Meanwhile the collector reviews from another device.
  const other = await collectorApi.post(`/api/commission-requests/${id}/reviews`, {
    data: { rating: 4, text: 'Written on my phone before the laptop synced.' },
  });
  expect(other.status()).toBe(201);

  await persistent.setOffline(false);
  await page.evaluate(() => {
    window.dispatchEvent(new Event('online'));
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const alert = reviews.getByRole('alert');
  await expect(alert).toContainText('Your review was not sent. You have already reviewed this commission', {
    timeout: 20_000,
  });
  await expect(alert.getByLabel('Your review (kept here so you can reuse it)')).toHaveValue(text);
  await artistApi.dispose();
  await collectorApi.dispose();
});
