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
 * Issue 26, point 2: the artist answers a request with a proposal of three milestones (deposit
 * non-refundable) from the dashboard's Requests tab; the collector sees its version and accepts it.
 * Screenshots of the proposal form and the collector's view at phone and desktop size.
 */
const SHOTS = path.resolve('docs/screenshots');
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;

async function personFor(browser: Browser, baseURL: string | undefined, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: SIZES.desktop });
  const res = await context.request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  const page = await context.newPage();
  waitForAppAfterNavigations(page);
  return page;
}

async function screenshots(page: Page, name: string, focus: Locator): Promise<void> {
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300); // layout settles after the resize
    // The top of `focus` just below the sticky header.
    await focus.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 80));
    await page.screenshot({ path: path.join(SHOTS, `commission-proposal-${name}-${size}.png`) });
  }
  await page.setViewportSize(SIZES.desktop);
}

test('the artist proposes three milestones, the collector accepts that version, the deposit is confirmed paid', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const title = `Harbour at dusk ${Date.now().toString(36)}`;
  const artist = await personFor(browser, baseURL, 'artist@atelier.test');
  const collector = await personFor(browser, baseURL, 'sofia.lind@atelier.test');
  const artistId = (await (await artist.request.get('/api/artists/me')).json()).id as number;
  const created = await collector.request.post('/api/commission-requests', {
    data: {
      artistId,
      title,
      description: 'The harbour at dusk from our balcony, oil, about 40x50 cm.',
      budget: 400,
    },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).id as number;

  // The artist answers from the dashboard's Requests tab with three milestones.
  await artist.goto(`/artist-dashboard?tab=requests&request=${id}`);
  const card = artist.getByRole('article', { name: title });
  await card.getByRole('button', { name: 'Send proposal' }).click();
  const form = card.getByRole('form', { name: 'Send a proposal' });
  await form
    .getByLabel('What you will make')
    .fill('Oil on linen, 40x50 cm, the harbour at dusk with the red boat.');
  await expect(form.getByLabel('Price (USD)')).toHaveValue('400.00');
  // Three weeks out: the card counts the days left.
  await form
    .getByLabel('Delivery date')
    .fill(new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10));
  // The presets split 400 as 50/25/25; the sum check follows what is typed.
  await expect(form.getByLabel('Amount 1 (USD)')).toHaveValue('200.00');
  await form.getByLabel('Amount 3 (USD)').fill('90');
  await expect(form.getByRole('status')).toHaveText(/add up to \$390(\.00)? of \$400/);
  await screenshots(artist, 'form', form.getByText('Milestones', { exact: true }));
  await form.getByLabel('Amount 3 (USD)').fill('100');
  await expect(form.getByRole('status')).toHaveText(/add up to \$400(\.00)? of \$400/);
  await form.getByRole('button', { name: 'Send proposal' }).click();
  await expect(card.getByRole('region', { name: 'Proposal, version 1' })).toBeVisible();
  await expect(card.getByText('Quote sent')).toBeVisible();

  // The collector sees version 1 with its milestones and the non-refundable deposit, and accepts it.
  await collector.goto(`/commission-requests?tab=sent&request=${id}`);
  const sent = collector.getByRole('article', { name: title });
  const proposal = sent.getByRole('region', { name: 'Proposal, version 1' });
  await expect(proposal.getByText('1. Deposit')).toBeVisible();
  await expect(proposal.getByText('Non-refundable')).toBeVisible();
  await expect(proposal.getByText('3. Final')).toBeVisible();
  await expect(proposal.getByText(/^2[01] days left$/)).toBeVisible();
  await screenshots(collector, 'collector', proposal);
  await proposal.getByRole('button', { name: 'Accept proposal (version 1)' }).click();
  await expect(sent.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(proposal.getByRole('button', { name: /Accept proposal/ })).toBeHidden();

  // The deposit arrives: the artist confirms it, once; the collector sees it paid.
  await artist.reload();
  const accepted = card.getByRole('region', { name: 'Proposal, version 1' });
  await accepted.getByRole('button', { name: 'Confirm payment received' }).click();
  await expect(accepted.getByText('Paid', { exact: true })).toBeVisible();
  await expect(accepted.getByRole('button', { name: 'Confirm payment received' })).toHaveCount(1); // the next one
  await collector.reload();
  await expect(proposal.getByText('Paid', { exact: true })).toBeVisible();
});
