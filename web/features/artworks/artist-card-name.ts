import type { Artist } from '@contract/artist';

export const ARTIST_CARD_FALLBACK_NAME = 'Artist Profile';

/** The artist card's name: first name, else username, else 'Artist Profile' (also when the artist could not be loaded). */
export function artistCardName(artist: Pick<Artist, 'firstName' | 'username'> | null | undefined): string {
  return artist?.firstName?.trim() || artist?.username?.trim() || ARTIST_CARD_FALLBACK_NAME;
}
