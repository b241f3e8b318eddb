import { expect, test } from '../support/test';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

test('on a 360 px phone the menu opens as a sheet and navigates', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Discover Extraordinary Art' })).toBeVisible();
  // Nothing overflows sideways.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  const artists = sheet.getByRole('link', { name: 'Artists' });
  await expect(artists).toBeVisible();
  const box = await artists.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44); // thumb-sized tap target
  await artists.click();
  await expect(page).toHaveURL(/\/artists$/);
  await expect(sheet).toHaveCount(0);
});

test('on a phone the header search navigates to the home results', async ({ page }) => {
  await page.goto('/about');
  const search = page.getByRole('searchbox', { name: 'Search' }).first();
  if (!(await search.isVisible())) await page.getByRole('button', { name: 'Search' }).first().click();
  await page.getByRole('searchbox', { name: 'Search' }).first().fill('Coastal');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/\?search=Coastal/);
  await expect(page.getByText('Coastal Path').first()).toBeVisible();
});
