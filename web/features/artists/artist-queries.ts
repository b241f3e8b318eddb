import { portfolioQueryOptions } from '@/api/artworks';

/** An artist's public portfolio, page by page (the profile page and its route's loader). */
export const portfolioQuery = (artistId: number) => portfolioQueryOptions(artistId);
