import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canTransitionRequest, type RequestActor } from '../../../contract/commission-request';
import { CommissionRequestStatusSchema, type CommissionRequestStatus } from '../../../contract/enums';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createArtist, createUser, signIn, type FixtureUser } from '../../test/fixtures';
import type { TestClient } from '../../test/test-client';

let t: TestApp;
let sender: FixtureUser;
let artist: FixtureUser & { artistId: number };
let asSender: TestClient;
let asArtist: TestClient;
let asAdmin: TestClient;
let asStranger: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  sender = await createUser(t.db.knex);
  artist = await createArtist(t.db.knex);
  const admin = await createUser(t.db.knex, { role: 'super_admin' });
  const stranger = await createArtist(t.db.knex);
  [asSender, asArtist, asAdmin, asStranger] = await Promise.all([
    signIn(t, sender.email),
    signIn(t, artist.email),
    signIn(t, admin.email),
    signIn(t, stranger.email),
  ]);
});
afterAll(() => t.close());

/** A request straight in the database, in the given state. */
async function requestIn(status: CommissionRequestStatus): Promise<number> {
  const [row] = await t.db
    .knex('commission_requests')
    .insert({
      user_id: sender.id,
      artist_id: artist.artistId,
      title: 'A mural',
      description: 'A mural for our kitchen wall.',
      status,
      // A quote always has its price (a quote needs one).
      quoted_price_cents: status === 'quoted' || status === 'quote_declined' ? 12000 : null,
    })
    .returning('id');
  return row.id;
}
const statusOf = async (id: number) => (await t.db.knex('commission_requests').where({ id }).first()).status;
/** The request's version, as a user who has it on screen saw it. */
const versionOf = async (id: number): Promise<number> =>
  Number((await t.db.knex('commission_requests').where({ id }).first()).version);

// The moves the issue allows, written out independently of the contract's table.
// Beyond the spec (issue 13): the artist may quote (and revise a quote not yet accepted); the sender
// accepts the quote (work may start) or declines it.
const ALLOWED: Record<RequestActor, string[]> = {
  artist: [
    'pending>accepted',
    'pending>rejected',
    'accepted>in_progress',
    'in_progress>completed',
    'pending>quoted',
    'quoted>quoted',
    'quoted>rejected',
    'quote_declined>quoted',
    'quote_declined>rejected',
  ],
  sender: [
    'pending>cancelled',
    'accepted>cancelled',
    'quoted>accepted',
    'quoted>quote_declined',
    'quoted>cancelled',
    'quote_declined>cancelled',
  ],
};
const STATUSES = CommissionRequestStatusSchema.options;
const CASES = (['artist', 'sender'] as const).flatMap((actor) =>
  STATUSES.flatMap((from) => STATUSES.map((to) => [actor, from, to] as const)),
);

describe('PATCH /api/commission-requests/{id}: every move of the state machine', () => {
  it.each(CASES)('%s: %s -> %s', async (actor, from, to) => {
    const allowed = ALLOWED[actor].includes(`${from}>${to}`);
    expect(canTransitionRequest(actor, from, to)).toBe(allowed);

    const id = await requestIn(from);
    // A quote needs its price; every move is made on the version seen (which never outweighs the
    // state machine: a refused move says why).
    const seen = { status: to, expectedVersion: await versionOf(id) };
    const body = actor === 'artist' && to === 'quoted' ? { ...seen, quotedPrice: 120 } : seen;
    const res = await (actor === 'artist' ? asArtist : asSender).patch(
      `/api/commission-requests/${id}`,
      body,
    );
    if (allowed) {
      expect(res.status).toBe(200);
      expect(res.body.status).toBe(to);
      expect(await statusOf(id)).toBe(to);
      return;
    }
    const answering = from !== 'pending' && ALLOWED[actor].includes(`pending>${to}`);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe(answering ? 'REQUEST_NOT_PENDING' : 'INVALID_TRANSITION');
    expect(res.body.current).toMatchObject({ id, status: from });
    expect(await statusOf(id)).toBe(from);
  });
});

describe('PATCH /api/commission-requests/{id}: fields and permissions', () => {
  it('stores the quote, notes and estimate with an acceptance', async () => {
    const id = await requestIn('pending');
    const res = await asArtist.patch(`/api/commission-requests/${id}`, {
      status: 'accepted',
      artistNotes: 'Happy to! Two sittings.',
      quotedPrice: 1250.75,
      estimatedCompletion: '2031-03-01',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      artistNotes: 'Happy to! Two sittings.',
      quotedPrice: 1250.75,
      estimatedCompletion: '2031-03-01',
    });
    const again = await asSender.get(`/api/commission-requests/${id}`);
    expect(again.body.quotedPrice).toBe(1250.75);
  });

  it.each([
    ['a quote with a decline', 'rejected', { quotedPrice: 100 }, 'quotedPrice'],
    [
      'an estimate with progress',
      'in_progress',
      { estimatedCompletion: '2031-01-01' },
      'estimatedCompletion',
    ],
  ])('refuses %s with 400', async (_label, status, extra, field) => {
    const id = await requestIn(status === 'in_progress' ? 'accepted' : 'pending');
    const res = await asArtist.patch(`/api/commission-requests/${id}`, { status, ...extra });
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toMatch(/only be sent when accepting/);
  });

  it('lets the artist explain a decline, but not the sender write artist notes', async () => {
    const declined = await requestIn('pending');
    const ok = await asArtist.patch(`/api/commission-requests/${declined}`, {
      status: 'rejected',
      artistNotes: 'Fully booked',
    });
    expect(ok.body).toMatchObject({ status: 'rejected', artistNotes: 'Fully booked' });
    const id = await requestIn('pending');
    const res = await asSender.patch(`/api/commission-requests/${id}`, {
      status: 'cancelled',
      artistNotes: 'me',
    });
    expect(res.status).toBe(400);
    expect(res.body.fields.artistNotes).toBe('Only the artist can add notes');
  });

  it('answers 401, 403 (an admin, who may see it), 404 (a stranger, who may not) and 400 as it should', async () => {
    const id = await requestIn('pending');
    expect((await t.client().patch(`/api/commission-requests/${id}`, { status: 'accepted' })).status).toBe(
      401,
    );
    expect((await asAdmin.patch(`/api/commission-requests/${id}`, { status: 'accepted' })).status).toBe(403);
    expect((await asStranger.patch(`/api/commission-requests/${id}`, { status: 'accepted' })).status).toBe(
      404,
    );
    expect((await asArtist.patch('/api/commission-requests/999999', { status: 'accepted' })).status).toBe(
      404,
    );
    const bad = await asArtist.patch(`/api/commission-requests/${id}`, { status: 'approved' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.status).toEqual(expect.any(String));
    expect(
      (await asArtist.patch(`/api/commission-requests/${id}`, { status: 'accepted', quotedPrice: 'lots' }))
        .status,
    ).toBe(400);
    const badDate = { status: 'accepted', estimatedCompletion: '2031-13-01' };
    expect(
      (await asArtist.patch(`/api/commission-requests/${id}`, badDate)).body.fields.estimatedCompletion,
    ).toBe('Please enter a valid date');
    expect(await statusOf(id)).toBe('pending');
  });

  it('turns a late reply into a conflict showing what happened', async () => {
    const id = await requestIn('pending');
    await asSender.patch(`/api/commission-requests/${id}`, { status: 'cancelled' });
    const late = await asArtist.patch(`/api/commission-requests/${id}`, {
      status: 'accepted',
      quotedPrice: 300,
    });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      code: 'REQUEST_NOT_PENDING',
      message: 'This request is no longer pending: it is already cancelled',
      current: { id, status: 'cancelled', quotedPrice: null },
    });
  });
});

describe('quotes (beyond the spec)', () => {
  it('a quote waits for the sender, who accepts it: the quote stays and work may start', async () => {
    const id = await requestIn('pending');
    const quoted = await asArtist.patch(`/api/commission-requests/${id}`, {
      status: 'quoted',
      quotedPrice: 800,
      estimatedCompletion: '2031-05-01',
    });
    expect(quoted.body).toMatchObject({ status: 'quoted', quotedPrice: 800 });
    const revised = await asArtist.patch(`/api/commission-requests/${id}`, {
      status: 'quoted',
      quotedPrice: 750,
    });
    expect(revised.body).toMatchObject({
      status: 'quoted',
      quotedPrice: 750,
      estimatedCompletion: '2031-05-01',
    });
    // The sender may not change the price while accepting.
    const smuggled = await asSender.patch(`/api/commission-requests/${id}`, {
      status: 'accepted',
      quotedPrice: 1,
    });
    expect(smuggled.status).toBe(400);
    const accepted = await asSender.patch(`/api/commission-requests/${id}`, {
      status: 'accepted',
      expectedVersion: revised.body.version,
    });
    expect(accepted.body).toMatchObject({ status: 'accepted', quotedPrice: 750 });
    // Accepted: too late to revise.
    const late = await asArtist.patch(`/api/commission-requests/${id}`, {
      status: 'quoted',
      quotedPrice: 900,
    });
    expect(late.status).toBe(409);
    expect(late.body.current).toMatchObject({ status: 'accepted', quotedPrice: 750 });
    expect((await asArtist.patch(`/api/commission-requests/${id}`, { status: 'in_progress' })).status).toBe(
      200,
    );
  });

  it('tells the other party of each step: quote, revision, acceptance, work started, completed', async () => {
    const id = await requestIn('pending');
    const newest = async (userId: number) =>
      t.db.knex('notifications').where({ user_id: userId }).orderBy('id', 'desc').first();
    const steps: Array<[TestClient, Record<string, unknown>, number, string, RegExp]> = [
      [
        asArtist,
        { status: 'quoted', quotedPrice: 800 },
        sender.id,
        'request_status',
        /sent you a quote for "A mural": \$800\.00$/,
      ],
      [
        asArtist,
        { status: 'quoted', quotedPrice: 750 },
        sender.id,
        'request_status',
        /revised the quote for "A mural": \$750\.00$/,
      ],
      [
        asSender,
        { status: 'accepted' },
        artist.id,
        'quote_answered',
        /accepted your quote for "A mural": work may start$/,
      ],
      [asArtist, { status: 'in_progress' }, sender.id, 'request_status', /started work on "A mural"$/],
    ];
    for (const [client, body, recipient, kind, title] of steps) {
      const before = (await newest(recipient))?.id ?? 0;
      const seen = { ...body, expectedVersion: await versionOf(id) };
      expect((await client.patch(`/api/commission-requests/${id}`, seen)).status).toBe(200);
      const notice = await newest(recipient);
      expect(notice.id).toBeGreaterThan(before);
      expect(notice.kind).toBe(kind);
      expect(notice.title).toMatch(title);
      const tab = recipient === sender.id ? 'sent' : 'received';
      expect(notice.link).toBe(`/commission-requests?tab=${tab}&request=${id}`);
    }
    // The quote is a one-milestone proposal: the collector's approval of its delivery completes it.
    // Work accepted without a quote is completed by the artist.
    const plain = await requestIn('in_progress');
    const seen = { status: 'completed', expectedVersion: await versionOf(plain) };
    expect((await asArtist.patch(`/api/commission-requests/${plain}`, seen)).status).toBe(200);
    expect((await newest(sender.id)).title).toMatch(/completed "A mural"$/);
  });

  it('a quote needs a price', async () => {
    const id = await requestIn('pending');
    const res = await asArtist.patch(`/api/commission-requests/${id}`, { status: 'quoted' });
    expect(res.status).toBe(400);
    expect(res.body.fields.quotedPrice).toBe('A quote needs a price');
  });

  it('a declined quote carries its reason to the artist, who may revise it', async () => {
    const id = await requestIn('quoted');
    const declined = await asSender.patch(`/api/commission-requests/${id}`, {
      status: 'quote_declined',
      reason: 'Over my budget',
    });
    expect(declined.body).toMatchObject({ status: 'quote_declined', statusReason: 'Over my budget' });
    const seen = await asArtist.get(`/api/commission-requests/${id}`);
    expect(seen.body.statusReason).toBe('Over my budget');
    const notice = await t.db
      .knex('notifications')
      .where({ user_id: artist.id, kind: 'quote_answered' })
      .orderBy('id', 'desc')
      .first();
    expect(notice).toMatchObject({
      body: 'Over my budget',
      link: `/commission-requests?tab=received&request=${id}`,
    });
    const revised = await asArtist.patch(`/api/commission-requests/${id}`, {
      status: 'quoted',
      quotedPrice: 400,
    });
    expect(revised.body).toMatchObject({ status: 'quoted', quotedPrice: 400, statusReason: null });
  });

  it("the artist's decline may give a reason that the sender sees and is told", async () => {
    const id = await requestIn('pending');
    const res = await asArtist.patch(`/api/commission-requests/${id}`, {
      status: 'rejected',
      reason: 'Fully booked until spring',
    });
    expect(res.body).toMatchObject({ status: 'rejected', statusReason: 'Fully booked until spring' });
    expect((await asSender.get(`/api/commission-requests/${id}`)).body.statusReason).toBe(
      'Fully booked until spring',
    );
    const notice = await t.db
      .knex('notifications')
      .where({ user_id: sender.id, kind: 'request_status' })
      .orderBy('id', 'desc')
      .first();
    expect(notice.body).toBe('Fully booked until spring');
    expect(notice.link).toBe(`/commission-requests?tab=sent&request=${id}`);
    const misplaced = await asArtist.patch(`/api/commission-requests/${await requestIn('accepted')}`, {
      status: 'in_progress',
      reason: 'why not',
    });
    expect(misplaced.status).toBe(400);
  });
});

describe('a quote is accepted only as the sender saw it (issue 23, point 3)', () => {
  const quote = async (price: number) => {
    const id = await requestIn('pending');
    const res = await asArtist.patch(`/api/commission-requests/${id}`, {
      status: 'quoted',
      quotedPrice: price,
    });
    return { id, version: res.body.version as number };
  };

  it('needs the version seen to accept a quote', async () => {
    const { id } = await quote(100);
    const blind = await asSender.patch(`/api/commission-requests/${id}`, { status: 'accepted' });
    expect(blind.status).toBe(400);
    expect(blind.body.fields.expectedVersion).toBe(
      'Send the version of the quote you are accepting (expectedVersion)',
    );
    expect(await statusOf(id)).toBe('quoted');
  });

  it('answers 409 with the new price in words when the artist revised the quote meanwhile', async () => {
    const { id, version } = await quote(100);
    await asArtist.patch(`/api/commission-requests/${id}`, {
      status: 'quoted',
      quotedPrice: 900,
      estimatedCompletion: '2031-06-01',
    });
    const stale = await asSender.patch(`/api/commission-requests/${id}`, {
      status: 'accepted',
      expectedVersion: version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'STALE_VERSION',
      message:
        'The quote for "A mural" changed after you saw it: it is now $900.00, ready by 2031-06-01. Nothing was changed; look at it again before you answer.',
      current: { id, status: 'quoted', quotedPrice: 900 },
    });
    expect(await statusOf(id)).toBe('quoted');
    const seen = await asSender.patch(`/api/commission-requests/${id}`, {
      status: 'accepted',
      expectedVersion: stale.body.current.version,
    });
    expect(seen.body).toMatchObject({ status: 'accepted', quotedPrice: 900 });
  });

  it.each(Array.from({ length: 20 }, (_, i) => i + 1))(
    'round %i: the artist revises 100 -> 900 while the sender accepts 100: never accepted at a price not seen',
    async () => {
      const { id, version } = await quote(100);
      const [revise, accept] = await Promise.all([
        asArtist.patch(`/api/commission-requests/${id}`, { status: 'quoted', quotedPrice: 900 }),
        asSender.patch(`/api/commission-requests/${id}`, { status: 'accepted', expectedVersion: version }),
      ]);
      const row = await t.db.knex('commission_requests').where({ id }).first();
      if (accept.status === 200) {
        // The acceptance came first: at the price seen, and the revision was refused.
        expect(accept.body).toMatchObject({ status: 'accepted', quotedPrice: 100 });
        expect(revise.status).toBe(409);
        expect({ status: row.status, cents: Number(row.quoted_price_cents) }).toEqual({
          status: 'accepted',
          cents: 10000,
        });
      } else {
        // The revision came first: the acceptance of 100 was refused, the quote waits at 900.
        expect(accept.status).toBe(409);
        expect(accept.body.code).toBe('STALE_VERSION');
        expect(revise.status).toBe(200);
        expect({ status: row.status, cents: Number(row.quoted_price_cents) }).toEqual({
          status: 'quoted',
          cents: 90000,
        });
      }
    },
  );
});

describe('one answer wins', () => {
  it.each([1, 2, 3, 4, 5])('concurrent accept and decline (round %i): exactly one applies', async () => {
    const id = await requestIn('pending');
    const [accept, decline] = await Promise.all([
      asArtist.patch(`/api/commission-requests/${id}`, { status: 'accepted' }),
      asArtist.patch(`/api/commission-requests/${id}`, { status: 'rejected' }),
    ]);
    const statuses = [accept.status, decline.status].sort();
    expect(statuses).toEqual([200, 409]);
    const winner = accept.status === 200 ? accept : decline;
    const loser = accept.status === 200 ? decline : accept;
    expect(loser.body.code).toBe('REQUEST_NOT_PENDING');
    expect(loser.body.current.status).toBe(winner.body.status);
    expect(await statusOf(id)).toBe(winner.body.status);
  });

  it('replays a reply sent three times with one Idempotency-Key: one transition, identical answers', async () => {
    const id = await requestIn('pending');
    const headers = { 'Idempotency-Key': `reply-${id}` };
    const body = { status: 'accepted', quotedPrice: 99.99 };
    const first = await asArtist.patch(`/api/commission-requests/${id}`, body, { headers });
    const versionAfterFirst = (await t.db.knex('commission_requests').where({ id }).first()).version;
    const second = await asArtist.patch(`/api/commission-requests/${id}`, body, { headers });
    const third = await asArtist.patch(`/api/commission-requests/${id}`, body, { headers });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(third.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(third.body).toEqual(first.body);
    expect(third.headers.get('idempotent-replayed')).toBe('true');
    expect((await t.db.knex('commission_requests').where({ id }).first()).version).toBe(versionAfterFirst);

    const otherBody = await asArtist.patch(
      `/api/commission-requests/${id}`,
      { status: 'rejected' },
      { headers },
    );
    expect(otherBody.status).toBe(422);
    const withoutKey = await asArtist.patch(`/api/commission-requests/${id}`, body);
    expect(withoutKey.status).toBe(409);
  });
});
