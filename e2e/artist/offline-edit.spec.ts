import { solidPng } from './png';
import { logIn } from '../support/session';
import {
  cachePersisted,
  controlledByServiceWorker,
  expect,
  outboxRows,
  SAVED_OFFLINE,
  test,
  toast,
} from '../support/offline';

interface ApiArtwork {
  id: number;
  title: string;
  images: unknown[];
}

// Issue 27, point 8: the sync panel's Edit reopens the queued item's own form, with its validation;
// saving replaces the item, so the server gets one row with the edited value.
test("the sync panel's Edit reopens an artwork drafted offline in the artwork form; saved, it syncs once as edited", async ({
  page,
  persistent,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const title = `Offline Pier ${tag}`;
  const edited = `Offline Pier at noon ${tag}`;
  await page.goto('/');
  await controlledByServiceWorker(page);
  await logIn(page, 'artist@atelier.test');
  await page.goto('/artist-dashboard');
  await expect(page.getByRole('button', { name: 'New artwork' })).toBeVisible();
  // Open the form once online, as (b) in offline-outbox.spec.ts does: its choices are cached too.
  await page.getByRole('button', { name: 'New artwork' }).click();
  const create = page.getByRole('dialog', { name: 'New artwork' });
  await expect(create.getByLabel('Medium').locator('option', { hasText: 'Oil' })).toHaveCount(1);
  await create.getByRole('button', { name: 'Cancel' }).click();
  await cachePersisted(page);
  const artistId = (await (await page.request.get('/api/artists/me')).json()).id as number;

  await persistent.setOffline(true);
  await page.getByRole('button', { name: 'New artwork' }).click();
  await create.getByLabel('Title').fill(title);
  await create.getByLabel('Medium').selectOption({ label: 'Oil' });
  await create.getByLabel('Price (USD)').fill('320');
  await create
    .locator('input[type="file"]')
    .setInputFiles([{ name: 'pier.png', mimeType: 'image/png', buffer: solidPng(64, 48, [30, 120, 160]) }]);
  await expect(create.getByRole('img', { name: /pier\.png/ })).toBeVisible();
  await create.getByRole('button', { name: 'Create artwork' }).click();
  await toast(page, SAVED_OFFLINE);
  await expect(page.getByTestId('queued-artwork').filter({ hasText: title })).toBeVisible();

  // Edit in the sync panel: the artwork form itself, filled in from the draft.
  await page.getByTestId('sync-status').click();
  const panel = page.getByRole('dialog', { name: 'Sync' });
  const item = panel.getByTestId('sync-item').filter({ hasText: `New artwork "${title}"` });
  await item.getByRole('link', { name: 'Edit' }).click();
  const form = page.getByRole('dialog', { name: 'New artwork, saved on this device' });
  await expect(form.getByLabel('Title')).toHaveValue(title);
  await expect(form.getByLabel('Price (USD)')).toHaveValue('320');
  await expect(form.getByRole('img', { name: /pier\.png/ })).toBeVisible();

  // The form's own validation: no title, no save.
  await form.getByLabel('Title').fill('');
  await form.getByRole('button', { name: 'Create artwork' }).click();
  await expect(form.getByText('Title is required')).toBeVisible();
  await form.getByLabel('Title').fill(edited);
  await form.getByRole('button', { name: 'Create artwork' }).click();
  await toast(page, SAVED_OFFLINE);
  await expect(form).toBeHidden();
  // Still one draft, now with the edited title.
  await expect(page.getByTestId('queued-artwork')).toHaveCount(1);
  await expect(page.getByTestId('queued-artwork').filter({ hasText: edited })).toBeVisible();
  expect((await outboxRows(page)).map((row) => row.label)).toEqual([`New artwork "${edited}"`]);

  await persistent.setOffline(false);
  await expect(page.getByTestId('queued-artwork')).toHaveCount(0, { timeout: 20_000 });
  expect(await outboxRows(page)).toEqual([]);
  const list = await page.request.get(`/api/artworks?artistId=${artistId}&limit=100`);
  const rows = (await list.json()) as ApiArtwork[];
  expect(rows.filter((artwork) => artwork.title === edited)).toHaveLength(1);
  expect(rows.filter((artwork) => artwork.title === title)).toHaveLength(0);
  expect(rows.find((artwork) => artwork.title === edited)!.images).toHaveLength(1);
});
