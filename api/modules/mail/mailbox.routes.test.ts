import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createUser, signIn } from '../../test/fixtures';
import { createLogger } from '../../lib/logger';
import { databaseTransport } from './mail-transport';
import { createMailWorker } from './mail-worker';
import { queueMail } from './queue-mail';

// Without SMTP_URL mail is kept in the database and read at /dev/mailbox (admins; anyone in development).
let t: TestApp;
let mailId: number;
beforeAll(async () => {
  t = await createTestApp();
  mailId = await t.db.knex.transaction((trx) =>
    queueMail(trx, {
      to: 'reader@example.test',
      kind: 'password_reset',
      data: { firstName: 'Rea', token: 'mailbox-token' },
    }),
  );
  const worker = createMailWorker({
    knex: t.db.knex,
    transport: databaseTransport(),
    logger: createLogger('silent'),
    origin: t.config.mail.origin,
    from: t.config.mail.from,
  });
  expect(await worker.runOnce()).toBe(1);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/dev/mailbox', () => {
  it('shows the kept mail to admins only, with its text and HTML parts', async () => {
    expect((await t.client().get('/api/dev/mailbox')).status).toBe(401);
    const collector = await createUser(t.db.knex);
    expect((await (await signIn(t, collector.email)).get('/api/dev/mailbox')).status).toBe(403);

    const admin = await createUser(t.db.knex, { role: 'app_admin' });
    const client = await signIn(t, admin.email);
    const list = await client.get('/api/dev/mailbox?to=READER@example.test');
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(list.body).toEqual([
      expect.objectContaining({
        id: mailId,
        to: 'reader@example.test',
        subject: 'Reset your Atelier password',
        status: 'sent',
      }),
    ]);
    const one = await client.get(`/api/dev/mailbox/${mailId}`);
    expect(one.body.from).toBe(t.config.mail.from);
    expect(one.body.text).toContain(`${t.config.mail.origin}/reset-password?token=mailbox-token`);
    expect(one.body.html).toContain('Choose a new password');
    expect((await client.get('/api/dev/mailbox/999999')).status).toBe(404);
  });

  it('is open to anyone in development, and absent when mail goes out through SMTP', async () => {
    const dev = await createTestApp({ NODE_ENV: 'development' }, { sharedDb: t.db });
    const smtp = await createTestApp(
      { SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'Atelier <hello@atelier.example>' },
      { sharedDb: t.db },
    );
    try {
      const open = await dev.client().get(`/api/dev/mailbox/${mailId}`);
      expect(open.status).toBe(200);
      expect(open.body.subject).toBe('Reset your Atelier password');
      const admin = await createUser(t.db.knex, { role: 'app_admin' });
      const none = await (await signIn(smtp, admin.email)).get('/api/dev/mailbox');
      expect(none.status).toBe(404);
    } finally {
      await dev.close();
      await smtp.close();
    }
  });
});
