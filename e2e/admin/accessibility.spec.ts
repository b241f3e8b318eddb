import { expect, test, type Page } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';

const PAGES: Array<[string, RegExp]> = [
  ['/admin', /^Admin Dashboard$/],
  ['/admin/artists', /^Artist Management/],
  ['/admin/artworks', /^Artwork Management$/],
  ['/admin/artworks?status=pending', /^Artwork Management$/],
];

async function signInAsAdmin(page: Page) {
  const res = await page.request.post('/api/auth/login', {
    data: { email: 'admin@atelier.test', password: 'demo1234' },
  });
  expect(res.ok()).toBe(true);
}

async function settled(page: Page, heading: RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
]) {
  test.describe(`admin screens, ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const [path, heading] of PAGES) {
      test(`${path} has no serious or critical axe violations`, async ({ page }) => {
        await signInAsAdmin(page);
        await page.goto(path);
        await settled(page, heading);
        await expectNoSeriousA11yViolations(page);
      });
    }

    test('the details and Add Artist dialogs have no serious or critical axe violations', async ({
      page,
    }) => {
      // Two screens, three dialogs and three axe scans: more than the default 30 s on a busy machine.
      test.setTimeout(120_000);
      await signInAsAdmin(page);
      await page.goto('/admin/artists');
      await settled(page, /^Artist Management/);
      await page
        .getByRole('button', { name: /^Details for / })
        .filter({ visible: true })
        .nth(2)
        .click();
      const artistDialog = page.getByRole('dialog');
      await expect(artistDialog.getByText('Biography')).toBeVisible();
      await expect(artistDialog.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');
      await expect(artistDialog).toHaveCount(0);

      await page.getByRole('button', { name: 'Add Artist' }).click();
      // The dialog's root is a zero-size wrapper of fixed panels: check its heading.
      await expect(page.getByRole('dialog').getByRole('heading', { name: 'Add Artist' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');

      await page.goto('/admin/artworks');
      await settled(page, /^Artwork Management$/);
      await page
        .getByRole('button', { name: /^Details of / })
        .filter({ visible: true })
        .first()
        .click();
      const artworkDialog = page.getByRole('dialog');
      await expect(artworkDialog.getByRole('table', { name: 'Stock' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}
