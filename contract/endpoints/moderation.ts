import { ArtistSchema } from '../artist';
import { ArtworkSchema } from '../artwork';
import { defineEndpoints } from '../endpoint';
import { ModerationHistorySchema, ResubmitInputSchema } from '../moderation';
import { IdParams } from './params';

/**
 * Send back for review (issue 25, point 6): a rejected or revoked artwork, or a rejected artist
 * profile, edited since the decision goes back to the admins' pending queue. The history of
 * decisions and resubmissions is for the artist and admins only (a stranger gets 404).
 */
export const moderationEndpoints = defineEndpoints({
  resubmitArtwork: {
    auth: 'user',
    method: 'POST',
    path: '/api/artworks/:id/resubmit',
    summary: 'Submit a rejected or revoked artwork for review again, once edited',
    tag: 'Artworks',
    params: IdParams,
    notFound: 'Artwork',
    body: ResubmitInputSchema,
    response: ArtworkSchema,
    errors: [401, 403, 404, 409],
  },
  artworkModerationHistory: {
    auth: 'user',
    method: 'GET',
    path: '/api/artworks/:id/moderation-history',
    summary: "An artwork's decisions and resubmissions, newest first (its artist and admins)",
    tag: 'Artworks',
    params: IdParams,
    notFound: 'Artwork',
    response: ModerationHistorySchema,
    errors: [401, 404],
  },
  resubmitArtist: {
    auth: 'user',
    method: 'POST',
    path: '/api/artists/:id/resubmit',
    summary: 'Submit a rejected artist profile for review again, once edited',
    tag: 'Artists',
    params: IdParams,
    notFound: 'Artist',
    body: ResubmitInputSchema,
    response: ArtistSchema,
    errors: [401, 403, 404, 409],
  },
  artistModerationHistory: {
    auth: 'user',
    method: 'GET',
    path: '/api/artists/:id/moderation-history',
    summary: "An artist profile's decisions and resubmissions, newest first (the artist and admins)",
    tag: 'Artists',
    params: IdParams,
    notFound: 'Artist',
    response: ModerationHistorySchema,
    errors: [401, 404],
  },
});
