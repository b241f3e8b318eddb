import { expect, test, type Page } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';

const PAGES: Array<[string, string]> = [
  ['/artist-dashboard', 'Artist Dashboard'],
  ['/artist-dashboard?tab=profile', 'Artist Dashboard'],
  ['/artist-dashboard?tab=requests', 'Artist Dashboard'],
  ['/artist-profile-edit', 'Edit My Artist Profile'],
  ['/commission-requests', 'Commission Requests'],
  ['/commission-requests?tab=received', 'Commission Requests'],
];

async function signIn(page: Page, email: string) {
  const res = await page.request.post('/api/auth/login', { data: { email, password: 'demo1234' } });
  expect(res.ok()).toBe(true);
}

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
]) {
  test.describe(`artist workspace, ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const [path, heading] of PAGES) {
      test(`${path} has no serious or critical axe violations`, async ({ page }) => {
        await signIn(page, 'artist@atelier.test');
        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expectNoSeriousA11yViolations(page);
      });
    }

    test('the accept form and the artwork dialog have no serious or critical axe violations', async ({
      page,
    }) => {
      await signIn(page, 'artist@atelier.test');
      await page.goto('/commission-requests?tab=received');
      await page.getByRole('button', { name: 'Accept', exact: true }).first().click();
      await expect(page.getByLabel('Your quote (USD)')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.goto('/artist-dashboard');
      await page.getByRole('button', { name: 'New artwork' }).click();
      await expect(page.getByRole('dialog', { name: 'New artwork' }).getByLabel('Title')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test('a new artist without a profile is guided to create one', async ({ page }) => {
      await signIn(page, 'jonah.reyes@atelier.test');
      await page.goto('/artist-profile-edit');
      await expect(page.getByRole('heading', { name: 'Create My Artist Profile', level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Create Profile' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.goto('/artist-dashboard');
      await expect(page.getByText('Create your artist profile to get started')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}

test('a pending artist is told the profile awaits approval', async ({ page }) => {
  await signIn(page, 'newartist@atelier.test');
  await page.goto('/artist-dashboard');
  await expect(page.getByText('Your artist profile is pending approval')).toBeVisible();
  await expect(page.getByText(/Until an admin approves it/)).toBeVisible();
});
