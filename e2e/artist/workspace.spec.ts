import { expect, test, type Page } from '../support/test';
import { logIn, logOut, signIn } from '../support/session';
import { solidPng } from './png';

const REQUEST_TITLE = 'Living room colour field'; // seeded: Casey -> Maya, pending

async function toast(page: Page, title: string) {
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: title })).toBeVisible();
}

test('an artist manages artworks, answers a request and edits the profile; the collector sees the answer', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'artist@atelier.test');

  // Create an artwork with two images, the second one primary.
  await page.goto('/artist-dashboard');
  await expect(page.getByRole('heading', { name: 'Artist Dashboard', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New artwork' }).click();
  const dialog = page.getByRole('dialog', { name: 'New artwork' });
  await dialog.getByLabel('Title').fill('Harbour at First Light'); // labels end in a required mark
  await dialog.getByLabel('Description').fill('Boats asleep on a glassy harbour.');
  await dialog.getByLabel('Medium').selectOption({ label: 'Oil' });
  await dialog.getByLabel('Dimensions').fill('40 x 50 cm');
  await dialog.getByLabel('Price (USD)').fill('640');
  await dialog.locator('input[type="file"]').setInputFiles([
    { name: 'harbour-wide.png', mimeType: 'image/png', buffer: solidPng(64, 48, [40, 90, 140]) },
    { name: 'harbour-detail.png', mimeType: 'image/png', buffer: solidPng(48, 64, [220, 140, 60]) },
  ]);
  await expect(dialog.getByRole('img', { name: /harbour-detail\.png/ })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /image 1 \(harbour-wide\.png\)/ })).toBeChecked();
  await dialog.getByRole('radio', { name: /image 2 \(harbour-detail\.png\)/ }).check();
  await dialog.getByRole('button', { name: 'Create artwork' }).click();
  await toast(page, 'Artwork created');
  await expect(page.getByText('has been submitted for review')).toBeVisible();
  await expect(dialog.getByLabel('Title')).toBeHidden();

  const created = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Harbour at First Light' }) });
  await expect(created.getByText('Pending', { exact: true })).toBeVisible();
  const saved = await page.request.get('/api/artworks?artistId=' + (await myArtistId(page)));
  const artwork = (await saved.json()).find((a: { title: string }) => a.title === 'Harbour at First Light');
  expect(artwork.approvalStatus).toBe('pending');
  expect(artwork.images).toHaveLength(2);
  expect(artwork.images.filter((i: { isPrimary: boolean }) => i.isPrimary)).toHaveLength(1);
  expect(artwork.images[1].isPrimary).toBe(true);

  // Delete another artwork through the confirm dialog.
  await page.getByRole('button', { name: 'Delete Morning Field' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete artwork?' });
  await expect(confirm).toContainText(
    'Are you sure you want to delete "Morning Field"? This action cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await toast(page, 'Artwork deleted');
  await expect(page.getByRole('link', { name: 'Morning Field' })).toHaveCount(0);

  // Accept a pending received request with a quote.
  await page.getByRole('tab', { name: 'Requests' }).click();
  const request = page.getByRole('article', { name: REQUEST_TITLE });
  await expect(request.getByText('Pending', { exact: true })).toBeVisible();
  await request.getByRole('button', { name: 'Accept', exact: true }).click();
  await request.getByLabel('Notes for the collector').fill('I would love to. Greens and greys it is.');
  await request.getByLabel('Your quote (USD)').fill('1850.50');
  await request.getByLabel('Estimated completion').fill('2031-06-01');
  await request.getByRole('button', { name: 'Accept request' }).click();
  await toast(page, 'Request Updated');
  // With a price, Accept sends a quote that waits for the collector (issue 13).
  await expect(request.getByText('Quote sent', { exact: true })).toBeVisible();
  // The quote, and the one-milestone proposal it makes (issue 26), both name the price.
  await expect(request.getByText('$1,850.50').first()).toBeVisible();
  await expect(request.getByRole('button', { name: 'Start work' })).toHaveCount(0);

  // Edit the bio.
  await page.goto('/artist-profile-edit');
  await expect(page.getByRole('heading', { name: 'Edit My Artist Profile', level: 1 })).toBeVisible();
  await page.getByLabel('Bio').fill('Maya paints the quiet hour before the city wakes, now also by the sea.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await toast(page, 'Profile Updated');
  await expect(page).toHaveURL(/\/artist-dashboard$/);
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(page.getByText('now also by the sea.')).toBeVisible();

  // The collector sees the answer under Sent by Me.
  await logOut(page, 'Maya');
  await logIn(page, 'collector@atelier.test');
  await page.goto('/commission-requests');
  await expect(page.getByRole('tab', { name: 'Sent by Me', selected: true })).toBeVisible();
  const sent = page.getByRole('article', { name: REQUEST_TITLE });
  await expect(sent.getByText('To Maya Okafor')).toBeVisible();
  await expect(sent.getByText('Quote sent', { exact: true })).toBeVisible();
  await expect(sent.getByText('I would love to. Greens and greys it is.')).toBeVisible();
  const proposal = sent.getByRole('region', { name: 'Proposal, version 1' });
  await expect(proposal.getByText('$1,850.50', { exact: true }).first()).toBeVisible();
  await expect(sent.getByRole('button', { name: 'Cancel request' })).toBeVisible();
  await proposal.getByRole('button', { name: 'Accept proposal (version 1)' }).click();
  await expect(sent.getByText('Accepted', { exact: true })).toBeVisible();
});

test('signed out, the requests page asks to log in', async ({ page }) => {
  await page.goto('/commission-requests');
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await expect(page.getByText('Please log in to access this page.')).toBeVisible();
});

test('on a phone the dashboard opened on a later tab shows that tab selected in its scrolled strip', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'artist@atelier.test');
  // On the first tab the strip fades out on the right: there are more tabs past the edge.
  await page.goto('/artist-dashboard');
  const strip = page.getByRole('tablist');
  await expect(strip).toHaveAttribute('data-more', 'after');
  for (const [tab, name] of [
    ['sales', 'Sales'],
    ['account', 'Account'],
  ] as const) {
    await page.goto(`/artist-dashboard?tab=${tab}`);
    const selected = page.getByRole('tab', { name, selected: true });
    // Seven tabs do not fit 390 px: the strip scrolls so the selected one is on screen, whole (its
    // 1 px overlap of the strip's bottom line is clipped by the strip).
    await expect(selected).toBeInViewport({ ratio: 0.95 });
  }
  // On the last tab the strip is scrolled to its end: it fades out on the left only.
  await expect(strip).toHaveAttribute('data-more', 'before');
});

async function myArtistId(page: Page): Promise<number> {
  const res = await page.request.get('/api/artists/me');
  return (await res.json()).id;
}
