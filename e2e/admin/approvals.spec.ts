import { expect, test, type Page } from '../support/test';
import { ACCESS_DENIED_TEXT } from '../../web/lib/access';
import { splitTitle } from '../../web/lib/spec-text';

interface ArtistUserRow {
  email: string;
  artistId?: number;
  approvalStatus?: string;
}

/** Signs in through the API (the login form itself is covered by the collector journey). */
async function signIn(page: Page, email: string): Promise<void> {
  const res = await page.request.post('/api/auth/login', { data: { email, password: 'demo1234' } });
  expect(res.ok()).toBe(true);
}

/** Pending profiles plus pending artworks, as the API sees them right now. */
async function pendingFromApi(page: Page): Promise<number> {
  const users = (await (
    await page.request.get('/api/admin/artist-users?limit=100')
  ).json()) as ArtistUserRow[];
  const artworks = (await (
    await page.request.get('/api/artworks?status=pending&limit=100')
  ).json()) as unknown[];
  return (
    users.filter((u) => u.artistId !== undefined && u.approvalStatus === 'pending').length + artworks.length
  );
}

test('the admin approves a pending artist on /admin/artists and sees it Approved', async ({ page }) => {
  await signIn(page, 'admin@atelier.test');
  await page.goto('/admin/artists');
  await expect(page.getByRole('heading', { level: 1, name: /Artist Management/ })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'rosa.alvarez@atelier.test' });
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: /^Approve/ }).click();
  await expect(page.getByText('Artist updated')).toBeVisible();
  await expect(row.getByText('Approved', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Revoke/ })).toBeVisible();

  const users = (await (
    await page.request.get('/api/admin/artist-users?limit=100')
  ).json()) as ArtistUserRow[];
  expect(users.find((u) => u.email === 'rosa.alvarez@atelier.test')?.approvalStatus).toBe('approved');
});

test('the admin filters Pending artworks, approves one, then revokes it', async ({ page }) => {
  // Two people, five page loads and three moderation moves: more than the default 30 s on a loaded machine.
  test.setTimeout(120_000);
  await signIn(page, 'admin@atelier.test');
  await page.goto('/admin/artworks');
  await expect(page.getByRole('heading', { level: 1, name: 'Artwork Management' })).toBeVisible();
  await page.getByRole('button', { name: /^Status/ }).click();
  await page.getByRole('option', { name: 'Pending' }).click();
  await expect(page).toHaveURL(/\/admin\/artworks\?status=pending$/);

  // Titles need not be unique: work on a pending artwork whose title is.
  const all = (await (await page.request.get('/api/artworks?limit=100')).json()) as Array<{
    title: string;
    approvalStatus: string;
    artistId: number;
  }>;
  const uses = (title: string) => all.filter((a) => a.title === title).length;
  const chosen = all.find((a) => a.approvalStatus === 'pending' && uses(a.title) === 1);
  const title = chosen?.title ?? '';
  expect(title).not.toBe('');
  const table = page.getByRole('table', { name: 'Artworks' });
  await expect(table.getByRole('row').nth(1).getByText('Pending', { exact: true })).toBeVisible();
  const rowOf = () =>
    table
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: `Details of ${title}`, exact: true }) });

  await rowOf()
    .getByRole('button', { name: `Approve ${title}`, exact: true })
    .click();
  await expect(page.getByText('Artwork Updated')).toBeVisible();
  await expect(page.getByText('Artwork status has been updated successfully')).toBeVisible();
  await expect(rowOf()).toHaveCount(0); // no longer pending

  await page.getByRole('button', { name: /^Status/ }).click();
  await page.getByRole('option', { name: 'Approved' }).click();
  await expect(page).toHaveURL(/status=approved/);
  await expect(rowOf().getByText('Approved', { exact: true })).toBeVisible();
  await rowOf()
    .getByRole('button', { name: `Revoke ${title}`, exact: true })
    .click();
  // Revoke asks first, with an optional reason the artist sees (issue 13).
  const confirm = page.getByRole('dialog', { name: `Revoke “${title}”?` });
  await expect(confirm.getByText(/taken out of the galleries at once/)).toBeVisible();
  const reason = 'The photo is blurred: please upload a sharper one.';
  await confirm.getByLabel('Reason for the artist (optional)').fill(reason);
  await confirm.getByRole('button', { name: 'Revoke approval' }).click();
  // The first toast may still be leaving while the second one arrives.
  await expect(page.getByText('Artwork Updated').last()).toBeVisible();
  await expect(rowOf()).toHaveCount(0);

  // Revoked means rejected (spec section 4), and it can be approved again from there.
  await page.goto('/admin/artworks?status=rejected');
  await expect(rowOf().getByText('Rejected', { exact: true })).toBeVisible();
  await expect(rowOf().getByRole('button', { name: `Approve ${title}`, exact: true })).toBeVisible();

  // The artist sees the revoke and its reason beside the artwork on their dashboard.
  const users = (await (
    await page.request.get('/api/admin/artist-users?limit=100')
  ).json()) as ArtistUserRow[];
  const owner = users.find((u) => u.artistId === chosen?.artistId);
  expect(owner).toBeDefined();
  await page.context().clearCookies();
  await signIn(page, owner!.email);
  await page.goto('/artist-dashboard');
  const card = page.getByRole('listitem').filter({ hasText: title });
  await expect(card.getByText('Approval revoked by an admin: hidden from the galleries')).toBeVisible();
  await expect(card.getByText(`Reason: ${reason}`)).toBeVisible();
});

test('the admin revokes an artist with a reason, and the artist’s dashboard says what the public sees', async ({
  page,
}) => {
  // The admin and the artist, four page loads: more than the default 30 s on a loaded machine.
  test.setTimeout(120_000);
  await signIn(page, 'admin@atelier.test');
  await page.goto('/admin/artists');
  const row = page.getByRole('row').filter({ hasText: 'rosa.alvarez@atelier.test' });
  // The first test approved Rosa; approve her here when this test runs alone.
  if (await row.getByRole('button', { name: /^Approve/ }).isVisible()) {
    await row.getByRole('button', { name: /^Approve/ }).click();
    await expect(row.getByText('Approved', { exact: true })).toBeVisible();
  }
  await row.getByRole('button', { name: /^Revoke/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke “Rosa Álvarez”?' });
  await expect(confirm.getByText(/all of their artworks are hidden from the galleries/)).toBeVisible();
  // Cancel changes nothing.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(row.getByText('Approved', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: /^Revoke/ }).click();
  const reason = 'Your portfolio link points to another artist’s site.';
  await page.getByLabel('Reason for the artist (optional)').fill(reason);
  await page.getByRole('button', { name: 'Revoke approval' }).click();
  await expect(page.getByText('Artist updated')).toBeVisible();
  await expect(row.getByText('Rejected', { exact: true })).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, 'rosa.alvarez@atelier.test');
  await page.goto('/artist-dashboard');
  const notice = page.getByRole('status').filter({ hasText: 'Your profile is not public' });
  await expect(
    notice.getByText('Your profile is not public: its approval was revoked by an admin'),
  ).toBeVisible();
  await expect(notice.getByText(reason)).toBeVisible();
  await expect(notice.getByText(/none of your artworks appear in the galleries/)).toBeVisible();
});

test("the dashboard says 'No pending approvals' only when nothing waits", async ({ page }) => {
  await signIn(page, 'admin@atelier.test');
  const pending = await pendingFromApi(page);
  await page.goto('/admin');
  const section = page.locator('#pending-approvals');
  await expect(page.getByRole('heading', { level: 2, name: 'Pending Approvals' })).toBeVisible();
  await expect(section.locator('[aria-busy="true"]')).toHaveCount(0);
  if (pending === 0) {
    await expect(section.getByText('No pending approvals')).toBeVisible();
  } else {
    await expect(section.getByText('No pending approvals')).toHaveCount(0);
    await expect(section.getByRole('button', { name: /^Approve / })).toHaveCount(pending);
    await expect(section.getByRole('button', { name: /^Reject / })).toHaveCount(pending);
  }
  // The tile counts the same things (pending profiles of every artist and their pending artworks).
  await expect(
    page.getByRole('link', { name: new RegExp(`Pending Approvals\\s*${pending}$`) }),
  ).toBeVisible();
});

test("the dashboard shows 'No pending approvals' when the API has none", async ({ page }) => {
  await signIn(page, 'admin@atelier.test');
  const empty = {
    status: 200,
    contentType: 'application/json',
    headers: { 'X-Total-Count': '0' },
    body: '[]',
  };
  // The dashboard asks for the largest page (`?limit=100`): match the path, whatever the query.
  await page.route(
    (url) => url.pathname === '/api/admin/artist-users',
    (route) => route.fulfill(empty),
  );
  await page.route(
    (url) => url.pathname === '/api/artworks' && url.searchParams.get('status') === 'pending',
    (route) => route.fulfill(empty),
  );
  await page.goto('/admin');
  await expect(page.getByText('No pending approvals')).toBeVisible();
});

test('a collector visiting /admin is denied', async ({ page }) => {
  await signIn(page, 'collector@atelier.test');
  await page.goto('/admin');
  const { title, description } = splitTitle(ACCESS_DENIED_TEXT);
  expect(`${title}: ${description}`).toBe("Access Denied: You don't have permission to access this page.");
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
});
