import { z } from 'zod';
import { ArtistSchema } from '../artist';
import { ArtworkSchema } from '../artwork';
import { defineEndpoints } from '../endpoint';
import { FavouriteStateSchema, FollowStateSchema, SavedIdsSchema } from '../follow';
import { PagingQuerySchema } from '../paging';
import { IdParams } from './params';

/** Following artists and favourite artworks (issue 13, point 5). */
export const followEndpoints = defineEndpoints({
  getFollowState: {
    method: 'GET',
    path: '/api/artists/:id/follow',
    summary: "An approved artist's follower count and whether the caller follows them",
    tag: 'Follows',
    params: IdParams,
    notFound: 'Artist',
    response: FollowStateSchema,
    errors: [404],
  },
  followArtist: {
    method: 'PUT',
    path: '/api/artists/:id/follow',
    summary: 'Follow an approved artist (idempotent)',
    tag: 'Follows',
    auth: 'user',
    params: IdParams,
    notFound: 'Artist',
    response: FollowStateSchema,
    errors: [401, 404],
  },
  unfollowArtist: {
    method: 'DELETE',
    path: '/api/artists/:id/follow',
    summary: 'Stop following an artist (idempotent)',
    tag: 'Follows',
    auth: 'user',
    params: IdParams,
    notFound: 'Artist',
    response: FollowStateSchema,
    errors: [401, 404],
  },
  listFollowing: {
    method: 'GET',
    path: '/api/following',
    summary: 'The approved artists the caller follows, most recently followed first',
    tag: 'Follows',
    auth: 'user',
    query: PagingQuerySchema,
    response: z.array(ArtistSchema),
    list: true,
    errors: [401],
  },
  favouriteArtwork: {
    method: 'PUT',
    path: '/api/artworks/:id/favourite',
    summary: 'Save a public artwork to the favourites (idempotent)',
    tag: 'Follows',
    auth: 'user',
    params: IdParams,
    notFound: 'Artwork',
    response: FavouriteStateSchema,
    errors: [401, 404],
  },
  unfavouriteArtwork: {
    method: 'DELETE',
    path: '/api/artworks/:id/favourite',
    summary: 'Remove an artwork from the favourites (idempotent)',
    tag: 'Follows',
    auth: 'user',
    params: IdParams,
    notFound: 'Artwork',
    response: FavouriteStateSchema,
    errors: [401, 404],
  },
  listFavourites: {
    method: 'GET',
    path: '/api/favourites',
    summary: "The caller's favourite artworks still public, most recently saved first",
    tag: 'Follows',
    auth: 'user',
    query: PagingQuerySchema,
    response: z.array(ArtworkSchema),
    list: true,
    errors: [401],
  },
  savedIds: {
    method: 'GET',
    path: '/api/saved/ids',
    summary: 'The ids of the artists the caller follows and the artworks they favourited',
    tag: 'Follows',
    auth: 'user',
    response: SavedIdsSchema,
    errors: [401],
  },
});
