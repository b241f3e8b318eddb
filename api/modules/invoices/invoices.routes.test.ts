import { inflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createArtist, createArtwork, createUser, signIn, type FixtureUser } from '../../test/fixtures';
import type { TestClient } from '../../test/test-client';
import { createLogger } from '../../lib/logger';
import { databaseTransport } from '../mail/mail-transport';
import { createMailWorker } from '../mail/mail-worker';

let t: TestApp;
let artistA: FixtureUser & { artistId: number };
let buyer: FixtureUser;
let asBuyer: TestClient;
let asStranger: TestClient;
let asArtistA: TestClient;
let asArtistB: TestClient;
let asAdmin: TestClient;
let orderId: number;

const address = {
  fullName: 'Ada Collector',
  line1: '12 Harbour Road',
  city: 'Bristol',
  postalCode: 'BS1 4DJ',
  country: 'GB',
};
const payout = { bankDetails: 'Atelier Studio Ltd\nIBAN GB33 BUKB 2020 1555 5555 55', paymentLink: null };

/** Orders one original of artist A at $1,250 (+ $15 shipping) as the buyer; returns the order. */
async function placeOrder() {
  const { id: artworkId } = await createArtwork(t.db.knex, artistA.artistId);
  await t.db.knex('stock_items').insert({
    artwork_id: artworkId,
    type: 'original',
    price_cents: 125_000,
    quantity: 1,
    is_available: true,
  });
  expect((await asBuyer.post('/api/orders', { artworkId, amount: 1250 })).status).toBe(201);
  const res = await asBuyer.post('/api/checkout', { address, itemsTotal: 1250 });
  expect(res.status).toBe(201);
  return res.body.orders[0];
}

/** The text a PDF draws: its content streams inflated, their hex strings decoded. */
function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const out: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      content = m[1]!;
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)> Tj/g))
      out.push(Buffer.from(hex[1]!, 'hex').toString('latin1'));
  }
  return out.join('\n');
}

async function deliverMail() {
  const worker = createMailWorker({
    knex: t.db.knex,
    transport: databaseTransport(),
    logger: createLogger('silent'),
    origin: t.config.mail.origin,
    from: t.config.mail.from,
  });
  await worker.runOnce();
}
/** The newest mail of `kind` sent to `to`, as the dev mailbox shows it (subject, text, status). */
async function mailTo(to: string, kind: string) {
  const list = await asAdmin.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  const found = (list.body as Array<{ id: number; kind: string }>).find((m) => m.kind === kind);
  return found ? (await asAdmin.get(`/api/dev/mailbox/${found.id}`)).body : null;
}

beforeAll(async () => {
  t = await createTestApp({ PAYMENT_WINDOW_HOURS: '168' });
  artistA = await createArtist(t.db.knex, { display_name: 'Artist A' });
  const artistB = await createArtist(t.db.knex, { display_name: 'Artist B' });
  buyer = await createUser(t.db.knex, { firstName: 'Ada', lastName: 'Collector' });
  const stranger = await createUser(t.db.knex);
  const admin = await createUser(t.db.knex, { role: 'app_admin' });
  [asBuyer, asStranger, asArtistA, asArtistB, asAdmin] = await Promise.all([
    signIn(t, buyer.email),
    signIn(t, stranger.email),
    signIn(t, artistA.email),
    signIn(t, artistB.email),
    signIn(t, admin.email),
  ]);
  await t.db.knex('users').update({ created_at: t.db.knex.raw("now() - interval '1 day'") });
  expect((await asArtistA.put('/api/payout-details', payout)).status).toBe(200);
  orderId = (await placeOrder()).id;
});
afterAll(() => t?.close());

describe('payout details', () => {
  it('are the artist’s own: another artist sees only their own, a collector is refused', async () => {
    const mine = await asArtistA.get('/api/payout-details');
    expect(mine.body).toMatchObject({ ...payout, updatedAt: expect.any(String) });
    expect((await asArtistB.get('/api/payout-details')).body).toEqual({
      bankDetails: null,
      paymentLink: null,
      updatedAt: null,
    });
    expect((await asBuyer.get('/api/payout-details')).status).toBe(403);
    expect((await t.client().get('/api/payout-details')).status).toBe(401);
  });

  it('need bank details or an https payment link', async () => {
    const none = await asArtistB.put('/api/payout-details', { bankDetails: ' ', paymentLink: '' });
    expect(none.status).toBe(400);
    expect(none.text).toContain('Enter your bank details, a payment link, or both');
    const http = await asArtistB.put('/api/payout-details', { paymentLink: 'http://pay.example/x' });
    expect(http.text).toContain('Enter a payment link starting with https://');
    const ok = await asArtistB.put('/api/payout-details', { paymentLink: 'https://pay.example/artist-b' });
    expect(ok.body).toMatchObject({ bankDetails: null, paymentLink: 'https://pay.example/artist-b' });
  });
});

describe('the invoice of an order', () => {
  it('is issued at checkout with a number, the payment details and a due date, seen by both sides', async () => {
    const mine = (await asBuyer.get(`/api/purchases/${orderId}`)).body;
    expect(mine.invoice).toEqual({
      number: expect.stringMatching(/^INV-\d{4}-\d{6}$/),
      issuedAt: expect.any(String),
      dueAt: expect.any(String),
      payTo: { bankDetails: payout.bankDetails, paymentLink: null },
    });
    const days = (Date.parse(mine.invoice.dueAt) - Date.parse(mine.invoice.issuedAt)) / 86_400_000;
    expect(Math.round(days)).toBe(7);
    const sale = (await asArtistA.get('/api/sales')).body.find((s: { id: number }) => s.id === orderId);
    expect(sale.invoice.number).toBe(mine.invoice.number);
    expect(sale.buyerEmail).toBe(buyer.email);
  });

  it('numbers every invoice differently', async () => {
    const second = await placeOrder();
    const first = (await asBuyer.get(`/api/purchases/${orderId}`)).body;
    expect(second.invoice.number).not.toBe(first.invoice.number);
  });

  it('downloads as a PDF for its buyer and its artist, and is a 404 to anyone else', async () => {
    const pdf = await asBuyer.get(`/api/orders/${orderId}/invoice.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const doc = await PDFDocument.load(pdf.bytes);
    const number = (await asBuyer.get(`/api/purchases/${orderId}`)).body.invoice.number;
    expect(doc.getTitle()).toBe(`Invoice ${number}`);
    const text = pdfText(pdf.bytes);
    for (const words of [number, 'Artist A', buyer.email, 'Total due', '$1,265.00', 'IBAN GB33 BUKB'])
      expect(text).toContain(words);
    expect((await asArtistA.get(`/api/orders/${orderId}/invoice.pdf`)).status).toBe(200);
    for (const client of [asStranger, asArtistB, asAdmin])
      expect((await client.get(`/api/orders/${orderId}/invoice.pdf`)).status).toBe(404);
    expect((await t.client().get(`/api/orders/${orderId}/invoice.pdf`)).status).toBe(401);
    expect((await asBuyer.get('/api/orders/999999/invoice.pdf')).status).toBe(404);
  });

  it('arrives by e-mail to the buyer, with the payment details', async () => {
    await deliverMail();
    const mail = await mailTo(buyer.email, 'order_invoice');
    expect(mail.status).toBe('sent');
    expect(mail.subject).toMatch(new RegExp(`^Invoice INV-\\d{4}-\\d{6} for your order #\\d+$`));
    expect(mail.text).toContain('IBAN GB33 BUKB 2020 1555 5555 55');
    expect(mail.text).toContain('$1,265.00');
    expect(mail.html).toContain('Atelier Studio Ltd<br>IBAN GB33');
  });
});

describe('the order thread', () => {
  it('carries messages between the buyer and the artist only', async () => {
    const sent = await asBuyer.post(`/api/purchases/${orderId}/messages`, {
      body: 'Paid by transfer today.',
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ from: 'buyer', authorName: 'Ada Collector' });
    expect((await asArtistA.post(`/api/purchases/${orderId}/messages`, { body: 'Thanks!' })).status).toBe(
      201,
    );
    const thread = await asArtistA.get(`/api/purchases/${orderId}/messages`);
    expect(thread.body.map((m: { from: string; body: string }) => [m.from, m.body])).toEqual([
      ['buyer', 'Paid by transfer today.'],
      ['artist', 'Thanks!'],
    ]);
    expect((await asBuyer.post(`/api/purchases/${orderId}/messages`, { body: '  ' })).status).toBe(400);
    for (const client of [asStranger, asArtistB]) {
      expect((await client.get(`/api/purchases/${orderId}/messages`)).status).toBe(404);
      expect((await client.post(`/api/purchases/${orderId}/messages`, { body: 'Hi' })).status).toBe(404);
    }
  });
});

describe("'I have paid'", () => {
  it('tells the artist in the app and by mail; the artist then confirms receipt', async () => {
    for (const client of [asStranger, asArtistA, asArtistB])
      expect((await client.post(`/api/purchases/${orderId}/paid`)).status).toBe(404);
    const res = await asBuyer.post(`/api/purchases/${orderId}/paid`);
    expect(res.status).toBe(200);
    expect(res.body.buyerPaidAt).toEqual(expect.any(String));
    expect(res.body.status).toBe('awaiting_payment');
    const news = await t.db
      .knex('notifications')
      .where({ user_id: artistA.id })
      .where('title', 'like', '%says they have paid%');
    expect(news).toHaveLength(1);
    await deliverMail();
    const mail = await mailTo(artistA.email, 'order_payment_reported');
    expect(mail.subject).toBe(`Ada Collector says they have paid order #${orderId}`);
    // Saying it twice tells the artist once.
    expect((await asBuyer.post(`/api/purchases/${orderId}/paid`)).status).toBe(200);
    expect(await t.db.knex('mail_outbox').where({ kind: 'order_payment_reported' })).toHaveLength(1);

    const confirmed = await asArtistA.post(`/api/sales/${orderId}/status`, { status: 'paid' });
    expect(confirmed.body.status).toBe('paid');
    const late = await asBuyer.post(`/api/purchases/${orderId}/paid`);
    expect(late.status).toBe(409);
    expect(late.body.message).toContain('there is no payment to report');
  });

  it('ships only with tracking or a stated no-tracking, and the buyer confirms receipt', async () => {
    const early = await asBuyer.post(`/api/purchases/${orderId}/received`);
    expect(early.status).toBe(409);
    const bare = await asArtistA.post(`/api/sales/${orderId}/status`, { status: 'shipped', tracking: ' ' });
    expect(bare.status).toBe(400);
    expect(bare.text).toContain('Enter the carrier and tracking number, or choose No tracking');
    const untracked = await asArtistA.post(`/api/sales/${orderId}/status`, {
      status: 'shipped',
      noTracking: true,
    });
    expect(untracked.body).toMatchObject({ status: 'shipped', tracking: null });
    for (const client of [asStranger, asArtistA, asArtistB])
      expect((await client.post(`/api/purchases/${orderId}/received`)).status).toBe(404);
    const received = await asBuyer.post(`/api/purchases/${orderId}/received`);
    expect(received.body).toMatchObject({ status: 'delivered', deliveredAt: expect.any(String) });
    const news = await t.db
      .knex('notifications')
      .where({ user_id: artistA.id })
      .orderBy('id', 'desc')
      .first();
    expect(news.title).toBe(`Order #${orderId} arrived: the buyer confirmed receipt`);
    expect((await asBuyer.post(`/api/purchases/${orderId}/received`)).status).toBe(409);
  });
});
