import type { DbDeps } from '../../deps';
import { notifyOnceEach } from '../notifications/notify';
import { followersOfPublicArtwork } from './follows.repo';

/**
 * Tells the followers of an artwork's artist that it is public now (kind
 * 'followed_artist_artwork'), in the caller's transaction; each follower once per artwork (approved,
 * revoked, approved again). Nothing while it is not public. Answers how many were told.
 */
export function tellFollowersOfArtwork({ db }: DbDeps, artworkId: number): Promise<number> {
  return notifyOnceEach(
    db,
    'followed_artist_artwork',
    `/artwork/${artworkId}`,
    followersOfPublicArtwork(db, artworkId),
  );
}
