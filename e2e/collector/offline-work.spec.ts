import type { BrowserContext, Page } from '@playwright/test';
import { solidPng } from '../artist/png';
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
 * Issue 26 point 7 for the work on a commission: the artist posts a work update with photos offline
 * and the collector approves a delivery offline; both wait in the outbox and reach the server once
 * back online. A revision asked offline for a delivery approved meanwhile from another device is
 * refused: a conflict on the card with the reason in words and the note kept.
 */
async function commissionAtWork(title: string, baseURL: string) {
  const artistApi = await signedInApi(baseURL, 'artist@atelier.test');
  const collectorApi = await signedInApi(baseURL, 'sofia.lind@atelier.test');
  const artistId = (await (await artistApi.get('/api/artists/me')).json()).id as number;
  const created = await collectorApi.post('/api/commission-requests', {
    data: { artistId, title, description: 'The old lighthouse on the point, in oil.', budget: 300 },
  });
  const id = (await created.json()).id as number;
  const put = await artistApi.put(`/api/commission-requests/${id}/proposal`, {
    data: {
      scope: 'The lighthouse from the beach, oil, 30 x 40 cm.',
      price: 300,
      deliveryDate: new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10),
      milestones: [
        { title: 'Deposit', amount: 100, nonRefundable: true },
        { title: 'Sketch', amount: 100 },
        { title: 'Final', amount: 100 },
      ],
    },
  });
  expect(put.ok()).toBe(true);
  await collectorApi.post(`/api/commission-requests/${id}/proposal/answer`, {
    data: { answer: 'accept', proposalVersion: 1 },
  });
  for (const n of [1, 2]) await artistApi.post(`/api/commission-requests/${id}/milestones/${n}/paid`);
  await artistApi.patch(`/api/commission-requests/${id}`, { data: { status: 'in_progress' } });
  return { id, artistApi, collectorApi };
}

const deliver = (api: Awaited<ReturnType<typeof signedInApi>>, id: number, body: string) =>
  api.post(`/api/commission-requests/${id}/updates`, {
    multipart: { body: JSON.stringify({ body, deliver: true }) },
  });

async function backOnline(page: Page, persistent: BrowserContext) {
  await persistent.setOffline(false);
  await page.evaluate(() => {
    window.dispatchEvent(new Event('online'));
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

test('a work update with photos posted offline reaches the server once online', async ({
  page,
  persistent,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const title = `Lighthouse point ${Date.now().toString(36)}`;
  const { id, artistApi, collectorApi } = await commissionAtWork(title, baseURL!);

  await page.goto('/');
  await controlledByServiceWorker(page);
  await signIn(page, 'artist@atelier.test');
  await page.goto(`/artist-dashboard?tab=requests&request=${id}`);
  const card = page.getByRole('article', { name: title });
  const form = card.getByRole('form', { name: 'Post a work update' });
  await expect(form).toBeVisible({ timeout: 20_000 });
  await cachePersisted(page);

  await persistent.setOffline(true);
  const text = 'First layer of paint on the tower; the sea next.';
  await form.getByRole('textbox').fill(text);
  await form.getByLabel('Images (up to 6)').setInputFiles([
    { name: 'tower.png', mimeType: 'image/png', buffer: solidPng(64, 48, [200, 60, 40]) },
    { name: 'sea.png', mimeType: 'image/png', buffer: solidPng(48, 64, [40, 90, 160]) },
  ]);
  await form.getByRole('button', { name: 'Post update' }).click();
  await toast(page, SAVED_OFFLINE);
  await expect(card.getByRole('status').filter({ hasText: 'Waiting to sync' })).toContainText(
    `Work update on "${title}"`,
  );
  expect(await outboxRows(page)).toMatchObject([{ status: 'pending', label: `Work update on "${title}"` }]);

  await backOnline(page, persistent);
  await expect.poll(async () => (await outboxRows(page)).length, { timeout: 30_000 }).toBe(0);
  // The server's work log has it, with both photos.
  const log = (await (await collectorApi.get(`/api/commission-requests/${id}/updates`)).json()) as {
    kind: string;
    body: string;
    images: unknown[];
  }[];
  expect(log.map((u) => [u.kind, u.body, u.images.length])).toEqual([['update', text, 2]]);
  await artistApi.dispose();
  await collectorApi.dispose();
});

test('an approval made offline syncs; a revision refused meanwhile keeps its note', async ({
  page,
  persistent,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const title = `Lighthouse keeper ${Date.now().toString(36)}`;
  const { id, artistApi, collectorApi } = await commissionAtWork(title, baseURL!);
  expect((await deliver(artistApi, id, 'The canvas is primed.')).status()).toBe(201);

  await page.goto('/');
  await controlledByServiceWorker(page);
  await signIn(page, 'sofia.lind@atelier.test');
  await page.goto(`/commission-requests?tab=sent&request=${id}`);
  const card = page.getByRole('article', { name: title });
  await expect(card.getByRole('button', { name: 'Approve “Deposit”' })).toBeVisible({ timeout: 20_000 });
  await cachePersisted(page);

  // Approved offline: it waits, then reaches the server.
  await persistent.setOffline(true);
  await card.getByRole('button', { name: 'Approve “Deposit”' }).click();
  await toast(page, SAVED_OFFLINE);
  expect(await outboxRows(page)).toMatchObject([
    { status: 'pending', label: `Approve a delivery on "${title}"` },
  ]);
  await backOnline(page, persistent);
  await expect.poll(async () => (await outboxRows(page)).length, { timeout: 30_000 }).toBe(0);
  const after = await (await collectorApi.get(`/api/commission-requests/${id}`)).json();
  expect(after.proposal.milestones[0].work).toBe('approved');

  // The sketch is delivered; offline, Sofia asks for a revision, while her phone approves it.
  expect((await deliver(artistApi, id, 'The sketch.')).status()).toBe(201);
  await page.reload();
  await expect(card.getByRole('button', { name: 'Approve “Sketch”' })).toBeVisible({ timeout: 20_000 });
  await cachePersisted(page);
  await persistent.setOffline(true);
  const note = 'Could the lamp room be a little taller?';
  await card.getByLabel('What should change (for a revision)').fill(note);
  await card.getByRole('button', { name: 'Ask for a revision' }).click();
  await toast(page, SAVED_OFFLINE);
  const approved = await collectorApi.post(`/api/commission-requests/${id}/moves`, {
    data: { move: 'approve', milestone: 2 },
  });
  expect(approved.ok()).toBe(true);

  await backOnline(page, persistent);
  const alert = card.getByRole('alert').filter({ hasText: 'was not sent' });
  await expect(alert).toContainText(
    `Ask for a revision on "${title}" was not sent. "Sketch" was approved already. "Final" is the milestone in work now`,
    { timeout: 30_000 },
  );
  await expect(alert.getByLabel('What you wrote (kept here so you can reuse it)')).toHaveValue(note);
  // The server kept the approval: no revision was used.
  const now = await (await collectorApi.get(`/api/commission-requests/${id}`)).json();
  expect(now.proposal.milestones[1].work).toBe('approved');
  expect(now.proposal.revisionsLeft).toBe(now.proposal.revisionsIncluded);
  await alert.getByRole('button', { name: 'Discard' }).click();
  await expect(alert).toHaveCount(0);
  await artistApi.dispose();
  await collectorApi.dispose();
});
