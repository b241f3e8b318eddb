import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../lib/logger';
import { createArtist, createArtwork, createUser, signIn, type FixtureUser } from '../../test/fixtures';
import { tellFollowersOfArtwork } from '../follows/follower-news.service';
import { queuedMailTo } from '../../test/outbox';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { smtpTransport } from '../mail/mail-transport';
import { createMailWorker } from '../mail/mail-worker';
import { queueDailyDigests } from './digest';
import { notify } from './notify';

// Notification e-mail (issue 24 point 6) over HTTP on real PostgreSQL; mail goes through a real SMTP server.
let t: TestApp;
let smtp: TestSmtpServer;
beforeAll(async () => {
  // No wait: the tests decide when the worker's turn comes.
  t = await createTestApp({ NOTIFICATION_MAIL_DELAY_SECONDS: '0' });
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp?.stop();
  await t?.close();
});

/** The worker's turn: sends (or skips) every due mail through the test SMTP server. */
async function workerTurn(): Promise<void> {
  const transport = smtpTransport(smtp.url);
  try {
    await createMailWorker({
      knex: t.db.knex,
      transport,
      logger: createLogger('silent'),
      origin: t.config.mail.origin,
      from: t.config.mail.from,
      signingKeys: t.config.sessionKeys,
    }).runOnce();
  } finally {
    transport.close();
  }
}

const requestFor = (user: FixtureUser, title = 'New commission request: Harbour at dusk') =>
  t.db.knex.transaction((trx) =>
    notify(trx, { userId: user.id, kind: 'request_received', title, link: '/commission-requests' }),
  );
const newArtwork = (user: FixtureUser, title: string) =>
  t.db.knex.transaction((trx) =>
    notify(trx, { userId: user.id, kind: 'followed_artist_artwork', title, link: '/artworks' }),
  );
const statusOf = async (to: string, kind: string) =>
  (await t.db.knex('mail_outbox').where({ to_address: to, kind }).orderBy('id')).map((m) => m.status);

describe('notification e-mail choices', () => {
  it('start with the defaults and keep a change; a digest of orders is refused', async () => {
    const user = await createUser(t.db.knex);
    const client = await signIn(t, user.email);
    const before = await client.get('/api/notifications/mail-prefs');
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      request_received: 'instant',
      message_received: 'instant',
      order_update: 'instant',
      artwork_moderated: 'instant',
      followed_artist_artwork: 'digest',
    });
    const changed = await client.put('/api/notifications/mail-prefs', {
      message_received: 'digest',
      order_update: 'off',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      message_received: 'digest',
      order_update: 'off',
      request_received: 'instant',
    });
    expect((await client.get('/api/notifications/mail-prefs')).body).toEqual(changed.body);
    const refused = await client.put('/api/notifications/mail-prefs', { order_update: 'digest' });
    expect(refused.status).toBe(400);
    expect(refused.body.fields.order_update).toMatch(/no daily digest/);
    expect((await t.client().get('/api/notifications/mail-prefs')).status).toBe(401);
  });
});

describe('a notification mail', () => {
  it('arrives with a one-click unsubscribe link and headers that turn off only that kind, without sign-in', async () => {
    const artist = await createUser(t.db.knex, { role: 'bus_admin' });
    await requestFor(artist);
    await workerTurn();
    const mail = await smtp.nextMailTo(artist.email);
    expect(mail.subject).toBe('New commission request: Harbour at dusk');
    expect(mail.text).toContain(`Open in Atelier: ${t.config.mail.origin}/commission-requests`);
    expect(mail.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const header = mail.header('list-unsubscribe')!;
    const match = /^<(http[^>]+\/api\/mail\/unsubscribe\?token=([^>]+))>$/.exec(header);
    expect(match, header).toBeTruthy();
    const token = decodeURIComponent(match![2]!);
    expect(mail.text).toContain(`/unsubscribe?token=${encodeURIComponent(token)}`);

    // What a mail provider does (RFC 8058): a POST of the header's URL, no cookie, a form body.
    const res = await fetch(`${t.baseUrl}/api/mail/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ kinds: ['request_received'] });

    const prefs = (await (await signIn(t, artist.email)).get('/api/notifications/mail-prefs')).body;
    expect(prefs).toMatchObject({
      request_received: 'off',
      message_received: 'instant',
      order_update: 'instant',
    });

    await requestFor(artist, 'New commission request: Quiet lake');
    await workerTurn();
    expect(await queuedMailTo(t.db.knex, artist.email, 'notification')).toHaveLength(1);
  });

  it('refuses a token changed to another kind or another account', async () => {
    const user = await createUser(t.db.knex);
    await requestFor(user);
    const [queued] = await queuedMailTo(t.db.knex, user.email, 'notification');
    await workerTurn();
    const mail = await smtp.nextMailTo(user.email);
    const token = decodeURIComponent(/token=([^>]+)>/.exec(mail.header('list-unsubscribe')!)![1]!);
    const [id, , sig] = token.split('.');
    for (const forged of [`${id}.order_update.${sig}`, `${Number(id) + 1}.request_received.${sig}`]) {
      const res = await t.client().post(`/api/mail/unsubscribe?token=${encodeURIComponent(forged)}`);
      expect(res.status).toBe(410);
      expect(res.body.code).toBe('LINK_EXPIRED');
    }
    expect(queued).toBeTruthy();
  });

  it('is not sent when the notification was read in the app before its turn (kept as skipped)', async () => {
    const artist = await createUser(t.db.knex, { role: 'bus_admin' });
    const client = await signIn(t, artist.email);
    await requestFor(artist);
    const [n] = (await client.get('/api/notifications')).body;
    expect((await client.post(`/api/notifications/${n.id}/read`)).status).toBe(200);
    await workerTurn();
    expect(await statusOf(artist.email, 'notification')).toEqual(['skipped']);
    const row = await t.db.knex('mail_outbox').where({ to_address: artist.email }).first();
    expect(row.last_error).toMatch(/Read in the app/);
    expect(smtp.received.filter((m) => m.to.includes(artist.email))).toHaveLength(0);
  });

  it('is never sent to an address not confirmed yet', async () => {
    const artist = await createUser(t.db.knex, { role: 'bus_admin', emailVerified: false });
    await requestFor(artist);
    await workerTurn();
    expect(await queuedMailTo(t.db.knex, artist.email, 'notification')).toHaveLength(0);

    // Confirmed when queued, unconfirmed by its turn (the address changed back): skipped then.
    const other = await createUser(t.db.knex, { role: 'bus_admin' });
    await requestFor(other);
    await t.db.knex('users').where({ id: other.id }).update({ email_verified_at: null });
    await workerTurn();
    expect(await statusOf(other.email, 'notification')).toEqual(['skipped']);
    expect(
      smtp.received.filter((m) => m.to.includes(artist.email) || m.to.includes(other.email)),
    ).toHaveLength(0);
  });

  it('waits NOTIFICATION_MAIL_DELAY_SECONDS before its turn', async () => {
    const waiting = await createTestApp({ NOTIFICATION_MAIL_DELAY_SECONDS: '120' }, { sharedDb: t.db });
    try {
      const user = await createUser(t.db.knex);
      await requestFor(user);
      const row = await t.db.knex('mail_outbox').where({ to_address: user.email }).first();
      const wait = new Date(row.send_after).getTime() - new Date(row.created_at).getTime();
      expect(wait).toBeGreaterThan(100_000);
    } finally {
      await waiting.close();
      // Back to no wait for the other tests (the delay is the process's).
      await (await createTestApp({ NOTIFICATION_MAIL_DELAY_SECONDS: '0' }, { sharedDb: t.db })).close();
    }
  });
});

describe("follows' new artworks", () => {
  it('are mailed at once to a follower who chose so, and wait for the digest for the others', async () => {
    const artist = await createArtist(t.db.knex);
    const eager = await createUser(t.db.knex);
    const patient = await createUser(t.db.knex);
    for (const follower of [eager, patient])
      await t.db.knex('artist_follows').insert({ user_id: follower.id, artist_id: artist.artistId });
    const client = await signIn(t, eager.email);
    expect(
      (await client.put('/api/notifications/mail-prefs', { followed_artist_artwork: 'instant' })).status,
    ).toBe(200);
    const artwork = await createArtwork(t.db.knex, artist.artistId, { title: 'Harbour at dusk' });
    await t.db.knex.transaction((trx) => tellFollowersOfArtwork({ db: trx }, artwork.id));
    await workerTurn();
    const mail = await smtp.nextMailTo(eager.email);
    expect(mail.subject).toMatch(/New artwork by .+: Harbour at dusk/);
    expect(await queuedMailTo(t.db.knex, patient.email)).toHaveLength(0);
  });
});

describe('the daily digest', () => {
  it("lists a day's unread digest notifications in one mail, once, and nothing when there is none", async () => {
    const follower = await createUser(t.db.knex);
    const quiet = await createUser(t.db.knex);
    await newArtwork(follower, 'Mara Lind added a new artwork: Harbour at dusk');
    await newArtwork(follower, 'Mara Lind added a new artwork: Quiet lake');
    await newArtwork(follower, 'Jo Reyes added a new artwork: Red kite');
    // Read already in the app: left out.
    await t.db
      .knex('notifications')
      .where({ user_id: follower.id, title: 'Jo Reyes added a new artwork: Red kite' })
      .update({ read_at: new Date() });
    // Not a digest kind for this account: no mail at all for it (it is mailed at once instead).
    expect(await queuedMailTo(t.db.knex, follower.email, 'notification')).toHaveLength(0);

    const now = new Date();
    const hour = now.getUTCHours();
    await queueDailyDigests(t.db.knex, { hour, now });
    await queueDailyDigests(t.db.knex, { hour, now: new Date(now.getTime() + 60_000) });
    await workerTurn();
    const mail = await smtp.nextMailTo(follower.email);
    expect(mail.subject).toBe('Your Atelier digest: 2 new notifications');
    expect(mail.text).toContain('Mara Lind added a new artwork: Harbour at dusk');
    expect(mail.text).toContain('Mara Lind added a new artwork: Quiet lake');
    expect(mail.text).not.toContain('Red kite');
    expect(mail.header('list-unsubscribe')).toMatch(/\/api\/mail\/unsubscribe\?token=/);
    expect(await queuedMailTo(t.db.knex, follower.email, 'notification_digest')).toHaveLength(1);
    expect(await queuedMailTo(t.db.knex, quiet.email)).toHaveLength(0);

    // The next day: only what came since.
    await newArtwork(follower, 'Mara Lind added a new artwork: Winter field');
    const tomorrow = new Date(now.getTime() + 24 * 60 * 60_000);
    await queueDailyDigests(t.db.knex, { hour, now: tomorrow });
    await t.db.knex('mail_outbox').where({ to_address: follower.email }).update({ send_after: new Date() });
    await workerTurn();
    const next = await smtp.nextMailTo(follower.email);
    expect(next.subject).toBe('Your Atelier digest: 1 new notification');
    expect(next.text).toContain('Winter field');
    expect(next.text).not.toContain('Quiet lake');

    // Its unsubscribe link turns every digest kind off.
    const token = decodeURIComponent(/token=([^>]+)>/.exec(next.header('list-unsubscribe')!)![1]!);
    const res = await t.client().post(`/api/mail/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(res.body).toEqual({ kinds: ['followed_artist_artwork'] });
  });
});
