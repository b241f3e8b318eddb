import { FEATURED_LIMITS } from '@contract/constants';
import { artistsQueryOptions } from '@/api/artists';
import { artworksQueryOptions } from '@/api/artworks';
import { commissionsQueryOptions } from '@/api/commissions';

/** The home page's loads (spec section 2): 3 featured artists, 3 latest artworks, 2 showcase commissions. */
export const featuredArtistsQuery = () =>
  artistsQueryOptions({ approved: 'true', hasArtworks: 'true', limit: FEATURED_LIMITS.artists });
export const latestArtworksQuery = () =>
  artworksQueryOptions({ approved: 'true', limit: FEATURED_LIMITS.artworks });
export const showcaseCommissionsQuery = () =>
  commissionsQueryOptions({ showcase: 'true', limit: FEATURED_LIMITS.commissions });

/** With `?search=`: approved artworks and artists matching the text. */
export const searchArtworksQuery = (search: string) => artworksQueryOptions({ approved: 'true', search });
export const searchArtistsQuery = (search: string) => artistsQueryOptions({ approved: 'true', search });
