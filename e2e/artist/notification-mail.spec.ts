import { expect, test, waitForAppAfterNavigations, type Page } from '../support/test';
import { signedInApi, signIn } from '../support/session';

interface MailJson {
  id: number;
  kind: string;
  status: string;
  subject: string | null;
  text: string | null;
  headers: Record<string, string>;
}

const ARTIST = 'artist@atelier.test';
type Prefs = Record<string, string>;
/** Screenshots of the new screens for docs/screenshots, when asked (SHOTS=notification-mail). */
const SHOTS = (process.env.SHOTS ?? '').split(',').includes('notification-mail');

async function shoot(page: Page, name: string, arrange?: () => Promise<unknown>): Promise<void> {
  if (!SHOTS) return;
  for (const [size, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1440, height: 900 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await arrange?.();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `docs/screenshots/${name}-${size}.png` });
  }
}

// Issue 24 point 6: an artist gets an e-mail for a new commission request (kept in the database
// without SMTP, read by an admin at /api/dev/mailbox), opens its unsubscribe link without being
// signed in, and the profile shows that kind of e-mail off.
test('a commission request arrives by e-mail; its unsubscribe link turns that kind off', async ({
  browser,
  baseURL,
  page,
}) => {
  test.setTimeout(120_000);
  const artistApi = await signedInApi(baseURL!, ARTIST);
  // A rerun on the same data starts from the default.
  expect(
    (await artistApi.put('/api/notifications/mail-prefs', { data: { request_received: 'instant' } })).ok(),
  ).toBe(true);
  const artistId = (await (await artistApi.get('/api/artists/me')).json()).id as number;

  // A collector sends the request.
  const title = `Lighthouse at noon ${Date.now().toString(36)}`;
  const collector = await (await browser.newContext({ baseURL })).newPage();
  waitForAppAfterNavigations(collector);
  await signIn(collector, 'collector@atelier.test');
  await collector.goto(`/artist/${artistId}`);
  await collector.getByRole('button', { name: 'Request Commission' }).click();
  const dialog = collector.getByRole('dialog', { name: 'Request a Commission' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('The lighthouse on the point, in summer light.');
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(collector.getByText('Commission Request Sent')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The mail, once it has waited unread.
  const admin = await signedInApi(baseURL!, 'admin@atelier.test');
  let mail: MailJson | undefined;
  await expect
    .poll(
      async () => {
        const list = (await (
          await admin.get(`/api/dev/mailbox?to=${encodeURIComponent(ARTIST)}`)
        ).json()) as MailJson[];
        mail = list.find(
          (m) => m.kind === 'notification' && m.status === 'sent' && m.subject?.includes(title),
        );
        return mail?.subject ?? null;
      },
      { timeout: 30_000 },
    )
    .toMatch(/^New commission request from .+: Lighthouse at noon/);
  const full = (await (await admin.get(`/api/dev/mailbox/${mail!.id}`)).json()) as MailJson;
  await admin.dispose();
  expect(full.headers['List-Unsubscribe']).toMatch(/^<https?:\/\/\S+\/api\/mail\/unsubscribe\?token=\S+>$/);
  expect(full.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const link = /https?:\/\/\S+\/unsubscribe\?token=[\w.%-]+/.exec(full.text ?? '')?.[0];
  expect(link, 'the mail holds the unsubscribe link').toBeTruthy();

  // Opened from the mail, signed in or not.
  const url = new URL(link!);
  await page.goto(url.pathname + url.search);
  await expect(page.getByText('You are unsubscribed.')).toBeVisible();
  await expect(page.getByText(/We will no longer e-mail you about new commission requests\./)).toBeVisible();
  await shoot(page, 'unsubscribe');

  // The profile shows it off; the other kinds keep their choice.
  await signIn(page, ARTIST);
  await page.goto('/profile#notification-mail');
  const section = page.getByRole('region', { name: 'E-mail notifications' });
  await expect(section.getByLabel('New commission requests')).toHaveValue('off');
  await expect(section.getByLabel('New messages')).toHaveValue('instant');
  await expect(section.getByLabel('New artworks by artists you follow')).toHaveValue('digest');
  await shoot(page, 'profile-notification-mail', () =>
    section.evaluate((el) => {
      el.scrollIntoView({ block: 'start' });
      window.scrollBy(0, -80);
    }),
  );

  // Back on from the profile, as the artist would.
  await section.getByLabel('New commission requests').selectOption('instant');
  // Saved as chosen (read back from the server: the footer's 'Saved' link says nothing about it).
  await expect
    .poll(
      async () =>
        ((await (await artistApi.get('/api/notifications/mail-prefs')).json()) as Prefs).request_received,
    )
    .toBe('instant');
  await artistApi.dispose();
});
