import type { Knex } from 'knex';
import type { ModerationAction } from '../../../contract/approval';
import { notify } from './notify';

/** Where the artist reads every decision and its reason. */
const DASHBOARD = '/artist-dashboard';

/**
 * Tells an artist their artwork was approved, rejected or revoked, the reason as the body. In the
 * caller's transaction, so the notice exists exactly when the decision commits.
 */
export async function notifyArtworkModerated(
  db: Knex,
  artwork: { id: number; artistId: number; title: string },
  action: ModerationAction,
  reason: string | null,
): Promise<void> {
  const artist = await db('artists')
    .where({ id: artwork.artistId })
    .first<{ user_id: number } | undefined>('user_id');
  if (!artist) return;
  await notify(db, {
    userId: artist.user_id,
    kind: 'artwork_moderated',
    title: `Your artwork "${artwork.title}" was ${action}`,
    body: action === 'approved' ? null : reason?.trim() || null,
    link: DASHBOARD,
  });
}

/** Tells an artist their profile was approved, rejected or revoked, the reason as the body. */
export async function notifyArtistModerated(
  db: Knex,
  userId: number,
  action: ModerationAction,
  reason: string | null,
): Promise<void> {
  await notify(db, {
    userId,
    kind: 'artist_moderated',
    title: `Your artist profile was ${action}`,
    body: action === 'approved' ? null : reason?.trim() || null,
    link: action === 'approved' ? DASHBOARD : `${DASHBOARD}?tab=profile`,
  });
}
