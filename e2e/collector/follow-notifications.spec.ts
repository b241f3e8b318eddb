import { expect, test, type APIRequestContext } from '../support/test';

interface ArtworkRow {
  id: number;
  title: string;
  artistId: number;
  artistName: string;
}

/** A pending artwork of an approved artist (one the admin can make public), with a unique title. */
async function pendingArtworkOfApprovedArtist(admin: APIRequestContext): Promise<ArtworkRow> {
  const pending = (await (await admin.get('/api/artworks?status=pending&limit=100')).json()) as ArtworkRow[];
  const all = (await (await admin.get('/api/artworks?limit=100')).json()) as ArtworkRow[];
  for (const artwork of [...pending].reverse()) {
    if (all.filter((a) => a.title === artwork.title).length !== 1) continue;
    if ((await admin.get(`/api/artists/${artwork.artistId}`)).status() !== 200) continue;
    const profile = (await (await admin.get(`/api/artists/${artwork.artistId}`)).json()) as {
      approvalStatus: string;
    };
    if (profile.approvalStatus === 'approved') return artwork;
  }
  throw new Error('the demo data has no pending artwork of an approved artist');
}

test('a collector follows an artist; when the admin approves a new artwork of theirs, the bell shows it', async ({
  page,
  browser,
}) => {
  // Two people and the admin, several page loads and a delta pull on a shared test machine.
  test.setTimeout(150_000);
  const adminContext = await browser.newContext();
  const admin = adminContext.request;
  expect(
    (
      await admin.post('/api/auth/login', { data: { email: 'admin@atelier.test', password: 'demo1234' } })
    ).ok(),
  ).toBe(true);
  const artwork = await pendingArtworkOfApprovedArtist(admin);

  // A visitor who taps Follow is led to sign in.
  await page.goto(`/artist/${artwork.artistId}`);
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByText('Please log in to follow artists')).toBeVisible();
  // ...and brought back to this artist afterwards (issue 25, point 5).
  await expect(page).toHaveURL(
    new RegExp(`/login\\?redirect=${encodeURIComponent(`/artist/${artwork.artistId}`)}$`),
  );

  // A new collector (registered in this browser) comes back to the artist: the Follow they tapped
  // before signing in is done (issue 25, point 5). Then they save one of the artist's artworks.
  const tag = Date.now().toString(36);
  const registered = await page.request.post('/api/auth/register', {
    data: {
      firstName: 'Frida',
      lastName: 'Follower',
      username: `frida_${tag}`,
      email: `frida-${tag}@example.test`,
      password: 'follow-me-1',
      role: 'user',
    },
  });
  expect(registered.ok()).toBe(true);
  await page.goto(`/artist/${artwork.artistId}`);
  await expect(page.getByRole('button', { name: 'Frida' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('follower-count')).toHaveText(/^\d+ followers?$/);

  const heart = page.getByRole('button', { name: /^Save .+ to favourites$/ }).first();
  const label = (await heart.getAttribute('aria-label')) ?? '';
  const saved = label.replace(/^Save /, '').replace(/ to favourites$/, '');
  await heart.click();
  await expect(page.getByRole('button', { name: `Remove ${saved} from favourites` }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The Saved page lists both.
  await page.goto('/saved');
  await expect(page.getByRole('list', { name: 'Favourites' })).toContainText(saved);
  await expect(page.getByRole('list', { name: 'Following' })).toContainText(artwork.artistName);
  await expect(page.getByTestId('notification-bell')).toHaveAccessibleName('Notifications');

  // The admin approves a new artwork of the artist: it is public now.
  expect((await admin.patch(`/api/artworks/${artwork.id}/approve`, { data: { approved: true } })).ok()).toBe(
    true,
  );

  // The next delta pull (at start, on becoming visible, every 60 s) brings the notification.
  await page.reload();
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName('Notifications: 1 unread', { timeout: 15_000 });
  await bell.click();
  const list = page.getByRole('dialog', { name: 'Notifications' });
  const item = list.getByRole('link', { name: new RegExp(`New artwork by .+: ${artwork.title}`) });
  await expect(item).toBeVisible();
  // Opening the list marks it read.
  await expect(bell).toHaveAccessibleName('Notifications');
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/artwork/${artwork.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(artwork.title);

  // Read on the server too: another visit shows no unread count.
  await page.reload();
  await expect(page.getByTestId('notification-bell')).toHaveAccessibleName('Notifications');
  const count = (await (await page.request.get('/api/notifications/unread-count')).json()) as {
    unread: number;
  };
  expect(count.unread).toBe(0);
  await adminContext.close();
});
