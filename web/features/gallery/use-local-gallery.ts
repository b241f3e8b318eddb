import type { Artist } from '@contract/artist';
import type { Artwork } from '@contract/artwork';
import type { Commission } from '@contract/commission';
import { useLastSyncedAt, useLocalArtistUsernames, useLocalRows, usePinnedRows } from '@/offline/local-rows';
import { deletedIds } from '@/offline/sync-state';
import { artistBrowse, type ArtistBrowseSearch } from './artist-browse';
import { artworkBrowse, type ArtworkBrowseSearch } from './artwork-browse';
import { commissionBrowse, type CommissionBrowseSearch } from './commission-browse';
import type { LocalSource } from './use-gallery-list';

/** Browse Artwork over the local store: public artworks, searched with their artists' usernames. */
export function useLocalArtworks(filters: ArtworkBrowseSearch): LocalSource<Artwork> {
  const usernames = useLocalArtistUsernames();
  return {
    rows: useLocalRows('artworks'),
    saved: usePinnedRows('artworks'),
    deleted: deletedIds('artwork'),
    matches: (artwork) =>
      artworkBrowse.filter([artwork], filters, (a) => usernames?.get(a.artistId)).length > 0,
    compare: artworkBrowse.comparator(filters.sort ?? 'recent'),
    lastSyncedAt: useLastSyncedAt(),
  };
}

/** Meet Our Artists over the local store. */
export function useLocalArtists(filters: ArtistBrowseSearch): LocalSource<Artist> {
  return {
    rows: useLocalRows('artists'),
    saved: usePinnedRows('artists'),
    deleted: deletedIds('artist'),
    matches: (artist) => artistBrowse.filter([artist], filters).length > 0,
    compare: artistBrowse.comparator(filters.sort ?? 'recent'),
    lastSyncedAt: useLastSyncedAt(),
  };
}

/** Commission Gallery over the local store (the showcase only). */
export function useLocalCommissions(filters: CommissionBrowseSearch): LocalSource<Commission> {
  return {
    rows: useLocalRows('commissions')?.filter((commission) => commission.isShowcase),
    deleted: deletedIds('commission'),
    matches: (commission) => commissionBrowse.filter([commission], filters).length > 0,
    compare: commissionBrowse.comparator(filters.sort ?? 'recent'),
    lastSyncedAt: useLastSyncedAt(),
  };
}
