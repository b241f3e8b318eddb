import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createArtist, createUser, signIn, type FixtureUser } from '../../test/fixtures';
import type { TestClient } from '../../test/test-client';
import { expireProposals } from './proposals.service';

let t: TestApp;
let sender: FixtureUser;
let artist: FixtureUser & { artistId: number };
let asSender: TestClient;
let asArtist: TestClient;
let asStranger: TestClient;
let asAdmin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  sender = await createUser(t.db.knex);
  artist = await createArtist(t.db.knex);
  const stranger = await createUser(t.db.knex);
  const admin = await createUser(t.db.knex, { role: 'super_admin' });
  [asSender, asArtist, asStranger, asAdmin] = await Promise.all([
    signIn(t, sender.email),
    signIn(t, artist.email),
    signIn(t, stranger.email),
    signIn(t, admin.email),
  ]);
});
afterAll(() => t.close());

async function newRequest(client = asSender, serviceId?: number): Promise<number> {
  const res = await client.post('/api/commission-requests', {
    artistId: artist.artistId,
    title: 'Our dog Pepper',
    description: 'A portrait of our dog Pepper, in oil, 30x40 cm.',
    serviceId,
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

const THREE = {
  scope: 'Pepper in oil on linen, 30x40 cm, warm background.',
  price: 400,
  deliveryDate: '2099-03-01',
  milestones: [
    { title: 'Deposit', amount: 200, deliverable: 'Work starts', nonRefundable: true },
    { title: 'Sketch approved', amount: 100, deliverable: 'A pencil sketch to approve' },
    { title: 'Final', amount: 100, deliverable: 'The finished painting' },
  ],
};
const propose = (id: number, body: object = THREE) =>
  asArtist.put(`/api/commission-requests/${id}/proposal`, body);
const answer = (client: TestClient, id: number, body: object) =>
  client.post(`/api/commission-requests/${id}/proposal/answer`, body);

describe('proposals with milestones', () => {
  it('the artist proposes three milestones; the collector sees them and is told', async () => {
    const id = await newRequest();
    const res = await propose(id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'quoted',
      quotedPrice: 400,
      estimatedCompletion: '2099-03-01',
      proposal: { version: 1, price: 400, scope: THREE.scope },
    });
    expect(
      res.body.proposal.milestones.map((m: { amount: number; state: string }) => [m.amount, m.state]),
    ).toEqual([
      [200, 'unpaid'],
      [100, 'unpaid'],
      [100, 'unpaid'],
    ]);
    expect(res.body.proposal.milestones[0].nonRefundable).toBe(true);
    const seen = await asSender.get(`/api/commission-requests/${id}`);
    expect(seen.body.proposal.version).toBe(1);
    const notice = await t.db
      .knex('notifications')
      .where({ user_id: sender.id })
      .orderBy('id', 'desc')
      .first();
    expect(notice.title).toMatch(/sent you a proposal for "Our dog Pepper": \$400\.00 in 3 milestones/);
  });

  it.each([
    [
      'milestones that do not add up',
      { ...THREE, price: 450 },
      /add up to \$400\.00, not the price of \$450\.00/,
    ],
    [
      'five milestones',
      {
        ...THREE,
        price: 500,
        milestones: Array.from({ length: 5 }, (_, i) => ({ title: `M${i}`, amount: 100 })),
      },
      /at most 4 milestones/,
    ],
    [
      'a non-refundable milestone that is not the deposit',
      {
        ...THREE,
        milestones: [
          THREE.milestones[0],
          { ...THREE.milestones[1], nonRefundable: true },
          THREE.milestones[2],
        ],
      },
      /Only the first milestone/,
    ],
  ])('refuses %s in words (400), changing nothing', async (_name, body, message) => {
    const id = await newRequest();
    const res = await propose(id, body);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toMatch(message);
    expect((await asSender.get(`/api/commission-requests/${id}`)).body).toMatchObject({
      status: 'pending',
      proposal: null,
    });
  });

  it('a revision bumps the version: answering the old one is 409 PROPOSAL_REVISED, the new one is accepted', async () => {
    const id = await newRequest();
    await propose(id);
    const revised = await propose(id, {
      ...THREE,
      price: 500,
      milestones: [{ ...THREE.milestones[0], amount: 300 }, THREE.milestones[1], THREE.milestones[2]],
    });
    expect(revised.body.proposal).toMatchObject({ version: 2, price: 500 });
    const late = await answer(asSender, id, { answer: 'accept', proposalVersion: 1 });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('PROPOSAL_REVISED');
    expect(late.body.message).toMatch(/revised the proposal after you saw it.*version 2: \$500\.00/);
    expect(late.body.current).toMatchObject({ status: 'quoted', proposal: { version: 2 } });
    const ok = await answer(asSender, id, { answer: 'accept', proposalVersion: 2 });
    expect(ok.body).toMatchObject({ status: 'accepted', quotedPrice: 500, proposal: { version: 2 } });
    const artistNotice = await t.db
      .knex('notifications')
      .where({ user_id: artist.id })
      .orderBy('id', 'desc')
      .first();
    expect(artistNotice.title).toMatch(/accepted your proposal for "Our dog Pepper" \(version 2\)/);
    // Accepted: too late to revise or to answer again.
    expect((await propose(id)).status).toBe(409);
    expect((await answer(asSender, id, { answer: 'decline', proposalVersion: 2 })).status).toBe(409);
  });

  it('a declined proposal carries its reason; the artist may revise it and the collector answer again', async () => {
    const id = await newRequest();
    await propose(id);
    const declined = await answer(asSender, id, {
      answer: 'decline',
      proposalVersion: 1,
      reason: 'Over my budget',
    });
    expect(declined.body).toMatchObject({ status: 'quote_declined', statusReason: 'Over my budget' });
    const again = await propose(id, {
      ...THREE,
      price: 300,
      milestones: [
        { ...THREE.milestones[0], amount: 150 },
        { ...THREE.milestones[1], amount: 75 },
        { ...THREE.milestones[2], amount: 75 },
      ],
    });
    expect(again.body).toMatchObject({
      status: 'quoted',
      proposal: { version: 2, price: 300 },
      statusReason: null,
    });
  });

  it('only the parties act: a stranger gets 404, the wrong side and an admin 403', async () => {
    const id = await newRequest();
    expect((await asStranger.put(`/api/commission-requests/${id}/proposal`, THREE)).status).toBe(404);
    expect((await asSender.put(`/api/commission-requests/${id}/proposal`, THREE)).status).toBe(403);
    await propose(id);
    expect((await answer(asStranger, id, { answer: 'accept', proposalVersion: 1 })).status).toBe(404);
    expect((await answer(asArtist, id, { answer: 'accept', proposalVersion: 1 })).status).toBe(403);
    expect((await answer(asAdmin, id, { answer: 'accept', proposalVersion: 1 })).status).toBe(403);
    expect((await asSender.get(`/api/commission-requests/${id}`)).body.status).toBe('quoted');
  });

  it("the spec's Accept with a quote is a one-milestone proposal", async () => {
    const id = await newRequest();
    const res = await asArtist.patch(`/api/commission-requests/${id}`, {
      status: 'quoted',
      quotedPrice: 250,
    });
    expect(res.body.proposal).toMatchObject({
      version: 1,
      price: 250,
      milestones: [{ title: 'Full payment', amount: 250, state: 'unpaid' }],
    });
    const accepted = await answer(asSender, id, { answer: 'accept', proposalVersion: 1 });
    expect(accepted.body.status).toBe('accepted');
  });
});

describe('milestones paid', () => {
  const paid = (client: TestClient, id: number, n: number) =>
    client.post(`/api/commission-requests/${id}/milestones/${n}/paid`);

  it('the artist confirms each milestone once and in order; the collector is told', async () => {
    const id = await newRequest();
    await propose(id);
    expect((await paid(asArtist, id, 1)).status).toBe(409); // not accepted yet
    await answer(asSender, id, { answer: 'accept', proposalVersion: 1 });
    const early = await paid(asArtist, id, 2);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Milestones are paid in order');
    expect((await paid(asStranger, id, 1)).status).toBe(404);
    expect((await paid(asSender, id, 1)).status).toBe(403);
    // Two confirmations at once (a double click, a replay from the outbox): one applies.
    const [a, b] = await Promise.all([paid(asArtist, id, 1), paid(asArtist, id, 1)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.status === 409)!.body.code).toBe('MILESTONE_PAID');
    const after = await asSender.get(`/api/commission-requests/${id}`);
    expect(after.body.proposal.milestones.map((m: { state: string }) => m.state)).toEqual([
      'paid',
      'unpaid',
      'unpaid',
    ]);
    const notice = await t.db
      .knex('notifications')
      .where({ user_id: sender.id })
      .orderBy('id', 'desc')
      .first();
    expect(notice.title).toBe(
      `${after.body.artistName} confirmed your payment of $200.00 for "Deposit" (Our dog Pepper)`,
    );
  });
});

describe('expiry', () => {
  it('an unanswered proposal expires: accepting it is 409, housekeeping cancels it and tells both sides', async () => {
    const id = await newRequest();
    await propose(id);
    const past = new Date(Date.now() - 60_000).toISOString();
    await t.db
      .knex('commission_requests')
      .where({ id })
      .update({ proposal: t.db.knex.raw(`jsonb_set(proposal, '{expiresAt}', to_jsonb(?::text))`, [past]) });
    const late = await answer(asSender, id, { answer: 'accept', proposalVersion: 1 });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('PROPOSAL_EXPIRED');
    expect(await expireProposals({ db: t.db.knex }, 7)).toBeGreaterThanOrEqual(1);
    const after = await asSender.get(`/api/commission-requests/${id}`);
    expect(after.body).toMatchObject({
      status: 'cancelled',
      statusReason: 'The proposal expired unanswered',
    });
    expect(after.body.proposal.milestones.every((m: { state: string }) => m.state === 'void')).toBe(true);
    for (const userId of [sender.id, artist.id]) {
      const notice = await t.db
        .knex('notifications')
        .where({ user_id: userId })
        .orderBy('id', 'desc')
        .first();
      expect(notice.title).toBe('The proposal for "Our dog Pepper" expired unanswered');
    }
    expect(await expireProposals({ db: t.db.knex }, 7)).toBe(0);
  });
});

describe('slots under concurrency', () => {
  it.each([1, 2, 3])(
    'two collectors accept at once for the last slot (round %i): exactly one gets it',
    async () => {
      const [service] = await t.db
        .knex('commission_services')
        .insert({
          artist_id: artist.artistId,
          title: 'Pet portraits',
          description: 'A small portrait of your pet, in oil.',
          price_min_cents: 10000,
          price_max_cents: 50000,
          turnaround_days: 14,
          usage_rights: 'Personal use',
          slots: 1,
        })
        .returning('id');
      // Two fresh collectors (one sender may send an artist 10 requests an hour).
      const [one, two] = [await createUser(t.db.knex), await createUser(t.db.knex)];
      const [asOne, asOther] = [await signIn(t, one.email), await signIn(t, two.email)];
      const ids = [await newRequest(asOne, service.id), await newRequest(asOther, service.id)];
      for (const id of ids) expect((await propose(id)).status).toBe(200);
      const results = await Promise.all([
        answer(asOne, ids[0]!, { answer: 'accept', proposalVersion: 1 }),
        answer(asOther, ids[1]!, { answer: 'accept', proposalVersion: 1 }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.status === 409)!.body.code).toBe('SERVICE_FULL');
      const taken = await t.db
        .knex('commission_requests')
        .where({ service_id: service.id, status: 'accepted' })
        .count();
      expect(Number(taken[0]!.count)).toBe(1);
    },
  );
});
