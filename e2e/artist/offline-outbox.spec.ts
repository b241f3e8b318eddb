import { solidPng } from './png';
import { createArtwork, type ArtworkJson } from '../support/artworks';
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

test('(b) an artwork drafted offline with two photos survives a reload and is created once, with both photos', async ({
  page,
  persistent,
}) => {
  test.setTimeout(180_000);
  const title = `Offline Harbour ${Date.now().toString(36)}`;
  await page.goto('/');
  await controlledByServiceWorker(page);
  await logIn(page, 'artist@atelier.test');
  await page.goto('/artist-dashboard');
  await expect(page.getByRole('button', { name: 'New artwork' })).toBeVisible();
  // Open the form once online, so its choices (mediums, specialties) are in the cache too.
  await page.getByRole('button', { name: 'New artwork' }).click();
  const dialog = page.getByRole('dialog', { name: 'New artwork' });
  await expect(dialog.getByLabel('Medium').locator('option', { hasText: 'Oil' })).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await cachePersisted(page);
  const artistId = (await (await page.request.get('/api/artists/me')).json()).id as number;

  await persistent.setOffline(true);
  await page.getByRole('button', { name: 'New artwork' }).click();
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('Boats asleep on a glassy harbour, drawn on the train.');
  await dialog.getByLabel('Medium').selectOption({ label: 'Oil' });
  await dialog.getByLabel('Price (USD)').fill('480');
  await dialog.locator('input[type="file"]').setInputFiles([
    { name: 'harbour-wide.png', mimeType: 'image/png', buffer: solidPng(64, 48, [40, 90, 140]) },
    { name: 'harbour-detail.png', mimeType: 'image/png', buffer: solidPng(48, 64, [220, 140, 60]) },
  ]);
  await expect(dialog.getByRole('img', { name: /harbour-detail\.png/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Create artwork' }).click();
  await toast(page, SAVED_OFFLINE);
  const draft = page.getByTestId('queued-artwork').filter({ hasText: title });
  await expect(draft.getByText('Waiting to sync')).toBeVisible();
  await expect(draft.getByText('2 photos')).toBeVisible();

  // A reload with no network: the shell comes from the service worker, the draft from Dexie.
  await cachePersisted(page);
  await page.reload();
  await expect(draft.getByText('Waiting to sync')).toBeVisible();
  await expect(draft.getByText('2 photos')).toBeVisible();
  await page.getByTestId('sync-status').click();
  await expect(page.getByRole('dialog', { name: 'Sync' }).getByText(`New artwork "${title}"`)).toBeVisible();
  await page.keyboard.press('Escape');

  await persistent.setOffline(false);
  await expect(draft).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  expect(await outboxRows(page)).toEqual([]);

  const list = await page.request.get(`/api/artworks?artistId=${artistId}&limit=100`);
  const mine = ((await list.json()) as ArtworkJson[]).filter((artwork) => artwork.title === title);
  expect(mine).toHaveLength(1);
  expect(mine[0]!.images).toHaveLength(2);
});

test('(c) a reply queued offline to a request cancelled meanwhile is a conflict with its text kept; the next reply still syncs', async ({
  page,
  persistent,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const artistApi = await signedInApi(baseURL!, 'artist@atelier.test');
  const artistId = (await (await artistApi.get('/api/artists/me')).json()).id as number;
  const collector = await signedInApi(baseURL!, 'collector@atelier.test');
  const ask = async (title: string) => {
    const res = await collector.post('/api/commission-requests', {
      data: { artistId, title, description: 'A painting of the harbour from our window, please.' },
    });
    expect(res.status()).toBe(201);
    return (await res.json()) as { id: number };
  };
  const cancelledTitle = `Window harbour ${tag}`;
  const otherTitle = `Garden study ${tag}`;
  const cancelled = await ask(cancelledTitle);
  const other = await ask(otherTitle);

  await page.goto('/');
  await controlledByServiceWorker(page);
  await logIn(page, 'artist@atelier.test');
  await page.goto('/artist-dashboard');
  await page.getByRole('tab', { name: 'Requests' }).click();
  const first = page.getByRole('article', { name: cancelledTitle });
  const second = page.getByRole('article', { name: otherTitle });
  await expect(first.getByText('Pending', { exact: true })).toBeVisible();
  await expect(second.getByText('Pending', { exact: true })).toBeVisible();

  await persistent.setOffline(true);
  const notes = 'I would love to paint this view, in greys and a little gold.';
  await first.getByRole('button', { name: 'Accept', exact: true }).click();
  await first.getByLabel('Notes for the collector').fill(notes);
  await first.getByLabel('Your quote (USD)').fill('900');
  await first.getByRole('button', { name: 'Accept request' }).click();
  await toast(page, SAVED_OFFLINE);
  await expect(first.getByText('Waiting to sync')).toBeVisible();
  await second.getByRole('button', { name: 'Decline', exact: true }).click();
  // Decline asks first (issue 13), with an optional reason.
  await page
    .getByRole('dialog', { name: 'Decline this request?' })
    .getByRole('button', { name: 'Decline' })
    .click();
  await expect(second.getByText('Waiting to sync')).toBeVisible();

  // Meanwhile, online, the collector cancels the first request.
  const cancel = await collector.patch(`/api/commission-requests/${cancelled.id}`, {
    data: { status: 'cancelled' },
  });
  expect(cancel.status()).toBe(200);

  await persistent.setOffline(false);
  await expect(first.getByRole('alert')).toContainText(
    'This request was cancelled before your reply arrived.',
    {
      timeout: 20_000,
    },
  );
  await expect(first.getByRole('alert').getByRole('textbox')).toHaveValue(notes);
  await expect(second.getByText('Declined', { exact: true })).toBeVisible();
  const declined = await artistApi.get(`/api/commission-requests/${other.id}`);
  expect(((await declined.json()) as { status: string }).status).toBe('rejected');

  // The sync panel lists it under conflicts, with Retry / Edit / Discard; Discard clears it.
  await page.getByTestId('sync-status').click();
  const panel = page.getByRole('dialog', { name: 'Sync' });
  const item = panel.getByTestId('sync-item').filter({ hasText: cancelledTitle });
  await expect(item).toContainText('This request was cancelled before your reply arrived.');
  await expect(item.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(item.getByRole('button', { name: 'Edit' })).toBeVisible();
  await item.getByRole('button', { name: 'Discard' }).click();
  await expect(panel.getByText('Everything you saved has reached Atelier.')).toBeVisible();
  expect(await outboxRows(page)).toEqual([]);
  await artistApi.dispose();
  await collector.dispose();
});

test('an artwork edited offline shows on its card; a second offline edit starts from the first; online it gets both', async ({
  page,
  persistent,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const title = `Quay ${Date.now().toString(36)}`;
  const renamed = `${title} at dusk`;
  const artistApi = await signedInApi(baseURL!, 'artist@atelier.test');
  const artwork = await createArtwork(artistApi, { title, price: 300 });

  await page.goto('/');
  await controlledByServiceWorker(page);
  await logIn(page, 'artist@atelier.test');
  await page.goto('/artist-dashboard');
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });
  const edit = card.getByRole('button', { name: `Edit ${title}` });
  const dialog = page.getByRole('dialog', { name: `Edit "${title}"` });
  // Open the form once online, so its choices (mediums, specialties) are in the cache too.
  await edit.click();
  await expect(dialog.getByLabel('Medium').locator('option', { hasText: 'Oil' })).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await cachePersisted(page);

  await persistent.setOffline(true);
  await edit.click();
  await dialog.getByLabel('Price (USD)').fill('450');
  await dialog
    .locator('input[type="file"]')
    .setInputFiles([
      { name: 'quay-detail.png', mimeType: 'image/png', buffer: solidPng(48, 64, [200, 120, 40]) },
    ]);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await toast(page, SAVED_OFFLINE);
  const note = card.getByTestId('queued-edit');
  await expect(note.getByText('Waiting to sync')).toBeVisible();
  await expect(note).toContainText('Edit saved on this device: Price $450 · 1 new photo');

  // The second edit starts from the first (its price and its photo), and takes its place.
  await edit.click();
  await expect(dialog.getByLabel('Price (USD)')).toHaveValue('450');
  await expect(dialog.getByRole('img', { name: /quay-detail\.png/ })).toBeVisible();
  await dialog.getByLabel('Title').fill(renamed);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(note).toContainText(`Title "${renamed}" · Price $450 · 1 new photo`);
  expect(await outboxRows(page)).toHaveLength(1);

  await persistent.setOffline(false);
  await expect(page.getByRole('link', { name: renamed, exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('queued-edit')).toHaveCount(0);
  expect(await outboxRows(page)).toEqual([]);
  const saved = (await (await artistApi.get(`/api/artworks/${artwork.id}`)).json()) as ArtworkJson;
  expect(saved).toMatchObject({ title: renamed, price: 450 });
  expect(saved.images).toHaveLength(2);
  await artistApi.dispose();
});
