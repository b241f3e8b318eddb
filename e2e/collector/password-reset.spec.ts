import { expect, test } from '../support/test';
import { logIn, signedInApi } from '../support/session';
import { registerCollector } from '../support/shop';

interface MailJson {
  id: number;
  kind: string;
  status: string;
  subject: string | null;
  text: string | null;
}

// Issue 24: a collector who forgot the password asks for a link, reads the mail (kept in the
// database without SMTP, read by an admin at /api/dev/mailbox), sets a new password and signs in.
test('forgot password: the mail arrives, a new password is set, and it signs in', async ({
  page,
  baseURL,
}) => {
  const email = await registerCollector(baseURL!, 'Paloma');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The login form (with its own Email field) stays until the page's code has loaded.
  await expect(page.getByRole('heading', { name: 'Forgot password?' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByText(/^If an account exists for this e-mail, we sent a link/)).toBeVisible();

  const admin = await signedInApi(baseURL!, 'admin@atelier.test');
  let mail: MailJson | undefined;
  await expect
    .poll(
      async () => {
        const res = await admin.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
        const list = (await res.json()) as MailJson[];
        mail = list.find((m) => m.kind === 'password_reset' && m.status === 'sent');
        return mail?.subject ?? null;
      },
      { timeout: 15_000 },
    )
    .toBe('Reset your Atelier password');
  const full = (await (await admin.get(`/api/dev/mailbox/${mail!.id}`)).json()) as MailJson;
  await admin.dispose();
  const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(full.text ?? '')?.[0];
  expect(link, 'the mail holds the reset link').toBeTruthy();

  const url = new URL(link!);
  await page.goto(url.pathname + url.search);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password').fill('password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  // The sign-up rules, checked by the server.
  // The field says it (the toast may say it too).
  await expect(page.getByRole('main').getByText(/^This password is too common/)).toBeVisible();
  await page.getByLabel('New password').fill('paloma paints at dawn 7');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, email, 'paloma paints at dawn 7');
  await expect(page.getByRole('button', { name: 'Paloma' })).toBeVisible();

  // The link worked once.
  await page.goto(url.pathname + url.search);
  await page.getByLabel('New password').fill('another fresh secret 8');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(/has expired or was used already/)).toBeVisible();
});
