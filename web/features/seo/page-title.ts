import type { QueryClient } from '@tanstack/react-query';
import type { Artist } from '@contract/artist';
import type { Artwork } from '@contract/artwork';
import type { Commission } from '@contract/commission';
import { artistQueryOptions } from '@/api/artists';
import { artworkQueryOptions } from '@/api/artworks';
import { commissionQueryOptions } from '@/api/commissions';

export const SITE_NAME = 'Atelier';
export const DEFAULT_TITLE = 'Atelier · Art from emerging artists';
export const DEFAULT_DESCRIPTION =
  'Discover original art and prints from young and emerging artists, and commission a piece made just for you.';

export const PAGES: Record<string, { title: string; description: string }> = {
  '/': { title: DEFAULT_TITLE, description: DEFAULT_DESCRIPTION },
  '/artworks': {
    title: 'Browse Artwork · Atelier',
    description: 'Original artworks and prints from emerging artists: filter by medium, specialty and price.',
  },
  '/artists': {
    title: 'Meet Our Artists · Atelier',
    description: 'The young and emerging artists of Atelier: their portfolios, specialties and commissions.',
  },
  '/commissions': {
    title: 'Commission Gallery · Atelier',
    description: 'Pieces our artists made to order for collectors. Ask an artist for one made just for you.',
  },
  '/about': {
    title: 'About Atelier · A gallery for the artists of tomorrow',
    description:
      'Atelier is an art marketplace for young and emerging artists and the collectors who discover them.',
  },
};

export const NOT_FOUND_HEAD = {
  title: 'Page not found · Atelier',
  description: "This page doesn't exist or has moved.",
};

/** Where the page is: the matched route and its params, as the router gives them. */
export interface PageLocation {
  routeId: string;
  pathname: string;
  params: Record<string, unknown>;
  notFound: boolean;
}

/** The page's <title> alone: the browser follows navigations with it (page-head.ts has the rest). */
export function pageTitle(location: PageLocation, queryClient: QueryClient): string {
  if (location.notFound) return NOT_FOUND_HEAD.title;
  const id = Number(location.params.id);
  if (location.routeId === '/artwork/$id') {
    const artwork = queryClient.getQueryData<Artwork>(artworkQueryOptions(id).queryKey);
    if (artwork) return `${artwork.title} by ${artwork.artistName} · ${SITE_NAME}`;
  }
  if (location.routeId === '/artist/$id') {
    const artist = queryClient.getQueryData<Artist>(artistQueryOptions(id).queryKey);
    if (artist) return `${artist.displayName} · ${SITE_NAME}`;
  }
  if (location.routeId === '/commission/$id') {
    const commission = queryClient.getQueryData<Commission>(commissionQueryOptions(id).queryKey);
    if (commission) return `${commission.title} by ${commission.artistName} · ${SITE_NAME}`;
  }
  return PAGES[location.routeId]?.title ?? DEFAULT_TITLE;
}
