import path from 'node:path';
import {
  expect,
  test,
  type Browser,
  type Locator,
  type Page,
  waitForAppAfterNavigations,
} from '../support/test';
import { DEMO_PASSWORD } from '../support/session';

/**
 * Issue 26, point 1: an artist offers a commission service with one slot; once a request takes it,
 * the next collector's request from the service joins the waitlist and they see their place; a
 * Closed service refuses requests. Screenshots of the new screens at phone and desktop size.
 */
const SHOTS = path.resolve('docs/screenshots');
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

async function personFor(browser: Browser, baseURL: string | undefined, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: SIZES.desktop });
  const res = await context.request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  const page = await context.newPage();
  waitForAppAfterNavigations(page);
  return page;
}

/** The page at phone and at desktop size (the desktop size stays), `focus` scrolled into view. */
async function screenshots(page: Page, name: string, focus?: Locator): Promise<void> {
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300); // layout settles after the resize
    if (focus) await focus.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: path.join(SHOTS, `${name}-${size}.png`) });
  }
}

test('a full service puts the next request on the waitlist with its place; a closed one refuses', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const title = `Pet sketches ${Date.now().toString(36)}`;
  const artist = await personFor(browser, baseURL, 'artist@atelier.test');
  const first = await personFor(browser, baseURL, 'collector@atelier.test');
  const second = await personFor(browser, baseURL, 'sofia.lind@atelier.test');
  const artistId = (await (await artist.request.get('/api/artists/me')).json()).id as number;

  // The artist offers the service from the dashboard: one slot, an add-on, an example from the portfolio.
  await artist.goto('/artist-dashboard?tab=services');
  await artist.getByRole('button', { name: 'Add a service' }).first().click();
  const form = artist.getByRole('dialog', { name: 'Add a commission service' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description').fill('A quick ink sketch of your pet, from a photo.');
  await form.getByLabel('Lowest price (USD)').fill('40');
  await form.getByLabel('Highest price (USD)').fill('90');
  await form.getByLabel('Open slots').fill('1');
  await form.getByLabel('Priced add-ons').fill('Commercial use: 60');
  await form
    .getByRole('button', { name: /as an example$/ })
    .first()
    .click();
  await form.getByRole('button', { name: 'Add service' }).click();
  await expect(form).toBeHidden();
  const managed = artist.getByRole('article', { name: title });
  await expect(managed.getByText('Open · 1 of 1 slots left')).toBeVisible();
  await screenshots(artist, 'commission-services-dashboard');

  // The first collector requests from it (prefilled from the service) and the artist accepts: the slot is taken.
  await first.goto(`/artist/${artistId}`);
  await first.getByRole('article', { name: title }).getByRole('button', { name: 'Request this' }).click();
  let dialog = first.getByRole('dialog', { name: 'Request a Commission' });
  await expect(dialog.getByLabel('Title')).toHaveValue(title);
  await dialog.getByLabel('Description').fill('Biscuit, our cat, asleep on the radiator.');
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(first.getByText('Commission Request Sent')).toBeVisible();
  const sent = (await (
    await first.request.get('/api/commission-requests?userId=' + (await me(first)))
  ).json()) as Array<{
    id: number;
    title: string;
  }>;
  const request = sent.find((r) => r.title === title)!;
  expect(
    (
      await artist.request.patch(`/api/commission-requests/${request.id}`, { data: { status: 'accepted' } })
    ).ok(),
  ).toBe(true);

  // The second collector finds it full: the request joins the waitlist and says where they are.
  await second.goto(`/artist/${artistId}`);
  const card = second.getByRole('article', { name: title });
  await expect(card.getByText('Full · waitlist')).toBeVisible();
  await screenshots(second, 'commission-services-profile', card);
  await card.getByRole('button', { name: 'Join the waitlist' }).click();
  dialog = second.getByRole('dialog', { name: 'Request a Commission' });
  await expect(dialog.getByTestId('service-summary')).toContainText('your request joins the waitlist');
  await dialog.getByLabel('Description').fill('Our two rabbits, Pip and Moss, in the garden.');
  await screenshots(second, 'commission-services-request', dialog.getByTestId('service-summary'));
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(second.getByText('You joined the waitlist')).toBeVisible();
  await expect(second.getByText(/You are number 1 on .*waitlist for/)).toBeVisible();
  await second.goto('/commission-requests?tab=sent');
  const waiting = second.getByRole('article', { name: title });
  await expect(waiting.getByText('Waitlist place')).toBeVisible();
  await expect(waiting.getByText('No. 1')).toBeVisible();

  // The artist closes the service: it shows Closed and takes no requests.
  await artist.goto('/artist-dashboard?tab=services');
  await artist.getByLabel(`Status of "${title}"`).selectOption('closed');
  await expect(artist.getByRole('article', { name: title }).getByTestId('service-status')).toHaveText(
    'Closed',
  );
  await first.goto(`/artist/${artistId}`);
  await expect(
    first.getByRole('article', { name: title }).getByRole('button', { name: 'Closed for requests' }),
  ).toBeDisabled();

  // The Commission Gallery shows services with their status.
  await first.goto('/commissions');
  await expect(first.getByRole('heading', { name: 'Commission services' })).toBeVisible();
  await screenshots(first, 'commission-services-gallery');
});

async function me(page: Page): Promise<number> {
  return ((await (await page.request.get('/api/auth/me')).json()) as { id: number }).id;
}
