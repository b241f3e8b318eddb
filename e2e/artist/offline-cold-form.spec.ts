import type { Page } from '@playwright/test';
import { solidPng } from './png';
import { logIn } from '../support/session';
import {
  cachePersisted,
  controlledByServiceWorker,
  expect,
  SAVED_OFFLINE,
  test,
  toast,
} from '../support/offline';

/** How many rows a table of the page's local store (web/offline/db.ts) holds. */
async function localCount(page: Page, table: string): Promise<number> {
  return page.evaluate(
    (name) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('atelier');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(name)) {
            db.close();
            resolve(0);
            return;
          }
          const count = db.transaction(name).objectStore(name).count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error);
        };
      }),
    table,
  );
}

test('(issue 27) an artist who never opened the artwork form drafts an artwork offline: Medium comes from the device', async ({
  page,
  persistent,
}) => {
  test.setTimeout(180_000);
  const title = `Cold Harbour ${Date.now().toString(36)}`;
  await page.goto('/');
  await controlledByServiceWorker(page);
  await logIn(page, 'artist@atelier.test');
  await page.goto('/artist-dashboard');
  await expect(page.getByRole('button', { name: 'New artwork' })).toBeVisible();
  // The form is never opened online: only the delta pull has run, filling the local store.
  await expect.poll(() => localCount(page, 'mediums'), { timeout: 20_000 }).toBeGreaterThan(0);
  await cachePersisted(page);
  const artistId = (await (await page.request.get('/api/artists/me')).json()).id as number;

  await persistent.setOffline(true);
  await page.reload();
  await page.getByRole('button', { name: 'New artwork' }).click();
  const dialog = page.getByRole('dialog', { name: 'New artwork' });
  await expect(dialog.getByLabel('Medium').locator('option', { hasText: 'Oil' })).toHaveCount(1);
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('Boats asleep on a glassy harbour, drawn with no signal.');
  await dialog.getByLabel('Medium').selectOption({ label: 'Oil' });
  await dialog.getByLabel('Price (USD)').fill('350');
  await dialog
    .locator('input[type="file"]')
    .setInputFiles([
      { name: 'cold-harbour.png', mimeType: 'image/png', buffer: solidPng(64, 48, [40, 90, 140]) },
    ]);
  await expect(dialog.getByRole('img', { name: /cold-harbour\.png/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Create artwork' }).click();
  await toast(page, SAVED_OFFLINE);
  const draft = page.getByTestId('queued-artwork').filter({ hasText: title });
  await expect(draft.getByText('Waiting to sync')).toBeVisible();

  await persistent.setOffline(false);
  await expect(draft).toHaveCount(0, { timeout: 20_000 });
  const list = await page.request.get(`/api/artworks?artistId=${artistId}&limit=100`);
  const mine = ((await list.json()) as { title: string; mediumId: number | null }[]).filter(
    (artwork) => artwork.title === title,
  );
  expect(mine).toHaveLength(1);
  const mediums = (await (await page.request.get('/api/mediums')).json()) as { id: number; name: string }[];
  expect(mediums.find((medium) => medium.id === mine[0]!.mediumId)?.name).toBe('Oil');
});
