import type { ArtistProfileBody } from '@contract/artist';
import { useOfflineWrite } from '@/lib/offline-write';
import { useReplacingWrite } from '@/offline/use-replacing-write';

export interface SaveArtistProfileVariables {
  /** null: no profile yet. */
  artistId: number | null;
  /** From `profileFormData`: the profile fields with the new images, and their files. */
  body: { body: ArtistProfileBody; files: readonly File[] };
  /** The queued creates the form started from (see ProfileFormStart): this create takes their place. */
  replaces?: readonly number[];
}

const CREATE_LABEL = 'Your artist profile';

/**
 * `POST /api/artists` (no profile yet) or `PATCH /api/artists/{id}`, multipart with the new images
 * in the same request. Saving the same form again after a failure reuses the key. Offline the save
 * is kept in the outbox (the result is then a QueuedWrite, see `isQueued`). A create made from
 * queued creates replaces them in the outbox, online too: an artist has one profile, so a second
 * create would be refused and its values lost.
 */
export function useSaveArtistProfile() {
  const create = useOfflineWrite('createArtist', { label: () => CREATE_LABEL });
  const update = useOfflineWrite('updateArtist', { label: () => 'Changes to your artist profile' });
  const replace = useReplacingWrite('createArtist', { label: () => CREATE_LABEL });
  const mutateAsync = ({ artistId, body, replaces = [] }: SaveArtistProfileVariables) => {
    // Before the id: a profile that exists meanwhile was made by a create replaced here, whose
    // photos an edit would upload twice (enqueueReplacing refuses it: it was sent).
    if (replaces.length) return replace.mutateAsync({ body: body.body, files: body.files, replaces });
    return artistId === null
      ? create.mutateAsync({ body: body.body, files: body.files })
      : update.mutateAsync({ params: { id: artistId }, body: body.body, files: body.files });
  };
  return { mutateAsync, isPending: create.isPending || update.isPending || replace.isPending };
}
