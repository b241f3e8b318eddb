import { describe, expect, it } from 'vitest';
import { browseArtists, browseArtworks, browseCommissions } from '@contract/browse-rules';
import { ARTIST_SORTS, ARTWORK_SORTS, COMMISSION_SORTS } from '@contract/enum-values';
import { artistBrowse } from './artist-browse';
import { artworkBrowse } from './artwork-browse';
import { commissionBrowse } from './commission-browse';
import { localMatches, localPages, type LocalPool } from './local-pages';
import { aCommission, anArtist, anArtwork } from './test-fixtures';

/** Every page 'Load more' reaches, as the gallery shows them one after another. */
function pageThrough<T>(sorted: readonly T[], pageSize = 24): { pages: T[][]; totals: number[] } {
  const pages: T[][] = [];
  const totals: number[] = [];
  for (let count = 1; ; count++) {
    const result = localPages(sorted, count, pageSize);
    pages.push(result.items.slice((count - 1) * pageSize));
    totals.push(result.total);
    if (result.nextCursor === null) return { pages, totals };
    expect(count).toBeLessThan(100);
  }
}

const ids = (items: readonly { id: number }[]) => items.map((item) => item.id);

// 62 artworks, as in the issue: shared prices, no price, titles differing in case only.
const TITLES = ['apple', 'Banana', 'banana', 'Cherry', 'date', 'Éclair'];
const ARTWORKS = Array.from({ length: 62 }, (_, i) =>
  anArtwork({
    id: 1000 - i * 7,
    title: TITLES[i % TITLES.length]!,
    price: i % 9 === 0 ? null : [180, 95, 4200, 95, 700][i % 5]!,
    medium: i % 3 ? 'Oil' : 'Ink',
  }),
);

/**
 * The API's ORDER BY written out as sort keys, independently of contract/browse-rules.ts
 * (api/modules/artworks/artworks.repo.ts): each row's key, compared left to right.
 */
function sqlOrder(sort: (typeof ARTWORK_SORTS)[number]) {
  const NULL_LAST = Number.MAX_SAFE_INTEGER;
  const key = (a: (typeof ARTWORKS)[number]): (number | string)[] => {
    switch (sort) {
      case 'recent':
        return [-a.id];
      case 'price-low':
        return [a.price ?? NULL_LAST, a.id];
      case 'price-high':
        return [a.price === null ? NULL_LAST : -a.price, -a.id];
      case 'title':
        return [a.title.toLowerCase(), a.id];
    }
  };
  return (a: (typeof ARTWORKS)[number], b: (typeof ARTWORKS)[number]) => {
    const [x, y] = [key(a), key(b)];
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! < y[i]! ? -1 : 1;
    return 0;
  };
}

describe('a gallery paged from the local store (issue 27, point 2)', () => {
  for (const sort of ARTWORK_SORTS) {
    it(`artworks sorted '${sort}': 24 a page, every artwork once, in the API's order`, () => {
      const sorted = localMatches({
        sources: [ARTWORKS],
        deleted: new Set(),
        matches: () => true,
        compare: artworkBrowse.comparator(sort),
      });
      const { pages, totals } = pageThrough(sorted);
      expect(pages.map((page) => page.length)).toEqual([24, 24, 14]);
      expect(totals).toEqual([62, 62, 62]);
      const shown = pages.flat();
      expect(new Set(ids(shown)).size).toBe(62);
      expect(ids(shown)).toEqual(ids(browseArtworks(ARTWORKS, { sort })));
      expect(ids(shown)).toEqual(ids([...ARTWORKS].sort(sqlOrder(sort))));
    });
  }

  it('filters as the API does, counts only the matches, and leaves out rows the pull deleted', () => {
    const deleted = new Set([ARTWORKS[3]!.id]);
    const pool: LocalPool<(typeof ARTWORKS)[number]> = {
      sources: [ARTWORKS],
      deleted,
      matches: (artwork) => artworkBrowse.filter([artwork], { medium: 'oil' }).length > 0,
      compare: artworkBrowse.comparator('price-low'),
    };
    const first = localPages(localMatches(pool), 1);
    const expected = browseArtworks(
      ARTWORKS.filter((a) => !deleted.has(a.id)),
      { medium: 'oil', sort: 'price-low' },
    );
    expect(first.total).toBe(expected.length);
    expect(ids(first.items)).toEqual(ids(expected.slice(0, 24)));
  });

  it('takes each id once, the freshest source first (the local store over pages seen before)', () => {
    const fresh = anArtwork({ id: 5, title: 'Renamed', version: 2 });
    const sorted = localMatches({
      sources: [[fresh], [anArtwork({ id: 5 }), anArtwork({ id: 4 })], undefined, [anArtwork({ id: 4 })]],
      deleted: new Set(),
      matches: () => true,
      compare: artworkBrowse.comparator('recent'),
    });
    expect(sorted.map((a) => [a.id, a.title])).toEqual([
      [5, 'Renamed'],
      [4, 'Artwork 4'],
    ]);
  });

  for (const sort of ARTIST_SORTS) {
    it(`artists sorted '${sort}' page in the API's order`, () => {
      const artists = Array.from({ length: 30 }, (_, i) =>
        anArtist({
          id: i + 1,
          isVerified: i % 4 === 0,
          createdAt: new Date(Date.UTC(2024, 0, 1 + (i % 7))).toISOString(),
        }),
      );
      const sorted = localMatches({
        sources: [artists],
        deleted: new Set(),
        matches: () => true,
        compare: artistBrowse.comparator(sort),
      });
      const { pages } = pageThrough(sorted);
      expect(pages.map((page) => page.length)).toEqual([24, 6]);
      expect(ids(pages.flat())).toEqual(ids(browseArtists(artists, { sort })));
    });
  }

  for (const sort of COMMISSION_SORTS) {
    it(`commissions sorted '${sort}' page in the API's order`, () => {
      const commissions = Array.from({ length: 25 }, (_, i) =>
        aCommission({ id: i + 1, price: i % 6 === 0 ? null : (i % 4) * 100, title: TITLES[i % 6]! }),
      );
      const sorted = localMatches({
        sources: [commissions],
        deleted: new Set(),
        matches: () => true,
        compare: commissionBrowse.comparator(sort),
      });
      const { pages } = pageThrough(sorted);
      expect(pages.map((page) => page.length)).toEqual([24, 1]);
      expect(ids(pages.flat())).toEqual(ids(browseCommissions(commissions, { sort })));
    });
  }

  it('an empty match is one empty page with no next one', () => {
    expect(localPages([], 1)).toEqual({ items: [], total: 0, capped: false, nextCursor: null });
  });
});
