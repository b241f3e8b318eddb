import { expect, test } from '../support/test';
import { expectAccessibleToast, expectNoSeriousA11yViolations } from '../support/axe';

const PAGES: Array<[string, string]> = [
  ['/', 'Discover Extraordinary Art'],
  ['/about', ''],
  ['/login', 'Log in'],
  ['/register', ''],
  ['/forgot-password', 'Forgot password?'],
  ['/reset-password?token=from-the-mail', 'Choose a new password'],
  ['/no-such-page', 'Page not found'],
];

for (const viewport of [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1440, height: 900 },
]) {
  test.describe(`${viewport.name} accessibility`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const [path, heading] of PAGES) {
      test(`${path} has no serious or critical axe violations`, async ({ page }) => {
        await page.goto(path);
        if (heading) await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
        else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      });
    }
  });
}

test('keyboard users can skip to content and see where focus is', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Discover Extraordinary Art' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  const outline = await skip.evaluate((el) => {
    const style = getComputedStyle(el);
    return `${style.outlineStyle} ${style.boxShadow}`;
  });
  expect(outline).not.toBe('none none');
});

test('toasts are readable (default and destructive)', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('collector@atelier.test');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Login failed', { exact: true })).toBeVisible();
  await expectAccessibleToast(page);
});
