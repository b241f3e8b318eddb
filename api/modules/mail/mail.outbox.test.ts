import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../test/test-db';
import { createTestDatabase } from '../../test/test-db';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp-server';
import { createLogger } from '../../lib/logger';
import { claimDueMail } from './mail.repo';
import { smtpTransport, type MailTransport } from './mail-transport';
import { createMailWorker, type RetryPolicy } from './mail-worker';
import { queueMail } from './queue-mail';

// The outbox against a real SMTP server started here: what arrives is parsed as a mail client would.
const ORIGIN = 'https://atelier.example';
const FROM = 'Atelier <hello@atelier.example>';
const FAST_RETRY: RetryPolicy = { firstDelayMs: 300, maxDelayMs: 1_000, giveUpAfterMs: 60_000 };

let db: TestDatabase;
let smtp: TestSmtpServer;
beforeAll(async () => {
  db = await createTestDatabase();
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp?.stop();
  await db?.close();
});
const transports: MailTransport[] = [];
beforeEach(async () => {
  await db.knex('mail_outbox').del();
});
afterEach(() => {
  for (const transport of transports.splice(0)) transport.close();
});

function worker(retry: RetryPolicy = FAST_RETRY) {
  const transport = smtpTransport(smtp.url);
  transports.push(transport);
  return createMailWorker({
    knex: db.knex,
    transport,
    logger: createLogger('silent'),
    origin: ORIGIN,
    from: FROM,
    retry,
  });
}

const reset = (to: string, token = 'tok-123') =>
  db.knex.transaction((trx) =>
    queueMail(trx, { to, kind: 'password_reset', data: { firstName: 'Ada', token } }),
  );

const rowOf = (id: number) => db.knex('mail_outbox').where({ id }).first();
const arrivedTo = (to: string) => smtp.received.filter((m) => m.to.includes(to));

describe('mail outbox', () => {
  it('sends a mail whose change committed, with text and HTML parts from its template, and never one whose change rolled back', async () => {
    await reset('ada@example.test');
    await db.knex
      .transaction(async (trx) => {
        await queueMail(trx, {
          to: 'rolled-back@example.test',
          kind: 'password_reset',
          data: { firstName: 'Bo', token: 'x' },
        });
        throw new Error('the change failed');
      })
      .catch(() => {});

    const w = worker();
    expect(await w.runOnce()).toBe(1);
    const mail = await smtp.nextMailTo('ada@example.test');
    expect(mail.from).toMatch(/^"?Atelier"? <hello@atelier\.example>$/);
    expect(mail.subject).toBe('Reset your Atelier password');
    expect(mail.text).toContain('Hello Ada,');
    expect(mail.text).toContain(`Choose a new password: ${ORIGIN}/reset-password?token=tok-123`);
    expect(mail.html).toContain(`href="${ORIGIN}/reset-password?token=tok-123"`);
    expect(mail.html).toContain('The link works once, for 30 minutes.');
    expect(mail.messageId).toMatch(/^<mail-\d+\.[a-z0-9]+@atelier\.example>$/);

    expect(await w.runOnce()).toBe(0);
    expect(arrivedTo('ada@example.test')).toHaveLength(1);
    expect(arrivedTo('rolled-back@example.test')).toHaveLength(0);
    expect(await db.knex('mail_outbox').where({ to_address: 'rolled-back@example.test' })).toHaveLength(0);
  });

  it('keeps a mail while the SMTP server is down, retries with backoff and sends it exactly once when it is back', async () => {
    await smtp.stop();
    const id = await reset('outage@example.test');
    const w = worker();
    await w.runOnce();
    const failed = await rowOf(id);
    expect(failed.status).toBe('queued');
    expect(failed.attempts).toBe(1);
    expect(failed.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(new Date(failed.send_after).getTime()).toBeGreaterThan(Date.now());

    // Not due again before its backoff: no second attempt.
    await w.runOnce();
    expect((await rowOf(id)).attempts).toBe(1);

    await smtp.start();
    await new Promise((r) => setTimeout(r, FAST_RETRY.firstDelayMs + 50));
    await w.runOnce();
    await smtp.nextMailTo('outage@example.test');
    await w.runOnce();
    await w.runOnce();
    expect(arrivedTo('outage@example.test')).toHaveLength(1);
    const sent = await rowOf(id);
    expect(sent.status).toBe('sent');
    expect(sent.attempts).toBe(2);
    expect(sent.subject).toBe('Reset your Atelier password');
  });

  it('gives a mail up (kept as failed) once it has failed for longer than the retry period', async () => {
    await smtp.stop();
    const id = await reset('given-up@example.test');
    await worker({ ...FAST_RETRY, giveUpAfterMs: 0 }).runOnce();
    await smtp.start();
    const row = await rowOf(id);
    expect(row.status).toBe('failed');
    await worker().runOnce();
    expect(arrivedTo('given-up@example.test')).toHaveLength(0);
  });

  it('does not retry a recipient the server refused for good', async () => {
    const id = await reset('bounce@example.test');
    const w = worker();
    await w.runOnce();
    await new Promise((r) => setTimeout(r, FAST_RETRY.firstDelayMs + 50));
    await w.runOnce();
    const row = await rowOf(id);
    expect(row.status).toBe('failed');
    expect(row.attempts).toBe(1);
    expect(row.last_error).toMatch(/550|No such mailbox/);
  });

  it('sends each mail once when two workers share the outbox', async () => {
    const addresses = Array.from({ length: 24 }, (_, i) => `pair-${i}@example.test`);
    await db.knex.transaction(async (trx) => {
      for (const to of addresses)
        await queueMail(trx, { to, kind: 'password_reset', data: { firstName: 'Ada', token: to } });
    });
    const [a, b] = await Promise.all([worker().runOnce(), worker().runOnce()]);
    expect(a + b).toBe(addresses.length);
    for (const to of addresses) await smtp.nextMailTo(to);
    for (const to of addresses) expect(arrivedTo(to)).toHaveLength(1);
  });

  it('sends a mail whose worker died mid-send once its lease has run out', async () => {
    const id = await reset('lease@example.test');
    // A worker takes it with a short lease and dies before sending.
    expect(await claimDueMail(db.knex, 10, 200)).toHaveLength(1);
    const w = worker();
    expect(await w.runOnce()).toBe(0);
    await new Promise((r) => setTimeout(r, 300));
    expect(await w.runOnce()).toBe(1);
    await smtp.nextMailTo('lease@example.test');
    expect((await rowOf(id)).status).toBe('sent');
  });
});
