import { Secret, TOTP } from 'otpauth';
import { expect, test } from '../support/test';
import { logIn, logOut } from '../support/session';

/** The code an authenticator app shows `steps` periods of 30 seconds from now. */
const codeAt = (secret: string, steps: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

// Issue 24 point 4: the admin sets up two-factor sign-in on /profile (QR code, text secret, a code
// from the app, backup codes shown once) and signs in again with a code. The demo admin is exempt
// from having to, so other journeys keep signing in with the password; this one turns it off again.
test('the admin sets up two-factor sign-in and signs in with a code', async ({ page }) => {
  await logIn(page, 'admin@atelier.test');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.locator('#two-factor code').textContent())!.trim();
  // The server takes a code one 30-second period either side: start early in a period, so the code
  // typed now is still in its window when the busy server checks it.
  const left = 30_000 - (Date.now() % 30_000);
  if (left < 10_000) await page.waitForTimeout(left + 50);
  await page.getByLabel('Code from the app').fill(codeAt(secret, -1));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const [signInCode, offCode] = (await codes.allTextContents()).map((c) => c.trim());
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText(/Backup codes left: 10/)).toBeVisible();

  try {
    await logOut(page, 'Alex');
    await page.goto('/login');
    await page.getByLabel('Email').fill('admin@atelier.test');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
    await page.getByLabel('Code').fill(codeAt(secret, 0));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Welcome back')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  } finally {
    // Off again, so the other journeys sign the demo admin in with the password alone.
    if (!(await page.request.get('/api/auth/me')).ok()) {
      await page.request.post('/api/auth/login', {
        data: { email: 'admin@atelier.test', password: 'demo1234' },
      });
      await page.request.post('/api/auth/login/second-step', { data: { code: signInCode } });
    }
    const res = await page.request.post('/api/auth/two-factor/disable', {
      data: { password: 'demo1234', code: offCode },
    });
    expect(res.ok()).toBe(true);
  }
});
