import { expect, test, type APIRequestContext } from '../support/test';
import { logIn } from '../support/session';

/** The first showcase commission with a medium, as the gallery lists it. */
async function firstCommission(request: APIRequestContext) {
  const items = (await (await request.get('/api/commissions?showcase=true&limit=100')).json()) as Array<{
    id: number;
    title: string;
    medium: string | null;
    artistId: number;
    artistName: string;
  }>;
  const commission = items.find((c) => c.medium);
  expect(commission).toBeDefined();
  return commission!;
}

test('a collector opens a commission from the gallery, asks for something similar with its medium, and Back returns', async ({
  page,
}) => {
  await logIn(page, 'collector@atelier.test');
  const commission = await firstCommission(page.request);
  await page.goto('/commissions');
  await page.getByRole('link', { name: commission.title, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/commission/${commission.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: commission.title })).toBeVisible();
  await expect(page.getByRole('link', { name: commission.artistName, exact: true })).toHaveAttribute(
    'href',
    `/artist/${commission.artistId}`,
  );

  await page.getByRole('button', { name: 'Request something similar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request something similar' });
  // The dialog's root is a zero-size wrapper: wait for its heading.
  await expect(dialog.getByRole('heading', { name: 'Request something similar' })).toBeVisible();
  await expect(dialog.getByLabel('Preferred medium')).toHaveValue(commission.medium!);
  await expect(dialog.getByLabel(/^Title/)).toHaveValue(`Something like “${commission.title}”`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.goBack();
  await expect(page).toHaveURL(/\/commissions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Commission Gallery' })).toBeVisible();
});

test('a visitor reaches a commission by its link and is asked to log in to request one', async ({ page }) => {
  const commission = await firstCommission(page.request);
  await page.goto(`/commission/${commission.id}`);
  await expect(page.getByRole('heading', { level: 1, name: commission.title })).toBeVisible();
  // Signing in brings the visitor back here (issue 25, point 5).
  await expect(page.getByRole('link', { name: 'Log in to request something similar' })).toHaveAttribute(
    'href',
    `/login?redirect=${encodeURIComponent(`/commission/${commission.id}`)}`,
  );
  await page.goto('/commission/999999');
  await expect(page.getByRole('heading', { name: 'Commission Not Found' })).toBeVisible();
});
