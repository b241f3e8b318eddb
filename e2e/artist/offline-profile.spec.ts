import { solidPng } from './png';
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

/**
 * A seeded artist who registered but never created a profile (db/seeds/demo-data.ts), used by no
 * other journey: Jonah, the other one, is the accessibility journey's. Self-registration cannot
 * stand in, since it gives a new artist an empty pending profile at once.
 */
const EMAIL = 'amara.diallo@atelier.test';

test('a profile created offline and created again before it synced reaches the server once, with the second values', async ({
  page,
  persistent,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const firstBio = 'Ink studies of the river, made on the night bus.';
  const secondBio = 'Ink and watercolour studies of the river at night.';

  await page.goto('/');
  await controlledByServiceWorker(page);
  await logIn(page, EMAIL);
  // Open the form once online, so the page and its choices are in the cache.
  await page.goto('/artist-profile-edit');
  const heading = page.getByRole('heading', { name: 'Create My Artist Profile', level: 1 });
  await expect(heading).toBeVisible();
  await cachePersisted(page);

  await persistent.setOffline(true);
  await page.getByLabel(/^Bio/).fill(firstBio);
  await page.getByLabel('Portfolio website').fill('https://iris-vale.art');
  await page
    .locator('input[type="file"]')
    .setInputFiles([{ name: 'river.png', mimeType: 'image/png', buffer: solidPng(64, 48, [30, 70, 120]) }]);
  await page.getByLabel('Description of image 1 (optional)').fill('The river at dusk');
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await toast(page, SAVED_OFFLINE);
  await expect(page).toHaveURL(/\/artist-dashboard$/);

  // A reload with no network, then the form again: it starts from the queued create, photo included.
  await cachePersisted(page);
  await page.reload();
  await page.goto('/artist-profile-edit');
  await expect(heading).toBeVisible();
  await expect(page.getByLabel(/^Bio/)).toHaveValue(firstBio);
  await expect(page.getByLabel('Portfolio website')).toHaveValue('https://iris-vale.art');
  await expect(page.getByRole('img', { name: 'Preview of river.png' })).toBeVisible();
  await expect(page.getByLabel('Description of image 1 (optional)')).toHaveValue('The river at dusk');
  await page.getByLabel(/^Bio/).fill(secondBio);
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await toast(page, SAVED_OFFLINE);
  const queued = await outboxRows(page);
  expect(queued).toHaveLength(1);
  expect(queued[0]!.command.body).toMatchObject({ bio: secondBio });

  await persistent.setOffline(false);
  await expect.poll(() => outboxRows(page), { timeout: 20_000 }).toEqual([]);

  const api = await signedInApi(baseURL!, EMAIL);
  const me = (await (await api.get('/api/auth/me')).json()) as { id: number };
  const profiles = (await (await api.get(`/api/artists?userId=${me.id}`)).json()) as {
    id: number;
    bio: string;
    portfolioUrl: string | null;
  }[];
  expect(profiles).toHaveLength(1);
  expect(profiles[0]).toMatchObject({ bio: secondBio, portfolioUrl: 'https://iris-vale.art' });
  const images = (await (await api.get(`/api/artist-images?artistId=${profiles[0]!.id}`)).json()) as {
    description: string | null;
  }[];
  expect(images.map((image) => image.description)).toEqual(['The river at dusk']);
  await api.dispose();
});
