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

test('(e)+(d) a commission request queued offline survives a reload and arrives once, however often it is sent', async ({
  page,
  persistent,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const title = `Harbour at dusk ${Date.now().toString(36)}`;
  const artistApi = await signedInApi(baseURL!, 'artist@atelier.test');
  const artistId = (await (await artistApi.get('/api/artists/me')).json()).id as number;
  await artistApi.dispose();

  await page.goto('/');
  await controlledByServiceWorker(page);
  await logIn(page, 'collector@atelier.test');
  const me = (await (await page.request.get('/api/auth/me')).json()) as { id: number };
  await page.goto(`/artist/${artistId}`);
  await expect(page.getByRole('button', { name: 'Request Commission' })).toBeVisible();
  await cachePersisted(page);

  await persistent.setOffline(true);
  await page.getByRole('button', { name: 'Request Commission' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a Commission' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('The harbour from the ferry at dusk, for our hallway.');
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await toast(page, SAVED_OFFLINE);
  await expect(dialog).toBeHidden();

  // Still queued after a reload with no network.
  await page.reload();
  await page.getByTestId('sync-status').click();
  const panel = page.getByRole('dialog', { name: 'Sync' });
  await expect(panel.getByText(`Commission request "${title}"`)).toBeVisible();
  await expect(panel.getByTestId('sync-item').getByText('Waiting to sync')).toBeVisible();
  await page.keyboard.press('Escape');
  const [queued] = await outboxRows(page);
  expect(queued).toMatchObject({ status: 'pending', label: `Commission request "${title}"` });

  // (d) The same queued command, sent twice more before the page sends it (a lost answer, a second
  // tab): same key, same body, one row, the same answer each time.
  const replays = [];
  for (let i = 0; i < 2; i += 1) {
    const res = await page.request.post('/api/commission-requests', {
      data: queued!.command.body,
      headers: { 'Idempotency-Key': queued!.command.key },
    });
    expect(res.status()).toBe(201);
    replays.push(((await res.json()) as { id: number }).id);
  }
  expect(replays[0]).toBe(replays[1]);

  // Back online: the page drains (several triggers at once) and the item goes.
  await persistent.setOffline(false);
  await page.evaluate(() => {
    window.dispatchEvent(new Event('online'));
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(() => outboxRows(page), { timeout: 20_000 }).toEqual([]);

  const sent = await page.request.get(`/api/commission-requests?userId=${me.id}&limit=100`);
  const mine = ((await sent.json()) as { id: number; title: string }[]).filter((r) => r.title === title);
  expect(mine).toHaveLength(1);
  expect(mine[0]!.id).toBe(replays[0]);
});
