import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtistProfile, createUser, PASSWORD, signIn } from '../../test/fixtures';
import { latestToken, queuedMailTo } from '../../test/outbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { artworkInput } from '../artworks/artworks.test-world';

// E-mail confirmation and change of address (issue 24 point 3) over HTTP on real PostgreSQL.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const verify = (token: string) => t.client().post('/api/auth/verify-email', { token });

describe('a new account', () => {
  it('gets a confirmation link; until it is opened the account is unconfirmed and its artist cannot submit artworks', async () => {
    const client = t.client();
    const reg = await client.post('/api/auth/register', {
      firstName: 'Berthe',
      lastName: 'Morisot',
      username: 'berthe_m',
      email: 'berthe@example.test',
      password: 'the cradle 1872',
      role: 'bus_admin',
    });
    expect(reg.status).toBe(201);
    expect(reg.body.emailVerified).toBe(false);
    const [mail] = await queuedMailTo(t.db.knex, 'berthe@example.test');
    expect(mail).toMatchObject({ kind: 'verify_email', data: { firstName: 'Berthe' } });
    await t.db.knex('artists').where({ user_id: reg.body.id }).update({ approval_status: 'approved' });

    const refused = await client.post('/api/artworks', await artworkInput(t));
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message: expect.stringMatching(/^Confirm your e-mail address before submitting artworks for review/),
    });

    const opened = await verify(mail!.data.token as string);
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({ outcome: 'verified', email: 'berthe@example.test' });
    expect((await client.get('/api/auth/me')).body.emailVerified).toBe(true);
    expect((await client.post('/api/artworks', await artworkInput(t))).status).toBe(201);

    const again = await verify(mail!.data.token as string);
    expect(again.status).toBe(410);
    expect(again.body.message).toMatch(/expired or was used already/);
  });

  it("sends the link again on request, at most 5 times in 30 minutes, and not once it's confirmed", async () => {
    const user = await createUser(t.db.knex, { emailVerified: false });
    const client = await signIn(t, user.email);
    for (let i = 0; i < 5; i++) expect((await client.post('/api/auth/verify-email/resend')).status).toBe(200);
    const limited = await client.post('/api/auth/verify-email/resend');
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many e-mails asked for in a short time/);
    expect(await queuedMailTo(t.db.knex, user.email, 'verify_email')).toHaveLength(5);
    // Any of the links sent works.
    const [first] = await queuedMailTo(t.db.knex, user.email, 'verify_email');
    expect((await verify(first!.data.token as string)).status).toBe(200);

    const confirmed = await createUser(t.db.knex);
    const res = await (await signIn(t, confirmed.email)).post('/api/auth/verify-email/resend');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Your e-mail address is confirmed already');
    expect((await t.client().post('/api/auth/verify-email/resend')).status).toBe(401);
  });
});

describe('POST /api/auth/email (change of address)', () => {
  it('needs the password, and changes the address only through the link sent to the new one, with a notice to the old', async () => {
    const user = await createUser(t.db.knex, { firstName: 'Gwen' });
    const client = await signIn(t, user.email);
    const wrong = await client.post('/api/auth/email', {
      newEmail: 'gwen.new@example.test',
      password: 'nope',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields.password).toBe('Your current password is not correct');

    const asked = await client.post('/api/auth/email', {
      newEmail: 'Gwen.New@example.test',
      password: PASSWORD,
    });
    expect(asked.status).toBe(200);
    // Nothing changed yet: the old address still signs in, the new one does not.
    expect((await client.get('/api/auth/me')).body).toMatchObject({ email: user.email, emailVerified: true });
    expect(
      (await t.client().post('/api/auth/login', { email: 'gwen.new@example.test', password: PASSWORD }))
        .status,
    ).toBe(401);

    const [notice] = await queuedMailTo(t.db.knex, user.email, 'email_change_requested');
    expect(notice!.data).toEqual({ firstName: 'Gwen', newEmail: 'gwen.new@example.test' });
    expect(notice!.data).not.toHaveProperty('token');
    const token = await latestToken(t.db.knex, 'gwen.new@example.test', 'email_change_confirm');

    const opened = await verify(token);
    expect(opened.body).toEqual({ outcome: 'changed', email: 'gwen.new@example.test' });
    expect((await client.get('/api/auth/me')).body).toMatchObject({
      email: 'gwen.new@example.test',
      emailVerified: true,
    });
    expect(
      (await t.client().post('/api/auth/login', { email: 'gwen.new@example.test', password: PASSWORD }))
        .status,
    ).toBe(200);
    expect((await t.client().post('/api/auth/login', { email: user.email, password: PASSWORD })).status).toBe(
      401,
    );
    expect((await verify(token)).status).toBe(410);
  });

  it("refuses an address another account has, and a newer request replaces an older one's link", async () => {
    const user = await createUser(t.db.knex);
    const other = await createUser(t.db.knex);
    const client = await signIn(t, user.email);
    const taken = await client.post('/api/auth/email', { newEmail: other.email, password: PASSWORD });
    expect(taken.status).toBe(409);
    expect(taken.body.fields.newEmail).toBe('An account with this email already exists');
    const same = await client.post('/api/auth/email', { newEmail: user.email, password: PASSWORD });
    expect(same.status).toBe(400);

    await client.post('/api/auth/email', { newEmail: 'first-choice@example.test', password: PASSWORD });
    const older = await latestToken(t.db.knex, 'first-choice@example.test', 'email_change_confirm');
    await client.post('/api/auth/email', { newEmail: 'second-choice@example.test', password: PASSWORD });
    expect((await verify(older)).status).toBe(410);
    const newer = await latestToken(t.db.knex, 'second-choice@example.test', 'email_change_confirm');
    expect((await verify(newer)).body.email).toBe('second-choice@example.test');
  });
});

describe('an artist with a confirmed address', () => {
  it('submits artworks for review as before (fixtures make confirmed accounts)', async () => {
    const artist = await createUser(t.db.knex, { role: 'bus_admin' });
    await createArtistProfile(t.db.knex, artist.id);
    const res = await (await signIn(t, artist.email)).post('/api/artworks', await artworkInput(t));
    expect(res.status).toBe(201);
    expect(res.body.approvalStatus).toBe('pending');
  });
});
