import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createArtist, createUser, imageForm, signIn, type FixtureUser } from '../../test/fixtures';
import type { TestClient } from '../../test/test-client';

/** Issue 26 points 3 and 4 over HTTP: milestones worked on, delivered, approved or revised; dates. */
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

const THREE = {
  scope: 'Pepper in oil on linen, 30x40 cm.',
  price: 400,
  deliveryDate: '2099-03-01',
  revisionsIncluded: 1,
  milestones: [
    { title: 'Deposit', amount: 200, deliverable: 'Work starts', nonRefundable: true },
    { title: 'Sketch', amount: 100, deliverable: 'A pencil sketch' },
    { title: 'Final', amount: 100, deliverable: 'The painting' },
  ],
};

/** A request with the three-milestone proposal accepted. */
async function accepted(): Promise<number> {
  const res = await asSender.post('/api/commission-requests', {
    artistId: artist.artistId,
    title: 'Our dog Pepper',
    description: 'A portrait of our dog Pepper, in oil.',
  });
  const id = res.body.id as number;
  expect((await asArtist.put(`/api/commission-requests/${id}/proposal`, THREE)).status).toBe(200);
  const ok = await asSender.post(`/api/commission-requests/${id}/proposal/answer`, {
    answer: 'accept',
    proposalVersion: 1,
  });
  expect(ok.status).toBe(200);
  return id;
}
const move = (client: TestClient, id: number, body: object) =>
  client.post(`/api/commission-requests/${id}/moves`, body);
const paid = (id: number, n: number) => asArtist.post(`/api/commission-requests/${id}/milestones/${n}/paid`);
const deliver = async (id: number, body: string, images = 0) =>
  asArtist.request('POST', `/api/commission-requests/${id}/updates`, {
    form: await imageForm({ body, deliver: true }, images),
  });
const titlesFor = async (userId: number, kind: string) =>
  (await t.db.knex('notifications').where({ user_id: userId, kind }).orderBy('id')).map(
    (n) => n.title as string,
  );

describe('work with milestones', () => {
  it('three milestones with one revision: invoiced, paid, delivered with images, revised once, approved, complete', async () => {
    const id = await accepted();
    // The deposit's invoice is issued on acceptance, in the app (and so by e-mail).
    const invoices = () => titlesFor(sender.id, 'commission_work');
    expect((await invoices()).filter((n) => n.startsWith('Invoice'))).toEqual([
      expect.stringMatching(/^Invoice INV-\d{4}-\d{6} from .+: \$200\.00 for "Deposit" \(Our dog Pepper\)$/),
    ]);
    expect((await paid(id, 1)).status).toBe(200);
    expect((await asArtist.patch(`/api/commission-requests/${id}`, { status: 'in_progress' })).status).toBe(
      200,
    );

    // A work-in-progress update with two images; the collector sees it in the log.
    const wip = await asArtist.request('POST', `/api/commission-requests/${id}/updates`, {
      form: await imageForm({ body: 'Blocking in the colours' }, 2),
    });
    expect(wip.status).toBe(201);
    expect(wip.body).toMatchObject({
      kind: 'update',
      milestone: 1,
      side: 'artist',
      body: 'Blocking in the colours',
    });
    expect(wip.body.images).toHaveLength(2);
    // Stored through the upload pipeline: WebP renditions under the commission-updates prefix.
    expect(wip.body.images[0].url).toMatch(/commission-updates\/.+\.webp$/);
    expect(wip.body.images[0].variants.length).toBeGreaterThan(0);

    expect((await deliver(id, 'Work has started: the canvas is primed', 1)).status).toBe(201);
    let res = await move(asSender, id, { move: 'approve', milestone: 1 });
    expect(res.status).toBe(200);
    expect(res.body.proposal.milestones.map((m: { work: string }) => m.work)).toEqual([
      'approved',
      'waiting',
      'waiting',
    ]);
    // The sketch falls due: its invoice.
    expect((await invoices()).filter((n) => n.includes('"Sketch"'))).toHaveLength(1);
    expect(res.body.proposal.milestones[1].invoiceNumber).toMatch(/^INV-/);

    // Not paid yet: delivering it is a conflict, in words.
    const early = await deliver(id, 'The sketch');
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/"Sketch" is delivered once its payment is confirmed/);
    await paid(id, 2);
    expect((await deliver(id, 'The sketch')).status).toBe(201);
    res = await move(asSender, id, { move: 'request_revision', milestone: 2, note: 'Make the ears bigger' });
    expect(res.status).toBe(200);
    expect(res.body.proposal).toMatchObject({ revisionsIncluded: 1, revisionsLeft: 0 });
    expect(await titlesFor(artist.id, 'commission_feedback')).toContain(
      `${res.body.senderName} asked for a revision of "Sketch" ("Our dog Pepper"): 0 revisions left`,
    );
    expect((await deliver(id, 'Bigger ears')).status).toBe(201);
    const none = await move(asSender, id, { move: 'request_revision', milestone: 2, note: 'Again' });
    expect(none.status).toBe(409);
    expect(none.body.code).toBe('NO_REVISIONS_LEFT');
    expect((await move(asSender, id, { move: 'approve', milestone: 2 })).status).toBe(200);
    await paid(id, 3);
    expect((await deliver(id, 'The painting is done')).status).toBe(201);
    // Approving twice: the second is late.
    const done = await move(asSender, id, { move: 'approve', milestone: 3 });
    expect(done.body.status).toBe('completed');
    expect((await move(asSender, id, { move: 'approve', milestone: 3 })).status).toBe(409);

    const log = await asSender.get(`/api/commission-requests/${id}/updates`);
    expect(
      log.body.map((u: { kind: string; milestone: number | null }) => `${u.kind}:${u.milestone}`),
    ).toEqual([
      'update:1',
      'delivery:1',
      'approval:1',
      'delivery:2',
      'revision:2',
      'delivery:2',
      'approval:2',
      'delivery:3',
      'approval:3',
    ]);
  });

  it("the artist's Complete is refused (409, in words) while a milestone is not approved", async () => {
    const id = await accepted();
    await paid(id, 1);
    const patch = (status: string) => asArtist.patch(`/api/commission-requests/${id}`, { status });
    expect((await patch('in_progress')).status).toBe(200);
    let res = await patch('completed');
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('MILESTONE_NOT_APPROVED');
    expect(res.body.message).toBe(
      '“Deposit” is not approved yet: the commission completes when the collector approves its last delivery',
    );
    expect(res.body.current).toMatchObject({ id, status: 'in_progress' });
    // Delivered and waiting for approval is not approved either.
    expect((await deliver(id, 'The canvas is primed')).status).toBe(201);
    res = await patch('completed');
    expect(res.status).toBe(409);
    expect((await t.db.knex('commission_requests').where({ id }).first()).status).toBe('in_progress');
  });

  it('has no delivery-date test hook outside the e2e server', async () => {
    const id = await accepted();
    const res = await asSender.post(`/api/test-hooks/commission-requests/${id}/delivery-date?days=-2`);
    expect(res.status).toBe(404);
    const row = await t.db.knex('commission_requests').where({ id }).first();
    expect(row.proposal.deliveryDate).toBe(THREE.deliveryDate);
  });

  it('extra revisions are an add-on the artist offers and the collector buys (invoiced)', async () => {
    const id = await accepted();
    const offer = await move(asArtist, id, { move: 'offer_revisions', count: 2, price: 30 });
    expect(offer.body.proposal.revisionOffer).toEqual({ count: 2, price: 30, state: 'offered' });
    const bought = await move(asSender, id, { move: 'answer_revision_offer', accept: true });
    expect(bought.body.proposal).toMatchObject({
      revisionsLeft: 3,
      addOns: [{ title: '2 extra revisions', amount: 30 }],
    });
    expect(bought.body.proposal.addOns[0].invoiceNumber).toMatch(/^INV-/);
    expect(
      (await move(asArtist, id, { move: 'confirm_addon_paid', addOn: 1 })).body.proposal.addOns[0].state,
    ).toBe('paid');
  });

  it('an extension accepted moves the date; a declined one keeps it', async () => {
    const id = await accepted();
    const ask = await move(asArtist, id, {
      move: 'request_extension',
      deliveryDate: '2099-04-01',
      reason: 'The framer is late',
    });
    expect(ask.body.proposal.extension).toMatchObject({ state: 'asked', previousDate: '2099-03-01' });
    expect(await titlesFor(sender.id, 'commission_work')).toContain(
      `${ask.body.artistName} asks to move the delivery of "Our dog Pepper" to 2099-04-01`,
    );
    const yes = await move(asSender, id, { move: 'answer_extension', accept: true });
    expect(yes.body).toMatchObject({
      estimatedCompletion: '2099-04-01',
      proposal: { deliveryDate: '2099-04-01' },
    });
    expect((await move(asSender, id, { move: 'answer_extension', accept: true })).status).toBe(409);
    await move(asArtist, id, { move: 'request_extension', deliveryDate: '2099-05-01', reason: 'Again' });
    const no = await move(asSender, id, { move: 'answer_extension', accept: false });
    expect(no.body.proposal).toMatchObject({ deliveryDate: '2099-04-01', extension: { state: 'declined' } });
  });

  it('after a missed date the collector cancels: unpaid void, the deposit kept, the rest recorded for refund', async () => {
    const id = await accepted();
    expect((await move(asSender, id, { move: 'cancel_overdue' })).body.code).toBe('NOT_OVERDUE');
    await paid(id, 1);
    await asArtist.patch(`/api/commission-requests/${id}`, { status: 'in_progress' });
    await deliver(id, 'Started');
    await move(asSender, id, { move: 'approve', milestone: 1 });
    await paid(id, 2);
    // The date passes.
    await t.db
      .knex('commission_requests')
      .where({ id })
      .update({
        proposal: t.db.knex.raw(`jsonb_set(proposal, '{deliveryDate}', '"2020-01-01"')`),
      });
    const res = await move(asSender, id, { move: 'cancel_overdue', reason: 'No news for weeks' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('cancelled');
    expect(
      res.body.proposal.milestones.map((m: { state: string; refundDue: boolean }) => [m.state, m.refundDue]),
    ).toEqual([
      ['paid', false],
      ['paid', true],
      ['void', false],
    ]);
    const refunds = await t.db.knex('commission_refunds').where({ request_id: id });
    expect(refunds.map((r) => [r.label, r.amount_cents, r.provider])).toEqual([['Sketch', 10000, 'invoice']]);
    expect((await titlesFor(artist.id, 'commission_feedback')).at(-1)).toMatch(
      /cancelled "Our dog Pepper": the delivery date passed/,
    );
    expect((await move(asSender, id, { move: 'cancel_overdue' })).status).toBe(409);
  });

  it('only the parties act: a stranger gets 404, the wrong side and an admin 403', async () => {
    const id = await accepted();
    const ask = { move: 'request_extension', deliveryDate: '2099-04-01', reason: 'x' };
    expect((await move(asStranger, id, ask)).status).toBe(404);
    expect((await move(asSender, id, ask)).status).toBe(403);
    expect((await move(asAdmin, id, ask)).status).toBe(403);
    expect((await move(asArtist, id, { move: 'approve', milestone: 1 })).status).toBe(403);
    expect((await asStranger.get(`/api/commission-requests/${id}/updates`)).status).toBe(404);
    expect((await asAdmin.get(`/api/commission-requests/${id}/updates`)).status).toBe(200);
    const post = (c: TestClient) => c.post(`/api/commission-requests/${id}/updates`, { body: 'Hello' });
    expect((await post(asStranger)).status).toBe(404);
    expect((await post(asSender)).status).toBe(403);
  });
});
