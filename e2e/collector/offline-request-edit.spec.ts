import path from 'node:path';
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

const SHOTS = path.resolve('docs/screenshots');
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

// Issue 27, point 8: the sync panel's Edit reopens a queued commission request in the request form,
// with its validation; saving replaces the item, so the artist gets one request, as edited.
test("the sync panel's Edit reopens a commission request queued offline in the request form; saved, it arrives once as edited", async ({
  page,
  persistent,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const title = `Ferry at dusk ${tag}`;
  const edited = `Ferry at night ${tag}`;
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
  await dialog.getByLabel('Description').fill('The ferry leaving at dusk, for our hallway.');
  await dialog.getByLabel('Dimensions').fill('40 x 50 cm');
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await toast(page, SAVED_OFFLINE);
  await expect(dialog).toBeHidden();

  // Edit in the sync panel: the request form itself, filled in from the queued request.
  await page.getByTestId('sync-status').click();
  const panel = page.getByRole('dialog', { name: 'Sync' });
  const item = panel.getByTestId('sync-item').filter({ hasText: `Commission request "${title}"` });
  await item.getByRole('link', { name: 'Edit' }).click();
  const form = page.getByRole('dialog', { name: 'Commission request, saved on this device' });
  await expect(form.getByLabel('Title')).toHaveValue(title);
  await expect(form.getByLabel('Description')).toHaveValue('The ferry leaving at dusk, for our hallway.');
  await expect(form.getByLabel('Dimensions')).toHaveValue('40 x 50 cm');
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300); // layout settles after the resize
    await page.screenshot({ path: path.join(SHOTS, `sync-reopen-request-${size}.png`) });
  }

  // The form's own validation (the contract's words): too short a description, no save.
  await form.getByLabel('Description').fill('Too short');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText('Description must be at least 10 characters')).toBeVisible();
  await form.getByLabel('Title').fill(edited);
  await form.getByLabel('Description').fill('The ferry lights at night, for our hallway.');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await toast(page, SAVED_OFFLINE);
  await expect(form).toBeHidden();
  // Still one queued request, now with the edited title.
  expect((await outboxRows(page)).map((row) => row.label)).toEqual([`Commission request "${edited}"`]);

  await persistent.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(() => outboxRows(page), { timeout: 20_000 }).toEqual([]);
  const sent = await page.request.get(`/api/commission-requests?userId=${me.id}&limit=100`);
  const rows = (await sent.json()) as { title: string; description: string; dimensions: string | null }[];
  const mine = rows.filter((row) => row.title.endsWith(tag));
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({
    title: edited,
    description: 'The ferry lights at night, for our hallway.',
    dimensions: '40 x 50 cm',
  });
});
