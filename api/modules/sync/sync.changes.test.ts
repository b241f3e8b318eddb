import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SyncChangesResponseSchema, type SyncChange, type SyncEntity } from '../../../contract/sync';
import { housekeeping } from '../../jobs/housekeeping';
import { createArtwork, createReference, createUser, signIn } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase, onPostgres } from '../../test/test-db';
import type { TestClient } from '../../test/test-client';
import { signedArtist, signedUser, type Signed } from '../artists/artists.test-world';
import type { FixtureUser } from '../../test/fixtures';

/**
 * GET /api/sync/changes over HTTP: a first sync paged to its end, then deltas in which every row is
 * evaluated for the caller (a row they may no longer see is a delete), cursors that round-trip,
 * 400 for a bad cursor and 410 for one older than the kept tombstones. The interleaved-transactions
 * test needs two connections at once: it runs on PostgreSQL (the embedded server or DATABASE_URL).
 */
let t: TestApp;
let admin: Signed<FixtureUser>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedUser(t, 'admin');
});
afterAll(() => t.close());

interface Pull {
  changes: SyncChange[];
  cursor: string;
  pages: number;
}

/** Pulls pages until `hasMore` is false; every page must match the contract. */
async function pull(client: TestClient, cursor?: string, limit?: number): Promise<Pull> {
  const changes: SyncChange[] = [];
  let pages = 0;
  for (;;) {
    const params = new URLSearchParams();
    if (cursor) params.set('cursor', cursor);
    if (limit) params.set('limit', String(limit));
    const res = await client.get(`/api/sync/changes?${params}`);
    expect(res.status, res.text).toBe(200);
    const page = SyncChangesResponseSchema.parse(res.body);
    if (limit) expect(page.changes.length).toBeLessThanOrEqual(2 * limit);
    changes.push(...page.changes);
    cursor = page.cursor;
    pages++;
    if (!page.hasMore) return { changes, cursor, pages };
    expect(pages).toBeLessThan(500);
  }
}

/** The last change of (entity, id) in a pull, as a client applying the pages in order ends up with. */
function last(changes: SyncChange[], entity: SyncEntity, id: number): SyncChange | undefined {
  return changes.filter((c) => c.entity === entity && c.id === id).at(-1);
}

const ids = (changes: SyncChange[], entity: SyncEntity) =>
  changes.filter((c) => c.entity === entity && c.op === 'upsert').map((c) => c.id);

describe('a first sync', () => {
  it('pages to its end (hasMore), holds the public catalogue and nothing hidden, and its cursor round-trips', async () => {
    const painter = await signedArtist(t);
    const pendingArtist = await signedArtist(t, { approval_status: 'pending' });
    const published = [];
    for (let i = 0; i < 5; i++) published.push((await createArtwork(t.db.knex, painter.artistId)).id);
    const pending = await createArtwork(t.db.knex, painter.artistId, { approval_status: 'pending' });
    const hidden = await createArtwork(t.db.knex, pendingArtist.artistId);
    const watercolour = await createReference(t.db.knex, 'mediums', 'Watercolour');

    const first = await pull(t.client(), undefined, 3);
    expect(first.pages).toBeGreaterThan(2);
    expect(ids(first.changes, 'artwork')).toEqual(expect.arrayContaining(published));
    expect(ids(first.changes, 'artwork')).not.toContain(pending.id);
    expect(ids(first.changes, 'artwork')).not.toContain(hidden.id);
    expect(ids(first.changes, 'artist')).toContain(painter.artistId);
    expect(ids(first.changes, 'artist')).not.toContain(pendingArtist.artistId);
    expect(ids(first.changes, 'medium')).toContain(watercolour);
    // Anonymous: public rows only.
    expect(
      first.changes.filter((c) => c.entity === 'ownArtwork' || c.entity === 'commissionRequest'),
    ).toEqual([]);
    // Each row's data is what its read endpoint answers.
    const one = last(first.changes, 'artwork', published[0]!)!;
    expect(one.data).toEqual((await t.client().get(`/api/artworks/${published[0]}`)).body);
    const artist = last(first.changes, 'artist', painter.artistId)!;
    expect(artist.data).toEqual((await t.client().get(`/api/artists/${painter.artistId}`)).body);

    // Nothing changed since: the next pull is empty, and its cursor is as good as the first.
    const again = await pull(t.client(), first.cursor);
    expect(again.changes).toEqual([]);
    const added = await createArtwork(t.db.knex, painter.artistId);
    const delta = await pull(t.client(), again.cursor);
    expect(delta.changes.map((c) => [c.entity, c.id, c.op])).toContainEqual(['artwork', added.id, 'upsert']);
  });

  it('gives a signed-in user their own rows: own artworks in every status and their requests', async () => {
    const painter = await signedArtist(t);
    const draft = await createArtwork(t.db.knex, painter.artistId, { approval_status: 'pending' });
    const collector = await signedUser(t, 'user');
    const sent = await collector.client.post('/api/commission-requests', {
      artistId: painter.artistId,
      title: 'A portrait',
      description: 'A small portrait of my grandmother in oils.',
    });
    expect(sent.status).toBe(201);

    const mine = await pull(painter.client);
    expect(last(mine.changes, 'ownArtwork', draft.id)).toMatchObject({
      op: 'upsert',
      data: { approvalStatus: 'pending' },
    });
    expect(last(mine.changes, 'commissionRequest', sent.body.id)?.op).toBe('upsert');
    const theirs = await pull(collector.client);
    expect(last(theirs.changes, 'commissionRequest', sent.body.id)?.data).toEqual(
      (await collector.client.get(`/api/commission-requests/${sent.body.id}`)).body,
    );
    expect(ids(theirs.changes, 'ownArtwork')).toEqual([]);
  });
});

describe('deltas: visibility is part of the data', () => {
  it('an artwork revoked by an admin arrives as a delete', async () => {
    const painter = await signedArtist(t);
    const artwork = await createArtwork(t.db.knex, painter.artistId);
    const { cursor } = await pull(t.client());
    const revoked = await admin.client.patch(`/api/artworks/${artwork.id}/approve`, { approved: false });
    expect(revoked.status).toBe(200);
    const delta = await pull(t.client(), cursor);
    expect(last(delta.changes, 'artwork', artwork.id)).toMatchObject({ op: 'delete', data: null });
  });

  it('an artist whose approval is revoked: the artist and every artwork of theirs arrive as deletes', async () => {
    const painter = await signedArtist(t);
    const works = [];
    for (let i = 0; i < 3; i++) works.push((await createArtwork(t.db.knex, painter.artistId)).id);
    const [{ id: showcase }] = await t.db
      .knex('commissions')
      .insert({ artist_id: painter.artistId, title: 'A harbour mural', image_url: '/mural.jpg' })
      .returning('id');
    const first = await pull(t.client());
    expect(ids(first.changes, 'artwork')).toEqual(expect.arrayContaining(works));
    expect(ids(first.changes, 'commission')).toContain(showcase);
    const revoked = await admin.client.patch(`/api/artists/${painter.artistId}/approve`, { approved: false });
    expect(revoked.status).toBe(200);
    const delta = await pull(t.client(), first.cursor);
    for (const id of works)
      expect(last(delta.changes, 'artwork', id)).toMatchObject({ op: 'delete', data: null });
    expect(last(delta.changes, 'artist', painter.artistId)?.op).toBe('delete');
    expect(last(delta.changes, 'commission', showcase)).toMatchObject({ op: 'delete', data: null });
    // The artist still has them, as their own.
    const own = await pull(painter.client);
    expect(ids(own.changes, 'ownArtwork')).toEqual(expect.arrayContaining(works));
    expect(ids(own.changes, 'artwork')).not.toContain(works[0]);
    // Approved again: they come back.
    await admin.client.patch(`/api/artists/${painter.artistId}/approve`, { approved: true });
    const back = await pull(t.client(), delta.cursor);
    for (const id of works) expect(last(back.changes, 'artwork', id)?.op).toBe('upsert');
  });

  it("an edit shown in other rows re-sends them: the artist's new name reaches their artworks", async () => {
    const painter = await signedArtist(t);
    const artwork = await createArtwork(t.db.knex, painter.artistId);
    const { cursor } = await pull(t.client());
    await t.db
      .knex('users')
      .where({ id: painter.id })
      .update({ first_name: 'Renamed', last_name: 'Painter' });
    await t.db.knex('artists').where({ id: painter.artistId }).update({ display_name: null });
    const delta = await pull(t.client(), cursor);
    expect(last(delta.changes, 'artist', painter.artistId)?.data).toMatchObject({
      displayName: 'Renamed Painter',
    });
    expect(last(delta.changes, 'artwork', artwork.id)?.data).toMatchObject({ artistName: 'Renamed Painter' });
  });

  it('a deleted artwork arrives as a delete, to the public and to its owner', async () => {
    const painter = await signedArtist(t);
    const artwork = await createArtwork(t.db.knex, painter.artistId);
    const [publicStart, ownStart] = [await pull(t.client()), await pull(painter.client)];
    expect((await painter.client.delete(`/api/artworks/${artwork.id}`)).status).toBe(204);
    const publicDelta = await pull(t.client(), publicStart.cursor);
    expect(last(publicDelta.changes, 'artwork', artwork.id)).toMatchObject({ op: 'delete', data: null });
    const ownDelta = await pull(painter.client, ownStart.cursor);
    expect(last(ownDelta.changes, 'ownArtwork', artwork.id)).toMatchObject({ op: 'delete', data: null });
  });

  it('a new pending artwork arrives as ownArtwork to its owner only; a stock change re-sends the artwork', async () => {
    const painter = await signedArtist(t);
    const stranger = await signedArtist(t);
    const starts = await Promise.all([t.client(), painter.client, stranger.client].map((c) => pull(c)));
    const draft = await createArtwork(t.db.knex, painter.artistId, { approval_status: 'pending' });
    const [anon, owner, other] = (await Promise.all(
      [t.client(), painter.client, stranger.client].map((c, i) => pull(c, starts[i]!.cursor)),
    )) as [Pull, Pull, Pull];
    const read = (await painter.client.get(`/api/artworks/${draft.id}`)).body;
    expect(last(owner.changes, 'ownArtwork', draft.id)).toMatchObject({ op: 'upsert', data: read });
    expect(last(owner.changes, 'artwork', draft.id)?.op).toBe('delete');
    for (const pulled of [anon, other]) {
      expect(last(pulled.changes, 'ownArtwork', draft.id)).toBeUndefined();
      expect(last(pulled.changes, 'artwork', draft.id)?.data ?? null).toBeNull();
    }
    // Approved: now public, for everyone.
    await admin.client.patch(`/api/artworks/${draft.id}/approve`, { approved: true });
    const approved = await pull(t.client(), anon.cursor);
    expect(last(approved.changes, 'artwork', draft.id)?.op).toBe('upsert');
    // Its stock is part of it: a stock change sends the artwork again.
    await t.db
      .knex('stock_items')
      .insert({ artwork_id: draft.id, type: 'print', price_cents: 4000, quantity: 5 });
    const restocked = await pull(t.client(), approved.cursor);
    expect(last(restocked.changes, 'artwork', draft.id)?.op).toBe('upsert');
  });

  it('a commission request arrives to its sender and its artist only, and never to anyone else', async () => {
    const painter = await signedArtist(t);
    const sender = await signedUser(t, 'user');
    const stranger = await signedUser(t, 'user');
    const starts = await Promise.all(
      [painter.client, sender.client, stranger.client, t.client()].map((c) => pull(c)),
    );
    const sent = await sender.client.post('/api/commission-requests', {
      artistId: painter.artistId,
      title: 'A harbour at dusk',
      description: 'Something blue and quiet for the hallway.',
    });
    expect(sent.status).toBe(201);
    const accepted = await painter.client.patch(`/api/commission-requests/${sent.body.id}`, {
      status: 'accepted',
      quotedPrice: 300,
    });
    expect(accepted.status, accepted.text).toBe(200);
    const [toArtist, toSender, toStranger, toAnon] = (await Promise.all(
      [painter.client, sender.client, stranger.client, t.client()].map((c, i) => pull(c, starts[i]!.cursor)),
    )) as [Pull, Pull, Pull, Pull];
    for (const pulled of [toArtist, toSender]) {
      expect(last(pulled.changes, 'commissionRequest', sent.body.id)).toMatchObject({
        op: 'upsert',
        data: { status: 'accepted', quotedPrice: 300 },
      });
    }
    for (const pulled of [toStranger, toAnon]) {
      expect(pulled.changes.filter((c) => c.entity === 'commissionRequest')).toEqual([]);
    }
    // Nor in anyone else's first sync.
    const strangerFull = await pull(stranger.client);
    expect(strangerFull.changes.filter((c) => c.entity === 'commissionRequest')).toEqual([]);
  });
});

describe('cursors', () => {
  it.each(['not-a-cursor', Buffer.from('{"v":1,"m":"x"}').toString('base64url'), 'a b'])(
    'a malformed cursor (%s) answers 400 with the error shape',
    async (cursor) => {
      const res = await t.client().get(`/api/sync/changes?cursor=${encodeURIComponent(cursor)}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    },
  );

  it("another session's cursor answers 410: the client starts again", async () => {
    const user = await createUser(t.db.knex);
    const client = await signIn(t, user.email);
    const { cursor } = await pull(client);
    const res = await t.client().get(`/api/sync/changes?cursor=${cursor}`);
    expect(res.status).toBe(410);
    expect(res.body).toMatchObject({ code: 'SYNC_RESET', message: expect.any(String) });
  });

  it('a cursor older than the kept tombstones answers 410; a new first sync works again', async () => {
    const painter = await signedArtist(t);
    const artwork = await createArtwork(t.db.knex, painter.artistId);
    const old = await pull(t.client());
    // A mid-way cursor of a first sync too.
    const midway = SyncChangesResponseSchema.parse((await t.client().get('/api/sync/changes?limit=1')).body);
    expect(midway.hasMore).toBe(true);
    expect((await painter.client.delete(`/api/artworks/${artwork.id}`)).status).toBe(204);
    // The delete was 31 days ago: housekeeping prunes its tombstone.
    const kept = await createArtwork(t.db.knex, painter.artistId);
    await t.db
      .knex('sync_changes')
      .where({ entity: 'artwork' })
      .whereIn('id', [artwork.id, kept.id])
      .update({ changed_at: t.db.knex.raw("now() - interval '31 days'") });
    // A tombstone goes only once no open transaction on the server could still miss it: another
    // test file's transaction holds the cluster's xmin back for a while, so housekeeping runs again.
    await vi.waitFor(
      async () => {
        await housekeeping(t.db.knex);
        expect(
          await t.db.knex('sync_changes').where({ entity: 'artwork', id: artwork.id }).first('id'),
        ).toBeUndefined();
      },
      { timeout: 30_000, interval: 250 },
    );

    for (const cursor of [old.cursor, midway.cursor]) {
      const res = await t.client().get(`/api/sync/changes?cursor=${cursor}`);
      expect(res.status).toBe(410);
      expect(res.body).toMatchObject({ code: 'SYNC_RESET', message: expect.stringMatching(/sync again/) });
    }
    // Only the tombstone went: a live row is the latest state, kept however old.
    expect(
      await t.db
        .knex('sync_changes')
        .where({ entity: 'artwork' })
        .whereIn('id', [artwork.id, kept.id])
        .pluck('id'),
    ).toEqual([kept.id]);
    const fresh = await pull(t.client());
    expect(ids(fresh.changes, 'artwork')).not.toContain(artwork.id);
    expect(ids(fresh.changes, 'artwork')).toContain(kept.id);
    expect((await pull(t.client(), fresh.cursor)).changes).toEqual([]);
  });
});

describe.runIf(onPostgres())('transactions that commit out of order (PostgreSQL)', () => {
  it('a row of a transaction that began first and commits last is never skipped', async () => {
    // Two artists: a write marks its artist too (the artwork count), and one artist's writes queue.
    const [slow, quick] = [await signedArtist(t), await signedArtist(t)];
    const knex = t.db.knex;
    const mediumId = await createReference(knex, 'mediums', 'Oil');
    const row = (artistId: number, title: string) => ({
      artist_id: artistId,
      title,
      medium_id: mediumId,
      price_cents: 1000,
      approval_status: 'approved',
    });
    const start = await pull(t.client());

    // A writes first (it takes the older xid and the older version) but is still running...
    const a = await knex.transaction();
    let aId: number;
    try {
      await a.raw('SELECT pg_current_xact_id()');
      [{ id: aId }] = await a('artworks').insert(row(slow.artistId, 'Slow A')).returning('id');
      // ...while B writes and commits.
      const [{ id: bId }] = await knex('artworks').insert(row(quick.artistId, 'Quick B')).returning('id');
      const [versionA, versionB] = [
        (await a('artworks').where({ id: aId }).first('version')).version as number,
        (await knex('artworks').where({ id: bId }).first('version')).version as number,
      ];
      expect(versionA).toBeLessThan(versionB);

      const during = await pull(t.client(), start.cursor);
      expect(last(during.changes, 'artwork', aId)).toBeUndefined();
      await a.commit();

      const after = await pull(t.client(), during.cursor);
      const seen = [...during.changes, ...after.changes];
      expect(last(seen, 'artwork', aId)?.op).toBe('upsert');
      expect(last(seen, 'artwork', bId)?.op).toBe('upsert');
    } finally {
      if (!a.isCompleted()) await a.rollback();
    }
  });

  it('a transaction left open in another database of the server does not hold this feed back', async () => {
    // Test files each have their own database on one server: this is what lets them run at once.
    const other = await createTestDatabase();
    const elsewhere = await other.knex.transaction();
    try {
      await elsewhere.raw('SELECT pg_current_xact_id()'); // it holds a transaction id, server-wide
      const start = await pull(t.client());
      const [{ id }] = await t.db
        .knex('artworks')
        .insert({
          artist_id: (await signedArtist(t)).artistId,
          title: 'Not held back',
          medium_id: await createReference(t.db.knex, 'mediums', 'Ink'),
          price_cents: 1000,
          approval_status: 'approved',
        })
        .returning('id');
      const next = await pull(t.client(), start.cursor);
      expect(last(next.changes, 'artwork', id)?.op).toBe('upsert');
    } finally {
      await elsewhere.rollback();
      await other.close();
    }
  });
});
