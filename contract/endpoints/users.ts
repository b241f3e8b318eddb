import { z } from 'zod';
import {
  ArtistUserCountsSchema,
  ArtistUserListQuerySchema,
  ArtistUserSchema,
  PublicUserSchema,
} from '../user';
import { defineEndpoints } from '../endpoint';
import { IdParams } from './params';

export const userEndpoints = defineEndpoints({
  getUser: {
    method: 'GET',
    path: '/api/users/:id',
    summary: 'Public fields of a user',
    tag: 'Users',
    params: IdParams,
    notFound: 'User',
    response: PublicUserSchema,
    errors: [404],
  },
  listArtistUsers: {
    method: 'GET',
    path: '/api/admin/artist-users',
    summary: 'Every artist account with its profile state (admin)',
    tag: 'Admin',
    query: ArtistUserListQuerySchema,
    response: z.array(ArtistUserSchema),
    list: true,
    errors: [401, 403],
  },
  countArtistUsers: {
    method: 'GET',
    path: '/api/admin/artist-users/counts',
    summary: 'Artist accounts by profile state, over all of them (admin)',
    tag: 'Admin',
    response: ArtistUserCountsSchema,
    errors: [401, 403],
  },
});
