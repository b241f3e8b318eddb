import path from 'node:path';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { solidPng } from './png';
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
 * Issue 27, point 8: the sync panel's Edit reopens a queued proposal and a queued work update in
 * the request card's own form, with its validation; saving replaces the item, so the server gets
 * each once, as edited. A review's Edit opens the tab that lists its request (an artist who sent
 * the request as a collector finds it under Sent by Me).
 */
const SHOTS = path.resolve('docs/screenshots');
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function goOffline(
  page: Page,
  persistent: BrowserContext,
  url: string,
  ready: (page: Page) => Promise<void>,
) {
  await page.goto('/');
  await controlledByServiceWorker(page);
  await signIn(page, 'artist@atelier.test');
  await page.goto(url);
  await ready(page);
  await cachePersisted(page);
  await persistent.setOffline(true);
}

async function backOnline(page: Page, persistent: BrowserContext) {
  await persistent.setOffline(false);
  await page.evaluate(() => {
    window.dispatchEvent(new Event('online'));
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(() => outboxRows(page), { timeout: 30_000 }).toEqual([]);
}

/** Edit on the sync panel's line for `label`. */
async function editFromSyncPanel(page: Page, label: string) {
  await page.getByTestId('sync-status').click();
  const panel = page.getByRole('dialog', { name: 'Sync' });
  await panel.getByTestId('sync-item').filter({ hasText: label }).getByRole('link', { name: 'Edit' }).click();
}

async function requestTo(artistEmail: string, collector: APIRequestContext, title: string, baseURL: string) {
  const artistApi = await signedInApi(baseURL, artistEmail);
  const artistId = (await (await artistApi.get('/api/artists/me')).json()).id as number;
  const created = await collector.post('/api/commission-requests', {
    data: { artistId, title, description: 'The old lighthouse on the point, in oil.', budget: 300 },
  });
  expect(created.status()).toBe(201);
  return { id: (await created.json()).id as number, artistApi };
}

test("a proposal queued offline reopens in the proposal form from the sync panel's Edit; saved, the server has one version, as edited", async ({
  page,
  persistent,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const title = `Lighthouse at noon ${Date.now().toString(36)}`;
  const collector = await signedInApi(baseURL!, 'sofia.lind@atelier.test');
  const { id, artistApi } = await requestTo('artist@atelier.test', collector, title, baseURL!);
  const card = page.getByRole('article', { name: title });
  await goOffline(page, persistent, `/commission-requests?tab=received&request=${id}`, () =>
    expect(card.getByRole('button', { name: 'Send proposal' })).toBeVisible({ timeout: 20_000 }),
  );

  await card.getByRole('button', { name: 'Send proposal' }).click();
  const sent = card.getByRole('form', { name: 'Send a proposal' });
  await sent.getByLabel('What you will make').fill('The lighthouse from the beach, oil, 30 x 40 cm.');
  await sent.getByLabel('Delivery date').fill(inDays(21));
  await expect(sent.getByLabel('Amount 1 (USD)')).toHaveValue('150.00');
  await sent.getByRole('button', { name: 'Send proposal' }).click();
  await toast(page, SAVED_OFFLINE);
  await expect(sent).toBeHidden();
  // The card shows the proposal waiting on this device, and offers no other answer beside it.
  const waiting = card.getByRole('status').filter({ hasText: 'Your proposal ($300, delivery by' });
  await expect(waiting).toContainText('is saved on this device · Waiting to sync');
  await expect(card.getByRole('button', { name: 'Send proposal' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Decline' })).toHaveCount(0);
  await expect(waiting.getByRole('button', { name: 'Edit proposal' })).toBeVisible();
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await waiting.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 240));
    await page.screenshot({ path: path.join(SHOTS, `queued-proposal-card-${size}.png`) });
  }

  await editFromSyncPanel(page, `Proposal for "${title}"`);
  const form = card.getByRole('form', { name: 'Edit your proposal' });
  await expect(form.getByLabel('What you will make')).toHaveValue(
    'The lighthouse from the beach, oil, 30 x 40 cm.',
  );
  await expect(form.getByLabel('Price (USD)')).toHaveValue('300.00');
  await expect(form.getByLabel('Delivery date')).toHaveValue(inDays(21));
  await expect(form.getByLabel('Amount 3 (USD)')).toHaveValue('75.00');
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300); // layout settles after the resize
    await form.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 80));
    await page.screenshot({ path: path.join(SHOTS, `sync-reopen-proposal-${size}.png`) });
  }

  // The form's own rule: the milestones must add up to the price. Nothing is saved.
  await form.getByLabel('Amount 3 (USD)').fill('50');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByRole('alert')).toContainText('The milestones add up to $275');
  await form.getByLabel('Price (USD)').fill('275');
  await form.getByLabel('What you will make').fill('The lighthouse from the dunes, oil, 30 x 40 cm.');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await toast(page, SAVED_OFFLINE);
  await expect(form).toBeHidden();
  await expect(
    card.getByRole('status').filter({ hasText: 'Your proposal ($275, delivery by' }),
  ).toBeVisible();
  expect((await outboxRows(page)).map((row) => row.label)).toEqual([`Proposal for "${title}"`]);

  await backOnline(page, persistent);
  const request = await (await collector.get(`/api/commission-requests/${id}`)).json();
  expect(request.status).toBe('quoted');
  expect(request.proposal).toMatchObject({
    version: 1,
    scope: 'The lighthouse from the dunes, oil, 30 x 40 cm.',
    price: 275,
    deliveryDate: inDays(21),
  });
  expect(request.proposal.milestones.map((m: { amount: number }) => m.amount)).toEqual([150, 75, 50]);
  await artistApi.dispose();
  await collector.dispose();
});

test("a work update with photos queued offline reopens in its form from the sync panel's Edit; saved, the work log has it once, as edited", async ({
  page,
  persistent,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const title = `Lighthouse at dawn ${Date.now().toString(36)}`;
  const collector = await signedInApi(baseURL!, 'sofia.lind@atelier.test');
  const { id, artistApi } = await requestTo('artist@atelier.test', collector, title, baseURL!);
  const put = await artistApi.put(`/api/commission-requests/${id}/proposal`, {
    data: {
      scope: 'The lighthouse at dawn, oil, 30 x 40 cm.',
      price: 300,
      deliveryDate: inDays(21),
      milestones: [
        { title: 'Deposit', amount: 150, nonRefundable: true },
        { title: 'Final', amount: 150 },
      ],
    },
  });
  expect(put.ok()).toBe(true);
  await collector.post(`/api/commission-requests/${id}/proposal/answer`, {
    data: { answer: 'accept', proposalVersion: 1 },
  });
  await artistApi.post(`/api/commission-requests/${id}/milestones/1/paid`);
  await artistApi.patch(`/api/commission-requests/${id}`, { data: { status: 'in_progress' } });

  const card = page.getByRole('article', { name: title });
  const post = card.getByRole('form', { name: 'Post a work update' });
  await goOffline(page, persistent, `/commission-requests?tab=received&request=${id}`, () =>
    expect(post).toBeVisible({ timeout: 20_000 }),
  );
  await post.getByRole('textbox').fill('First layer on the tower.');
  await post.getByLabel('Images (up to 6)').setInputFiles([
    { name: 'tower.png', mimeType: 'image/png', buffer: solidPng(64, 48, [200, 60, 40]) },
    { name: 'sea.png', mimeType: 'image/png', buffer: solidPng(48, 64, [40, 90, 160]) },
  ]);
  await post.getByRole('button', { name: 'Post update' }).click();
  await toast(page, SAVED_OFFLINE);

  await editFromSyncPanel(page, `Work update on "${title}"`);
  const form = card.getByRole('form', { name: 'Edit your work update' });
  await expect(form.getByRole('textbox')).toHaveValue('First layer on the tower.');
  const images = form.getByRole('list', { name: 'Images to send' });
  await expect(images.getByRole('listitem')).toHaveText(['tower.png', 'sea.png']);

  // The form's own rule (the contract's words). Nothing is saved.
  await form.getByRole('textbox').fill('  ');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByRole('alert')).toHaveText('Write a few words about the work');
  await form.getByRole('textbox').fill('First layer on the tower; the sea is next.');
  await images.getByRole('button', { name: 'Remove sea.png' }).click();
  await form.getByRole('button', { name: 'Save changes' }).click();
  await toast(page, SAVED_OFFLINE);
  await expect(form).toBeHidden();
  expect((await outboxRows(page)).map((row) => row.label)).toEqual([`Work update on "${title}"`]);

  await backOnline(page, persistent);
  const log = (await (await collector.get(`/api/commission-requests/${id}/updates`)).json()) as {
    kind: string;
    body: string;
    images: unknown[];
  }[];
  expect(log.map((u) => [u.kind, u.body, u.images.length])).toEqual([
    ['update', 'First layer on the tower; the sea is next.', 1],
  ]);
  await artistApi.dispose();
  await collector.dispose();
});

test("an artist's review of a request they sent reopens from the sync panel's Edit under Sent by Me", async ({
  page,
  persistent,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const title = `Highland weather ${Date.now().toString(36)}`;
  const maya = await signedInApi(baseURL!, 'artist@atelier.test');
  const { id, artistApi: lena } = await requestTo('lena.hart@atelier.test', maya, title, baseURL!);
  for (const status of ['accepted', 'in_progress', 'completed'])
    expect((await lena.patch(`/api/commission-requests/${id}`, { data: { status } })).status()).toBe(200);

  const card = page.getByRole('article', { name: title });
  const write = card.getByRole('form', { name: 'Write your review' });
  await goOffline(page, persistent, `/commission-requests?tab=sent&request=${id}`, () =>
    expect(write).toBeVisible({ timeout: 20_000 }),
  );
  await write.getByRole('radio', { name: '4 stars' }).locator('xpath=..').click();
  await write.getByLabel('Your review').fill('Wild skies, exactly the weather we asked for.');
  await write.getByRole('button', { name: 'Send review' }).click();
  await toast(page, SAVED_OFFLINE);

  // Maya's default tab is Received (she is an artist): the Edit opens the one listing the request.
  await editFromSyncPanel(page, `Review of "${title}"`);
  await expect(page).toHaveURL(new RegExp(`/commission-requests\\?request=${id}$`));
  await expect(page.getByRole('tab', { name: 'Sent by Me' })).toHaveAttribute('aria-selected', 'true');
  const form = card.getByRole('form', { name: 'Edit your review' });
  await expect(form.getByLabel('Your review')).toHaveValue('Wild skies, exactly the weather we asked for.');
  await form.getByLabel('Your review').fill('Wild skies and a calm sea, as we asked for.');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await toast(page, SAVED_OFFLINE);

  await backOnline(page, persistent);
  const reviews = await (await maya.get(`/api/commission-requests/${id}/reviews`)).json();
  expect(reviews.mine).toMatchObject({ rating: 4, text: 'Wild skies and a calm sea, as we asked for.' });
  await lena.dispose();
  await maya.dispose();
});
