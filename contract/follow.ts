import { z } from 'zod';
import './zod-config';

/**
 * Following artists and favourite artworks (issue 13, point 5). Following an artist brings a
 * notification when one of their artworks becomes public (kind 'followed_artist_artwork').
 */

/** An artist's followers and whether the caller follows them (false when signed out). */
export const FollowStateSchema = z.object({
  following: z.boolean(),
  followers: z.number().int(),
});
export type FollowState = z.infer<typeof FollowStateSchema>;

export const FavouriteStateSchema = z.object({ favourite: z.boolean() });
export type FavouriteState = z.infer<typeof FavouriteStateSchema>;

/** How many ids `GET /api/saved/ids` answers at most of each (the newest). */
export const SAVED_IDS_MAX = 2000;

/**
 * The ids the caller follows and favourited (newest first, at most SAVED_IDS_MAX each): what the
 * hearts on cards and the Follow buttons read.
 */
export const SavedIdsSchema = z.object({
  artistIds: z.array(z.number().int()),
  artworkIds: z.array(z.number().int()),
});
export type SavedIds = z.infer<typeof SavedIdsSchema>;
