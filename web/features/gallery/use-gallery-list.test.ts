import { describe, expect, it } from 'vitest';
import type { Artwork } from '@contract/artwork';
import { artworkBrowse } from './artwork-browse';
import { anArtwork } from './test-fixtures';
import { mergeWithLocal, type LocalSource } from './use-gallery-list';

const page = (items: Artwork[], total = items.length) => ({ items, total, capped: false, nextCursor: null });
const ids = (items: { id: number }[]) => items.map((item) => item.id);

function local(rows: Artwork[], deleted: number[] = [], search?: string): LocalSource<Artwork> {
  return {
    rows,
    deleted: new Set(deleted),
    matches: (artwork) => artworkBrowse.filter([artwork], { search }).length > 0,
    compare: artworkBrowse.comparator('recent'),
    lastSyncedAt: null,
  };
}

describe('mergeWithLocal (an open gallery picks up what the delta pull brought)', () => {
  const server = [anArtwork({ id: 30 }), anArtwork({ id: 20 }), anArtwork({ id: 10 })];

  it('shows a newly approved artwork that sorts within the loaded pages, and counts it', () => {
    const merged = mergeWithLocal(
      page(server, 40),
      local([anArtwork({ id: 31 }), anArtwork({ id: 20 })]),
      true,
    );
    expect(ids(merged.items)).toEqual([31, 30, 20, 10]);
    expect(merged.total).toBe(41);
  });

  it('leaves out a local row that sorts after the last loaded item while more pages remain', () => {
    const merged = mergeWithLocal(page(server), local([anArtwork({ id: 5 })]), true);
    expect(ids(merged.items)).toEqual([30, 20, 10]);
    expect(ids(mergeWithLocal(page(server), local([anArtwork({ id: 5 })]), false).items)).toEqual([
      30, 20, 10, 5,
    ]);
  });

  it('drops a deleted (revoked) artwork and shows the fresher local version of an edited one', () => {
    const edited = anArtwork({ id: 20, title: 'Neon Alley', version: 2 });
    const merged = mergeWithLocal(page(server), local([edited], [30]), false);
    expect(merged.items.map((a) => [a.id, a.title])).toEqual([
      [20, 'Neon Alley'],
      [10, 'Artwork 10'],
    ]);
    expect(merged.total).toBe(2);
  });

  it('drops an edited artwork that no longer matches the search, and adds only matching new ones', () => {
    const found = [anArtwork({ id: 30, title: 'Harbour' }), anArtwork({ id: 20, title: 'Harbour II' })];
    const merged = mergeWithLocal(
      page(found),
      local(
        [anArtwork({ id: 20, title: 'Renamed', version: 2 }), anArtwork({ id: 40, title: 'Dusk' })],
        [],
        'harbour',
      ),
      false,
    );
    expect(ids(merged.items)).toEqual([30]);
  });
});
