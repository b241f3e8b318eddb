import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signIn, signedInApi } from '../support/session';

const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

/** Full-page screenshots at phone and desktop size into docs/screenshots/. */
async function screenshots(page: Page, name: string) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    await page.screenshot({
      path: path.join(process.cwd(), 'docs/screenshots', `${name}-${size}.png`),
      fullPage: true,
      animations: 'disabled',
    });
  }
  await page.setViewportSize(SIZES.desktop);
}

interface ArtworkRow {
  id: number;
  title: string;
  approvalStatus: string;
  artistId: number;
  artistName: string;
}

test('a rejected artwork resubmitted and approved', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  // An approved artwork with a title of its own, revoked with a reason by the admin.
  const admin = await signedInApi(baseURL!, 'admin@atelier.test');
  const all = (await (await admin.get('/api/artworks?limit=100')).json()) as ArtworkRow[];
  const uses = (title: string) => all.filter((a) => a.title === title).length;
  const chosen = all.find((a) => a.approvalStatus === 'approved' && uses(a.title) === 1)!;
  expect(chosen).toBeDefined();
  const { title } = chosen;
  const reason = 'The photo is blurred: please upload a sharper one.';
  const revoked = await admin.patch(`/api/artworks/${chosen.id}/approve`, {
    data: { approved: false, reason },
  });
  expect(revoked.ok()).toBe(true);
  const users = (await (await admin.get('/api/admin/artist-users?limit=100')).json()) as Array<{
    email: string;
    artistId?: number;
  }>;
  const owner = users.find((u) => u.artistId === chosen.artistId)!;

  // The artist reads the reason; the button waits for an edit.
  await signIn(page, owner.email);
  await page.goto('/artist-dashboard');
  // Within the page: a toast (a list item too) may name the artwork as well.
  const card = page.getByRole('main').getByRole('listitem').filter({ hasText: title });
  await expect(card.getByText(`Reason: ${reason}`)).toBeVisible();
  await expect(card.getByText(/Edit this artwork to address the admin's reason/)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Submit for review again' })).toHaveCount(0);

  await card.getByRole('button', { name: `Edit ${title}` }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Description').fill('Photographed again in daylight, sharp this time.');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form).toBeHidden();

  await card.getByRole('button', { name: 'Submit for review again' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit for review again' });
  await dialog.getByLabel('Note to the admin (optional)').fill('New photo, taken in daylight.');
  await dialog.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Submitted for review again', { exact: true }).first()).toBeVisible();
  await expect(card.getByText('Submitted for review again: waiting for an admin')).toBeVisible();
  await card.getByText('Review history').click();
  const history = card.getByTestId('review-history');
  await expect(history.getByText("Artist's note: New photo, taken in daylight.")).toBeVisible();
  await expect(history.getByText(`Reason: ${reason}`)).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await screenshots(page, 'artist-resubmitted');

  // The admin is told, finds it pending, reads the history and approves it.
  await page.context().clearCookies();
  await signIn(page, 'admin@atelier.test');
  const notices = (await (await page.request.get('/api/notifications')).json()) as Array<{ title: string }>;
  expect(notices.map((n) => n.title)).toContain(
    `"${title}" by ${chosen.artistName} was submitted for review again`,
  );
  await page.goto('/admin/artworks?status=pending');
  const row = page
    .getByRole('table', { name: 'Artworks' })
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Details of ${title}`, exact: true }) });
  await row.getByRole('button', { name: `Details of ${title}`, exact: true }).click();
  const details = page.getByRole('dialog', { name: title });
  await expect(details.getByTestId('review-history').getByText(/New photo, taken in daylight/)).toBeVisible();
  await screenshots(page, 'admin-review-history');
  await page.keyboard.press('Escape');
  await row.getByRole('button', { name: `Approve ${title}`, exact: true }).click();
  await expect(page.getByText('Artwork Updated')).toBeVisible();
  await expect(row).toHaveCount(0);
  const after = (await (await page.request.get(`/api/artworks/${chosen.id}`)).json()) as ArtworkRow;
  expect(after.approvalStatus).toBe('approved');
});
