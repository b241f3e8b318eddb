import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SyncChangesResponseSchema, type SyncChange } from '../../../contract/sync';
import { createArtwork } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';
import { signedArtist, signedUser, type Signed } from '../artists/artists.test-world';
import type { FixtureUser } from '../../test/fixtures';

/**
 * Issue 27, point 7: an anonymous delta carries no id of a row a visitor was never allowed to see.
 * A delete (tombstone) goes to visitors only for a row that was public once; a new draft, a
 * pending artist, their artworks and commissions, or a draft rejected before it was ever approved
 * never appear in it at all.
 */
let t: TestApp;
let admin: Signed<FixtureUser>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedUser(t, 'admin');
});
afterAll(() => t.close());

async function pull(client: TestClient, cursor?: string): Promise<{ changes: SyncChange[]; cursor: string }> {
  const changes: SyncChange[] = [];
  for (let pages = 0; pages < 200; pages++) {
    const res = await client.get(`/api/sync/changes${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(res.status, res.text).toBe(200);
    const page = SyncChangesResponseSchema.parse(res.body);
    changes.push(...page.changes);
    cursor = page.cursor;
    if (!page.hasMore) return { changes, cursor };
  }
  throw new Error('the pull never ended');
}

const mentions = (changes: SyncChange[], entity: string, id: number) =>
  changes.filter((c) => c.entity === entity && c.id === id);

describe('an anonymous delta', () => {
  it('never names a row that was never public, and still deletes one that was', async () => {
    const painter = await signedArtist(t);
    const pendingArtist = await signedArtist(t, { approval_status: 'pending' });
    const shown = await createArtwork(t.db.knex, painter.artistId);
    const start = await pull(t.client());
    expect(mentions(start.changes, 'artwork', shown.id)).not.toEqual([]);

    const draft = await createArtwork(t.db.knex, painter.artistId, { approval_status: 'pending' });
    const turnedDown = await createArtwork(t.db.knex, painter.artistId, { approval_status: 'pending' });
    const hiddenWork = await createArtwork(t.db.knex, pendingArtist.artistId);
    const [commission] = (await t.db
      .knex('commissions')
      .insert({ artist_id: pendingArtist.artistId, title: 'Mural', image_url: '/mural.jpg' })
      .returning('id')) as Array<{ id: number }>;
    // Rejected before it was ever approved: it was never public either.
    expect(
      (await admin.client.patch(`/api/artworks/${turnedDown.id}/approve`, { approved: false })).status,
    ).toBe(200);
    // A public artwork taken down: visitors who have it must drop it.
    expect((await admin.client.patch(`/api/artworks/${shown.id}/approve`, { approved: false })).status).toBe(
      200,
    );

    const delta = await pull(t.client(), start.cursor);

    for (const [entity, id] of [
      ['artwork', draft.id],
      ['artwork', turnedDown.id],
      ['artwork', hiddenWork.id],
      ['artist', pendingArtist.artistId],
      ['commission', commission!.id],
    ] as const) {
      expect(mentions(delta.changes, entity, id), `${entity} ${id}`).toEqual([]);
    }
    expect(mentions(delta.changes, 'artwork', shown.id).at(-1)).toMatchObject({ op: 'delete', data: null });

    // Approved at last: it arrives; taken down again, its delete does too.
    await admin.client.patch(`/api/artworks/${draft.id}/approve`, { approved: true });
    const approved = await pull(t.client(), delta.cursor);
    expect(mentions(approved.changes, 'artwork', draft.id).at(-1)?.op).toBe('upsert');
    expect((await painter.client.delete(`/api/artworks/${draft.id}`)).status).toBe(204);
    const deleted = await pull(t.client(), approved.cursor);
    expect(mentions(deleted.changes, 'artwork', draft.id).at(-1)?.op).toBe('delete');
  });

  it('still tells the owner about their own drafts', async () => {
    const painter = await signedArtist(t);
    const start = await pull(painter.client);
    const draft = await createArtwork(t.db.knex, painter.artistId, { approval_status: 'pending' });
    const delta = await pull(painter.client, start.cursor);
    expect(mentions(delta.changes, 'ownArtwork', draft.id).at(-1)?.op).toBe('upsert');
  });
});
