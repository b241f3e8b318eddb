import type { ArtistProfileBody } from '@contract/artist';
import { useOfflineWrite } from '@/lib/write';

export interface SaveArtistProfileVariables {
  /** null: no profile yet. */
  artistId: number | null;
  /** From `profileFormData`: the profile fields with the new images, and their files. */
  body: { body: ArtistProfileBody; files: readonly File[] };
}

/**
 * `POST /api/artists` (no profile yet) or `PATCH /api/artists/{id}`, multipart with the new images
 * in the same request. Saving the same form again after a failure reuses the key. Offline the save
 * is kept in the outbox (the result is then a QueuedWrite, see `isQueued`).
 */
export function useSaveArtistProfile() {
  const create = useOfflineWrite('createArtist', { label: () => 'Your artist profile' });
  const update = useOfflineWrite('updateArtist', { label: () => 'Changes to your artist profile' });
  const mutateAsync = ({ artistId, body }: SaveArtistProfileVariables) =>
    artistId === null
      ? create.mutateAsync({ body: body.body, files: body.files })
      : update.mutateAsync({ params: { id: artistId }, body: body.body, files: body.files });
  return { mutateAsync, isPending: create.isPending || update.isPending };
}
